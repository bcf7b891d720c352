import { describe, expect, it } from 'vitest';
import { htmlLinkHref } from '../../tests/support/mail-reader.ts';
import {
  hashResetToken,
  newResetToken,
  resetExpiry,
  resetLink,
  resetMail,
} from './password-reset-token.ts';

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newResetToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 (hex), never as themselves', () => {
    expect(hashResetToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = newResetToken();
    expect(hashResetToken(token)).not.toContain(token);
  });

  it('expire 30 minutes after they are issued', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(resetExpiry(now).toISOString()).toBe('2026-11-21T10:30:00.000Z');
  });
});

describe('resetLink', () => {
  it('points to the reset page of the given origin with the token as « jeton »', () => {
    expect(resetLink('https://baobab.example', 'a-b_c')).toBe(
      'https://baobab.example/reinitialiser-mot-de-passe?jeton=a-b_c',
    );
    expect(resetLink('http://localhost:3000/', 'x')).toBe(
      'http://localhost:3000/reinitialiser-mot-de-passe?jeton=x',
    );
  });
});

describe('resetMail', () => {
  it('is a French message to the account holder carrying the link', () => {
    const mail = resetMail(
      { userName: 'Ama\r\nKpodar', email: 'ama@exemple.tg' },
      'https://baobab.example/reinitialiser-mot-de-passe?jeton=x',
      { brandName: 'Baobab', publicUrl: 'https://baobab.example' },
    );
    expect(mail.to).toBe('ama@exemple.tg');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe — Baobab');
    expect(mail.text).toContain('Bonjour Ama Kpodar,');
    expect(mail.text).toContain('\nhttps://baobab.example/reinitialiser-mot-de-passe?jeton=x\n');
    expect(mail.text).toContain('dans les 30 minutes');
    expect(mail.text).toContain('Besoin d’aide ? Écrivez-nous : https://baobab.example/contact');
    // In HTML, the link is the button.
    expect(htmlLinkHref(mail.html!, 'Choisir un nouveau mot de passe')).toBe(
      'https://baobab.example/reinitialiser-mot-de-passe?jeton=x',
    );
    // One sentence per line: no line ends mid-sentence.
    for (const line of mail.text.split('\n').filter(Boolean)) {
      expect(line).toMatch(/[.,:]$|^https:\/\/|^Besoin|^L’équipe/);
    }
  });
});
