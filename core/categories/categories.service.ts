import type { Categorie, Famille } from '#common/catalogue.ts';
import {
  DUPLICATE_CATEGORY,
  DUPLICATE_FAMILY,
  SAME_CATEGORY,
  UNKNOWN_CATEGORY,
  UNKNOWN_FAMILY,
  type CategoryColumn,
  type CategoryInput,
  type CategoryRow,
  type FamilyColumn,
  type FamilyInput,
  type FamilyRow,
} from '#common/categories.ts';
import { tablePageCount, type TablePage, type TableQuery } from '#common/data-tables.ts';
import { countOf } from '#common/counts.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import { Conflict, NotFound, Validation } from '#modules/errors.ts';
import type { CategoriesRepository, CategoryStatements } from './categories.repository.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';

// The team's families and categories (issue 14): the storefront's filters and the sellers'
// product forms read them as they are (core/catalogue), so a change shows at once. Every change
// is written with its audit entry, in one transaction.

export const FAMILY_NOT_FOUND = 'Famille introuvable.';
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable.';

const nameTaken = (message: string) => new Conflict(message, [{ field: 'nom', message }]);

/** How the audit log names a category: its name and its family's. */
const categoryLabel = (category: Categorie) => `${category.nom} (${category.famille.nom})`;

export function familyInUseMessage(categoryCount: number) {
  const verb = categoryCount > 1 ? 'appartiennent' : 'appartient';
  return `${countOf(categoryCount, 'catégorie', 'catégories')} ${verb} encore à cette famille : supprimez-les ou rattachez-les d’abord à une autre famille.`;
}

export function categoryInUseMessage(productCount: number) {
  const verb = productCount > 1 ? 'utilisent' : 'utilise';
  return `${countOf(productCount, 'produit', 'produits')} ${verb} encore cette catégorie : déplacez-les d’abord vers une autre catégorie.`;
}

