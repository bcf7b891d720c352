import { describe, expect, it } from 'vitest';
import { senderDomain } from '#modules/mail/mailer.ts';
import { messageIdOf } from './outbox.service.ts';

describe('the Message-ID of an outbox message', () => {
  it('is the same for every try of one event, another for another event', () => {
    const first = messageIdOf('commande:12:statut:Livré', 'baobab.example');
    expect(first).toMatch(/^<[0-9a-f]{32}@baobab\.example>$/);
    expect(messageIdOf('commande:12:statut:Livré', 'baobab.example')).toBe(first);
    expect(messageIdOf('commande:12:statut:Annulé', 'baobab.example')).not.toBe(first);
  });

  it('takes the domain of the sender’s address', () => {
    expect(senderDomain('Baobab <no-reply@baobab.example>')).toBe('baobab.example');
    expect(senderDomain('contact@marche.tg')).toBe('marche.tg');
  });
});
