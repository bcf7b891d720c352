import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.ts';

// Zod's fallback messages, for the rules a schema gave no message of its own: French a buyer
// or a seller understands, never Zod's developer wording.

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('accepté');
  return result.error.issues[0]?.message;
};

describe('the French fallback of Zod messages', () => {
  it.each([
    ['a missing field', z.object({ nom: z.string() }), {}, 'Ce champ est requis.'],
    ['a number where text is expected', z.string(), 12, 'Ce champ attend du texte.'],
    ['text where a number is expected', z.number(), 'douze', 'Ce champ attend un nombre.'],
    ['an empty required text', z.string().min(1), '', 'Ce champ est requis.'],
    [
      'a text too short',
      z.string().min(8),
      'court',
      'Ce champ doit contenir au moins 8 caractères.',
    ],
    ['a text too long', z.string().max(3), 'quatre', 'Ce champ ne doit pas dépasser 3 caractères.'],
    [
      'a text of one character too many',
      z.string().max(1),
      'ab',
      'Ce champ ne doit pas dépasser 1 caractère.',
    ],
    [
      'a number too large',
      z.number().max(10000),
      20000,
      'La valeur ne doit pas dépasser 10\u202f000.',
    ],
    ['a number not above 0', z.number().positive(), 0, 'La valeur doit être supérieure à 0.'],
    ['a list too short', z.array(z.string()).min(1), [], 'Au moins 1 élément.'],
    [
      'a value outside a list',
      z.enum(['Homme', 'Femme', 'Autre']),
      'X',
      'Choisissez « Homme », « Femme » ou « Autre ».',
    ],
    ['an e-mail address', z.email(), 'awa@', 'Adresse e-mail invalide.'],
    ['a pattern', z.string().regex(/^\d+$/), 'abc', 'Format invalide.'],
    ['an unknown field', z.strictObject({}), { email: 'x' }, 'Champ inconnu : « email ».'],
  ])('%s', (_case, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('never speaks Zod’s developer French', () => {
    const messages = [
      messageOf(z.string().max(3), 'quatre'),
      messageOf(z.string(), 3),
      messageOf(z.number().min(5), 1),
    ];
    for (const message of messages) {
      expect(message).not.toMatch(/chaîne de caractères|attendu|<=|>=|Trop (grand|petit)/);
    }
  });

  it('keeps the message a rule gives', () => {
    expect(messageOf(z.string().max(3, 'Trois lettres au plus.'), 'quatre')).toBe(
      'Trois lettres au plus.',
    );
  });
});
