import { and, desc, eq, exists, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AwaitingReview,
  ModeratedReview,
  OwnReview,
  PublicReview,
  UnansweredReview,
} from '#common/reviews.ts';
import type { ReviewEdit } from '#common/review-schemas.ts';
import { REVIEW_AWAITING_TEAM, REVIEW_REJECTED_CLAIM } from '#common/claim-queue.ts';
import { clearQueuedText, submitQueuedText } from '#modules/claim-queue/claim-queue.repository.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import {
  accounts,
  boutiqueProduits,
  boutiques,
  commandeLignes,
  commandes,
  productReviews,
  produits,
  reviewReports,
} from '#modules/db/schema.ts';
import {
  insertNotification,
  insertShopNotification,
  type NotificationDraft,
  type ShopNotificationDraft,
} from '#modules/notifications/notifications.port.ts';

type Admin = Pick<CurrentAccount, 'id' | 'userName'>;

const visible = isNull(productReviews.hiddenAt);
const openReport = isNull(reviewReports.resolvedAt);

/** 'Kofi Mensah' → 'Kofi M.': enough to be a real person, not enough to be found. */
const authorName = sql<string>`split_part(${accounts.userName}, ' ', 1) || coalesce(' ' || nullif(left(split_part(${accounts.userName}, ' ', 2), 1), '') || '.', '')`;

const answerOf = (row: { answer: string | null; answeredAt: Date | null }) =>
  row.answer === null || row.answeredAt === null
    ? null
    : { text: row.answer, at: row.answeredAt.toISOString() };

/**
 * Counts the offer's visible reviews again into its stored figures. The offer's row is locked
 * first (lockOffer), so two changes at once each count the other's.
 */
async function recount(tx: DatabaseTransaction, offerId: number) {
  await tx
    .update(boutiqueProduits)
    .set({
      reviewCount: sql`(select count(*) from ${productReviews} where ${productReviews.boutiqueProduitId} = ${offerId} and ${visible})`,
      ratingTotal: sql`(select coalesce(sum(${productReviews.rating}), 0) from ${productReviews} where ${productReviews.boutiqueProduitId} = ${offerId} and ${visible})`,
    })
    .where(eq(boutiqueProduits.id, offerId));
}

const lockOffer = (tx: DatabaseTransaction, offerId: number) =>
  tx.execute(
    sql`select 1 from ${boutiqueProduits} where ${boutiqueProduits.id} = ${offerId} for update`,
  );

/** A review the claim screen holds back: hidden until the team reads it (issue 45). */
const awaitingTeam = eq(productReviews.hiddenReason, REVIEW_AWAITING_TEAM);

/** Its entry in the team's queue: the review's text and the words the screen found. */
const reviewQueueKey = (reviewId: number) =>
  ({ subject: 'avis', subjectId: reviewId, field: 'Texte de l’avis' }) as const;

async function queueReview(
  tx: DatabaseTransaction,
  reviewId: number,
  offerId: number,
  text: string,
  words: string[],
  at: Date,
) {
  const [offer] = await tx
    .select({ productName: produits.name })
    .from(boutiqueProduits)
    .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
    .where(eq(boutiqueProduits.id, offerId));
  await submitQueuedText(
    tx,
    { ...reviewQueueKey(reviewId), label: offer?.productName ?? '', text, words },
    at,
  );
}

/** Publishes or rejects a held-back review, in the team's decision's transaction. */
async function settleAwaiting(tx: DatabaseTransaction, reviewId: number, publish: boolean) {
  const [row] = await tx
    .select({ offerId: productReviews.boutiqueProduitId })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  if (!row) return;
  await lockOffer(tx, row.offerId);
  await tx
    .update(productReviews)
    .set(
      publish
        ? { hiddenAt: null, hiddenReason: null, hiddenByAccountId: null }
        : { hiddenReason: REVIEW_REJECTED_CLAIM },
    )
    .where(and(eq(productReviews.id, reviewId), awaitingTeam));
  await recount(tx, row.offerId);
}

