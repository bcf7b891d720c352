import {
  ALREADY_REPORTED_COMMENT,
  COMMENT_ALREADY_HIDDEN,
  COMMENT_LIMITS,
  COMMENT_NOT_FOUND,
  COMMENT_NOT_HIDDEN,
  COMMENT_PUBLISHED,
  COMMENTS_PER_PAGE,
  NEW_READERS_PER_ADDRESS,
  NO_OPEN_COMMENT_REPORT,
  NO_READER_STATE,
  NOT_YOUR_COMMENT,
  REPORT_LIMITS,
  TARGET_NOT_FOUND,
  TOO_MANY_COMMENTS,
  TOO_MANY_NEW_READERS,
  TOO_MANY_REPORTS,
  type CommentPage,
  type ModeratedComment,
  type ReaderState,
  type Target,
  type TargetFigures,
  type TargetKind,
} from '#common/community.ts';
import {
  COMMENT_AWAITING_TEAM,
  COMMENT_HELD_REASON,
  COMMENT_REJECTED_CLAIM,
} from '#common/claim-queue.ts';
import type { CommentDraft } from '#common/community-schemas.ts';
import { pageCountOf } from '#common/list-pages.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { ClaimRecorder, SubjectDecisions } from '#modules/claim-queue/claim-queue.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Conflict, Forbidden, NotFound } from '#modules/errors.ts';
import type { SharedRateLimits, WindowLimit } from '#modules/rate-limits/shared-rate-limits.ts';
import type { ReaderIdentity } from '#common/community.ts';
import type { CommunityRepository, CommentRow } from './community.repository.ts';

/**
 * Whether a target of each kind exists and readers may see it, with its title (for the team's
 * screens and the journal). Articles: core/blog; recipes: core/recipes.
 */
export type TargetLookups = Record<
  TargetKind,
  (id: number) => Promise<{ title: string } | undefined>
>;

/** A reader who writes: who they are, and the client's address for the limits. */
export interface ReaderRequest {
  identity: ReaderIdentity;
  /** The client's IP address (behind TRUST_PROXY's proxies). */
  client: string;
}

export interface CommunityDependencies {
  repository: CommunityRepository;
  rateLimits: SharedRateLimits;
  lookups: TargetLookups;
  claims: ClaimRecorder;
  clock?: Clock;
}

/** What a page shows of a target: everybody's figures and this reader's own state. */
export type TargetView = TargetFigures & ReaderState;

const MODERATED_PER_PAGE = 20;

/** The queue's field for a comment's text. */
const COMMENT_FIELD = 'Commentaire';

const limitedKeys = (
  { identity, client }: ReaderRequest,
  limits: { perReader: WindowLimit; perAddress: WindowLimit },
) => [
  {
    key: 'accountId' in identity ? `compte:${identity.accountId}` : `lecteur:${identity.cookieId}`,
    limit: limits.perReader,
  },
  { key: `ip:${client}`, limit: limits.perAddress },
];

