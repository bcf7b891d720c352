// French typography (issue 17, decision 023): the space before « ; ! ? » and inside « » is a
// narrow no-break space (U+202F), the one before « : » a no-break space (U+00A0), so
// « 12 500 FCFA ? » or « Total : » never wraps with its mark alone on a line; an apostrophe
// between letters is the typographic one (’). The source's own texts are written this way
// (scripts/check-typography.ts holds them to it); this helper sets text written out whole at
// run time, such as e-mails. Only an ordinary space already there is replaced: « https://… » or
// « ?q= » stay as they are.

export const NARROW_NO_BREAK_SPACE = '\u202f';
export const NO_BREAK_SPACE = '\u00a0';
export const APOSTROPHE = '’';

export function frenchTypography(text: string): string {
  return text
    .replace(/ (?=[;!?»])/g, NARROW_NO_BREAK_SPACE)
    .replace(/« /g, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(/ (?=:)/g, NO_BREAK_SPACE)
    .replace(/(?<=\p{L})'(?=\p{L})/gu, APOSTROPHE);
}
