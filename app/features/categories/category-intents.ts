// What the categories screen's forms ask its route action to do (the `intent` field).

export const CATEGORY_INTENTS = {
  addFamily: 'ajouter-famille',
  editFamily: 'modifier-famille',
  removeFamily: 'supprimer-famille',
  addCategory: 'ajouter-categorie',
  editCategory: 'modifier-categorie',
  removeCategory: 'supprimer-categorie',
  moveProducts: 'deplacer-produits',
} as const;
