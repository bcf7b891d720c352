import { sql } from 'drizzle-orm';
import type { PayableBoutique, Payout, PayoutMode, PayoutStatus } from '#common/payouts.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';

// Payouts in PostgreSQL (decision 057): what each boutique can be paid, summed from the ledger;
// the payout rows, one per boutique and run; the sending job's claims.

/** A boutique's payout account as stored: sealed, and masked for display. */
export type PayoutAccount = {
  boutiqueId: number;
  boutique: string;
  country: string | null;
  payoutMethod: string | null;
  payoutOperator: string | null;
  payoutHolder: string | null;
  accountSealed: string | null;
  accountMasked: string | null;
};

/** A payout the sending job has taken, with where to send it. */
export type DuePayout = PayoutAccount & {
  id: number;
  amount: number;
  status: PayoutStatus;
  providerPayoutId: string | null;
  started: boolean;
  attempts: number;
};

type PayoutRow = Omit<Payout, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

const payoutOf = (row: PayoutRow): Payout => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
});

const payoutColumns = sql`v.id, v.boutique_id as "boutiqueId", b.name as boutique, v.mode,
  v.status, v.amount, v.netted, v.reference, v.account_masked as "accountMasked",
  v.failure_reason as "failureReason", v.created_at as "createdAt", v.paid_at as "paidAt"`;

const accountColumns = sql`b.id as "boutiqueId", b.name as boutique, b.pays as country,
  b.payout_method as "payoutMethod", b.payout_operator as "payoutOperator",
  b.payout_holder as "payoutHolder", b.payout_account_encrypted as "accountSealed",
  b.payout_account_masked as "accountMasked"`;

type Executor = Database | DatabaseTransaction;

async function payoutById(executor: Executor, id: number): Promise<Payout> {
  const { rows } = await executor.execute<PayoutRow>(sql`
    select ${payoutColumns} from versements v join boutiques b on b.id = v.boutique_id
    where v.id = ${id}`);
  const [row] = rows;
  if (!row) throw new Error(`Versement ${id} introuvable.`);
  return payoutOf(row);
}

