import { appContext } from '#app-context';
import { parseId } from '#common/ids.ts';
import { invoiceDownloadHeaders } from '#common/invoices.ts';
import type { Route } from './+types/facture';

// An order's invoice as a PDF download, for the signed-in buyer, the shop's seller or an admin
// (the session cookie); the same service as GET /api/commandes/{id}/facture. Anyone else, and
// any order that is not theirs, gets a 404.

const plainText = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session, failureOf } = context.get(appContext);
  const orderId = parseId(params.orderId);
  if (orderId === undefined) {
    return new Response('Facture introuvable.', { status: 404, headers: plainText });
  }
  const current = await session();
  const account = current.state === 'valid' ? current.account : null;
  try {
    const file = await services.invoices.pdf(account, orderId);
    return new Response(new Uint8Array(file.pdf), {
      headers: invoiceDownloadHeaders(file.fileName),
    });
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return new Response(failure.message, { status: failure.status, headers: plainText });
  }
}
