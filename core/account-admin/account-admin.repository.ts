import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AccountBoutique,
  AccountDetail,
  AccountOrder,
  AccountRow,
  AccountTableQuery,
  BoutiqueApproval,
} from '#common/account-admin.ts';
import { pageWindow } from '#common/data-tables.ts';
import { recordAdminAction, type AuditEntry } from '#modules/audit/audit.port.ts';
import { endAllSessions } from '#modules/accounts/sessions.port.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques } from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';
import {
  BOUTIQUE_SALE_AMOUNT,
  BOUTIQUE_SALES,
  boutiqueSale,
} from '#modules/ledger/ledger-sales.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';

// The back-office's reads and writes of accounts. The tables read one page of accounts, then
// count and add up the orders (a seller's sales) of that page's accounts only; only a sort by
// orders or amount groups every order or sale, once per page (hash aggregates, no per-row
// lookups).

export type ListedType = 'VENDEUR' | 'ACHETEUR';

interface RawAccount {
  id: number;
  user_name: string;
  telephone: string | null;
  email: string;
  pays: string | null;
  ville: string | null;
  type_compte: 'ACHETEUR' | 'VENDEUR' | 'ADMIN';
  status: 'ACTIF' | 'SUSPENDU';
  suspension_reason: string | null;
  suspended_at: string | null;
  registered_at: string;
  order_count: number;
  order_amount: number;
  boutique_id: number | null;
  boutique_name: string | null;
  approval: BoutiqueApproval | null;
  approval_reason: string | null;
  boutique_active: boolean | null;
  boutique_description: string | null;
  logo_url: string | null;
  banner_url: string | null;
  boutique_pays: string | null;
  boutique_ville: string | null;
  product_count: number | null;
}

/** A timestamp as ISO 8601 text: raw queries get PostgreSQL's own text for dates. */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ACCOUNT_FIELDS = sql.raw(`a.id, a.user_name, a.telephone, a.email, a.pays, a.ville,
  a.type_compte, a.status, a.suspension_reason, ${iso('a.suspended_at')} as suspended_at,
  a.created_at, ${iso('a.created_at')} as registered_at,
  b.id as boutique_id, b.name as boutique_name, b.approval, b.approval_reason,
  b.active as boutique_active, b.description as boutique_description, b.logo_url, b.banner_url,
  b.pays as boutique_pays, b.ville as boutique_ville,
  (select count(*)::int from boutique_produits bp where bp.boutique_id = b.id) as product_count`);

/** The orders an account answers for: its boutique's (seller) or its own (buyer, admin). */
export type OrderOwner = { boutiqueId: number } | { buyerId: number };

export const orderOwnerOf = (account: { id: number; boutique: { id: number } | null }) =>
  account.boutique ? { boutiqueId: account.boutique.id } : { buyerId: account.id };

const ownedBy = (owner: OrderOwner) =>
  'boutiqueId' in owner
    ? sql`c.boutique_id = ${owner.boutiqueId}`
    : sql`c.buyer_account_id = ${owner.buyerId}`;

/** The table's rows (`p`) with their orders: one indexed lookup per row of the page. */
const pageOwner = (type: ListedType) =>
  sql.raw(type === 'VENDEUR' ? 'c.boutique_id = p.boutique_id' : 'c.buyer_account_id = p.id');

/**
 * The table's « Commandes »: orders not cancelled, as the seller's « Commandes » card counts them.
 * Its « Montant »: for a buyer, the orders not cancelled; for a seller, its sales in the ledger,
 * as its « Ventes Totales » card (decision 058), so that both screens give one figure.
 */
const COUNTED = sql`c.status <> 'Annulé'`;
const ORDER_COUNT = sql`count(*) filter (where ${COUNTED})::int as order_count`;
const orderTotals = (type: ListedType) =>
  type === 'VENDEUR'
    ? ORDER_COUNT
    : sql`${ORDER_COUNT},
      coalesce(sum(c.total) filter (where ${COUNTED}), 0)::bigint as order_amount`;

