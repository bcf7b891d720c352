import { appContext } from '#app-context';
import { csvDownloadHeaders, PRODUCTS_CSV } from '../../../common/seller-products.ts';
import type { Route } from './+types/seller-products-csv';

// The « Produits » screen's CSV downloads, by the session cookie, for the boutique's team: the
// export of its products (`products/mes-produits.csv`) and the import's template
// (`products/modele-import-produits.csv`), the same service as the API's `GET
// /api/produits/ma-boutique/export.csv` and `/api/produits/modele-import.csv`. Another
// boutique's dashboard, a guest or another file: a 404.

const notFound = () =>
  new Response('Fichier introuvable.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const current = await session();
  // The address names a boutique's dashboard: only its own team reads its files.
  if (
    current.state !== 'valid' ||
    String(current.account.team?.boutiqueTenantId ?? '') !== params.id
  ) {
    return notFound();
  }
  const { sellerProducts } = services;
  if (params.file === PRODUCTS_CSV.export) {
    const csv = await sellerProducts.exportCsv(current.account);
    return new Response(csv, { headers: csvDownloadHeaders(params.file) });
  }
  if (params.file === PRODUCTS_CSV.template) {
    return new Response(sellerProducts.csvTemplate(), { headers: csvDownloadHeaders(params.file) });
  }
  return notFound();
}
