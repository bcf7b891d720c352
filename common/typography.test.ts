import { describe, expect, it } from 'vitest';
import { frenchTypography } from './typography.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('frenchTypography', () => {
  it('binds « ; ! ? » and the guillemets to their words with a narrow no-break space', () => {
    expect(frenchTypography('Vraiment ? Oui ! Bien ; « Karité »')).toBe(
      `Vraiment${NNBSP}? Oui${NNBSP}! Bien${NNBSP}; «${NNBSP}Karité${NNBSP}»`,
    );
  });

  it('binds « : » with a no-break space', () => {
    expect(frenchTypography('Total : 12 500 FCFA')).toBe(`Total${NBSP}: 12 500 FCFA`);
  });

  it('leaves addresses, marks without a space and line breaks alone', () => {
    const text = 'Suivez-la : https://baobab.example/suivi?c=1\nMerci!\n: en tête';
    expect(frenchTypography(text)).toBe(
      `Suivez-la${NBSP}: https://baobab.example/suivi?c=1\nMerci!\n: en tête`,
    );
  });

  it('is idempotent', () => {
    const once = frenchTypography('Note : « 4 » sur 5 ?');
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('the apostrophe', () => {
  it('is the typographic one between letters', () => {
    expect(frenchTypography("L'équipe d'Awa s'en occupe")).toBe('L’équipe d’Awa s’en occupe');
  });

  it('leaves a quote that is not an elision alone', () => {
    expect(frenchTypography("Le code 'BAO' et 12'30")).toBe("Le code 'BAO' et 12'30");
  });
});
