import { formatFcfa } from '#common/money.ts';
import {
  PAYOUT_MESSAGES,
  type PayableBoutique,
  type Payout,
  type PayoutRun,
  type PayoutRunResult,
  type PayoutsOverview,
} from '#common/payouts.ts';
import { phoneCountry } from '#common/phone.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import type { DatabaseTransaction } from '#modules/db/client.ts';
import { Validation } from '#modules/errors.ts';
import { commissionNetting, payout, payoutFailed } from '#modules/ledger/ledger-postings.ts';
import { boutiqueBalance, postLedger } from '#modules/ledger/ledger.repository.ts';
import { composeMail, mailButton, type MailBrand } from '#modules/mail/mail-layout.ts';
import { insertShopNotification } from '#modules/notifications/notifications.port.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import {
  FedapayPayoutRefused,
  FedapayPayoutUnavailable,
  type FedapayPayouts,
  type PayoutRecipient,
} from './fedapay-payouts.ts';
import type { PayoutCipher } from './payout-cipher.ts';
import type { DuePayout, PayoutAccount, PayoutsRepository } from './payouts.repository.ts';

export interface PayoutsDependencies {
  repository: PayoutsRepository;
  /** PAYOUT_MINIMUM_FCFA: below it, a boutique waits for its next run. */
  minimum: number;
  /** FedaPay's payout API when FedaPay is the aggregator; null: manual transfers only. */
  fedapay: FedapayPayouts | null;
  cipher: () => Promise<PayoutCipher>;
  outbox: OutboxNudge;
  brand: MailBrand;
  clock?: Clock;
}

const M = PAYOUT_MESSAGES;
const RECENT_PAYOUTS = 50;
const SEND_BATCH = 20;
/** While one instance calls FedaPay about a payout, the others leave it alone this long. */
const LEASE_MS = 5 * 60_000;
/** Sending refused by an unreachable FedaPay before anything was created there: given up. */
const MAX_UNREACHABLE_ATTEMPTS = 8;
const MINUTE_MS = 60_000;
/** Boutiques of a run paid in one database transaction. */
const RUN_BATCH = 50;

/** One minute, then doubling, at most an hour: FedaPay's answers come in minutes. */
const backoff = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * MINUTE_MS;

/** Why FedaPay cannot pay this boutique; null when it can. */
export function fedapayRefusal(account: Pick<PayoutAccount, 'payoutMethod'> & { sealed: boolean }) {
  if (!account.sealed || !account.payoutMethod) return M.noAccount;
  if (account.payoutMethod !== 'Mobile Money') return M.notMobileMoney;
  return null;
}

/**
 * Payout runs (issue 46 §3, decision 057): the team pays the boutiques their available balance,
 * less the cash-on-delivery commission they owe, through FedaPay's payouts or by a transfer it
 * records. Each payout is a row per run and boutique and balanced ledger transactions keyed on
 * it; a FedaPay payout is sent by a job, and one that fails gives the money back to the balance.
 */
