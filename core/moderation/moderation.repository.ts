import {
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { pageWindow, type SortDirection, type TableQuery } from '#common/data-tables.ts';
import type {
  ModeratedOffer,
  OfferColumn,
  ReportedColumn,
  ReportedProduct,
} from '#common/moderation.ts';
import type { ProductReport } from '#common/product-reports.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { recordAdminAction, type AuditEntry } from '#modules/audit/audit.port.ts';
import type { Database } from '#modules/db/client.ts';
import {
  accounts,
  articles,
  boutiqueProduits,
  produitImages,
  boutiques,
  productReports,
  produits,
  recipes,
} from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';
import { offerOnSale } from '#modules/catalogue/storefront-visibility.ts';
import { recipeVisible } from '#modules/recipes/recipes.repository.ts';
import { healthVocabularyPattern, SQL_SPELLING_STEPS } from '#common/health-claims.ts';
import { SCREENED_RECIPE_FIELDS, screenedRecipeText } from '#common/recipe-schemas.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';

// Catalogue moderation in PostgreSQL: the team's withdrawal of an offer (its own columns, apart
// from the seller's switch) or of a recipe (back to draft), the buyers' reports, and the audit
// entry of each admin action, written in the transaction of its change.

type Admin = Pick<CurrentAccount, 'id' | 'userName'>;

/** What the seller is told of a withdrawal, and what the log names the offer by. */
export interface ModeratedOfferOwner {
  offerId: number;
  productName: string;
  boutiqueName: string;
  withdrawnAt: Date | null;
  /** The boutique's seller, for the e-mail; null when the account is gone. */
  seller: { email: string; userName: string } | null;
}

/** An offer on sale whose name or description holds a word of the content policy's list. */
export interface ClaimCandidate {
  offerId: number;
  productName: string;
  boutiqueName: string;
  texts: string[];
}

/** A recipe as its withdrawal names it, and who is told. */
export interface ModeratedRecipeOwner {
  recipeId: number;
  title: string;
  boutiqueName: string;
  published: boolean;
  seller: ModeratedOfferOwner['seller'];
}

/** A published recipe whose texts hold a word of the list, each text apart for the screening. */
export interface RecipeClaimCandidate {
  recipeId: number;
  title: string;
  boutiqueName: string;
  texts: string[];
}

/** A published article whose texts hold a word of the list. */
export interface ArticleClaimCandidate {
  articleId: number;
  title: string;
  texts: string[];
}

/** Whether any of these texts holds a listed word, in SQL (spelt as the screening spells). */
const holdsListedWord = (...texts: SQLWrapper[]) =>
  sql`${SQL_SPELLING_STEPS.reduce(
    (text, [pattern, replacement]) => sql`regexp_replace(${text}, ${pattern}, ${replacement}, 'g')`,
    sql`baobab_search_text(${sql.join(texts, sql` || ' ' || `)})`,
  )} ~ ${healthVocabularyPattern}`;

/** The boutique's seller account, for the e-mails: joined on the boutique's tenant. */
const boutiqueSeller = and(
  eq(accounts.tenantId, boutiques.tenantId),
  eq(accounts.typeCompte, 'VENDEUR'),
);

const sellerOf = (email: string | null, userName: string | null) =>
  email === null || userName === null ? null : { email, userName };

/** A withdrawal's audit entry, and the seller's e-mails keyed on it, in its transaction. */
async function journalWithMails(
  tx: Parameters<typeof enqueueEventMessages>[0],
  entry: AuditEntry,
  mails: OutgoingMail[],
) {
  const id = await recordAdminAction(tx, entry);
  await enqueueEventMessages(tx, `journal:${id}`, mails);
}

/** A page's rows and the matching count, sorted and windowed in SQL. */
interface Found<Row> {
  rows: Row[];
  total: number;
}

const direction = (sort: SortDirection) => (sort === 'asc' ? asc : desc);

/** Every word typed, accents and case ignored, in the product's or the boutique's name. */
function namesHold(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  const names = sql`${produits.name} || ' ' || ${boutiques.name}`;
  return words.length === 0 ? undefined : and(...words.map((word) => holdsFolded(names, word)));
}

const openReport = isNull(productReports.resolvedAt);

/** An offer's product and boutique, whose names the lists show and search. */
function withNames<T extends PgSelect>(offers: T) {
  return offers
    .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
    .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId));
}

