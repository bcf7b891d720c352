import { describe, expect, it } from 'vitest';
import { whatsAppChatHref, whatsAppShareHref } from './whatsapp.ts';

describe('WhatsApp links', () => {
  it('shares the text then the page address, encoded as one text parameter', () => {
    const href = whatsAppShareHref(
      'Beurre de karité (3 500 FCFA) sur Baobab',
      'https://b.example/product-details/7?x=1&y=2',
    );
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(
      'Beurre de karité (3 500 FCFA) sur Baobab https://b.example/product-details/7?x=1&y=2',
    );
    // One parameter: the page's own « & » does not start another.
    expect([...new URL(href).searchParams.keys()]).toEqual(['text']);
  });

  it('writes to the number by its digits alone, country code first', () => {
    const href = whatsAppChatHref('+22890123456', 'Bonjour, une question sur « Savon noir »');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/22890123456');
    expect(url.searchParams.get('text')).toBe('Bonjour, une question sur « Savon noir »');
  });
});
