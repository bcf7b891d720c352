import { appContext } from '#app-context';
import { csvDownloadHeaders, productCsvFileOf } from '#common/product-csv-files.ts';
import type { Route } from './+types/seller-products-file';

// The « Produits » screen's CSV files as downloads (`products/modele-import.csv`, `export.csv`),
// for its boutique's team by the session cookie; the same service as the API's
// GET /api/produits/modele-import.csv and /ma-boutique/export.csv. Another boutique's dashboard,
// a guest, an unknown file: a 404.

const notFound = () =>
  new Response('Fichier introuvable.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function loader({ context, params }: Route.LoaderArgs) {
  const file = productCsvFileOf(params.file);
  const { services, session } = context.get(appContext);
  const current = await session();
  if (
    !file ||
    current.state !== 'valid' ||
    String(current.account.team?.boutiqueTenantId ?? '') !== params.id
  ) {
    return notFound();
  }
  const { sellerProducts } = services;
  const csv =
    file === 'template'
      ? sellerProducts.csvTemplate(current.account)
      : await sellerProducts.exportCsv(current.account);
  return new Response(csv, { headers: csvDownloadHeaders(file) });
}
