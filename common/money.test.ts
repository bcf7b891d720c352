import { describe, expect, it } from 'vitest';
import { formatFcfa, groupThousands } from './money.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
/** '12 500' as the test reads it, with the separators the page must carry. */
const typeset = (amount: string) => amount.replaceAll(' ', NNBSP) + `${NBSP}FCFA`;

describe('formatFcfa', () => {
  it('groups thousands with a narrow no-break space and binds FCFA to the amount', () => {
    expect(formatFcfa(12500)).toBe(`12${NNBSP}500${NBSP}FCFA`);
    expect(formatFcfa(1250000)).toBe(typeset('1 250 000'));
    expect(formatFcfa(500)).toBe(typeset('500'));
    expect(formatFcfa(0)).toBe(typeset('0'));
    expect(formatFcfa(-3000)).toBe(typeset('-3 000'));
  });

  it('has no breakable space: a phone never splits « 12 500 FCFA » across two lines', () => {
    for (const amount of [0, 999, 1000, 12500, 1250000, -3000]) {
      expect(formatFcfa(amount)).not.toMatch(/ /);
    }
  });

  it('never throws, whatever the amount: it renders pages', () => {
    expect(formatFcfa(12.4)).toBe(typeset('12')); // FCFA has no cents
    expect(formatFcfa(-0.2)).toBe(typeset('0'));
    expect(formatFcfa(2 ** 70)).toBe(typeset('1 180 591 620 717 411 303 424'));
    expect(formatFcfa(1e21)).toBe(typeset('1 000 000 000 000 000 000 000'));
    for (const amount of [Number.NaN, Infinity, -Infinity, '12' as unknown as number]) {
      expect(formatFcfa(amount)).toBe(`—${NBSP}FCFA`);
    }
  });
});

describe('groupThousands', () => {
  it('groups as Intl.NumberFormat("fr-FR") does, whatever the ICU of the browser', () => {
    for (const count of [0, 7, 999, 1000, 10078, 1234567, 2 ** 53]) {
      expect(groupThousands(String(count))).toBe(new Intl.NumberFormat('fr-FR').format(count));
    }
  });
});
