import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { AddressInput, SavedAddress } from '#common/addresses.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, deliveryAddresses } from '#modules/db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const columns = {
  id: deliveryAddresses.id,
  label: deliveryAddresses.label,
  country: deliveryAddresses.country,
  city: deliveryAddresses.city,
  address: deliveryAddresses.address,
  phone: deliveryAddresses.phone,
  isDefault: deliveryAddresses.isDefault,
};

const ownedBy = (accountId: number, id: number) =>
  and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.accountId, accountId));

/**
 * One change at a time per account: the count limit and the single default (which the unique
 * index also guards) are decided on what the previous change left.
 */
async function lockAccount(tx: Transaction, accountId: number) {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}

async function clearDefault(tx: Transaction, accountId: number, except?: number) {
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(deliveryAddresses.accountId, accountId),
        eq(deliveryAddresses.isDefault, true),
        except === undefined ? undefined : ne(deliveryAddresses.id, except),
      ),
    );
}

/** After the default left: the oldest remaining address becomes it, so there is always one. */
async function promoteOldest(tx: Transaction, accountId: number) {
  const [oldest] = await tx
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.accountId, accountId))
    .orderBy(asc(deliveryAddresses.id))
    .limit(1);
  if (oldest) {
    await tx
      .update(deliveryAddresses)
      .set({ isDefault: true })
      .where(eq(deliveryAddresses.id, oldest.id));
  }
}

export function createAddressesRepository(db: Database) {
  return {
    /** The default first, then in the order they were added. */
    list(accountId: number): Promise<SavedAddress[]> {
      return db
        .select(columns)
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.accountId, accountId))
        .orderBy(desc(deliveryAddresses.isDefault), asc(deliveryAddresses.id));
    },

    /** Null when the account already holds `max` addresses. The first one is the default. */
    create(accountId: number, input: AddressInput, max: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const [held] = await tx
          .select({ n: count() })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.accountId, accountId));
        const n = held?.n ?? 0;
        if (n >= max) return null;
        const isDefault = input.isDefault || n === 0;
        if (isDefault) await clearDefault(tx, accountId);
        const [row] = await tx
          .insert(deliveryAddresses)
          .values({ ...input, accountId, isDefault })
          .returning({ id: deliveryAddresses.id });
        return row?.id ?? null;
      });
    },

    /** False when the account holds no such address. Unticking the default keeps it default. */
    update(accountId: number, id: number, input: AddressInput): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        if (input.isDefault) await clearDefault(tx, accountId, id);
        const { isDefault, ...details } = input;
        const changed = await tx
          .update(deliveryAddresses)
          .set(isDefault ? { ...details, isDefault } : details)
          .where(ownedBy(accountId, id))
          .returning({ id: deliveryAddresses.id });
        return changed.length > 0;
      });
    },

    makeDefault(accountId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const [owned] = await tx
          .select({ id: deliveryAddresses.id })
          .from(deliveryAddresses)
          .where(ownedBy(accountId, id));
        if (!owned) return false;
        await clearDefault(tx, accountId, id);
        await tx.update(deliveryAddresses).set({ isDefault: true }).where(ownedBy(accountId, id));
        return true;
      });
    },

    remove(accountId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const [removed] = await tx
          .delete(deliveryAddresses)
          .where(ownedBy(accountId, id))
          .returning({ isDefault: deliveryAddresses.isDefault });
        if (!removed) return false;
        if (removed.isDefault) await promoteOldest(tx, accountId);
        return true;
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
