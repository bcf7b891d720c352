import { and, asc, eq } from 'drizzle-orm';
import type { FaqEntry, HelpAudience } from '#common/help-centre.ts';
import type { FaqEntryInput } from '#common/help-centre-schemas.ts';
import type { Database } from '#modules/db/client.ts';
import { faqEntries } from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';

const columns = {
  id: faqEntries.id,
  audience: faqEntries.audience,
  question: faqEntries.question,
  answer: faqEntries.answer,
  position: faqEntries.position,
};

export function createHelpCentreRepository(db: Database) {
  return {
    /** One audience's questions in their order; with `search`, those whose question holds it. */
    faq: (audience: HelpAudience, search: string): Promise<FaqEntry[]> =>
      db
        .select(columns)
        .from(faqEntries)
        .where(
          and(
            eq(faqEntries.audience, audience),
            search ? holdsFolded(faqEntries.question, search) : undefined,
          ),
        )
        .orderBy(asc(faqEntries.position), asc(faqEntries.id)),

    async insert(entry: FaqEntryInput, at: Date): Promise<number> {
      const [row] = await db
        .insert(faqEntries)
        .values({ ...entry, createdAt: at, updatedAt: at })
        .returning({ id: faqEntries.id });
      if (!row) throw new Error('INSERT … RETURNING sans ligne dans faq_entries');
      return row.id;
    },

    /** False when there is no such question. */
    async update(id: number, entry: FaqEntryInput, at: Date): Promise<boolean> {
      const rows = await db
        .update(faqEntries)
        .set({ ...entry, updatedAt: at })
        .where(eq(faqEntries.id, id))
        .returning({ id: faqEntries.id });
      return rows.length === 1;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(faqEntries)
        .where(eq(faqEntries.id, id))
        .returning({ id: faqEntries.id });
      return rows.length === 1;
    },
  };
}

export type HelpCentreRepository = ReturnType<typeof createHelpCentreRepository>;
