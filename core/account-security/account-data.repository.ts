import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME } from '#common/account-security.ts';
import { endAllSessions } from '#modules/accounts/sessions.port.ts';
import type { Database } from '#modules/db/client.ts';
import {
  forgetFinishedCheckoutsOfDeletedBuyers,
  OPEN_STATUSES,
} from '#modules/orders/deleted-buyers.ts';
import {
  accounts,
  boutiqueMembers,
  boutiques,
  checkouts,
  commandeLignes,
  commandes,
  comments,
  deliveryAddresses,
  emailChanges,
  notifications,
  passwordResetTokens,
  produits,
  boutiqueProduits,
  productReviews,
  readers,
  recoveryCodes,
  tenants,
} from '#modules/db/schema.ts';

// The account's own data, for its export, and its deletion: personal data erased, while the
// orders, invoices and reviews stay for the other party and the accounts, under an anonymous
// name (issue 19).

/** Password hashes have the form `scrypt$…`: this one matches no password. */
const NO_PASSWORD = 'compte-supprime';

export function createAccountDataRepository(db: Database) {
  return {
    async openOrdersOfBoutique(boutiqueId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(commandes)
        .where(
          and(eq(commandes.boutiqueId, boutiqueId), inArray(commandes.status, [...OPEN_STATUSES])),
        );
      return row?.n ?? 0;
    },

    async activeAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(accounts)
        .where(and(eq(accounts.typeCompte, 'ADMIN'), isNull(accounts.deletedAt)));
      return row?.n ?? 0;
    },

    /** What the account holds about itself (never other people's details). */
    async export(accountId: number, boutiqueId: number | null) {
      const [account] = await db
        .select({
          id: accounts.id,
          userName: accounts.userName,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          email: accounts.email,
          telephone: accounts.telephone,
          pays: accounts.pays,
          ville: accounts.ville,
          typeCompte: accounts.typeCompte,
          birthday: accounts.birthday,
          gender: accounts.gender,
          photoUrl: accounts.photoUrl,
          preferredPaymentMethod: accounts.preferredPaymentMethod,
          preferredMobileMoneyOperator: accounts.preferredMobileMoneyOperator,
          showEmail: accounts.showEmail,
          showPhone: accounts.showPhone,
          twoFactorEnabledAt: accounts.totpEnabledAt,
          createdAt: accounts.createdAt,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      const addresses = await db
        .select({
          label: deliveryAddresses.label,
          country: deliveryAddresses.country,
          city: deliveryAddresses.city,
          address: deliveryAddresses.address,
          phone: deliveryAddresses.phone,
          isDefault: deliveryAddresses.isDefault,
        })
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.accountId, accountId))
        .orderBy(asc(deliveryAddresses.id));
      const orders = await db
        .select({
          id: commandes.id,
          orderNumber: commandes.orderNumber,
          boutique: boutiques.name,
          status: commandes.status,
          paymentStatus: commandes.paymentStatus,
          subtotal: commandes.subtotal,
          deliveryFee: commandes.deliveryFee,
          total: commandes.total,
          paymentMethod: checkouts.paymentMethod,
          deliveryCountry: checkouts.deliveryCountry,
          deliveryCity: checkouts.deliveryCity,
          deliveryAddress: checkouts.deliveryAddress,
          deliveryPhone: checkouts.deliveryPhone,
          createdAt: commandes.createdAt,
        })
        .from(commandes)
        .innerJoin(checkouts, eq(checkouts.id, commandes.checkoutId))
        .innerJoin(boutiques, eq(boutiques.id, commandes.boutiqueId))
        .where(eq(commandes.buyerAccountId, accountId))
        .orderBy(desc(commandes.createdAt));
      const lines =
        orders.length === 0
          ? []
          : await db
              .select({
                commandeId: commandeLignes.commandeId,
                name: commandeLignes.name,
                unitPrice: commandeLignes.unitPrice,
                quantity: commandeLignes.quantity,
                total: commandeLignes.total,
              })
              .from(commandeLignes)
              .where(
                inArray(
                  commandeLignes.commandeId,
                  orders.map((order) => order.id),
                ),
              )
              .orderBy(asc(commandeLignes.id));
      const reviews = await db
        .select({
          product: produits.name,
          rating: productReviews.rating,
          text: productReviews.text,
          createdAt: productReviews.createdAt,
          answer: productReviews.answer,
        })
        .from(productReviews)
        .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReviews.boutiqueProduitId))
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .where(eq(productReviews.buyerAccountId, accountId))
        .orderBy(desc(productReviews.createdAt));
      const writtenComments = await db
        .select({
          targetKind: comments.targetKind,
          targetId: comments.targetId,
          text: comments.text,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .innerJoin(readers, eq(readers.id, comments.readerId))
        .where(eq(readers.accountId, accountId))
        .orderBy(desc(comments.createdAt));
      const [boutique] =
        boutiqueId === null
          ? []
          : await db
              .select({
                id: boutiques.id,
                name: boutiques.name,
                description: boutiques.description,
                pays: boutiques.pays,
                ville: boutiques.ville,
                currency: boutiques.currency,
                taxRate: boutiques.taxRate,
                payoutMethod: boutiques.payoutMethod,
                payoutOperator: boutiques.payoutOperator,
                payoutHolder: boutiques.payoutHolder,
                payoutAccount: boutiques.payoutAccountMasked,
                createdAt: boutiques.createdAt,
              })
              .from(boutiques)
              .where(eq(boutiques.id, boutiqueId));
      return {
        account,
        addresses,
        orders: orders.map(({ id, ...order }) => ({
          ...order,
          lines: lines
            .filter((line) => line.commandeId === id)
            .map(({ commandeId: _commandeId, ...line }) => line),
        })),
        reviews,
        comments: writtenComments,
        boutique: boutique ?? null,
      };
    },

    /**
     * Erases the account's personal data in one transaction; its orders, invoices and reviews
     * stay, under `DELETED_ACCOUNT_NAME`. The delivery details of the buyer's orders still on
     * their way stay until delivered: the shop needs them to deliver.
     */
    async anonymise(accountId: number, boutiqueId: number | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [account] = await tx
          .update(accounts)
          .set({
            userName: DELETED_ACCOUNT_NAME,
            firstName: null,
            lastName: null,
            email: `supprime-${accountId}@compte-supprime.invalid`,
            telephone: null,
            pays: null,
            ville: null,
            birthday: null,
            gender: null,
            photoUrl: null,
            preferredPaymentMethod: null,
            preferredMobileMoneyOperator: null,
            passwordHash: NO_PASSWORD,
            totpSecretSealed: null,
            totpEnabledAt: null,
            totpLastStep: null,
            showEmail: false,
            showPhone: false,
            deletedAt: now,
          })
          .where(eq(accounts.id, accountId))
          .returning({ tenantId: accounts.tenantId });
        if (!account) return;
        // A seller's tenant is named after the boutique, which stays on its orders and invoices.
        if (boutiqueId === null) {
          await tx
            .update(tenants)
            .set({ name: DELETED_ACCOUNT_NAME })
            .where(eq(tenants.id, account.tenantId));
        } else {
          await tx
            .update(boutiques)
            .set({
              active: false,
              pausedAt: now,
              payoutMethod: null,
              payoutOperator: null,
              payoutHolder: null,
              payoutAccountEncrypted: null,
              payoutAccountMasked: null,
            })
            .where(eq(boutiques.id, boutiqueId));
        }
        for (const table of [
          deliveryAddresses,
          recoveryCodes,
          emailChanges,
          passwordResetTokens,
          notifications,
        ]) {
          await tx.delete(table).where(eq(table.accountId, accountId));
        }
        // A seat in another's team goes (the team panel keeps its name and e-mail); an owner's
        // stays with the closed boutique.
        await tx
          .delete(boutiqueMembers)
          .where(and(eq(boutiqueMembers.accountId, accountId), eq(boutiqueMembers.owner, false)));
        await endAllSessions(tx, accountId, now);
        await forgetFinishedCheckoutsOfDeletedBuyers(tx, eq(checkouts.buyerAccountId, accountId));
        const [reader] = await tx
          .select({ id: readers.id })
          .from(readers)
          .where(eq(readers.accountId, accountId));
        if (reader) {
          await tx
            .update(comments)
            .set({ authorName: DELETED_ACCOUNT_NAME })
            .where(eq(comments.readerId, reader.id));
        }
      });
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
