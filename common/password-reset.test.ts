import { describe, expect, it } from 'vitest';
import { fieldErrors } from './accounts.ts';
import { resetPasswordFormSchema, resetRequestSchema } from './password-reset.ts';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.error ? fieldErrors(result.error) : {};

describe('resetRequestSchema', () => {
  it('trims the e-mail and explains a missing or malformed one', () => {
    expect(resetRequestSchema.parse({ email: ' ama@exemple.tg ' })).toEqual({
      email: 'ama@exemple.tg',
    });
    expect(errorsOf(resetRequestSchema.safeParse({ email: '' }))).toEqual({
      email: 'L’adresse e-mail est requise.',
    });
    expect(errorsOf(resetRequestSchema.safeParse({ email: 'ama.exemple.tg' }))).toEqual({
      email: 'L’adresse e-mail doit être valide.',
    });
  });
});

describe('resetPasswordFormSchema', () => {
  const valid = { token: 'jeton', password: 'bissap-frais', confirmPassword: 'bissap-frais' };

  it('accepts a matching pair of long enough passwords', () => {
    expect(resetPasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [
      { confirmPassword: 'bissap-frai' },
      { confirmPassword: 'Les mots de passe ne correspondent pas !' },
    ],
    [
      { password: 'court', confirmPassword: 'court' },
      { password: 'Le mot de passe doit contenir au moins 8 caractères.' },
    ],
    [{ token: '' }, { token: 'Ce lien de réinitialisation est invalide ou a expiré.' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(errorsOf(resetPasswordFormSchema.safeParse({ ...valid, ...change }))).toEqual(errors);
  });
});
