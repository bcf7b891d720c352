// The products screen's CSV import: the one write it sends as a form rather than an operation,
// as its REST twin (POST /api/produits/importer) takes the file's text, not a JSON object.

export const IMPORT_INTENT = 'importer';

export const importedMessage = (count: number) =>
  count === 1 ? '1 produit importé' : `${count} produits importés`;

export const CSV_REQUIRED = 'Choisissez un fichier CSV.';
