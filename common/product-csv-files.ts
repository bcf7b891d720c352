import { PRIVATE_NO_STORE } from './cache-control.ts';

// The products screen's CSV files (issue 6): the import template and the boutique's products,
// handed out by the API (GET /api/produits/modele-import.csv and /ma-boutique/export.csv, bearer
// token) and by the seller's dashboard at its own addresses (session cookie).

export const PRODUCT_CSV_FILES = {
  template: { path: 'modele-import.csv', name: 'modele-import-produits.csv' },
  export: { path: 'export.csv', name: 'mes-produits.csv' },
} as const;

export type ProductCsvFile = keyof typeof PRODUCT_CSV_FILES;

/** The file a dashboard address names (`export.csv`); undefined for any other. */
export const productCsvFileOf = (path: string): ProductCsvFile | undefined =>
  (Object.keys(PRODUCT_CSV_FILES) as ProductCsvFile[]).find(
    (file) => PRODUCT_CSV_FILES[file].path === path,
  );

/** Where the seller's dashboard hands out the file, for its boutique's team. */
export const productCsvPath = (dashboardId: string, file: ProductCsvFile) =>
  `/vendeur-dashboard/${dashboardId}/products/${PRODUCT_CSV_FILES[file].path}`;

/** A CSV download, kept by nobody. */
export const csvDownloadHeaders = (file: ProductCsvFile) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${PRODUCT_CSV_FILES[file].name}"`,
  'cache-control': PRIVATE_NO_STORE,
});
