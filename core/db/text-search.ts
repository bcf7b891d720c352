import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Searches typed in a box: accents and case ignored, through baobab_search_text (migration
// 0002), so that 'karite' finds 'Karité'.

/** `%text%` for LIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Text already folded by baobab_search_text (a stored column) holds `wanted` somewhere. */
export const foldedHolds = (folded: SQLWrapper, wanted: string): SQL =>
  sql`${folded} like baobab_search_text(${containing(wanted)})`;

/** The text holds `wanted` somewhere, accents and case ignored. */
export const holdsFolded = (text: SQLWrapper, wanted: string): SQL =>
  foldedHolds(sql`baobab_search_text(${text})`, wanted);
