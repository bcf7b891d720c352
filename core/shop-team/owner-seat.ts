import { sql } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { boutiqueMembers } from '#modules/db/schema.ts';

/** The owner's seat, written with the boutique (registration, demo seed). */
export async function insertOwnerSeat(
  tx: Pick<Database, 'insert'>,
  seat: { boutiqueId: number; accountId: number; fullName: string; email: string },
): Promise<void> {
  await tx.insert(boutiqueMembers).values({
    ...seat,
    role: 'Admin',
    owner: true,
    acceptedAt: sql`now()`,
  });
}
