import { contactPageUrl } from '#common/contact.ts';
import { pageWindow, tablePageCount, type TableQuery } from '#common/data-tables.ts';
import { screenHealthContent } from '#common/health-claims.ts';
import {
  ALREADY_WITHDRAWN,
  NO_OPEN_REPORT,
  NOT_WITHDRAWN,
  RECIPE_NOT_PUBLISHED,
  type FlaggedPage,
  type OfferColumn,
  type OfferPage,
  type ReportedColumn,
  type ReportedPage,
} from '#common/moderation.ts';
import { TOO_MANY_REPORTS_MESSAGE, type ProductReport } from '#common/product-reports.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { CatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Conflict, NotFound } from '#modules/errors.ts';
import { composeMail, mailButton } from '#modules/mail/mail-layout.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import type { SharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import { RECIPE_NOT_FOUND } from '#common/recipes.ts';
import type {
  ModeratedOfferOwner,
  ModeratedRecipeOwner,
  ModerationRepository,
} from './moderation.repository.ts';

export interface ModerationDependencies {
  repository: ModerationRepository;
  rateLimits: SharedRateLimits;
  catalogue: Pick<CatalogueService, 'findProduct'>;
  outbox: OutboxNudge;
  brandName: string;
  publicUrl: string;
  /** Where a seller's answer to a withdrawal goes (Reply-To); null: only the contact page. */
  teamEmail: string | null;
  clock?: Clock;
}

/** Who sends a report: the account when signed in, and the client's address for the limit. */
export interface Reporter {
  account: Pick<CurrentAccount, 'id'> | null;
  /** The client's IP address (behind TRUST_PROXY's proxies). */
  client: string;
}

const PRODUCT_NOT_FOUND = 'Produit introuvable.';

/** The content policy's words a product's text holds (precautions aside). */
const claimsIn = (text: string) => screenHealthContent(text).claims;

/** The words of these texts to rephrase, each once; those with none are dropped. */
function flagged<Row extends { texts: string[] }>(rows: Row[]) {
  return rows.flatMap(({ texts, ...row }) => {
    const claims = [...new Set(texts.flatMap(claimsIn))];
    return claims.length > 0 ? [{ ...row, claims }] : [];
  });
}

/** Reports per client address and hour: enough for honest use, not for flooding the team. */
export const REPORTS_PER_CLIENT = { max: 5, windowSeconds: 60 * 60 };

type Brand = Pick<ModerationDependencies, 'brandName' | 'publicUrl' | 'teamEmail'>;
type Seller = NonNullable<ModeratedOfferOwner['seller']>;

/** What a withdrawal's e-mail tells the seller: what the team did, why, what to do now. */
interface WithdrawalNotice {
  subject: string;
  done: string;
  reason: string;
  next: string[];
}

function withdrawalNotice(
  seller: Seller,
  { subject, done, reason, next }: WithdrawalNotice,
  { brandName, publicUrl, teamEmail }: Brand,
) {
  return composeMail(
    {
      to: seller.email,
      subject,
      // Sent from a no-reply address: an answer must reach the team.
      ...(teamEmail ? { replyTo: { name: brandName, address: teamEmail } } : {}),
    },
    [
      `Bonjour ${seller.userName},`,
      '',
      done,
      '',
      `Raison : ${reason}`,
      '',
      ...next,
      '',
      mailButton('Ouvrir mon espace vendeur', `${publicUrl}/connexion`, [
        `Votre espace vendeur : ${publicUrl}/connexion`,
      ]),
    ],
    { brandName, publicUrl },
  );
}

function withdrawalMail(offer: ModeratedOfferOwner, seller: Seller, reason: string, brand: Brand) {
  const { brandName, publicUrl, teamEmail } = brand;
  const writeToUs = `écrivez-nous (${contactPageUrl(publicUrl)})`;
  return withdrawalNotice(
    seller,
    {
      subject: `Produit « ${offer.productName} » retiré de la vente par l’équipe ${brandName}`,
      done: `L’équipe ${brandName} a retiré de la vente votre produit « ${offer.productName} » (boutique ${offer.boutiqueName}).`,
      reason,
      next: [
        'Il n’est plus visible des acheteurs et ne peut plus être commandé. Vous le voyez toujours dans',
        'l’écran Produits de votre espace vendeur, avec cette raison. Corrigez-le, puis',
        `${teamEmail ? `répondez à cet e-mail ou ${writeToUs}` : writeToUs} pour qu’il soit remis en vente.`,
      ],
    },
    brand,
  );
}

function recipeWithdrawalMail(
  recipe: ModeratedRecipeOwner,
  seller: Seller,
  reason: string,
  brand: Brand,
) {
  const { brandName } = brand;
  return withdrawalNotice(
    seller,
    {
      subject: `Recette « ${recipe.title} » retirée du blog par l’équipe ${brandName}`,
      done: `L’équipe ${brandName} a retiré du blog votre recette « ${recipe.title} » (boutique ${recipe.boutiqueName}).`,
      reason,
      next: [
        'Elle n’est plus visible des lecteurs. Vous la retrouvez en brouillon, avec cette raison, dans',
        'l’écran Recettes et Astuces de votre espace vendeur : modifiez-la, puis publiez-la de nouveau.',
      ],
    },
    brand,
  );
}

