import { sql } from 'drizzle-orm';
import { toE164 } from '#common/phone.ts';
import type { Database } from './client.ts';

// Numbers stored before phones were normalised (only spaces, dots and dashes were removed) are
// rewritten in E.164 with the libphonenumber rules the rest of the app uses, which SQL alone
// cannot apply. Runs after the SQL migrations, under their lock; rows already in E.164 are not
// read again, so a later start only scans the table once.

const NOT_E164 = sql.raw(`!~ '^\\+[1-9][0-9]{6,14}$'`);

export interface PhoneNormalisationReport {
  rewritten: number;
  /** Rows left as they were: not a possible number, or already taken by another account. */
  leftAlone: { table: 'accounts' | 'checkouts'; id: number; reason: string }[];
}

export async function normalizeStoredPhones(db: Database): Promise<PhoneNormalisationReport> {
  const report: PhoneNormalisationReport = { rewritten: 0, leftAlone: [] };

  const accountRows = await db.execute<{ id: number; telephone: string; pays: string | null }>(
    sql`select id, telephone, pays from accounts where telephone ${NOT_E164}`,
  );
  for (const row of accountRows.rows) {
    const e164 = toE164(row.telephone, row.pays);
    if (!e164) {
      report.leftAlone.push({ table: 'accounts', id: row.id, reason: 'numéro impossible' });
      continue;
    }
    const taken = await db.execute(
      sql`select 1 from accounts where telephone = ${e164} and id <> ${row.id}`,
    );
    if (taken.rows.length > 0) {
      // Two accounts were holding one phone: a person must decide which keeps it.
      report.leftAlone.push({ table: 'accounts', id: row.id, reason: `doublon de ${e164}` });
      continue;
    }
    await db.execute(sql`update accounts set telephone = ${e164} where id = ${row.id}`);
    report.rewritten += 1;
  }

  // Guest phones count the cash orders a guest has waiting: one spelling per number.
  const guestRows = await db.execute<{ id: number; client_phone: string; country: string }>(
    sql`select id, client_phone, delivery_country as country from checkouts
        where buyer_account_id is null and client_phone ${NOT_E164}`,
  );
  for (const row of guestRows.rows) {
    const e164 = toE164(row.client_phone, row.country);
    if (!e164) {
      report.leftAlone.push({ table: 'checkouts', id: row.id, reason: 'numéro impossible' });
      continue;
    }
    await db.execute(sql`update checkouts set client_phone = ${e164} where id = ${row.id}`);
    report.rewritten += 1;
  }
  return report;
}