export function createPayoutsService(deps: PayoutsDependencies) {
  const { repository, minimum, fedapay, clock = systemClock, brand } = deps;

  /** The sellers hear of the payout: a notification and an e-mail, in its transaction. */
  async function tellSellers(tx: DatabaseTransaction, done: Payout, at: Date) {
    const what = `Versement de ${formatFcfa(done.amount)} effectué, référence ${done.reference ?? '—'}.`;
    await insertShopNotification(
      tx,
      done.boutiqueId,
      { kind: 'commande', message: what, link: 'paiements', commandeId: null },
      at,
    );
    const sellers = await repository.sellers(tx, done.boutiqueId);
    await enqueueEventMessages(
      tx,
      `versement:${done.id}`,
      sellers.map((seller) =>
        composeMail(
          {
            to: seller.email,
            subject: `Versement de ${formatFcfa(done.amount)} à ${done.boutique}, référence ${done.reference ?? '—'}`,
          },
          [
            `Bonjour ${seller.userName},`,
            '',
            `Nous avons versé ${formatFcfa(done.amount)} à ${done.boutique}` +
              (done.accountMasked ? ` sur le compte ${done.accountMasked}.` : '.'),
            `Référence du versement : ${done.reference ?? '—'}`,
            ...(done.netted > 0
              ? [
                  `Commission due sur les paiements à la livraison déduite : ${formatFcfa(done.netted)}.`,
                ]
              : []),
            '',
            mailButton('Voir mes paiements', `${brand.publicUrl}/connexion`, [
              `Votre espace vendeur : ${brand.publicUrl}/connexion`,
            ]),
          ],
          brand,
        ),
      ),
    );
  }

  /** One boutique of a run, in the run's transaction, the boutique locked. */
  async function payOne(
    tx: DatabaseTransaction,
    account: CurrentAccount,
    run: PayoutRun,
    target: PayoutRun['boutiques'][number],
  ): Promise<PayoutRunResult[number]> {
    const skip = (reason: string) => ({
      boutiqueId: target.id,
      outcome: 'ignore' as const,
      payout: null,
      reason,
    });
    const boutique = await repository.lockBoutique(tx, target.id);
    if (!boutique) return skip('Boutique introuvable.');
    const already = await repository.findInRun(tx, run.cle, target.id);
    if (already) {
      return {
        boutiqueId: target.id,
        outcome: 'deja-fait',
        payout: already,
        reason: M.alreadyPaid,
      };
    }
    if (run.mode === 'fedapay') {
      const refusal = fedapayRefusal({ ...boutique, sealed: boutique.accountSealed !== null });
      if (refusal) return skip(refusal);
    }
    const balance = await boutiqueBalance(tx, target.id);
    const netted = Math.min(Math.max(balance.commissionOwed, 0), Math.max(balance.available, 0));
    const amount = balance.available - netted;
    if (amount < Math.max(minimum, 1)) return skip(M.belowMinimum);

    const at = clock();
    const manual = run.mode === 'virement';
    const id = await repository.insert(tx, {
      boutiqueId: target.id,
      runKey: run.cle,
      mode: run.mode,
      status: manual ? 'verse' : 'a_envoyer',
      amount,
      netted,
      reference: manual ? (target.reference ?? null) : null,
      accountMasked: boutique.accountMasked,
      createdByAccountId: account.id,
      at,
    });
    const head = {
      id,
      boutiqueId: target.id,
      reference: manual ? (target.reference ?? null) : null,
      adminAccountId: account.id,
    };
    const nettingDraft = commissionNetting(head, netted);
    if (nettingDraft) await postLedger(tx, nettingDraft, at);
    const payoutDraft = payout(head, amount);
    if (payoutDraft) await postLedger(tx, payoutDraft, at);
    await recordAdminAction(tx, {
      admin: account,
      action: 'versement.cree',
      target: { type: 'boutique', id: target.id, label: boutique.boutique },
      reason:
        `${formatFcfa(amount)} ${manual ? `par virement ${target.reference ?? ''}` : 'par FedaPay'}`.trim(),
    });
    const created: Payout = {
      id,
      boutiqueId: target.id,
      boutique: boutique.boutique,
      mode: run.mode,
      status: manual ? 'verse' : 'a_envoyer',
      amount,
      netted,
      reference: head.reference,
      accountMasked: boutique.accountMasked,
      failureReason: null,
      createdAt: at.toISOString(),
      paidAt: manual ? at.toISOString() : null,
    };
    if (manual) await tellSellers(tx, created, at);
    return { boutiqueId: target.id, outcome: 'cree', payout: created, reason: null };
  }

  /** The payout failed: its row says why, the money is the boutique's available balance again. */
  async function fail(due: Pick<DuePayout, 'id' | 'boutiqueId' | 'amount'>, reason: string) {
    await repository.transaction(async (tx) => {
      const at = clock();
      if (!(await repository.finish(tx, due.id, { status: 'echoue', reason, at }))) return;
      const draft = payoutFailed({ id: due.id, boutiqueId: due.boutiqueId }, due.amount);
      if (draft) await postLedger(tx, draft, at);
    });
  }

  async function paid(due: DuePayout, reference: string) {
    const told = await repository.transaction(async (tx) => {
      const at = clock();
      if (!(await repository.finish(tx, due.id, { status: 'verse', reference, at }))) return false;
      await tellSellers(tx, await repository.byIdIn(tx, due.id), at);
      return true;
    });
    if (told) deps.outbox.nudge();
  }

  /** Who receives it: the holder's name, the sealed Mobile Money number opened. */
  async function recipientOf(due: DuePayout): Promise<PayoutRecipient | string> {
    if (!due.accountSealed) return M.noAccount;
    const phone = (await deps.cipher()).open(due.accountSealed).replace(/\s+/g, '');
    const country = phoneCountry(phone);
    if (!country) return `Numéro de versement invalide (${due.accountMasked ?? '—'}).`;
    const [firstname = due.boutique, ...rest] = (due.payoutHolder || due.boutique).split(/\s+/);
    return { firstname, lastname: rest.join(' ') || firstname, phone, country };
  }

  /** One step of a FedaPay payout: create and start it, or ask how it went. */
  async function advance(api: FedapayPayouts, due: DuePayout, now: Date) {
    const later = (attempts: number) =>
      repository.update(due.id, {
        attempts,
        nextCheckAt: new Date(now.getTime() + backoff(attempts)),
      });
    try {
      if (due.status === 'envoye') {
        const state = await api.state(due.providerPayoutId ?? '');
        if (state.status === 'sent') return await paid(due, state.reference);
        if (state.status === 'failed') return await fail(due, state.reason);
        return await later(due.attempts + 1);
      }
      const recipient = await recipientOf(due);
      if (typeof recipient === 'string') return await fail(due, recipient);
      let providerId = due.providerPayoutId;
      if (providerId) {
        // Created before, perhaps started by a call whose answer was lost: start it only if
        // FedaPay still has it waiting.
        const state = await api.state(providerId);
        if (state.status === 'failed') return await fail(due, state.reason);
        if (state.status === 'sent') return await paid(due, state.reference);
        if (state.status === 'under_way') {
          return await repository.update(due.id, {
            status: 'envoye',
            started: true,
            attempts: 0,
            nextCheckAt: new Date(now.getTime() + MINUTE_MS),
          });
        }
      } else {
        providerId = await api.create(due.amount, recipient, `Versement Baobab n° ${due.id}`);
        await repository.update(due.id, {
          providerPayoutId: providerId,
          nextCheckAt: new Date(now.getTime() + LEASE_MS),
        });
      }
      await api.start(providerId, recipient);
      await repository.update(due.id, {
        status: 'envoye',
        started: true,
        attempts: 0,
        nextCheckAt: new Date(now.getTime() + MINUTE_MS),
      });
    } catch (error) {
      if (error instanceof FedapayPayoutRefused) return fail(due, error.message);
      if (!(error instanceof FedapayPayoutUnavailable)) throw error;
      const attempts = due.attempts + 1;
      // Nothing was created at FedaPay: giving up sends nothing. Once created, it may have been
      // started: only FedaPay's answer ends it, so it is asked again, however long it takes.
      if (
        due.status === 'a_envoyer' &&
        !due.providerPayoutId &&
        attempts >= MAX_UNREACHABLE_ATTEMPTS
      ) {
        return fail(due, `${error.message} (${attempts} essais)`);
      }
      await later(attempts);
    }
  }

  return {
    /** What the 'Versements' screen shows: the boutiques to pay and the latest payouts. */
    async overview(account: CurrentAccount): Promise<PayoutsOverview> {
      requireAdmin(account);
      const [payable, recent] = await Promise.all([
        repository.payable(Math.max(minimum, 1)),
        repository.recent(RECENT_PAYOUTS),
      ]);
      return {
        minimum,
        fedapay: fedapay !== null,
        payable: payable.map((row): PayableBoutique => ({
          ...row,
          fedapayRefusal: fedapayRefusal({ ...row, sealed: row.accountMasked !== null }),
        })),
        recent,
      };
    },

    /**
     * Pays each boutique of the run what it can be paid now. The same run sent again (its key)
     * finds its payouts and pays nothing twice; another run finds the money already gone.
     */
    async run(account: CurrentAccount, run: PayoutRun): Promise<PayoutRunResult> {
      requireAdmin(account);
      if (run.mode === 'fedapay' && !fedapay) throw Validation.field('mode', M.fedapayOff);
      // A transaction per batch of boutiques, not per boutique: a thousand commits would cost
      // more than the payouts themselves. Each boutique stays locked until its batch commits.
      // In the boutiques' order: two runs at once lock them in the same order, never a deadlock.
      const targets = run.boutiques.toSorted((a, b) => a.id - b.id);
      const results: PayoutRunResult = [];
      for (let start = 0; start < targets.length; start += RUN_BATCH) {
        const batch = targets.slice(start, start + RUN_BATCH);
        results.push(
          ...(await repository.transaction(async (tx) => {
            const done: PayoutRunResult = [];
            for (const target of batch) done.push(await payOne(tx, account, run, target));
            return done;
          })),
        );
      }
      if (results.some((result) => result.outcome === 'cree')) deps.outbox.nudge();
      return results;
    },

    /**
     * The sending job: FedaPay payouts due are created and started, then asked their status
     * until it is final. Safe on several instances (claims) and when run again.
     */
    async sendDue(now: Date = clock()): Promise<number> {
      if (!fedapay) return 0;
      let taken = 0;
      for (;;) {
        const due = await repository.claimDue(now, new Date(now.getTime() + LEASE_MS), SEND_BATCH);
        for (const item of due) await advance(fedapay, item, now);
        taken += due.length;
        if (due.length < SEND_BATCH) return taken;
      }
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
