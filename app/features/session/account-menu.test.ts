import { describe, expect, it } from 'vitest';
import { initialsOf } from './account-menu.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initialsOf('Awa Kpodar')).toBe('AK');
    expect(initialsOf('élodie  de la Fontaine ')).toBe('ÉD');
  });

  it('takes the first two letters of a single word', () => {
    expect(initialsOf('Kossi')).toBe('KO');
  });
});
