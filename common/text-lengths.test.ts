import { describe, expect, it } from 'vitest';
import { tooLongMessage } from './text-lengths.ts';

describe('tooLongMessage', () => {
  it('says the limit as French writes numbers, thousands apart', () => {
    expect(tooLongMessage('Le nom', 100)).toBe('Le nom ne doit pas dépasser 100 caractères.');
    expect(tooLongMessage('Le message', 2000)).toBe(
      'Le message ne doit pas dépasser 2 000 caractères.',
    );
  });
});
