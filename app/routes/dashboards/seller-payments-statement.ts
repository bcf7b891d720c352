import { appContext } from '#app-context';
import {
  STATEMENT_FORMATS,
  statementDownloadHeaders,
  type StatementFormat,
} from '#common/seller-payments.ts';
import type { Route } from './+types/seller-payments-statement';

// A month's statement of the boutique as a download (`releve/2026-11.csv` or `.pdf`), for its
// team's members by the session cookie; the same service as GET /api/vendeur/releve/export.
// Another boutique's dashboard, a guest, an unreadable month or format: a 404.

const notFound = () =>
  new Response('Relevé introuvable.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const [, month, format] = /^(\d{4}-(?:0[1-9]|1[0-2]))\.(\w+)$/.exec(params.file) ?? [];
  if (!month || !STATEMENT_FORMATS.includes(format as StatementFormat)) return notFound();
  const current = await session();
  // The address names a boutique's dashboard: only its own team reads its statements.
  if (
    current.state !== 'valid' ||
    String(current.account.team?.boutiqueTenantId ?? '') !== params.id
  ) {
    return notFound();
  }
  const file = await services.sellerPayments.statementFile(
    current.account,
    month,
    format as StatementFormat,
  );
  return new Response(new Uint8Array(file), {
    headers: statementDownloadHeaders(month, format as StatementFormat),
  });
}
