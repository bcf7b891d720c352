import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Searches typed in a box: accents and case ignored, through baobab_search_text (migration
// 0002), so that 'karite' finds 'Karité'.

/** `%text%` for LIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The text holds `wanted` somewhere, accents and case ignored. */
export const holdsFolded = (text: SQLWrapper, wanted: string): SQL =>
  sql`baobab_search_text(${text}) like baobab_search_text(${containing(wanted)})`;
