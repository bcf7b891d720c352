import { describe, expect, it } from 'vitest';
import { ofName } from './french-elision.ts';

describe('« de » before a name', () => {
  it('elides before a vowel, accented or not, capital or not', () => {
    expect(ofName('Awa Kpodar')).toBe('d’Awa Kpodar');
    expect(ofName('Afitin de néré 200 g')).toBe('d’Afitin de néré 200 g');
    expect(ofName('Élodie')).toBe('d’Élodie');
    expect(ofName('Œuvre')).toBe('d’Œuvre');
    expect(ofName('Œuvre')).toBe('d’Œuvre');
  });

  it('keeps « de » before a consonant or an « h »', () => {
    expect(ofName('Kofi Agbeko')).toBe('de Kofi Agbeko');
    expect(ofName('Hamidou')).toBe('de Hamidou');
    expect(ofName('Yao Kouassi')).toBe('de Yao Kouassi');
    expect(ofName('« Karité »')).toBe('de « Karité »');
  });
});
