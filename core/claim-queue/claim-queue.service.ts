import { QUEUED_TEXT_NOT_FOUND, type QueuedText } from '../../common/claim-queue.ts';
import { screenHealthContent, type ScreeningContext } from '../../common/health-claims.ts';
import { claimsWithdrawalReason } from '../../common/moderation.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { DatabaseTransaction } from '../db/client.ts';
import { Conflict, NotFound } from '../errors.ts';
import type {
  ClaimQueueRepository,
  QueuedTextKey,
  QueueSubmission,
} from './claim-queue.repository.ts';

/** What a decision on a buyer's review or a shop's answer changes, in the decision's transaction. */
export interface ReviewDecisions {
  publishAwaiting(tx: DatabaseTransaction, reviewId: number): Promise<void>;
  keepRejected(tx: DatabaseTransaction, reviewId: number): Promise<void>;
  removeAnswer(tx: DatabaseTransaction, reviewId: number): Promise<void>;
}

export interface ClaimQueueDependencies {
  repository: ClaimQueueRepository;
  reviews: ReviewDecisions;
  /** Takes a product off sale with its reason (the moderation service: journaled, e-mailed). */
  withdrawOffer(admin: CurrentAccount, offerId: number, reason: string): Promise<unknown>;
  clock?: Clock;
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
    /** `context`: what the text may rest on (a product's nutrition table). */
    async record(
      key: QueuedTextKey,
      label: string,
      text: string,
      context?: ScreeningContext,
    ): Promise<void> {
      const { verdict, suspicious } = screenHealthContent(text, context);
      if (verdict === 'queued') {
        await repository.submit({ ...key, label, text, words: suspicious }, clock());
      } else {
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
    effect: (tx: DatabaseTransaction, entry: QueueSubmission) => Promise<void>,
  ): Promise<QueueSubmission> {
    const entry = await repository.decide(admin, id, status, clock(), effect);
    if (!entry) throw new NotFound(QUEUED_TEXT_NOT_FOUND);
    return entry;
  }

  return {
    record: createClaimRecorder(repository, clock).record,

    pending: (): Promise<QueuedText[]> => repository.pending(SHOWN),
    pendingCount: () => repository.pendingCount(),

    /** The text stays (a review is published). */
    approve: (admin: CurrentAccount, id: number) =>
      decide(admin, id, 'approuvee', async (tx, entry) => {
        if (entry.subject === 'avis') await deps.reviews.publishAwaiting(tx, entry.subjectId);
      }),

    /** A review stays off the page, an answer is removed, a product leaves the storefront. */
    async reject(admin: CurrentAccount, id: number) {
      const entry = await decide(admin, id, 'rejetee', async (tx, { subject, subjectId }) => {
        if (subject === 'avis') await deps.reviews.keepRejected(tx, subjectId);
        if (subject === 'reponse') await deps.reviews.removeAnswer(tx, subjectId);
      });
      if (entry.subject === 'produit') {
        try {
          await deps.withdrawOffer(admin, entry.subjectId, claimsWithdrawalReason(entry.words));
        } catch (error) {
          // Already withdrawn (by a report, or by hand): the rejection stands.
          if (!(error instanceof Conflict)) throw error;
        }
      }
      return entry;
    },
  };
}

export type ClaimQueueService = ReturnType<typeof createClaimQueueService>;
