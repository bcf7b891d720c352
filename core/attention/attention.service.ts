import {
  APPROVAL_NOTICES,
  AWAITING_APPROVAL_PATH,
  type PendingApproval,
} from '#common/account-admin.ts';
import type { AttentionItem } from '#common/attention.ts';
import { LOW_STOCK_THRESHOLD } from '#common/seller-products.ts';
import { countOf } from '#common/counts.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { NotificationsService } from '#modules/notifications/notifications.service.ts';
import type { SellerStatsRepository } from '#modules/seller-stats/seller-stats.repository.ts';
import type { AttentionRepository } from './attention.repository.ts';

interface AttentionDependencies {
  repository: AttentionRepository;
  lowStock: SellerStatsRepository['lowStock'];
  unreadNotifications: NotificationsService['unreadCount'];
}

/** The account's unread notifications, on its notifications screen. */
const unreadItem = (unread: number): AttentionItem => ({
  label: countOf(unread, 'notification non lue', 'notifications non lues'),
  to: 'notifications',
  count: unread,
});

/**
 * What waits for the account: its dashboard's bell and home (common/attention.ts). A seller's
 * orders to handle, products running out, products and recipes the team withdrew, its boutique
 * awaiting approval and its unread notifications; a buyer's unread notifications; the team's
 * boutiques to review, reported products, tickets to answer and e-mails to send again.
 */
export function createAttentionService({
  repository,
  lowStock,
  unreadNotifications,
}: AttentionDependencies) {
  return {
    async forAccount(account: CurrentAccount): Promise<AttentionItem[]> {
      if (account.typeCompte === 'VENDEUR' && account.boutiqueId !== null) {
        const [waiting, runningOut, withdrawn, withdrawnRecipes, approval, unread] =
          await Promise.all([
            repository.waitingOrders(account.boutiqueId),
            lowStock(account.boutiqueId, LOW_STOCK_THRESHOLD),
            repository.withdrawnOffers(account.boutiqueId),
            repository.withdrawnRecipes(account.boutiqueId),
            repository.boutiqueApproval(account.boutiqueId),
            unreadNotifications(account),
          ]);
        const items: AttentionItem[] = runningOut.map((product) => ({
          label:
            product.stock === 0
              ? `Plus de stock : « ${product.name} »`
              : `Stock bas : « ${product.name} » (${product.stock})`,
          to: 'products',
          count: 1,
        }));
        if (withdrawnRecipes > 0) {
          items.unshift({
            label:
              countOf(withdrawnRecipes, 'recette retirée', 'recettes retirées') + ' par l’équipe',
            to: 'customers',
            count: withdrawnRecipes,
          });
        }
        if (withdrawn > 0) {
          items.unshift({
            label: countOf(withdrawn, 'produit retiré', 'produits retirés') + ' par l’équipe',
            to: 'products',
            count: withdrawn,
          });
        }
        if (unread > 0) items.unshift(unreadItem(unread));
        if (waiting > 0) {
          items.unshift({
            label: countOf(waiting, 'commande attend', 'commandes attendent') + ' votre traitement',
            to: 'orders?statut=En+attente',
            count: waiting,
          });
        }
        if (approval && approval.approval !== 'Approuvée') {
          // Its home: nothing else to open until the team decides.
          items.unshift({ label: APPROVAL_NOTICES[approval.approval], to: '', count: 1 });
        }
        return items;
      }
      if (account.typeCompte === 'ACHETEUR') {
        const unread = await unreadNotifications(account);
        return unread === 0 ? [] : [unreadItem(unread)];
      }
      if (account.typeCompte === 'ADMIN') {
        const [awaiting, reported, tickets, failedMails] = await Promise.all([
          repository.boutiquesAwaitingApproval(),
          repository.reportedProducts(),
          repository.ticketsAwaitingAnswer(),
          repository.failedMails(),
        ]);
        const items: AttentionItem[] = [];
        if (awaiting > 0) {
          items.push({
            label:
              countOf(awaiting, 'boutique attend', 'boutiques attendent') + ' votre validation',
            to: AWAITING_APPROVAL_PATH,
            count: awaiting,
          });
        }
        if (reported > 0) {
          items.push({
            label: countOf(reported, 'produit signalé', 'produits signalés') + ' à examiner',
            to: 'produits',
            count: reported,
          });
        }
        if (tickets > 0) {
          items.push({
            label: countOf(tickets, 'demande attend', 'demandes attendent') + ' une réponse',
            to: 'assistance?statut=En+cours',
            count: tickets,
          });
        }
        if (failedMails > 0) {
          items.push({
            label: countOf(failedMails, 'e-mail en échec', 'e-mails en échec') + ' à renvoyer',
            to: 'courriels',
            count: failedMails,
          });
        }
        return items;
      }
      return [];
    },

    /**
     * The banner of a seller whose boutique the team has not approved: awaiting its review, or
     * refused with its reason. Null once approved, and for anyone else.
     */
    async pendingApproval(account: CurrentAccount): Promise<PendingApproval | null> {
      if (account.typeCompte !== 'VENDEUR' || account.boutiqueId === null) return null;
      const review = await repository.boutiqueApproval(account.boutiqueId);
      if (!review || review.approval === 'Approuvée') return null;
      return { approval: review.approval, reason: review.reason };
    },
  };
}