/** The reports, with their offer's names. */
function reportsWithNames<T extends PgSelect>(reports: T) {
  return withNames(
    reports.innerJoin(boutiqueProduits, eq(boutiqueProduits.id, productReports.boutiqueProduitId)),
  );
}

export function createModerationRepository(db: Database) {
  return {
    async offer(offerId: number): Promise<ModeratedOfferOwner | undefined> {
      const [row] = await withNames(
        db
          .select({
            offerId: boutiqueProduits.id,
            productName: produits.name,
            boutiqueName: boutiques.name,
            withdrawnAt: boutiqueProduits.withdrawnAt,
            sellerEmail: accounts.email,
            sellerName: accounts.userName,
          })
          .from(boutiqueProduits)
          .$dynamic(),
      )
        .leftJoin(accounts, boutiqueSeller)
        .where(eq(boutiqueProduits.id, offerId))
        .limit(1);
      if (!row) return undefined;
      const { sellerEmail, sellerName, ...offer } = row;
      return { ...offer, seller: sellerOf(sellerEmail, sellerName) };
    },

    async recipe(recipeId: number): Promise<ModeratedRecipeOwner | undefined> {
      const [row] = await db
        .select({
          recipeId: recipes.id,
          title: recipes.title,
          boutiqueName: boutiques.name,
          published: sql<boolean>`${recipes.status} = 'Publiée'`,
          sellerEmail: accounts.email,
          sellerName: accounts.userName,
        })
        .from(recipes)
        .innerJoin(boutiques, eq(boutiques.id, recipes.boutiqueId))
        .leftJoin(accounts, boutiqueSeller)
        .where(eq(recipes.id, recipeId))
        .limit(1);
      if (!row) return undefined;
      const { sellerEmail, sellerName, ...recipe } = row;
      return { ...recipe, seller: sellerOf(sellerEmail, sellerName) };
    },

    /**
     * Takes a published recipe off the blog (back to draft) with the reason its seller reads;
     * `mails` go to the outbox with it. False when it was no longer published: nothing written.
     */
    withdrawRecipe: (
      admin: Admin,
      recipe: ModeratedRecipeOwner,
      reason: string,
      at: Date,
      mails: OutgoingMail[],
    ) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(recipes)
          .set({ status: 'Brouillon', withdrawnAt: at, withdrawnReason: reason })
          .where(and(eq(recipes.id, recipe.recipeId), eq(recipes.status, 'Publiée')))
          .returning({ id: recipes.id });
        if (changed.length === 0) return false;
        await journalWithMails(
          tx,
          {
            admin,
            action: 'recette.retiree',
            target: { type: 'recette', id: recipe.recipeId, label: recipe.title },
            reason,
          },
          mails,
        );
        return true;
      }),

    /**
     * Takes the offer off sale with its reason; its open reports are settled by it, and `mails`
     * (the seller's notice) written to the outbox with it. False when it was already withdrawn
     * (two admins at once): nothing is written then.
     */
    withdraw: (
      admin: Admin,
      offer: ModeratedOfferOwner,
      reason: string,
      at: Date,
      mails: OutgoingMail[],
    ) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(boutiqueProduits)
          .set({ withdrawnAt: at, withdrawnReason: reason })
          .where(and(eq(boutiqueProduits.id, offer.offerId), isNull(boutiqueProduits.withdrawnAt)))
          .returning({ id: boutiqueProduits.id });
        if (changed.length === 0) return false;
        await tx
          .update(productReports)
          .set({ resolvedAt: at, resolvedByAccountId: admin.id })
          .where(and(eq(productReports.boutiqueProduitId, offer.offerId), openReport));
        await journalWithMails(
          tx,
          {
            admin,
            action: 'produit.retire',
            target: { type: 'produit', id: offer.offerId, label: offer.productName },
            reason,
          },
          mails,
        );
        return true;
      }),

    /** Puts a withdrawn offer back (on sale again if its seller's switch is on). */
    restore: (admin: Admin, offer: ModeratedOfferOwner) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(boutiqueProduits)
          .set({ withdrawnAt: null, withdrawnReason: null })
          .where(
            and(eq(boutiqueProduits.id, offer.offerId), isNotNull(boutiqueProduits.withdrawnAt)),
          )
          .returning({ id: boutiqueProduits.id });
        if (changed.length === 0) return false;
        await recordAdminAction(tx, {
          admin,
          action: 'produit.remis',
          target: { type: 'produit', id: offer.offerId, label: offer.productName },
        });
        return true;
      }),

    /** Settles the offer's open reports without acting on it; how many were open. */
    closeReports: (admin: Admin, offer: ModeratedOfferOwner, at: Date) =>
      db.transaction(async (tx) => {
        const closed = await tx
          .update(productReports)
          .set({ resolvedAt: at, resolvedByAccountId: admin.id })
          .where(and(eq(productReports.boutiqueProduitId, offer.offerId), openReport))
          .returning({ id: productReports.id });
        if (closed.length === 0) return 0;
        await recordAdminAction(tx, {
          admin,
          action: 'signalement.clos',
          target: { type: 'produit', id: offer.offerId, label: offer.productName },
          reason: closed.length === 1 ? '1 signalement' : `${closed.length} signalements`,
        });
        return closed.length;
      }),

    async insertReport(offerId: number, reporterId: number | null, report: ProductReport) {
      await db.insert(productReports).values({
        boutiqueProduitId: offerId,
        reporterAccountId: reporterId,
        reason: report.raison,
        message: report.message,
      });
    },

    /** Open reports grouped per product: one page, sorted in SQL. */
    async reportedPage(query: TableQuery<ReportedColumn>): Promise<Found<ReportedProduct>> {
      const reportCount = sql<number>`count(*)::int`;
      const latestAt = sql<Date>`max(${productReports.createdAt})`;
      const order = direction(query.sort.direction);
      const sortBy = {
        signalements: order(reportCount),
        date: order(latestAt),
        produit: order(produits.name),
      }[query.sort.column];
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const matching = and(openReport, namesHold(query.search));
      const grouped = reportsWithNames(
        db
          .select({
            offerId: productReports.boutiqueProduitId,
            productName: produits.name,
            imageUrl: sql<
              string | null
            >`(select ${produitImages.url} from ${produitImages} where ${produitImages.produitId} = ${produits.id} order by ${produitImages.position} limit 1)`,
            boutiqueId: boutiques.id,
            boutiqueName: boutiques.name,
            reportCount,
            reasons: sql<
              string[]
            >`array_agg(distinct ${productReports.reason} order by ${productReports.reason})`,
            latestAt,
            // The five newest messages that say something.
            messages: sql<
              string[]
            >`(array_agg(${productReports.message} order by ${productReports.createdAt} desc) filter (where ${productReports.message} <> ''))[1:5]`,
          })
          .from(productReports)
          .$dynamic(),
      )
        .where(matching)
        .groupBy(productReports.boutiqueProduitId, produits.id, boutiques.id);
      const [rows, [counted]] = await Promise.all([
        grouped.orderBy(sortBy, desc(productReports.boutiqueProduitId)).limit(limit).offset(offset),
        reportsWithNames(
          db
            .select({
              total: sql<number>`count(distinct ${productReports.boutiqueProduitId})::int`,
            })
            .from(productReports)
            .$dynamic(),
        ).where(matching),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          latestAt: new Date(row.latestAt).toISOString(),
          messages: row.messages ?? [],
        })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * Every offer on sale whose name or description holds a word of the content policy's list,
     * sorted: the candidates the service screens. Few in a catalogue that follows the policy.
     */
    async claimCandidates(query: TableQuery<OfferColumn>): Promise<ClaimCandidate[]> {
      const order = direction(query.sort.direction);
      const sortBy = {
        produit: order(produits.name),
        boutique: order(boutiques.name),
        date: order(boutiqueProduits.id),
      }[query.sort.column];
      const rows = await withNames(
        db
          .select({
            offerId: boutiqueProduits.id,
            productName: produits.name,
            boutiqueName: boutiques.name,
            description: produits.description,
          })
          .from(boutiqueProduits)
          .$dynamic(),
      )
        .where(
          and(
            offerOnSale,
            holdsListedWord(produits.name, produits.description),
            namesHold(query.search),
          ),
        )
        .orderBy(sortBy, desc(boutiqueProduits.id));
      return rows.map(({ description, ...offer }) => ({
        ...offer,
        texts: [offer.productName, description],
      }));
    },

    /** Every recipe buyers see whose texts hold a listed word, newest first. */
    async recipeClaimCandidates(): Promise<RecipeClaimCandidate[]> {
      const rows = await db
        .select({
          recipeId: recipes.id,
          title: recipes.title,
          boutiqueName: boutiques.name,
          description: recipes.description,
          ingredients: recipes.ingredients,
          dosage: recipes.dosage,
          usage: recipes.usage,
          benefits: recipes.benefits,
          tags: recipes.tags,
        })
        .from(recipes)
        .innerJoin(boutiques, eq(boutiques.id, recipes.boutiqueId))
        .where(
          and(
            recipeVisible,
            holdsListedWord(
              recipes.title,
              recipes.description,
              recipes.ingredients,
              recipes.dosage,
              recipes.usage,
              recipes.benefits,
              sql`array_to_string(${recipes.tags}, ' ')`,
            ),
          ),
        )
        .orderBy(desc(recipes.publishedAt), desc(recipes.id));
      return rows.map((row) => ({
        recipeId: row.recipeId,
        title: row.title,
        boutiqueName: row.boutiqueName,
        texts: SCREENED_RECIPE_FIELDS.map((field) => screenedRecipeText(row, field)),
      }));
    },

    /** Every published article whose title, summary or body holds a listed word. */
    async articleClaimCandidates(): Promise<ArticleClaimCandidate[]> {
      const rows = await db
        .select({
          articleId: articles.id,
          title: articles.title,
          description: articles.description,
          body: articles.body,
        })
        .from(articles)
        .where(
          and(
            eq(articles.published, true),
            holdsListedWord(articles.title, articles.description, articles.body),
          ),
        )
        .orderBy(desc(articles.publishedAt), desc(articles.id));
      return rows.map(({ articleId, title, description, body }) => ({
        articleId,
        title,
        texts: [title, description, body],
      }));
    },

    /** The catalogue as the team sees it, or only what it withdrew: one page. */
    async offerPage(
      query: TableQuery<OfferColumn>,
      withdrawnOnly: boolean,
    ): Promise<Found<ModeratedOffer>> {
      const order = direction(query.sort.direction);
      const sortBy = {
        produit: order(produits.name),
        boutique: order(boutiques.name),
        date: withdrawnOnly ? order(boutiqueProduits.withdrawnAt) : order(boutiqueProduits.id),
      }[query.sort.column];
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const matching = and(
        withdrawnOnly ? isNotNull(boutiqueProduits.withdrawnAt) : undefined,
        namesHold(query.search),
      );
      const [rows, [counted]] = await Promise.all([
        withNames(
          db
            .select({
              offerId: boutiqueProduits.id,
              productName: produits.name,
              boutiqueName: boutiques.name,
              price: boutiqueProduits.price,
              active: boutiqueProduits.active,
              withdrawnAt: boutiqueProduits.withdrawnAt,
              withdrawnReason: boutiqueProduits.withdrawnReason,
            })
            .from(boutiqueProduits)
            .$dynamic(),
        )
          .where(matching)
          .orderBy(sortBy, desc(boutiqueProduits.id))
          .limit(limit)
          .offset(offset),
        withNames(db.select({ total: count() }).from(boutiqueProduits).$dynamic()).where(matching),
      ]);
      return {
        rows: rows.map(({ withdrawnAt, withdrawnReason, ...row }) => ({
          ...row,
          withdrawal:
            withdrawnAt === null
              ? null
              : { reason: withdrawnReason ?? '', at: withdrawnAt.toISOString() },
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
