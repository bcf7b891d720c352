import { eq, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '#modules/clock.ts';
import type { Database } from '#modules/db/client.ts';
import { commandes, invoiceCounters, invoices } from '#modules/db/schema.ts';

export interface InvoiceNumber {
  number: string;
  issuedAt: Date;
}

const numberColumns = { number: invoices.number, issuedAt: invoices.issuedAt };

/** FAC-2026-000042. */
export const invoiceNumber = (year: number, sequence: number) =>
  `FAC-${year}-${String(sequence).padStart(6, '0')}`;

/** `clock` dates the invoices (and so picks the year whose sequence numbers them). */
export function createInvoicesRepository(db: Database, clock: Clock = systemClock) {
  async function existing(executor: Pick<Database, 'select'>, orderId: number) {
    const [row] = await executor
      .select(numberColumns)
      .from(invoices)
      .where(eq(invoices.commandeId, orderId));
    return row;
  }

  return {
    /**
     * The order's invoice number, given on first need. The order row is locked first, so two
     * first downloads of one order agree on one number; the year's counter is then incremented
     * in the same transaction, so a failure gives the number back and the sequence has no gap.
     */
    async numberFor(orderId: number): Promise<InvoiceNumber> {
      const found = await existing(db, orderId);
      if (found) return found;
      return db.transaction(async (tx) => {
        await tx
          .select({ id: commandes.id })
          .from(commandes)
          .where(eq(commandes.id, orderId))
          .for('update');
        const again = await existing(tx, orderId);
        if (again) return again;
        const issuedAt = clock();
        const year = issuedAt.getUTCFullYear();
        const [counter] = await tx
          .insert(invoiceCounters)
          .values({ year, lastNumber: 1 })
          .onConflictDoUpdate({
            target: invoiceCounters.year,
            set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
          })
          .returning({ sequence: invoiceCounters.lastNumber });
        if (!counter) throw new Error('facture_compteurs : aucune ligne.');
        const [row] = await tx
          .insert(invoices)
          .values({
            commandeId: orderId,
            year,
            sequence: counter.sequence,
            number: invoiceNumber(year, counter.sequence),
            issuedAt,
          })
          .returning(numberColumns);
        if (!row) throw new Error('factures : aucune ligne insérée.');
        return row;
      });
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