export interface ReviewRow {
  id: number;
  offerId: number;
  buyerAccountId: number;
  productName: string;
  boutiqueId: number;
  answered: boolean;
  hidden: boolean;
}

export function createReviewsRepository(db: Database) {
  const reviewRow = (where: SQL | undefined) =>
    db
      .select({
        id: productReviews.id,
        offerId: productReviews.boutiqueProduitId,
        buyerAccountId: productReviews.buyerAccountId,
        productName: produits.name,
        boutiqueId: boutiqueProduits.boutiqueId,
        answered: sql<boolean>`${productReviews.answer} is not null`,
        hidden: sql<boolean>`${productReviews.hiddenAt} is not null`,
      })
      .from(productReviews)
      .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReviews.boutiqueProduitId))
      .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
      .where(where);

  return {
    async findReview(id: number): Promise<ReviewRow | undefined> {
      const [row] = await reviewRow(eq(productReviews.id, id));
      return row;
    },

    async findBuyerReview(offerId: number, buyerId: number): Promise<ReviewRow | undefined> {
      const [row] = await reviewRow(
        and(
          eq(productReviews.boutiqueProduitId, offerId),
          eq(productReviews.buyerAccountId, buyerId),
        ),
      );
      return row;
    },

    /** The buyer's newest delivered order holding this offer, or undefined: nothing to review. */
    async deliveredOrderWith(buyerId: number, offerId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: commandes.id })
        .from(commandes)
        .innerJoin(commandeLignes, eq(commandeLignes.commandeId, commandes.id))
        .where(
          and(
            eq(commandes.buyerAccountId, buyerId),
            eq(commandes.status, 'Livré'),
            eq(commandeLignes.boutiqueProduitId, offerId),
          ),
        )
        .orderBy(desc(commandes.createdAt))
        .limit(1);
      return row?.id;
    },

    /** False when the buyer already reviewed the product (two tabs at once): nothing written. */
    /** The review and its shop's notification (`notice` of the product's name), together. */
    /** `heldBack`: the words for which the team reads it first (hidden until then). */
    insert: (
      review: { offerId: number; buyerId: number; orderId: number } & ReviewEdit,
      at: Date,
      notice: (productName: string) => ShopNotificationDraft,
      heldBack?: string[],
    ) =>
      db.transaction(async (tx) => {
        await lockOffer(tx, review.offerId);
        const inserted = await tx
          .insert(productReviews)
          .values({
            boutiqueProduitId: review.offerId,
            buyerAccountId: review.buyerId,
            commandeId: review.orderId,
            rating: review.rating,
            text: review.text,
            createdAt: at,
            updatedAt: at,
            ...(heldBack && { hiddenAt: at, hiddenReason: REVIEW_AWAITING_TEAM }),
          })
          .onConflictDoNothing()
          .returning({ id: productReviews.id });
        const [row] = inserted;
        if (!row) return undefined;
        if (heldBack) await queueReview(tx, row.id, review.offerId, review.text, heldBack, at);
        await recount(tx, review.offerId);
        const [offer] = await tx
          .select({ boutiqueId: boutiqueProduits.boutiqueId, productName: produits.name })
          .from(boutiqueProduits)
          .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
          .where(eq(boutiqueProduits.id, review.offerId));
        if (offer) {
          await insertShopNotification(tx, offer.boutiqueId, notice(offer.productName), at);
        }
        return row.id;
      }),

    /** A review held back (`heldBack`) waits for the team again; one that no longer needs it is
     * published at once, unless the team hid it for another reason. */
    update: (review: ReviewRow, edit: ReviewEdit, at: Date, heldBack?: string[]) =>
      db.transaction(async (tx) => {
        await lockOffer(tx, review.offerId);
        await tx
          .update(productReviews)
          .set({ rating: edit.rating, text: edit.text, updatedAt: at })
          .where(eq(productReviews.id, review.id));
        if (heldBack) {
          await tx
            .update(productReviews)
            .set({ hiddenAt: at, hiddenReason: REVIEW_AWAITING_TEAM })
            .where(
              and(
                eq(productReviews.id, review.id),
                or(visible, awaitingTeam, eq(productReviews.hiddenReason, REVIEW_REJECTED_CLAIM)),
              ),
            );
          await queueReview(tx, review.id, review.offerId, edit.text, heldBack, at);
        } else {
          await tx
            .update(productReviews)
            .set({ hiddenAt: null, hiddenReason: null })
            .where(
              and(
                eq(productReviews.id, review.id),
                or(awaitingTeam, eq(productReviews.hiddenReason, REVIEW_REJECTED_CLAIM)),
              ),
            );
          await clearQueuedText(tx, reviewQueueKey(review.id));
        }
        await recount(tx, review.offerId);
      }),

    /** The queue's decisions on reviews and answers (core/claim-queue). */
    decisions: {
      publishAwaiting: (tx: DatabaseTransaction, reviewId: number) =>
        settleAwaiting(tx, reviewId, true),
      keepRejected: (tx: DatabaseTransaction, reviewId: number) =>
        settleAwaiting(tx, reviewId, false),
      async removeAnswer(tx: DatabaseTransaction, reviewId: number) {
        await tx
          .update(productReviews)
          .set({ answer: null, answeredAt: null })
          .where(eq(productReviews.id, reviewId));
      },
    },

    /** The answer and the buyer's notification, together; false when already answered. */
    answer: (reviewId: number, text: string, at: Date, notice: NotificationDraft) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(productReviews)
          .set({ answer: text, answeredAt: at })
          .where(and(eq(productReviews.id, reviewId), isNull(productReviews.answer)))
          .returning({ id: productReviews.id });
        if (changed.length === 0) return false;
        await insertNotification(tx, notice, at);
        return true;
      }),

    /** False when the reporter already reported it. */
    async insertReport(reviewId: number, reporterId: number, reason: string): Promise<boolean> {
      const rows = await db
        .insert(reviewReports)
        .values({ reviewId, reporterAccountId: reporterId, reason })
        .onConflictDoNothing()
        .returning({ id: reviewReports.id });
      return rows.length === 1;
    },

    /** Hides it with the reason, settles its reports; false when already hidden. */
    hide: (admin: Admin, review: ReviewRow, reason: string, at: Date) =>
      db.transaction(async (tx) => {
        await lockOffer(tx, review.offerId);
        const changed = await tx
          .update(productReviews)
          .set({ hiddenAt: at, hiddenReason: reason, hiddenByAccountId: admin.id })
          .where(and(eq(productReviews.id, review.id), visible))
          .returning({ id: productReviews.id });
        if (changed.length === 0) return false;
        await tx
          .update(reviewReports)
          .set({ resolvedAt: at })
          .where(and(eq(reviewReports.reviewId, review.id), openReport));
        await recount(tx, review.offerId);
        await recordAdminAction(tx, {
          admin,
          action: 'avis.masque',
          target: { type: 'avis', id: review.id, label: review.productName },
          reason,
        });
        return true;
      }),

    show: (admin: Admin, review: ReviewRow) =>
      db.transaction(async (tx) => {
        await lockOffer(tx, review.offerId);
        const changed = await tx
          .update(productReviews)
          .set({ hiddenAt: null, hiddenReason: null, hiddenByAccountId: null })
          .where(and(eq(productReviews.id, review.id), isNotNull(productReviews.hiddenAt)))
          .returning({ id: productReviews.id });
        if (changed.length === 0) return false;
        await recount(tx, review.offerId);
        await recordAdminAction(tx, {
          admin,
          action: 'avis.affiche',
          target: { type: 'avis', id: review.id, label: review.productName },
        });
        return true;
      }),

    /** Settles the open reports of a review the team keeps; how many were open. */
    closeReports: (admin: Admin, review: ReviewRow, at: Date) =>
      db.transaction(async (tx) => {
        const closed = await tx
          .update(reviewReports)
          .set({ resolvedAt: at })
          .where(and(eq(reviewReports.reviewId, review.id), openReport))
          .returning({ id: reviewReports.id });
        if (closed.length === 0) return 0;
        await recordAdminAction(tx, {
          admin,
          action: 'avis.signalements.clos',
          target: { type: 'avis', id: review.id, label: review.productName },
        });
        return closed.length;
      }),

    /** The product page's figures: visible reviews per star, read through the partial index. */
    async distribution(offerId: number): Promise<[number, number, number, number, number]> {
      const rows = await db
        .select({ rating: productReviews.rating, count: sql<number>`count(*)::int` })
        .from(productReviews)
        .where(and(eq(productReviews.boutiqueProduitId, offerId), visible))
        .groupBy(productReviews.rating);
      const counts = new Map(rows.map((row) => [row.rating, row.count]));
      return [5, 4, 3, 2, 1].map((stars) => counts.get(stars) ?? 0) as [
        number,
        number,
        number,
        number,
        number,
      ];
    },

    async visiblePage(
      offerId: number,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<PublicReview[]> {
      const rows = await db
        .select({
          id: productReviews.id,
          rating: productReviews.rating,
          text: productReviews.text,
          author: authorName,
          createdAt: productReviews.createdAt,
          updatedAt: productReviews.updatedAt,
          answer: productReviews.answer,
          answeredAt: productReviews.answeredAt,
        })
        .from(productReviews)
        .innerJoin(accounts, eq(accounts.id, productReviews.buyerAccountId))
        .where(and(eq(productReviews.boutiqueProduitId, offerId), visible))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        text: row.text,
        author: row.author,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        answer: answerOf(row),
      }));
    },

    /** The offer's stored figures (visible reviews' count and ratings' sum). */
    async offerFigures(offerId: number) {
      const [row] = await db
        .select({ count: boutiqueProduits.reviewCount, total: boutiqueProduits.ratingTotal })
        .from(boutiqueProduits)
        .where(eq(boutiqueProduits.id, offerId));
      return row ?? { count: 0, total: 0 };
    },

    /** The shop's figures: its offers' stored ones added up (no review is read). */
    async boutiqueFigures(boutiqueId: number) {
      const [row] = await db
        .select({
          count: sql<number>`coalesce(sum(${boutiqueProduits.reviewCount}), 0)::int`,
          total: sql<number>`coalesce(sum(${boutiqueProduits.ratingTotal}), 0)::int`,
        })
        .from(boutiqueProduits)
        .where(eq(boutiqueProduits.boutiqueId, boutiqueId));
      return row ?? { count: 0, total: 0 };
    },

    async buyerReviews(buyerId: number): Promise<OwnReview[]> {
      const rows = await db
        .select({
          id: productReviews.id,
          productId: productReviews.boutiqueProduitId,
          productName: produits.name,
          rating: productReviews.rating,
          text: productReviews.text,
          createdAt: productReviews.createdAt,
          updatedAt: productReviews.updatedAt,
          answer: productReviews.answer,
          answeredAt: productReviews.answeredAt,
          hiddenReason: productReviews.hiddenReason,
          hiddenAt: productReviews.hiddenAt,
        })
        .from(productReviews)
        .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReviews.boutiqueProduitId))
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .where(eq(productReviews.buyerAccountId, buyerId))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
      return rows.map((row) => ({
        id: row.id,
        productId: row.productId,
        productName: row.productName,
        rating: row.rating,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        answer: answerOf(row),
        hidden: row.hiddenAt === null ? null : { reason: row.hiddenReason ?? '' },
      }));
    },

    /** Each product of the buyer's delivered orders not reviewed yet, newest order first. */
    async awaitingReview(buyerId: number): Promise<AwaitingReview[]> {
      const rows = await db
        .selectDistinctOn([commandeLignes.boutiqueProduitId], {
          productId: sql<number>`${commandeLignes.boutiqueProduitId}`,
          productName: produits.name,
          orderNumber: commandes.orderNumber,
          orderedAt: commandes.createdAt,
        })
        .from(commandes)
        .innerJoin(commandeLignes, eq(commandeLignes.commandeId, commandes.id))
        .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, commandeLignes.boutiqueProduitId))
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .leftJoin(
          productReviews,
          and(
            eq(productReviews.boutiqueProduitId, commandeLignes.boutiqueProduitId),
            eq(productReviews.buyerAccountId, buyerId),
          ),
        )
        .where(
          and(
            eq(commandes.buyerAccountId, buyerId),
            eq(commandes.status, 'Livré'),
            isNull(productReviews.id),
          ),
        )
        .orderBy(commandeLignes.boutiqueProduitId, desc(commandes.createdAt));
      return rows
        .map((row) => ({ ...row, orderedAt: row.orderedAt.toISOString() }))
        .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
    },

    /** The shop's visible reviews still waiting for its answer, newest first. */
    async unanswered(boutiqueId: number, limit: number) {
      const where = and(
        eq(boutiqueProduits.boutiqueId, boutiqueId),
        visible,
        isNull(productReviews.answer),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: productReviews.id,
            productId: productReviews.boutiqueProduitId,
            productName: produits.name,
            rating: productReviews.rating,
            text: productReviews.text,
            author: authorName,
            createdAt: productReviews.createdAt,
          })
          .from(productReviews)
          .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReviews.boutiqueProduitId))
          .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
          .innerJoin(accounts, eq(accounts.id, productReviews.buyerAccountId))
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(productReviews)
          .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReviews.boutiqueProduitId))
          .where(where),
      ]);
      const reviews: UnansweredReview[] = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
      return { reviews, total: counted?.total ?? 0 };
    },

    /** Reviews with open reports, and the hidden ones (to show again), newest report first. */
    async moderated(limit: number): Promise<ModeratedReview[]> {
      const reports = db
        .select({
          reviewId: reviewReports.reviewId,
          open: sql<number>`(count(*) filter (where ${openReport}))::int`.as('open'),
          reasons: sql<
            string[]
          >`array_agg(distinct ${reviewReports.reason}) filter (where ${openReport})`.as('reasons'),
          latest: sql<Date>`max(${reviewReports.createdAt})`.as('latest'),
        })
        .from(reviewReports)
        .groupBy(reviewReports.reviewId)
        .as('reports');
      const rows = await db
        .select({
          id: productReviews.id,
          productId: productReviews.boutiqueProduitId,
          productName: produits.name,
          boutiqueName: boutiques.name,
          rating: productReviews.rating,
          text: productReviews.text,
          author: authorName,
          openReports: sql<number>`coalesce(${reports.open}, 0)`,
          reasons: reports.reasons,
          hiddenAt: productReviews.hiddenAt,
          hiddenReason: productReviews.hiddenReason,
        })
        .from(productReviews)
        .leftJoin(reports, eq(reports.reviewId, productReviews.id))
        .innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReviews.boutiqueProduitId))
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId))
        .innerJoin(accounts, eq(accounts.id, productReviews.buyerAccountId))
        .where(
          or(
            isNotNull(productReviews.hiddenAt),
            exists(
              db
                .select({ one: sql`1` })
                .from(reviewReports)
                .where(and(eq(reviewReports.reviewId, productReviews.id), openReport)),
            ),
          ),
        )
        .orderBy(
          sql`${productReviews.hiddenAt} is null desc`,
          desc(sql`coalesce(${reports.latest}, ${productReviews.hiddenAt})`),
        )
        .limit(limit);
      return rows.map(({ hiddenAt, hiddenReason, reasons, ...row }) => ({
        ...row,
        reasons: reasons ?? [],
        hidden:
          hiddenAt === null ? null : { reason: hiddenReason ?? '', at: hiddenAt.toISOString() },
      }));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