/** Likes, ratings and comments of readers (issue 18), on any kind of target. */
export function createCommunityService(deps: CommunityDependencies) {
  const { repository, rateLimits, lookups } = deps;
  const clock = deps.clock ?? systemClock;

  async function titleOf(target: Target): Promise<string> {
    const found = await lookups[target.kind](target.id);
    if (!found) throw new NotFound(TARGET_NOT_FOUND);
    return found.title;
  }

  /** Everybody's figures and this reader's state, for each of these targets of one kind. */
  async function views(
    kind: TargetKind,
    ids: number[],
    identity: ReaderIdentity | null,
  ): Promise<Map<number, TargetView>> {
    const readerId = identity && (await repository.findReader(identity));
    const [figures, states] = await Promise.all([
      repository.figures(kind, ids),
      readerId && ids.length > 0 ? repository.readerStates(kind, ids, readerId) : undefined,
    ]);
    return new Map(
      [...figures].map(([id, own]) => [id, { ...own, ...(states?.get(id) ?? NO_READER_STATE) }]),
    );
  }

  /** One target's view; a target readers cannot see has none (404). */
  async function view(target: Target, identity: ReaderIdentity | null): Promise<TargetView> {
    await titleOf(target);
    const found = (await views(target.kind, [target.id], identity)).get(target.id);
    if (!found) throw new NotFound(TARGET_NOT_FOUND);
    return found;
  }

  async function visibleComment(id: number): Promise<CommentRow> {
    const comment = await repository.findComment(id);
    if (!comment || comment.hidden) throw new NotFound(COMMENT_NOT_FOUND);
    return comment;
  }

  async function anyComment(id: number): Promise<CommentRow> {
    const comment = await repository.findComment(id);
    if (!comment) throw new NotFound(COMMENT_NOT_FOUND);
    return comment;
  }

  /**
   * The writing reader's id, their row made on their first write. A new anonymous reader counts
   * against their address's budget first: clearing cookies does not give endless likes.
   */
  async function writer({ identity, client }: ReaderRequest): Promise<number> {
    if ('cookieId' in identity && (await repository.findReader(identity)) === undefined) {
      await rateLimits.consume(
        'nouveaux-lecteurs',
        [{ key: `ip:${client}`, limit: NEW_READERS_PER_ADDRESS }],
        TOO_MANY_NEW_READERS,
      );
    }
    return repository.reader(identity);
  }

  /** « Commentaire de Kofi sur « Titre » », as the journal names it. */
  const labelOf = async (comment: CommentRow) =>
    `Commentaire sur « ${(await lookups[comment.target.kind](comment.target.id))?.title ?? comment.target.id} »`;

  return {
    view,

    /** Many targets of one kind at once (a listing's cards). */
    views,

    /** Liked (true) or not (false): the same request twice changes nothing. */
    async like(request: ReaderRequest, target: Target, liked: boolean): Promise<void> {
      await titleOf(target);
      await repository.setLike(target, await writer(request), liked);
    },

    /** Star n sets the reader's rating to n, replacing theirs. */
    async rate(request: ReaderRequest, target: Target, rating: number): Promise<void> {
      await titleOf(target);
      await repository.setRating(target, await writer(request), rating, clock());
    },

    /** The newest `pages` × 10 visible comments. */
    async comments(
      target: Target,
      pages: number,
      identity: ReaderIdentity | null,
    ): Promise<CommentPage> {
      await titleOf(target);
      const readerId = identity ? await repository.findReader(identity) : undefined;
      const { comments, total } = await repository.visibleComments(
        target,
        pages * COMMENTS_PER_PAGE,
        readerId,
      );
      return { comments, total, more: total > comments.length };
    },

    /**
     * A comment, already checked by the shared schema (claims refused). One the claim screen
     * finds only suspicious is held off the page for the team's « Allégations de santé » queue
     * (issue 45). A filled honeypot is dropped without a word (null id): robots learn nothing.
     * Limited per reader and per address. The message is what the reader is told.
     */
    async comment(
      request: ReaderRequest,
      target: Target,
      draft: CommentDraft,
    ): Promise<{ id: number | null; message: string }> {
      if (draft.site) return { id: null, message: COMMENT_PUBLISHED };
      const title = await titleOf(target);
      await rateLimits.consume(
        'commentaires',
        limitedKeys(request, COMMENT_LIMITS),
        TOO_MANY_COMMENTS,
      );
      const held = deps.claims.needsTeam(draft.text);
      const id = await repository.insertComment(
        target,
        await writer(request),
        draft,
        clock(),
        held ? COMMENT_HELD_REASON : null,
      );
      if (!held) return { id, message: COMMENT_PUBLISHED };
      await deps.claims.record(
        { subject: 'commentaire', subjectId: id, field: COMMENT_FIELD },
        title,
        draft.text,
        { fresh: true },
      );
      return { id, message: COMMENT_AWAITING_TEAM };
    },

    /** The author's own comment only (their account, or the same anonymous reader). */
    async deleteComment(identity: ReaderIdentity, id: number): Promise<Target> {
      const comment = await visibleComment(id);
      const readerId = await repository.findReader(identity);
      if (readerId !== comment.readerId) throw new Forbidden(NOT_YOUR_COMMENT);
      await repository.deleteComment(id);
      return comment.target;
    },

    /** 'Signaler': once per reader; limited per reader and per address. */
    async report(request: ReaderRequest, id: number): Promise<void> {
      const comment = await visibleComment(id);
      await rateLimits.consume(
        'signalements-commentaires',
        limitedKeys(request, REPORT_LIMITS),
        TOO_MANY_REPORTS,
      );
      if (!(await repository.insertReport(comment.id, await writer(request)))) {
        throw new Conflict(ALREADY_REPORTED_COMMENT);
      }
    },

    /** The team's list: reported comments first, then the newest, 20 a page. */
    async moderated(asked: number) {
      const total = await repository.commentCount();
      const pageCount = pageCountOf(total, MODERATED_PER_PAGE);
      const page = Math.min(asked, pageCount);
      const rows = await repository.moderatedPage(
        MODERATED_PER_PAGE,
        (page - 1) * MODERATED_PER_PAGE,
      );
      const titles = new Map<string, string>();
      for (const { target } of rows) {
        const key = `${target.kind}:${target.id}`;
        if (!titles.has(key)) {
          titles.set(key, (await lookups[target.kind](target.id))?.title ?? '');
        }
      }
      const comments: ModeratedComment[] = rows.map((row) => ({
        ...row,
        targetTitle: titles.get(`${row.target.kind}:${row.target.id}`) ?? '',
      }));
      return { comments, page, pageCount, total };
    },

    async hide(admin: CurrentAccount, id: number, reason: string): Promise<void> {
      const comment = await anyComment(id);
      if (!(await repository.hide(admin, comment, await labelOf(comment), reason, clock()))) {
        throw new Conflict(COMMENT_ALREADY_HIDDEN);
      }
    },

    /** « Classer »: the reports were looked at, the comment stays. */
    async closeReports(admin: CurrentAccount, id: number): Promise<void> {
      const comment = await anyComment(id);
      if ((await repository.closeReports(admin, comment, await labelOf(comment), clock())) === 0) {
        throw new Conflict(NO_OPEN_COMMENT_REPORT);
      }
    },

    async show(admin: CurrentAccount, id: number): Promise<void> {
      const comment = await anyComment(id);
      if (!(await repository.show(admin, comment, await labelOf(comment)))) {
        throw new Conflict(COMMENT_NOT_HIDDEN);
      }
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;

/** What the team's decisions on a held comment change: published, or kept off with why. */
export const commentDecisions = (
  decisions: CommunityRepository['decisions'],
): SubjectDecisions => ({
  approve: (tx, entry) => decisions.publishHeld(tx, entry.subjectId, COMMENT_HELD_REASON),
  reject: (tx, entry) =>
    decisions.keepRejected(tx, entry.subjectId, COMMENT_HELD_REASON, COMMENT_REJECTED_CLAIM),
});