export function createCategoriesService(repository: CategoriesRepository) {
  /** The family a category is put in, inside the transaction; a field error when unknown. */
  async function familyFor(statements: CategoryStatements, familleId: number) {
    const family = await statements.findFamily(familleId);
    if (!family) throw Validation.field('familleId', UNKNOWN_FAMILY);
    return family;
  }

  return {
    async familyPage(
      account: CurrentAccount,
      query: TableQuery<FamilyColumn>,
    ): Promise<TablePage<FamilyRow, FamilyColumn>> {
      requireAdmin(account);
      const { rows, total } = await repository.familyPage(query);
      return { rows, total, query, pageCount: tablePageCount(total, query.pageSize) };
    },

    async categoryPage(
      account: CurrentAccount,
      query: TableQuery<CategoryColumn>,
    ): Promise<TablePage<CategoryRow, CategoryColumn>> {
      requireAdmin(account);
      const { rows, total } = await repository.categoryPage(query);
      return { rows, total, query, pageCount: tablePageCount(total, query.pageSize) };
    },

    async addFamily(account: CurrentAccount, input: FamilyInput): Promise<Famille> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        const family = await statements.insertFamily(input.nom);
        if (family === 'duplicate') throw nameTaken(DUPLICATE_FAMILY);
        await recordAdminAction(tx, {
          admin: account,
          action: 'famille.ajoutee',
          target: { type: 'famille', id: family.id, label: family.nom },
        });
        return family;
      });
    },

    async updateFamily(account: CurrentAccount, id: number, input: FamilyInput): Promise<Famille> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        const family = await statements.updateFamily(id, input.nom);
        if (family === 'duplicate') throw nameTaken(DUPLICATE_FAMILY);
        if (!family) throw new NotFound(FAMILY_NOT_FOUND);
        await recordAdminAction(tx, {
          admin: account,
          action: 'famille.modifiee',
          target: { type: 'famille', id, label: family.nom },
        });
        return family;
      });
    },

    /** Refused while the family holds categories: each would be left without one. */
    async removeFamily(account: CurrentAccount, id: number): Promise<{ message: string }> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        // Locked first: two deletions of one family wait for each other instead of deadlocking.
        const categoryCount = await statements.lockFamilyCategories(id);
        const family = await statements.findFamily(id);
        if (!family || categoryCount === undefined) throw new NotFound(FAMILY_NOT_FOUND);
        if (categoryCount > 0) throw new Conflict(familyInUseMessage(categoryCount));
        await statements.deleteFamily(id);
        await recordAdminAction(tx, {
          admin: account,
          action: 'famille.supprimee',
          target: { type: 'famille', id, label: family.nom },
        });
        return { message: `Famille « ${family.nom} » supprimée.` };
      });
    },

    async addCategory(account: CurrentAccount, input: CategoryInput): Promise<Categorie> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        const famille = await familyFor(statements, input.familleId);
        const id = await statements.insertCategory(input.nom, famille.id);
        if (id === 'duplicate') throw nameTaken(DUPLICATE_CATEGORY);
        const category = { id, nom: input.nom, famille };
        await recordAdminAction(tx, {
          admin: account,
          action: 'categorie.ajoutee',
          target: { type: 'categorie', id, label: categoryLabel(category) },
        });
        return category;
      });
    },

    /** Renames a category or puts it in another family; its products follow it. */
    async updateCategory(
      account: CurrentAccount,
      id: number,
      input: CategoryInput,
    ): Promise<Categorie> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        const famille = await familyFor(statements, input.familleId);
        const updated = await statements.updateCategory(id, input.nom, famille.id);
        if (updated === 'duplicate') throw nameTaken(DUPLICATE_CATEGORY);
        if (!updated) throw new NotFound(CATEGORY_NOT_FOUND);
        const category = { id, nom: input.nom, famille };
        await recordAdminAction(tx, {
          admin: account,
          action: 'categorie.modifiee',
          target: { type: 'categorie', id, label: categoryLabel(category) },
        });
        return category;
      });
    },

    /** Refused while products of any boutique, on sale or not, are in it. */
    async removeCategory(account: CurrentAccount, id: number): Promise<{ message: string }> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        const productCount = await statements.lockCategoryProducts(id);
        const category = await statements.findCategory(id);
        if (!category || productCount === undefined) throw new NotFound(CATEGORY_NOT_FOUND);
        if (productCount > 0) throw new Conflict(categoryInUseMessage(productCount));
        await statements.deleteCategory(id);
        await recordAdminAction(tx, {
          admin: account,
          action: 'categorie.supprimee',
          target: { type: 'categorie', id, label: categoryLabel(category) },
        });
        return { message: `Catégorie « ${category.nom} » supprimée.` };
      });
    },

    /** Moves every product of a category to another, so that the first can be deleted. */
    async moveProducts(
      account: CurrentAccount,
      fromId: number,
      toId: number,
    ): Promise<{ moved: number; message: string }> {
      requireAdmin(account);
      return repository.transaction(async (statements, tx) => {
        // Locked like a deletion: no product joins the category while its products leave it.
        await statements.lockCategoryProducts(fromId);
        const from = await statements.findCategory(fromId);
        if (!from) throw new NotFound(CATEGORY_NOT_FOUND);
        if (toId === fromId) throw Validation.field('versCategorieId', SAME_CATEGORY);
        const to = await statements.findCategory(toId);
        if (!to) throw Validation.field('versCategorieId', UNKNOWN_CATEGORY);
        const moved = await statements.moveProducts(fromId, toId);
        if (moved === 0) return { moved, message: 'Aucun produit à déplacer.' };
        const what = countOf(moved, 'produit déplacé', 'produits déplacés');
        await recordAdminAction(tx, {
          admin: account,
          action: 'produits.deplaces',
          target: { type: 'categorie', id: fromId, label: categoryLabel(from) },
          reason: `${what} vers « ${categoryLabel(to)} »`,
        });
        return { moved, message: `${what} vers « ${to.nom} ».` };
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
