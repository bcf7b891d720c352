// Invoices (issue 16): how a PDF invoice is handed out, by the API and the site alike.

/** Saved under its number (facture-FAC-2026-000001.pdf), never kept by a shared cache. */
export function invoiceDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  };
}

/** Where the site hands out an order's invoice (app/routes/facture.ts, session cookie). */
export const invoicePath = (orderId: number) => `/facture/${orderId}`;
