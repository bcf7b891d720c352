import { QUEUED_TEXT_NOT_FOUND, type QueuedSubject, type QueuedText } from '#common/claim-queue.ts';
import { screenHealthContent, type ScreeningContext } from '#common/health-claims.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import type { DatabaseTransaction } from '#modules/db/client.ts';
import { Conflict, NotFound } from '#modules/errors.ts';
import type { ClaimQueueRepository, DecidedText, QueuedTextKey } from './claim-queue.repository.ts';

/**
 * What a decision on one kind of text changes: in the decision's transaction (published, kept
 * off, hidden), or after it for what journals and e-mails on its own (a withdrawal). What a
 * subject leaves out changes nothing but the queue.
 */
export interface SubjectDecisions {
  approve?(tx: DatabaseTransaction, entry: DecidedText): Promise<void>;
  reject?(tx: DatabaseTransaction, entry: DecidedText): Promise<void>;
  afterReject?(admin: CurrentAccount, entry: DecidedText): Promise<void>;
}

export interface ClaimQueueDependencies {
  repository: ClaimQueueRepository;
  decisions: Record<QueuedSubject, SubjectDecisions>;
  clock?: Clock;
}

/** A withdrawal after a rejection: one already withdrawn (by a report, by hand) lets it stand. */
export async function unlessAlreadyWithdrawn(withdrawal: Promise<unknown>): Promise<void> {
  try {
    await withdrawal;
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
  }
}

/**
 * What writers of public texts call as each text is saved: kept for the team when the screen
 * finds it suspicious, dropped from the queue when its new version is not. (Refused texts never
 * get here.)
 */
export function createClaimRecorder(
  repository: Pick<ClaimQueueRepository, 'submit' | 'clear'>,
  clock: Clock = systemClock,
) {
  return {
    /** Whether the screen finds the text only suspicious: what the team must read first. */
    needsTeam: (text: string) => screenHealthContent(text).verdict === 'queued',

    /**
     * `fresh`: the text's subject was just created, so no earlier version can be queued;
     * `context`: what the text may rest on (a product's nutrition table).
     */
    async record(
      key: QueuedTextKey,
      label: string,
      text: string,
      { fresh = false, context }: { fresh?: boolean; context?: ScreeningContext } = {},
    ): Promise<void> {
      const { verdict, suspicious } = screenHealthContent(text, context);
      if (verdict === 'queued') {
        await repository.submit({ ...key, label, text, words: suspicious }, clock());
      } else if (!fresh) {
        await repository.clear(key);
      }
    },
  };
}

export type ClaimRecorder = ReturnType<typeof createClaimRecorder>;

/** How many pending texts the back-office shows at once. */
const SHOWN = 100;

/**
 * The « Allégations de santé » queue (issue 45): writers of public texts record each text they
 * save (only suspicious ones are kept), the team approves or rejects them.
 */
export function createClaimQueueService(deps: ClaimQueueDependencies) {
  const { repository } = deps;
  const clock = deps.clock ?? systemClock;

  async function decide(
    admin: CurrentAccount,
    id: number,
    status: 'approuvee' | 'rejetee',
  ): Promise<DecidedText> {
    const entry = await repository.decide(admin, id, status, clock(), (tx, decided) => {
      const effects = deps.decisions[decided.subject];
      const effect = status === 'approuvee' ? effects.approve : effects.reject;
      return effect ? effect.call(effects, tx, decided) : Promise.resolve();
    });
    if (!entry) throw new NotFound(QUEUED_TEXT_NOT_FOUND);
    return entry;
  }

  return {
    record: createClaimRecorder(repository, clock).record,

    pending: (): Promise<QueuedText[]> => repository.pending(SHOWN),
    pendingCount: () => repository.pendingCount(),

    /** The text stays (a held review or comment is published, a hidden shop text shown). */
    approve: (admin: CurrentAccount, id: number) => decide(admin, id, 'approuvee'),

    /** The text leaves the public: each subject says how (common/claim-queue's DECISION_EFFECTS). */
    async reject(admin: CurrentAccount, id: number) {
      const entry = await decide(admin, id, 'rejetee');
      await deps.decisions[entry.subject].afterReject?.(admin, entry);
      return entry;
    },
  };
}

export type ClaimQueueService = ReturnType<typeof createClaimQueueService>;
