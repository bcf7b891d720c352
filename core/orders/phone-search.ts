// A seller looks an order up by the buyer's phone the way she has it written down: with spaces,
// dashes, a country code (+228, 00228) or the national trunk 0 (06 12 34 56 78 in France).
// Stored numbers are E.164, kept as digits (migration 0030), so the search keeps digits too.

/** Fewer digits than this would match too many numbers to be a phone search. */
const MIN_PHONE_DIGITS = 4;
const PHONE_LIKE = /^[\d\s+().\-/]+$/;

/**
 * The digits to look for when `search` reads as (part of) a phone number, else null: the
 * international prefix 00 and a trunk 0 dropped, since E.164 holds neither.
 */
export function searchedPhoneDigits(search: string): string | null {
  const typed = search.trim();
  if (!PHONE_LIKE.test(typed)) return null;
  const digits = typed.replace(/\D/g, '').replace(/^00?/, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}
