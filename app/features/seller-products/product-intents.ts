// What the products screen's forms ask its route action to do (the `intent` field), and the
// confirmations the action answers with.

export const PRODUCT_INTENTS = {
  add: 'ajouter',
  edit: 'modifier',
  stock: 'stock',
  sale: 'vente',
  remove: 'supprimer',
  import: 'importer',
} as const;

export const PRODUCT_UPDATED = 'Produit modifié avec succès !';

export const stockMessage = (name: string, stock: number) => `Stock de « ${name} » : ${stock}.`;

export const saleMessage = (name: string, active: boolean) =>
  active
    ? `Le produit « ${name} » est de nouveau en vente.`
    : `Le produit « ${name} » est retiré de la vente.`;

export const importedMessage = (count: number) =>
  count === 1 ? '1 produit importé' : `${count} produits importés`;

export const CSV_REQUIRED = 'Choisissez un fichier CSV.';
