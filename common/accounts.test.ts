import { describe, expect, it } from 'vitest';
import { fieldErrors, loginSchema, registrationFormSchema } from './accounts.ts';

const valid = {
  userName: 'Awa Kpodar',
  pays: 'Togo',
  ville: 'Kara',
  telephone: '+228 90 11 22 33',
  email: 'awa@example.org',
  typeCompte: 'VENDEUR',
  password: 'karité-2026',
  confirmPassword: 'karité-2026',
};

describe('login form', () => {
  it('gives the spec messages for empty fields', () => {
    const result = loginSchema.safeParse({ email: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: 'L’e-mail ou le téléphone est requis.',
      password: 'Le mot de passe est requis.',
    });
  });
});

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(registrationFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the spec messages', () => {
    const result = registrationFormSchema.safeParse({
      ...valid,
      userName: '',
      email: '',
      typeCompte: '',
    });
    expect(fieldErrors(result.error!)).toMatchObject({
      userName: 'Le nom est requis.',
      email: 'L’adresse e-mail est requise.',
      typeCompte: 'Le type de compte est requis.',
    });
    const badEmail = registrationFormSchema.safeParse({ ...valid, email: 'awa@' });
    expect(fieldErrors(badEmail.error!)).toEqual({ email: 'L’adresse e-mail doit être valide.' });
  });

  it('never offers ADMIN, and checks the password length and confirmation', () => {
    expect(
      fieldErrors(registrationFormSchema.safeParse({ ...valid, typeCompte: 'ADMIN' }).error!),
    ).toEqual({
      typeCompte: 'Le type de compte est requis.',
    });
    expect(
      fieldErrors(
        registrationFormSchema.safeParse({ ...valid, password: 'court', confirmPassword: 'court' })
          .error!,
      ),
    ).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
    });
    expect(
      fieldErrors(
        registrationFormSchema.safeParse({ ...valid, confirmPassword: 'autre-chose' }).error!,
      ),
    ).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas !',
    });
  });
});