/**
 * Catalogue moderation (issue 14): the team withdraws and restores offers and settles reports;
 * buyers and visitors report products; the team takes a recipe off the blog (issue 18). Every
 * admin action is logged with its change.
 */
export function createModerationService(deps: ModerationDependencies) {
  const { repository, catalogue } = deps;
  const clock = deps.clock ?? systemClock;
  // Only reports on a product that exists count, hence a counter rather than a request limit.
  const reportsPerClient = deps.rateLimits.counter('signalements', REPORTS_PER_CLIENT);

  async function offerOf(offerId: number): Promise<ModeratedOfferOwner> {
    const offer = await repository.offer(offerId);
    if (!offer) throw new NotFound(PRODUCT_NOT_FOUND);
    return offer;
  }

  return {
    /** Takes any offer off sale; the seller is told why by e-mail and on its dashboard. */
    async withdraw(admin: CurrentAccount, offerId: number, { raison }: { raison: string }) {
      const offer = await offerOf(offerId);
      const mails = offer.seller ? [withdrawalMail(offer, offer.seller, raison, deps)] : [];
      if (!(await repository.withdraw(admin, offer, raison, clock(), mails))) {
        throw new Conflict(ALREADY_WITHDRAWN);
      }
      deps.outbox.nudge();
      return offer;
    },

    /**
     * Takes a published recipe off the blog, back to its seller's drafts: she is told why by
     * e-mail, on her recipes screen and her bell, and publishes it again once edited.
     */
    async withdrawRecipe(admin: CurrentAccount, recipeId: number, { raison }: { raison: string }) {
      const recipe = await repository.recipe(recipeId);
      if (!recipe) throw new NotFound(RECIPE_NOT_FOUND);
      if (!recipe.published) throw new Conflict(RECIPE_NOT_PUBLISHED);
      const mails = recipe.seller
        ? [recipeWithdrawalMail(recipe, recipe.seller, raison, deps)]
        : [];
      if (!(await repository.withdrawRecipe(admin, recipe, raison, clock(), mails))) {
        throw new Conflict(RECIPE_NOT_PUBLISHED);
      }
      deps.outbox.nudge();
      return recipe;
    },

    async restore(admin: CurrentAccount, offerId: number) {
      const offer = await offerOf(offerId);
      if (!(await repository.restore(admin, offer))) throw new Conflict(NOT_WITHDRAWN);
      return offer;
    },

    /** « Classer »: the reports were looked at and need nothing done. */
    async closeReports(admin: CurrentAccount, offerId: number) {
      const offer = await offerOf(offerId);
      const closed = await repository.closeReports(admin, offer, clock());
      if (closed === 0) throw new Conflict(NO_OPEN_REPORT);
      return { ...offer, closed };
    },

    /** A report on a product buyers can see; limited per client address. */
    async report(offerId: number, report: ProductReport, reporter: Reporter): Promise<void> {
      await reportsPerClient.refuseWhileExhausted([reporter.client], TOO_MANY_REPORTS_MESSAGE);
      if (!(await catalogue.findProduct(offerId))) throw new NotFound(PRODUCT_NOT_FOUND);
      await reportsPerClient.record([reporter.client]);
      await repository.insertReport(offerId, reporter.account?.id ?? null, report);
    },

    async reportedPage(query: TableQuery<ReportedColumn>): Promise<ReportedPage> {
      const { rows, total } = await repository.reportedPage(query);
      return { rows, total, query, pageCount: tablePageCount(total, query.pageSize) };
    },

    /**
     * The products on sale, the recipes and the articles readers see, that the content policy's
     * list, as it stands today, would refuse: SQL finds the texts holding a listed word, the
     * screening drops precautions and the like. Products are paged; the blog's few are not.
     */
    async flaggedPage(query: TableQuery<OfferColumn>): Promise<FlaggedPage> {
      const [offers, recipes, articles] = await Promise.all([
        repository.claimCandidates(query),
        repository.recipeClaimCandidates(),
        repository.articleClaimCandidates(),
      ]);
      const products = flagged(offers);
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      return {
        rows: products.slice(offset, offset + limit),
        total: products.length,
        query,
        pageCount: tablePageCount(products.length, query.pageSize),
        recipes: flagged(recipes),
        articles: flagged(articles),
      };
    },

    /** 'retires': what the team withdrew; 'catalogue': every offer, to withdraw any of them. */
    async offerPage(
      query: TableQuery<OfferColumn>,
      list: 'retires' | 'catalogue',
    ): Promise<OfferPage> {
      const { rows, total } = await repository.offerPage(query, list === 'retires');
      return { rows, total, query, pageCount: tablePageCount(total, query.pageSize) };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
