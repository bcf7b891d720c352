// French typography for text we write out whole (e-mails; issue 17): the space before « ; ! ? »
// and inside « » is a narrow no-break space (U+202F), the one before « : » a no-break space
// (U+00A0), so « 12 500 FCFA ? » or « Total : » never wraps with its mark alone on a line.
// Only an ordinary space already there is replaced: « https://… » or « ?q= » stay as they are.

export const NARROW_NO_BREAK_SPACE = '\u202f';
export const NO_BREAK_SPACE = '\u00a0';

export function frenchTypography(text: string): string {
  return text
    .replace(/ (?=[;!?»])/g, NARROW_NO_BREAK_SPACE)
    .replace(/« /g, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(/ (?=:)/g, NO_BREAK_SPACE);
}
