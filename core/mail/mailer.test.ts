import { describe, expect, it } from 'vitest';
import { NARROW_NO_BREAK_SPACE as NARROW, NO_BREAK_SPACE as NBSP } from '#common/typography.ts';
import { typesetHtml } from './mailer.ts';

describe('French typography in an HTML mail', () => {
  it('sets the text between tags, never a tag, an attribute, an address or a style', () => {
    const html = [
      '<style>.a { color: red !important; }</style>',
      '<p title="Prix : 12 ?">Total : 12 500 FCFA ; merci !</p>',
      '<a href="https://x.example/?q=a :b">N&#x27;Guessan : « suivi »</a>',
    ].join('');
    expect(typesetHtml(html)).toBe(
      [
        '<style>.a { color: red !important; }</style>',
        `<p title="Prix : 12 ?">Total${NBSP}: 12 500 FCFA${NARROW}; merci${NARROW}!</p>`,
        `<a href="https://x.example/?q=a :b">N’Guessan${NBSP}: «${NARROW}suivi${NARROW}»</a>`,
      ].join(''),
    );
  });
});
