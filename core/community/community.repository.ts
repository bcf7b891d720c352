import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  PublicComment,
  ReaderIdentity,
  Target,
  TargetFigures,
  TargetKind,
} from '#common/community.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { commentReports, comments, likes, ratings, readers } from '#modules/db/schema.ts';

type Admin = Pick<CurrentAccount, 'id' | 'userName'>;

const visible = isNull(comments.hiddenAt);
const openReport = isNull(commentReports.resolvedAt);

/** The rows of `table` about the target. */
const onTarget = (table: typeof likes | typeof ratings | typeof comments, target: Target) =>
  and(eq(table.targetKind, target.kind), eq(table.targetId, target.id));

export interface CommentRow {
  id: number;
  target: Target;
  readerId: number;
  hidden: boolean;
}

export interface ModeratedCommentRow {
  id: number;
  target: Target;
  author: string;
  text: string;
  createdAt: string;
  openReports: number;
  hidden: { reason: string; at: string } | null;
}

export function createCommunityRepository(db: Database) {
  const identityIs = (identity: ReaderIdentity) =>
    'accountId' in identity
      ? eq(readers.accountId, identity.accountId)
      : eq(readers.cookieId, identity.cookieId);

  async function findReader(identity: ReaderIdentity): Promise<number | undefined> {
    const [row] = await db.select({ id: readers.id }).from(readers).where(identityIs(identity));
    return row?.id;
  }

  return {
    findReader,

    /** The reader's id, their row made on their first like, rating, comment or report. */
    async reader(identity: ReaderIdentity): Promise<number> {
      await db.insert(readers).values(identity).onConflictDoNothing();
      const id = await findReader(identity);
      if (id === undefined) throw new Error('Lecteur introuvable après son insertion.');
      return id;
    },

    /** Liked or not, whatever it was: sending the same twice changes nothing. */
    async setLike(target: Target, readerId: number, liked: boolean): Promise<void> {
      if (liked) {
        await db
          .insert(likes)
          .values({ targetKind: target.kind, targetId: target.id, readerId })
          .onConflictDoNothing();
      } else {
        await db.delete(likes).where(and(onTarget(likes, target), eq(likes.readerId, readerId)));
      }
    },

    /** The reader's one rating of the target: a new one replaces it. */
    async setRating(target: Target, readerId: number, rating: number, at: Date): Promise<void> {
      await db
        .insert(ratings)
        .values({ targetKind: target.kind, targetId: target.id, readerId, rating, updatedAt: at })
        .onConflictDoUpdate({
          target: [ratings.targetKind, ratings.targetId, ratings.readerId],
          set: { rating, updatedAt: at },
        });
    },

    /** Every reader's likes, ratings and visible comments, counted now (never stored twice). */
    async figures(kind: TargetKind, ids: number[]): Promise<Map<number, TargetFigures>> {
      const figures = new Map<number, TargetFigures>(
        ids.map((id) => [id, { likes: 0, comments: 0, rating: 0, ratingCount: 0 }]),
      );
      if (ids.length === 0) return figures;
      const [likeRows, ratingRows, commentRows] = await Promise.all([
        db
          .select({ id: likes.targetId, count: count() })
          .from(likes)
          .where(and(eq(likes.targetKind, kind), inArray(likes.targetId, ids)))
          .groupBy(likes.targetId),
        db
          .select({
            id: ratings.targetId,
            count: count(),
            average: sql<string>`round(avg(${ratings.rating}), 1)`,
          })
          .from(ratings)
          .where(and(eq(ratings.targetKind, kind), inArray(ratings.targetId, ids)))
          .groupBy(ratings.targetId),
        db
          .select({ id: comments.targetId, count: count() })
          .from(comments)
          .where(and(eq(comments.targetKind, kind), inArray(comments.targetId, ids), visible))
          .groupBy(comments.targetId),
      ]);
      const of = (id: number) => figures.get(id);
      for (const row of likeRows) {
        const entry = of(row.id);
        if (entry) entry.likes = row.count;
      }
      for (const row of ratingRows) {
        const entry = of(row.id);
        if (entry) Object.assign(entry, { rating: Number(row.average), ratingCount: row.count });
      }
      for (const row of commentRows) {
        const entry = of(row.id);
        if (entry) entry.comments = row.count;
      }
      return figures;
    },

    /** What the reader did on these targets: those they like, and their ratings. */
    async readerStates(kind: TargetKind, ids: number[], readerId: number) {
      const [liked, rated] = await Promise.all([
        db
          .select({ id: likes.targetId })
          .from(likes)
          .where(
            and(
              eq(likes.targetKind, kind),
              inArray(likes.targetId, ids),
              eq(likes.readerId, readerId),
            ),
          ),
        db
          .select({ id: ratings.targetId, rating: ratings.rating })
          .from(ratings)
          .where(
            and(
              eq(ratings.targetKind, kind),
              inArray(ratings.targetId, ids),
              eq(ratings.readerId, readerId),
            ),
          ),
      ]);
      const likedIds = new Set(liked.map((row) => row.id));
      const ratingOf = new Map(rated.map((row) => [row.id, row.rating]));
      return new Map(
        ids.map((id) => [id, { isLiked: likedIds.has(id), myRating: ratingOf.get(id) ?? null }]),
      );
    },

    async insertComment(
      target: Target,
      readerId: number,
      comment: { name: string; text: string },
      at: Date,
      heldReason: string | null = null,
    ): Promise<number> {
      const [row] = await db
        .insert(comments)
        .values({
          targetKind: target.kind,
          targetId: target.id,
          readerId,
          authorName: comment.name,
          text: comment.text,
          createdAt: at,
          // Held for the team (core/claim-queue): off the page, as a hidden comment is.
          ...(heldReason === null ? {} : { hiddenAt: at, hiddenReason: heldReason }),
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('Commentaire sans identifiant retourné.');
      return row.id;
    },

    /** The newest `limit` visible comments; `mine` for those of `readerId`. */
    async visibleComments(
      target: Target,
      limit: number,
      readerId: number | undefined,
    ): Promise<{ comments: PublicComment[]; total: number }> {
      const where = and(onTarget(comments, target), visible);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: comments.id,
            author: comments.authorName,
            text: comments.text,
            createdAt: comments.createdAt,
            readerId: comments.readerId,
          })
          .from(comments)
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(limit),
        db.select({ count: count() }).from(comments).where(where),
      ]);
      return {
        comments: rows.map(({ readerId: author, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
          mine: readerId !== undefined && author === readerId,
        })),
        total: total?.count ?? 0,
      };
    },

    async findComment(id: number): Promise<CommentRow | undefined> {
      const [row] = await db
        .select({
          id: comments.id,
          kind: comments.targetKind,
          targetId: comments.targetId,
          readerId: comments.readerId,
          hidden: sql<boolean>`${comments.hiddenAt} is not null`,
        })
        .from(comments)
        .where(eq(comments.id, id));
      return (
        row && {
          id: row.id,
          target: { kind: row.kind, id: row.targetId },
          readerId: row.readerId,
          hidden: row.hidden,
        }
      );
    },

    async deleteComment(id: number): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },

    /** False when the reader already reported it. */
    async insertReport(commentId: number, readerId: number): Promise<boolean> {
      const rows = await db
        .insert(commentReports)
        .values({ commentId, readerId })
        .onConflictDoNothing()
        .returning({ id: commentReports.commentId });
      return rows.length === 1;
    },

    /** Hides it with the reason and settles its reports, with the journal's entry; false if hidden. */
    hide: (admin: Admin, comment: CommentRow, label: string, reason: string, at: Date) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(comments)
          .set({ hiddenAt: at, hiddenReason: reason, hiddenByAccountId: admin.id })
          .where(and(eq(comments.id, comment.id), visible))
          .returning({ id: comments.id });
        if (changed.length === 0) return false;
        await tx
          .update(commentReports)
          .set({ resolvedAt: at })
          .where(and(eq(commentReports.commentId, comment.id), openReport));
        await recordAdminAction(tx, {
          admin,
          action: 'commentaire.masque',
          target: { type: 'commentaire', id: comment.id, label },
          reason,
        });
        return true;
      }),

    /** Settles the open reports, with the journal's entry; how many were open. */
    closeReports: (admin: Admin, comment: CommentRow, label: string, at: Date) =>
      db.transaction(async (tx) => {
        const closed = await tx
          .update(commentReports)
          .set({ resolvedAt: at })
          .where(and(eq(commentReports.commentId, comment.id), openReport))
          .returning({ id: commentReports.commentId });
        if (closed.length > 0) {
          await recordAdminAction(tx, {
            admin,
            action: 'commentaire.signalements.clos',
            target: { type: 'commentaire', id: comment.id, label },
          });
        }
        return closed.length;
      }),

    /** The team's decisions on a held comment (core/claim-queue), in the decision's transaction. */
    decisions: {
      /** Published, unless the team hid it since for another reason. */
      async publishHeld(tx: DatabaseTransaction, id: number, heldReason: string) {
        await tx
          .update(comments)
          .set({ hiddenAt: null, hiddenReason: null })
          .where(and(eq(comments.id, id), eq(comments.hiddenReason, heldReason)));
      },
      async keepRejected(tx: DatabaseTransaction, id: number, heldReason: string, reason: string) {
        await tx
          .update(comments)
          .set({ hiddenReason: reason })
          .where(and(eq(comments.id, id), eq(comments.hiddenReason, heldReason)));
      },
    },

    /** Visible again; its reports stay settled. False when it was not hidden. */
    show: (admin: Admin, comment: CommentRow, label: string) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(comments)
          .set({ hiddenAt: null, hiddenReason: null, hiddenByAccountId: null })
          .where(and(eq(comments.id, comment.id), isNotNull(comments.hiddenAt)))
          .returning({ id: comments.id });
        if (changed.length === 0) return false;
        await recordAdminAction(tx, {
          admin,
          action: 'commentaire.affiche',
          target: { type: 'commentaire', id: comment.id, label },
        });
        return true;
      }),

    /** Visible comments with open reports first, then every comment, newest first. */
    async moderatedPage(limit: number, offset: number): Promise<ModeratedCommentRow[]> {
      const reports = db
        .select({ commentId: commentReports.commentId, open: count().as('open') })
        .from(commentReports)
        .where(openReport)
        .groupBy(commentReports.commentId)
        .as('reports');
      const open = sql<number>`coalesce(${reports.open}, 0)::int`;
      const reportedFirst: SQL = sql`(${comments.hiddenAt} is null and ${open} > 0) desc`;
      const rows = await db
        .select({
          id: comments.id,
          kind: comments.targetKind,
          targetId: comments.targetId,
          author: comments.authorName,
          text: comments.text,
          createdAt: comments.createdAt,
          openReports: open,
          hiddenAt: comments.hiddenAt,
          hiddenReason: comments.hiddenReason,
        })
        .from(comments)
        .leftJoin(reports, eq(reports.commentId, comments.id))
        .orderBy(reportedFirst, desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row): ModeratedCommentRow => ({
        id: row.id,
        target: { kind: row.kind, id: row.targetId },
        author: row.author,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        openReports: row.openReports,
        hidden:
          row.hiddenAt === null
            ? null
            : { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() },
      }));
    },

    async commentCount(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(comments);
      return row?.count ?? 0;
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
