import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { Conflict, NotFound } from '#modules/errors.ts';
import { canSeeOrder } from '#modules/orders/order-view.ts';
import type { OrderRecord, OrdersRepository } from '#modules/orders/orders.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoicesRepository } from './invoices.repository.ts';

export interface InvoicesDependencies {
  orders: Pick<OrdersRepository, 'findOrders'>;
  invoices: InvoicesRepository;
  brandName: string;
}

export interface InvoiceFile {
  number: string;
  fileName: string;
  pdf: Buffer;
}

// Anyone but the buyer, the shop's seller and the team is told the invoice does not exist.
const INVOICE_NOT_FOUND = 'Facture introuvable.';
export const INVOICE_NOT_PAID =
  'Cette commande n’est pas encore payée : sa facture sera disponible après le paiement.';

/** When the order was paid: its payment's last change to 'Réussi' (a cash order: its delivery). */
function paidAt(order: OrderRecord): Date {
  const paid = order.history.findLast(
    (event) => event.kind === 'paiement' && event.to === 'Réussi',
  );
  return paid?.at ?? order.createdAt;
}

/**
 * Invoices of paid orders, as PDF: one number per order, given on its first download, from a
 * gap-free sequence per year. The buyer, the shop's seller and the admins read the same one.
 */
export function createInvoicesService(deps: InvoicesDependencies) {
  return {
    async pdf(account: CurrentAccount | null, orderId: number): Promise<InvoiceFile> {
      const [order] = await deps.orders.findOrders({ orderId });
      if (!order || !account || !canSeeOrder(account, order)) {
        throw new NotFound(INVOICE_NOT_FOUND);
      }
      // Paid: online payment succeeded, or the courier collected a cash order at delivery.
      if (order.paymentStatus !== 'Réussi') throw new Conflict(INVOICE_NOT_PAID);
      const { number, issuedAt } = await deps.invoices.numberFor(order.id);
      const pdf = await renderInvoicePdf({
        brandName: deps.brandName,
        number,
        issuedAt,
        paidAt: paidAt(order),
        order,
      });
      return { number, fileName: `facture-${number}.pdf`, pdf };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
