// Values at (or past) the longest a field takes, shaped like real ones, for the tests of the
// text limits (common/text-lengths.ts): the format checks must not be what refuses them.

/**
 * A well-formed e-mail address of exactly `length` characters: a short local part and a
 * domain of labels of 61 characters at most (DNS allows 63), under `.tg`.
 */
export function emailOfLength(length: number, local = 'kofi'): string {
  const labels = length - local.length - '@'.length - '.tg'.length;
  const domain = Array.from({ length: labels }, (_, index) =>
    index % 62 === 61 && index !== labels - 1 ? '.' : 'a',
  ).join('');
  return `${local}@${domain}.tg`;
}

/** A name of exactly `length` characters with no space to break a line at. */
export function unbrokenName(length: number): string {
  return 'Akosua-Mensah-'.repeat(Math.ceil(length / 14)).slice(0, length);
}
