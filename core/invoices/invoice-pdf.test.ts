import { describe, expect, it } from 'vitest';
import { drawableText } from './invoice-pdf.ts';

describe('drawableText', () => {
  it('keeps French as it is written', () => {
    expect(drawableText('Réussi · Côte d’Ivoire · « Karité » · œuf · 12 500 FCFA')).toBe(
      'Réussi · Côte d’Ivoire · « Karité » · œuf · 12 500 FCFA',
    );
    expect(drawableText("Côte d'Ivoire")).toBe("Côte d'Ivoire");
  });

  it('turns narrow and thin spaces into no-break spaces the font has', () => {
    expect(drawableText('12\u202F500\u00A0FCFA, 18\u2009%')).toBe(
      '12\u00A0500\u00A0FCFA, 18\u00A0%',
    );
  });

  it('writes a decomposed accent as the one character, and anything else as ?', () => {
    expect(drawableText('Re\u0301ussi')).toBe('Réussi');
    expect(drawableText('Ama 🌿 Ωmega')).toBe('Ama ? ?mega');
  });
});
