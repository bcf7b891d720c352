import { productTextProblem } from '#common/health-claims.ts';
import { nutritionOrNull, tabledNutrients } from '#common/nutrients.ts';
import { readPage } from '#common/list-pages.ts';
import { countOf } from '#common/counts.ts';
import {
  SELLER_PRODUCTS_PAGE_SIZE,
  type ImportProblem,
  type NewProduct,
  type ProductListQuery,
  type ProductPage,
  type ProductUpdate,
  type SellerProduct,
} from '#common/seller-products.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { CatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { Forbidden, NotFound, Validation } from '#modules/errors.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import {
  categoryFinder,
  categoryNamer,
  CSV_COLUMNS,
  nutritionCells,
  productsCsvTemplate,
  readProductsCsv,
  writeCsv,
} from './product-csv.ts';
import { SELLER_CANNOT_RESTORE } from '#common/moderation.ts';
import type { ClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import type {
  OfferOwner,
  OfferState,
  ProductDraft,
  SellerProductsRepository,
} from './seller-products.repository.ts';

export interface SellerProductsDependencies {
  repository: SellerProductsRepository;
  catalogue: CatalogueRepository;
  claims: ClaimRecorder;
}

const PRODUCT_NOT_FOUND = 'Produit introuvable.';
const OTHER_BOUTIQUE = 'Vous ne pouvez gérer que les produits de votre boutique.';

/** A CSV that cannot be imported: every problem (line, field, message); nothing was written. */
function importRejected(problems: ImportProblem[]): Validation {
  return new Validation(
    `Import refusé : ${countOf(problems.length, 'problème', 'problèmes')} à corriger, aucun produit importé.`,
    problems,
  );
}

/** A product's public texts, and the nutrition values their « riche en … » may rest on. */
type PublicProductTexts = Pick<ProductDraft, 'name' | 'description' | 'producer' | 'nutrition'>;

/**
 * The content policy (issue 17): a name or a description that claims to heal, doses without
 * their warning, or a nutrient without its quantity per 100 g (issue 45) is not published. Each
 * field gets what to change; nothing is written.
 */
function checkContentPolicy(draft: PublicProductTexts) {
  const problems = publicTexts(draft).flatMap(({ field, text }) => {
    const message = productTextProblem(text, draft.nutrition);
    return message ? [{ field, message }] : [];
  });
  const [first] = problems;
  if (first) throw new Validation(first.message, problems);
}

/** Every text of a product a visitor reads (issue 45): its page shows the producer's name too. */
const publicTexts = (draft: PublicProductTexts) => [
  { field: 'product.name', label: 'Nom du produit', text: draft.name },
  { field: 'product.description', label: 'Description', text: draft.description },
  { field: 'producteur.nom', label: 'Nom du producteur', text: draft.producer?.nom ?? '' },
];

function draftOf(input: NewProduct | ProductUpdate): ProductDraft {
  const producer = input.producteur;
  return {
    categorieId: input.categorieId,
    name: input.product.name,
    description: input.product.description,
    producer: producer?.nom ? { nom: producer.nom, email: producer.email || null } : null,
    images: input.images,
    price: input.boutiqueProduct.price,
    stock: input.boutiqueProduct.stockDisponible,
    nutrition: nutritionOrNull(input.valeursNutritionnelles),
  };
}

/** An import this large changes the catalogue enough for the query planner to need to know. */
const IMPORT_ROWS_WORTH_NEW_STATISTICS = 200;

/**
 * What a seller does with its products. Every operation starts from the signed-in account's
 * boutique: another boutique's product is answered as not found, never touched.
 */
export function createSellerProductsService({
  repository,
  catalogue,
  claims,
}: SellerProductsDependencies) {
  /** What the screen finds only suspicious is published, and the team reads it (issue 45). */
  async function recordForTeam(offerId: number, draft: PublicProductTexts, fresh = false) {
    const context = { nutrients: tabledNutrients(draft.nutrition) };
    for (const { label, text } of publicTexts(draft)) {
      await claims.record(
        { subject: 'produit', subjectId: offerId, field: label },
        draft.name,
        text,
        { fresh, context },
      );
    }
  }

  async function owned(account: CurrentAccount, offerId: number): Promise<OfferOwner> {
    const owner = await repository.owner(offerId);
    if (!owner || owner.boutiqueId !== teamBoutique(account, 'vendre')) {
      throw new NotFound(PRODUCT_NOT_FOUND);
    }
    return owner;
  }

  async function checkCategory(categorieId: number) {
    if (!(await repository.categoryExists(categorieId))) {
      throw Validation.field('categorieId', 'Catégorie inconnue.');
    }
  }

  async function view(offers: OfferState[]): Promise<SellerProduct[]> {
    if (offers.length === 0) return [];
    const states = new Map(offers.map((offer) => [offer.id, offer]));
    const entries = await catalogue.listOffers({
      ids: offers.map((offer) => offer.id),
      includeInactive: true,
    });
    const productIds = entries.map((entry) => entry.product.id);
    const [producers, nutrition] = await Promise.all([
      repository.producersOf(productIds),
      catalogue.nutritionOf(productIds),
    ]);
    return entries.map((entry) => {
      const state = states.get(entry.id);
      return {
        ...entry,
        active: state?.active ?? false,
        withdrawal: state?.withdrawnAt
          ? { reason: state.withdrawnReason ?? '', at: state.withdrawnAt.toISOString() }
          : null,
        producteur: producers.get(entry.product.id) ?? null,
        valeursNutritionnelles: nutrition.get(entry.product.id) ?? null,
      };
    });
  }

  async function one(offerId: number): Promise<SellerProduct> {
    const owner = await repository.owner(offerId);
    const [product] = owner ? await view([{ ...owner, id: owner.offerId }]) : [];
    if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
    return product;
  }

  return {
    async list(account: CurrentAccount): Promise<SellerProduct[]> {
      return view(await repository.offersOf(teamBoutique(account, 'voir')));
    },

    /** The products screen: one page of the boutique's products, newest first. */
    async page(account: CurrentAccount, query: ProductListQuery): Promise<ProductPage> {
      const boutiqueId = teamBoutique(account, 'voir');
      const { found, page, pageCount } = await readPage(
        query.page,
        SELLER_PRODUCTS_PAGE_SIZE,
        (number) =>
          repository.offerPage(boutiqueId, {
            search: query.search,
            limit: SELLER_PRODUCTS_PAGE_SIZE,
            offset: (number - 1) * SELLER_PRODUCTS_PAGE_SIZE,
          }),
      );
      const products = await view(found.offers);
      // The catalogue reads by id: back in the page's order.
      const position = new Map(found.offers.map((offer, index) => [offer.id, index]));
      products.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      return {
        products,
        total: found.total,
        boutiqueTotal: found.boutiqueTotal,
        query: { ...query, page },
        pageCount,
      };
    },

    /** The spec's add: its tenant and boutique must be those of the account's team. */
    async add(account: CurrentAccount, input: NewProduct): Promise<SellerProduct> {
      const boutiqueId = teamBoutique(account, 'vendre');
      if (
        input.tenantId !== account.team?.boutiqueTenantId ||
        input.boutiqueProduct.boutiqueId !== boutiqueId
      ) {
        throw new Forbidden(OTHER_BOUTIQUE);
      }
      const draft = draftOf(input);
      checkContentPolicy(draft);
      await checkCategory(input.categorieId);
      const offerId = await repository.create(boutiqueId, draft);
      await recordForTeam(offerId, draft, true);
      return one(offerId);
    },

    async update(account: CurrentAccount, offerId: number, input: ProductUpdate) {
      const owner = await owned(account, offerId);
      const draft = draftOf(input);
      checkContentPolicy(draft);
      await checkCategory(input.categorieId);
      await repository.update(owner, draft);
      await recordForTeam(offerId, draft);
      return one(offerId);
    },

    async setStock(account: CurrentAccount, offerId: number, stock: number) {
      await repository.setStock((await owned(account, offerId)).offerId, stock);
      return one(offerId);
    },

    /** The seller's switch; only the team puts back what the team withdrew. */
    async setActive(account: CurrentAccount, offerId: number, active: boolean) {
      const owner = await owned(account, offerId);
      if (active && owner.withdrawnAt !== null) throw new Forbidden(SELLER_CANNOT_RESTORE);
      // Put back on sale, it is published again: under the list as it stands today.
      if (active) {
        const { product, producteur, valeursNutritionnelles } = await one(offerId);
        checkContentPolicy({ ...product, producer: producteur, nutrition: valeursNutritionnelles });
      }
      await repository.setActive(owner.offerId, active);
      return one(offerId);
    },

    async remove(account: CurrentAccount, offerId: number) {
      const outcome = await repository.remove(await owned(account, offerId));
      return {
        outcome,
        message:
          outcome === 'supprimé'
            ? 'Produit supprimé.'
            : 'Ce produit figure dans des commandes : il est retiré de la vente mais reste dans leur historique.',
      };
    },

    /** Checks every row, then writes them all in one transaction, or none. */
    async importCsv(account: CurrentAccount, text: string): Promise<{ imported: number }> {
      const boutiqueId = teamBoutique(account, 'vendre');
      const read = readProductsCsv(text, categoryFinder(await repository.csvCategories()));
      if (!read.ok) throw importRejected(read.problems);
      const ids = await repository.createMany(boutiqueId, read.drafts);
      // Claims were refused with the row's line; what is only suspicious is queued, as from the form.
      for (const [index, offerId] of ids.entries()) {
        const draft = read.drafts[index];
        if (draft) await recordForTeam(offerId, draft, true);
      }
      if (ids.length >= IMPORT_ROWS_WORTH_NEW_STATISTICS) await repository.refreshStatistics();
      return { imported: ids.length };
    },

    async exportCsv(account: CurrentAccount): Promise<string> {
      const [products, categories] = await Promise.all([
        this.list(account),
        repository.csvCategories(),
      ]);
      const categoryCell = categoryNamer(categories);
      return writeCsv(
        ['id', ...CSV_COLUMNS, 'actif'],
        products.map((product) => [
          product.id,
          product.product.name,
          product.product.description,
          categoryCell(product.product.categorie.nom, product.product.categorie.famille.nom),
          product.price,
          product.stockDisponible,
          product.producteur?.nom ?? '',
          product.producteur?.email ?? '',
          ...nutritionCells(product.valeursNutritionnelles),
          product.active ? 'oui' : 'non',
        ]),
      );
    },

    /** The import's template (its columns and an example row), for the boutique's team. */
    csvTemplate(account: CurrentAccount): string {
      teamBoutique(account, 'voir');
      return productsCsvTemplate();
    },
  };
}

export type SellerProductsService = ReturnType<typeof createSellerProductsService>;
