import {
  DEFAULT_PAGE_SIZE,
  groupByCategory,
  toProductCard,
  type Categorie,
  type CategoryGroup,
  type Famille,
  type ProductDetails,
  type ProductListingEntry,
  type ProductListQuery,
} from '#common/catalogue.ts';
import { BOUTIQUE_NOT_FOUND, type PublicBoutique } from '#common/boutiques.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import { NotFound } from '#modules/errors.ts';
import type {
  BoutiqueForTeam,
  CatalogueRepository,
  ListingFilter,
} from './catalogue.repository.ts';

export interface ProductPage {
  items: ProductListingEntry[];
  /** Number of visible products across all pages. */
  total: number;
}

const byFrenchName = <T extends { nom: string }>(a: T, b: T) => a.nom.localeCompare(b.nom, 'fr');

export function createCatalogueService(repository: CatalogueRepository) {
  return {
    /**
     * The storefront list, filtered and sorted; the whole list when neither page nor limit is
     * asked for. A search sorts by relevance unless another order is asked for.
     */
    async listProducts(query: ProductListQuery = {}): Promise<ProductPage> {
      const filter: ListingFilter = {
        ids: query.ids,
        familleId: query.famille,
        categorieId: query.categorie,
        search: query.q,
      };
      const sort = query.tri ?? (query.q ? 'pertinence' : 'recent');
      if (query.page === undefined && query.limit === undefined) {
        const items = await repository.listOffers(filter, { sort });
        return { items, total: items.length };
      }
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const offset = ((query.page ?? 1) - 1) * limit;
      const [items, total] = await Promise.all([
        repository.listOffers(filter, { sort, page: { limit, offset } }),
        repository.countOffers(filter),
      ]);
      return { items, total };
    },

    /**
     * The home page's rows: the newest `perCategory` products of each category, read through
     * an index whatever the catalogue's size, so the page does not grow with it.
     */
    async listCategoryRows(perCategory: number): Promise<CategoryGroup[]> {
      const ids = await repository.newestOfferIdsPerCategory(perCategory);
      const items = ids.length === 0 ? [] : await repository.listOffers({ ids });
      return groupByCategory(items.map(toProductCard), perCategory);
    },

    /** One product on sale, or undefined when it is unknown or not visible. */
    async findProduct(boutiqueProduitId: number): Promise<ProductListingEntry | undefined> {
      const [entry] = await repository.listOffers({ boutiqueProduitId });
      return entry;
    },

    /** One product on sale as its page shows it: with its nutrition values per 100 g. */
    async findProductDetails(boutiqueProduitId: number): Promise<ProductDetails | undefined> {
      const entry = await this.findProduct(boutiqueProduitId);
      if (!entry) return undefined;
      const nutrition = await repository.nutritionOf([entry.product.id]);
      const valeursNutritionnelles = nutrition.get(entry.product.id) ?? null;
      return { ...entry, product: { ...entry.product, valeursNutritionnelles } };
    },

    async getProduct(boutiqueProduitId: number): Promise<ProductDetails> {
      const details = await this.findProductDetails(boutiqueProduitId);
      if (!details) throw new NotFound('Produit introuvable.');
      return details;
    },

    async listBoutiqueProducts(boutiqueId: number): Promise<ProductListingEntry[]> {
      if (!(await repository.isBoutiqueVisible(boutiqueId))) throw new NotFound(BOUTIQUE_NOT_FOUND);
      return repository.listOffers({ boutiqueId });
    },

    /** An active boutique for its public page, or undefined when unknown or inactive. */
    async findBoutique(boutiqueId: number): Promise<PublicBoutique | undefined> {
      return repository.findVisibleBoutique(boutiqueId);
    },

    async getBoutique(boutiqueId: number): Promise<PublicBoutique> {
      const boutique = await repository.findVisibleBoutique(boutiqueId);
      if (!boutique) throw new NotFound(BOUTIQUE_NOT_FOUND);
      return boutique;
    },

    /**
     * Any boutique as the team previews it before deciding (one awaiting approval, refused or
     * suspended included), with the products its seller put on sale: admins only.
     */
    async previewBoutique(
      account: CurrentAccount,
      boutiqueId: number,
    ): Promise<{ boutique: BoutiqueForTeam; products: ProductListingEntry[] } | undefined> {
      requireAdmin(account);
      const boutique = await repository.findBoutiqueForTeam(boutiqueId);
      if (!boutique) return undefined;
      const products = await repository.listOffers({ boutiqueId, anyBoutiqueState: true });
      return { boutique, products };
    },

    async listCategories(): Promise<Categorie[]> {
      return (await repository.listCategories()).sort(byFrenchName);
    },

    async listFamilies(): Promise<Famille[]> {
      return (await repository.listFamilies()).sort(byFrenchName);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