export function createPayoutsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: DatabaseTransaction) => Promise<T>) => db.transaction(work),

    /**
     * Boutiques whose available balance less the commission they owe (netted, up to what is
     * available) reaches `minimum`, the largest first. One pass over the boutiques' index.
     */
    async payable(minimum: number): Promise<Omit<PayableBoutique, 'fedapayRefusal'>[]> {
      const { rows } = await db.execute<Omit<PayableBoutique, 'fedapayRefusal'>>(sql`
        with sums as (
          select boutique_id,
            -coalesce(sum(amount) filter (where account = 'boutique_available'), 0)::int
              as available,
            coalesce(sum(amount) filter (where account = 'boutique_commission_owed'), 0)::int
              as owed
          from ledger_entries
          where account in ('boutique_available', 'boutique_commission_owed')
          group by boutique_id
        ), due as (
          select boutique_id, available, owed, least(greatest(owed, 0), available) as netted
          from sums where available > 0
        )
        select b.id as "boutiqueId", b.name as boutique, d.available,
          d.owed as "commissionOwed", d.netted, d.available - d.netted as amount,
          b.payout_method as "payoutMethod", b.payout_operator as "payoutOperator",
          b.payout_holder as "payoutHolder", b.payout_account_masked as "accountMasked"
        from due d join boutiques b on b.id = d.boutique_id
        where d.available - d.netted >= ${minimum}
        order by d.available - d.netted desc, b.id`);
      return rows;
    },

    /** The latest payouts (failed ones first while they are recent), at most `limit`. */
    async recent(limit: number): Promise<Payout[]> {
      const { rows } = await db.execute<PayoutRow>(sql`
        select ${payoutColumns} from versements v join boutiques b on b.id = v.boutique_id
        order by v.created_at desc, v.id desc limit ${limit}`);
      return rows.map(payoutOf);
    },

    byId: (id: number) => payoutById(db, id),

    /** The boutique, locked for the run: two runs paying it wait for each other. */
    async lockBoutique(tx: DatabaseTransaction, boutiqueId: number) {
      const { rows } = await tx.execute<PayoutAccount>(sql`
        select ${accountColumns} from boutiques b where b.id = ${boutiqueId} for update`);
      return rows[0];
    },

    /** This run's payout of the boutique, if it made one. */
    async findInRun(tx: DatabaseTransaction, runKey: string, boutiqueId: number) {
      const { rows } = await tx.execute<PayoutRow>(sql`
        select ${payoutColumns} from versements v join boutiques b on b.id = v.boutique_id
        where v.run_key = ${runKey} and v.boutique_id = ${boutiqueId}`);
      return rows[0] ? payoutOf(rows[0]) : null;
    },

    async insert(
      tx: DatabaseTransaction,
      payout: {
        boutiqueId: number;
        runKey: string;
        mode: PayoutMode;
        status: PayoutStatus;
        amount: number;
        netted: number;
        reference: string | null;
        accountMasked: string | null;
        createdByAccountId: number;
        at: Date;
      },
    ): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into versements (boutique_id, run_key, mode, status, amount, netted, reference,
          account_masked, created_by_account_id, created_at, paid_at, next_check_at)
        values (${payout.boutiqueId}, ${payout.runKey}, ${payout.mode}, ${payout.status},
          ${payout.amount}, ${payout.netted}, ${payout.reference}, ${payout.accountMasked},
          ${payout.createdByAccountId}, ${payout.at.toISOString()},
          ${payout.status === 'verse' ? payout.at.toISOString() : null},
          ${payout.status === 'a_envoyer' ? payout.at.toISOString() : null})
        returning id`);
      const [row] = rows;
      if (!row) throw new Error('Versement : aucune ligne insérée.');
      return row.id;
    },

    byIdIn: (tx: DatabaseTransaction, id: number) => payoutById(tx, id),

    /**
     * Takes up to `limit` payouts due for the sending job and moves their next check to
     * `leaseUntil`, so another instance leaves them alone while this one calls FedaPay.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DuePayout[]> {
      const { rows } = await db.execute<DuePayout>(sql`
        with due as (
          select id from versements
          where next_check_at <= ${now.toISOString()} and status in ('a_envoyer', 'envoye')
          order by next_check_at limit ${limit} for update skip locked
        )
        update versements v set next_check_at = ${leaseUntil.toISOString()}
        from due, boutiques b
        where v.id = due.id and b.id = v.boutique_id
        returning v.id, v.amount, v.status, v.provider_payout_id as "providerPayoutId",
          v.started, v.attempts, ${accountColumns}`);
      return rows;
    },

    /** What the sending job learnt of a payout still under way. */
    async update(
      id: number,
      change: {
        status?: PayoutStatus;
        providerPayoutId?: string;
        started?: boolean;
        attempts?: number;
        nextCheckAt: Date | null;
      },
    ): Promise<void> {
      await db.execute(sql`
        update versements set
          status = coalesce(${change.status ?? null}, status),
          provider_payout_id = coalesce(${change.providerPayoutId ?? null}, provider_payout_id),
          started = coalesce(${change.started ?? null}, started),
          attempts = coalesce(${change.attempts ?? null}, attempts),
          next_check_at = ${change.nextCheckAt?.toISOString() ?? null}
        where id = ${id}`);
    },

    /**
     * Ends a payout under way, in the caller's transaction: false when it was already final (a
     * second job, a replay), so its outcome is recorded once.
     */
    async finish(
      tx: DatabaseTransaction,
      id: number,
      outcome:
        | { status: 'verse'; reference: string; at: Date }
        | { status: 'echoue'; reason: string; at: Date },
    ): Promise<boolean> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        update versements set status = ${outcome.status}, next_check_at = null,
          reference = coalesce(${outcome.status === 'verse' ? outcome.reference : null}, reference),
          failure_reason = ${outcome.status === 'echoue' ? outcome.reason : null},
          paid_at = ${outcome.status === 'verse' ? outcome.at.toISOString() : null}
        where id = ${id} and status in ('a_envoyer', 'envoye')
        returning id`);
      return rows.length > 0;
    },

    /** The e-mail addresses of the boutique's sellers. */
    async sellers(tx: DatabaseTransaction, boutiqueId: number) {
      const { rows } = await tx.execute<{ email: string; userName: string }>(sql`
        select a.email, a.user_name as "userName"
        from boutiques b join accounts a on a.tenant_id = b.tenant_id
        where b.id = ${boutiqueId} and a.type_compte = 'VENDEUR' and a.email is not null`);
      return rows;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