/** SQL: the sales of the boutique `boutiqueId` (a value or a column), from the ledger. */
const boutiqueSales = (boutiqueId: SQL | number) => sql`(
  select coalesce(sum(${BOUTIQUE_SALE_AMOUNT}), 0)::bigint from ledger_entries e
  where ${boutiqueSale(boutiqueId)})`;

/** The « Montant » of a page's row `p` (a seller's sales; a buyer's, its orders' `o`). */
const pageAmount = (type: ListedType) =>
  type === 'VENDEUR' ? boutiqueSales(sql`p.boutique_id`) : sql`o.order_amount`;

const SORT_EXPRESSIONS: Record<AccountTableQuery['sort']['column'], string> = {
  id: 'id',
  userName: 'baobab_search_text(user_name)',
  email: 'email',
  ville: 'baobab_search_text(ville)',
  inscription: 'created_at',
  commandes: 'order_count',
  montant: 'order_amount',
};

/** An account's fields, before its orders are added up. */
type RawIdentity = Omit<RawAccount, 'order_count' | 'order_amount'>;

function boutiqueOf(row: RawIdentity): AccountBoutique | null {
  if (row.boutique_id === null) return null;
  return {
    id: row.boutique_id,
    name: row.boutique_name ?? '',
    approval: row.approval ?? 'Approuvée',
    approvalReason: row.approval_reason,
    active: row.boutique_active ?? true,
    description: row.boutique_description ?? '',
    logoUrl: row.logo_url,
    bannerUrl: row.banner_url,
    pays: row.boutique_pays,
    ville: row.boutique_ville,
    productCount: row.product_count ?? 0,
  };
}

function toRow(row: RawAccount): AccountRow {
  return {
    id: row.id,
    userName: row.user_name,
    telephone: row.telephone,
    email: row.email,
    pays: row.pays,
    ville: row.ville,
    status: row.status,
    createdAt: row.registered_at,
    orderCount: row.order_count,
    orderAmount: row.order_amount,
    boutique: boutiqueOf(row),
  };
}

