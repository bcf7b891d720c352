import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
  requiredText,
  text,
} from './text.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('text fields', () => {
  it('trims and keeps accents, apostrophes and emoji', () => {
    expect(text().parse("  Côte d'Ivoire 🌿 ")).toBe("Côte d'Ivoire 🌿");
    expect(requiredText('Le nom est requis.').parse(' Awa ')).toBe('Awa');
  });

  it('refuses NUL and the other control characters on one line', () => {
    for (const value of [
      'a\u0000b',
      'a\u0007b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\nb',
      'a\tb',
    ]) {
      expect(messages(text().safeParse(value))).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
    }
  });

  it('lets a multi-line field keep its line breaks and tabs, not NUL', () => {
    const message = requiredText('Le message est requis.', { multiline: true });
    expect(message.parse('Bonjour,\r\n\tmerci !')).toBe('Bonjour,\r\n\tmerci !');
    expect(messages(message.safeParse('Bonjour\u0000'))).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
    expect(messages(message.safeParse('Bon\u000bjour'))).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
  });

  it('gives the required message, once, for an absent or blank value', () => {
    const name = requiredText('Le nom est requis.').max(5, 'Trop long');
    expect(messages(name.safeParse(undefined))).toEqual(['Le nom est requis.']);
    expect(messages(name.safeParse('   '))).toEqual(['Le nom est requis.']);
    expect(messages(name.safeParse('Kossi Agbéko'))).toEqual(['Trop long']);
  });

  it('tells the CSV import the same rule', () => {
    expect(hasForbiddenCharacters('Karité\u0000')).toBe(true);
    expect(hasForbiddenCharacters('ligne 1\nligne 2')).toBe(true);
    expect(hasForbiddenCharacters('ligne 1\nligne 2', { multiline: true })).toBe(false);
  });
});
