import { z } from 'zod';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText } from './text.ts';

// The team's families and categories (spec sections 2, 7 and 9; issue 14): the API's bodies,
// the back-office's dialogs and their messages.

// The spec's messages, as written (its « succés » included).
export const CATEGORY_ADDED = 'Catégorie ajoutée avec succés';
export const CATEGORY_ADD_FAILED = 'Erreur lors de l’ajout de la catégorie';
export const FAMILY_ADDED = 'Famille ajoutée avec succès';
export const FAMILY_ADD_FAILED = 'Erreur lors de l’ajout de la famille';
/** A save sent after the admin's session ended. */
export const NO_TOKEN = 'Erreur : Aucun token disponible. Veuillez vous reconnecter.';

export const CATEGORY_UPDATED = 'Catégorie modifiée avec succès';
export const CATEGORY_UPDATE_FAILED = 'Erreur lors de la modification de la catégorie';
export const FAMILY_UPDATED = 'Famille modifiée avec succès';
export const FAMILY_UPDATE_FAILED = 'Erreur lors de la modification de la famille';

export const CATEGORY_NAME_REQUIRED = 'Le nom de la catégorie est requis.';
export const FAMILY_NAME_REQUIRED = 'Le nom de la famille est requis.';
export const FAMILY_REQUIRED = 'Choisissez une famille.';
export const UNKNOWN_FAMILY = 'Cette famille n’existe pas.';
export const UNKNOWN_CATEGORY = 'Cette catégorie n’existe pas.';
export const TARGET_REQUIRED = 'Choisissez la catégorie qui recevra les produits.';
export const SAME_CATEGORY = 'Choisissez une autre catégorie que celle des produits.';
export const DUPLICATE_CATEGORY = 'Une catégorie porte déjà ce nom dans cette famille.';
export const DUPLICATE_FAMILY = 'Une famille porte déjà ce nom.';

const nameOf = (required: string, subject: string) =>
  requiredText(required).max(
    MAX_LENGTH.categoryName,
    tooLongMessage(subject, MAX_LENGTH.categoryName),
  );

const idOf = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const familyInputSchema = z.object({
  nom: nameOf(FAMILY_NAME_REQUIRED, 'Le nom de la famille'),
});

export const categoryInputSchema = z.object({
  nom: nameOf(CATEGORY_NAME_REQUIRED, 'Le nom de la catégorie'),
  familleId: idOf(FAMILY_REQUIRED),
});

export const moveProductsSchema = z.object({
  versCategorieId: idOf(TARGET_REQUIRED),
});

/** A row's id in a path (`/categories/{id}`, `/categories/familles/{id}`), its own words if wrong. */
const pathIdOf = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message),
  });
export const categoryIdParamsSchema = pathIdOf('Identifiant de catégorie invalide.');
export const familyIdParamsSchema = pathIdOf('Identifiant de famille invalide.');

export type FamilyInput = z.infer<typeof familyInputSchema>;
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category row of the back-office's table: with its family and how many products use it. */
export interface CategoryRow {
  id: number;
  nom: string;
  famille: { id: number; nom: string };
  produits: number;
}

/** A family row: with how many categories it holds. */
export interface FamilyRow {
  id: number;
  nom: string;
  categories: number;
}

export const CATEGORY_COLUMNS = ['id', 'nom', 'famille', 'produits'] as const;
export type CategoryColumn = (typeof CATEGORY_COLUMNS)[number];
export const FAMILY_COLUMNS = ['id', 'nom', 'categories'] as const;
export type FamilyColumn = (typeof FAMILY_COLUMNS)[number];

/** The families table's parameters in the address (`?familles-q=`), apart from the categories'. */
export const FAMILY_TABLE_PREFIX = 'familles-';