/** Which accounts of that type the table shows: search on name, e-mail, phone, city. */
function tableFilter(type: ListedType, query: AccountTableQuery): SQL {
  const conditions: SQL[] = [sql`a.type_compte = ${type}`];
  const search = query.search;
  if (search) {
    const digits = search.replace(/\D/g, '');
    const matches = [
      holdsFolded(sql.raw('a.user_name'), search),
      holdsFolded(sql.raw('a.email'), search),
      holdsFolded(sql.raw("coalesce(a.ville, '')"), search),
    ];
    // Phones are stored in E.164: '90 11 22 33' finds '+22890112233'.
    if (digits.length >= 3) matches.push(sql`a.telephone like ${`%${digits}%`}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  if (type === 'VENDEUR' && query.approval) conditions.push(sql`b.approval = ${query.approval}`);
  return sql.join(conditions, sql` and `);
}

export interface SuspensionChange {
  accountId: number;
  reason: string | null;
  admin: AuditEntry['admin'];
  at: Date;
}

export function createAccountAdminRepository(db: Database) {
  const rows = async <T>(query: SQL) => (await db.execute(query)).rows as unknown as T[];

  return {
    async tablePage(type: ListedType, query: AccountTableQuery) {
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const where = tableFilter(type, query);
      const from = sql`accounts a left join boutiques b on b.tenant_id = a.tenant_id`;
      const direction = sql.raw(query.sort.direction);
      const order = sql.raw(SORT_EXPRESSIONS[query.sort.column]);
      const byTotals = query.sort.column === 'commandes' || query.sort.column === 'montant';
      const seller = type === 'VENDEUR';
      const ownerKey = sql.raw(seller ? 'boutique_id' : 'buyer_account_id');
      const pageKey = sql.raw(seller ? 'q.boutique_id' : 'q.id');
      const listed = sql`select ${ACCOUNT_FIELDS} from ${from} where ${where}`;
      const sorted = sql`order by ${order} ${direction}, id ${direction}`;
      const pageRows = byTotals
        ? // Sorted by what the orders add up to: every account's totals, grouped once.
          rows<RawAccount>(sql`
            select * from (
              select q.*, coalesce(o.order_count, 0)::int as order_count,
                coalesce(${seller ? sql`s.amount` : sql`o.order_amount`}, 0)::bigint as order_amount
              from (${listed}) q
              left join (
                select c.${ownerKey} as owner, ${orderTotals(type)}
                from commandes c where c.${ownerKey} is not null
                group by c.${ownerKey}
              ) o on o.owner = ${pageKey}
              ${
                seller
                  ? sql`left join (
                      select e.boutique_id as owner, sum(${BOUTIQUE_SALE_AMOUNT}) as amount
                      from ledger_entries e where ${BOUTIQUE_SALES}
                      group by e.boutique_id
                    ) s on s.owner = ${pageKey}`
                  : sql``
              }
            ) p
            ${sorted} limit ${limit} offset ${offset}`)
        : // The page first, then the orders of its accounts only.
          rows<RawAccount>(sql`
            select p.*, o.order_count, ${pageAmount(type)} as order_amount from (
              select * from (${listed}) q ${sorted} limit ${limit} offset ${offset}
            ) p
            cross join lateral (
              select ${orderTotals(type)} from commandes c where ${pageOwner(type)}
            ) o
            ${sorted}`);
      const [page, [counted]] = await Promise.all([
        pageRows,
        rows<{ total: number }>(sql`select count(*)::int as total from ${from} where ${where}`),
      ]);
      return { rows: page.map(toRow), total: counted?.total ?? 0 };
    },

    async detail(accountId: number): Promise<AccountDetail | undefined> {
      const [row] = await rows<RawIdentity>(sql`
        select ${ACCOUNT_FIELDS} from accounts a left join boutiques b on b.tenant_id = a.tenant_id
        where a.id = ${accountId}`);
      if (!row) return undefined;
      const owner = orderOwnerOf({ id: row.id, boutique: boutiqueOf(row) });
      const [totals] = await rows<Pick<RawAccount, 'order_count' | 'order_amount'>>(
        row.boutique_id !== null
          ? sql`select ${orderTotals('VENDEUR')}, ${boutiqueSales(row.boutique_id)} as order_amount
                from commandes c where ${ownedBy(owner)}`
          : sql`select ${orderTotals('ACHETEUR')} from commandes c where ${ownedBy(owner)}`,
      );
      return {
        ...toRow({
          ...row,
          order_count: totals?.order_count ?? 0,
          order_amount: totals?.order_amount ?? 0,
        }),
        typeCompte: row.type_compte,
        suspensionReason: row.suspension_reason,
        suspendedAt: row.suspended_at,
      };
    },

    /** A seller's boutique's orders or a buyer's, newest first. */
    async orders(
      owner: OrderOwner,
      window: { limit: number; offset: number },
    ): Promise<{ orders: AccountOrder[]; total: number }> {
      const mine = ownedBy(owner);
      const counterpart = 'boutiqueId' in owner ? sql.raw('k.client_name') : sql.raw('b.name');
      const [page, [counted]] = await Promise.all([
        rows<{
          id: number;
          order_number: string;
          created_at: string;
          status: AccountOrder['status'];
          payment_status: AccountOrder['paymentStatus'];
          total: number;
          counterpart: string;
        }>(sql`
          select c.id, c.order_number, ${sql.raw(iso('c.created_at'))} as created_at,
            c.status, c.payment_status, c.total, ${counterpart} as counterpart
          from commandes c
          join checkouts k on k.id = c.checkout_id
          join boutiques b on b.id = c.boutique_id
          where ${mine}
          order by c.created_at desc, c.id desc
          limit ${window.limit} offset ${window.offset}`),
        rows<{ total: number }>(sql`select count(*)::int as total from commandes c where ${mine}`),
      ]);
      return {
        orders: page.map((order) => ({
          id: order.id,
          orderNumber: order.order_number,
          createdAt: order.created_at,
          status: order.status,
          paymentStatus: order.payment_status,
          total: order.total,
          counterpart: order.counterpart,
        })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * Suspends an active account, in one transaction: status and reason, every session ended,
     * its boutique (if any) off the storefront, the audit entry, the account's e-mail. False
     * when it was not active.
     */
    suspend(change: SuspensionChange & { label: string; mails: OutgoingMail[] }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .update(accounts)
          .set({ status: 'SUSPENDU', suspensionReason: change.reason, suspendedAt: change.at })
          .where(and(eq(accounts.id, change.accountId), eq(accounts.status, 'ACTIF')))
          .returning({ tenantId: accounts.tenantId });
        if (!account) return false;
        await endAllSessions(tx, change.accountId, change.at);
        await tx
          .update(boutiques)
          .set({ active: false })
          .where(eq(boutiques.tenantId, account.tenantId));
        const entry = await recordAdminAction(tx, {
          admin: change.admin,
          action: 'compte.suspendu',
          target: { type: 'compte', id: change.accountId, label: change.label },
          reason: change.reason,
        });
        await enqueueEventMessages(tx, `journal:${entry}`, change.mails);
        return true;
      });
    },

    /** Gives a suspended account back its access and its boutique. False when it was active. */
    reactivate(
      change: SuspensionChange & { label: string; mails: OutgoingMail[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .update(accounts)
          .set({ status: 'ACTIF', suspensionReason: null, suspendedAt: null })
          .where(and(eq(accounts.id, change.accountId), eq(accounts.status, 'SUSPENDU')))
          .returning({ tenantId: accounts.tenantId });
        if (!account) return false;
        await tx
          .update(boutiques)
          .set({ active: true })
          .where(eq(boutiques.tenantId, account.tenantId));
        const entry = await recordAdminAction(tx, {
          admin: change.admin,
          action: 'compte.reactive',
          target: { type: 'compte', id: change.accountId, label: change.label },
          reason: change.reason,
        });
        await enqueueEventMessages(tx, `journal:${entry}`, change.mails);
        return true;
      });
    },

    /** The boutique with its sellers' addresses, for the approval e-mails. */
    async boutique(boutiqueId: number) {
      const [found] = await rows<{
        id: number;
        name: string;
        approval: BoutiqueApproval;
        tenant_id: number;
      }>(sql`select id, name, approval, tenant_id from boutiques where id = ${boutiqueId}`);
      if (!found) return undefined;
      const sellers = await db
        .select({ userName: accounts.userName, email: accounts.email })
        .from(accounts)
        .where(and(eq(accounts.tenantId, found.tenant_id), eq(accounts.typeCompte, 'VENDEUR')));
      return { id: found.id, name: found.name, approval: found.approval, sellers };
    },

    /**
     * Sets the team's decision on a boutique that is in one of the states `from`, with its
     * audit entry and its `mails`; false when its state changed meanwhile.
     */
    review(change: {
      boutique: { id: number; name: string };
      from: BoutiqueApproval[];
      to: Exclude<BoutiqueApproval, 'En attente'>;
      reason: string | null;
      admin: AuditEntry['admin'];
      at: Date;
      mails: OutgoingMail[];
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(boutiques)
          .set({ approval: change.to, approvalReason: change.reason, reviewedAt: change.at })
          .where(
            and(
              eq(boutiques.id, change.boutique.id),
              sql`${boutiques.approval} in (${sql.join(
                change.from.map((state) => sql`${state}`),
                sql`, `,
              )})`,
            ),
          )
          .returning({ id: boutiques.id });
        if (!updated) return false;
        const entry = await recordAdminAction(tx, {
          admin: change.admin,
          action: change.to === 'Approuvée' ? 'boutique.approuvee' : 'boutique.refusee',
          target: { type: 'boutique', id: change.boutique.id, label: change.boutique.name },
          reason: change.reason,
        });
        await enqueueEventMessages(tx, `journal:${entry}`, change.mails);
        return true;
      });
    },
  };
}

export type AccountAdminRepository = ReturnType<typeof createAccountAdminRepository>;
