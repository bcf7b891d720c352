import { describe, expect, it } from 'vitest';
import { htmlLinkHref, htmlTableRows } from '../../tests/support/mail-reader.ts';
import { composeMail, mailButton, mailTable } from './mail-layout.ts';

// The one layout of every e-mail (decision 037): the plain text exactly as the lines say, the
// HTML in the brand's frame with the same lines, and what users typed escaped.

const BRAND = { brandName: 'Karité Market', publicUrl: 'https://karite.example' };

describe('a composed mail', () => {
  const mail = composeMail(
    { to: 'ama@exemple.tg', subject: 'Votre lien' },
    [
      'Bonjour Ama,',
      '',
      'Première phrase.',
      'Deuxième phrase, voir https://karite.example/aide.',
      '',
      mailButton('Choisir', 'https://karite.example/lien?jeton=a&b', [
        'https://karite.example/lien',
      ]),
      '',
      mailTable(
        {
          columns: ['Produit', 'Qté', 'Total'],
          rows: [['Savon', 2, '5 000 FCFA']],
          totals: [{ label: 'Total', value: '5 000 FCFA', strong: true }],
        },
        ['- Savon : 2'],
      ),
      'L’équipe',
    ],
    BRAND,
  );

  it('keeps the plain text line for line, each part with its own lines', () => {
    expect(mail.text).toBe(
      [
        'Bonjour Ama,',
        '',
        'Première phrase.',
        'Deuxième phrase, voir https://karite.example/aide.',
        '',
        'https://karite.example/lien',
        '',
        '- Savon : 2',
        'L’équipe',
      ].join('\n'),
    );
    expect(mail).toMatchObject({ to: 'ama@exemple.tg', subject: 'Votre lien' });
  });

  it('frames the same lines in the brand’s layout, in French', () => {
    const html = mail.html!;
    expect(html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="fr">/);
    expect(html).toContain('<title>Votre lien</title>');
    expect(htmlLinkHref(html, 'Karité Market')).toBe('https://karite.example');
    expect(htmlLinkHref(html, 'Écrivez-nous')).toBe('https://karite.example/contact');
    // One paragraph per group of lines; the addresses in them are links.
    expect(html).toMatch(/<p[^>]*>Première phrase\.<br\/>Deuxième phrase, voir <a /);
    expect(htmlLinkHref(html, 'https://karite.example/aide')).toBe('https://karite.example/aide');
    expect(html).toContain('https://karite.example/aide</a>.');
    expect(htmlLinkHref(html, 'Choisir')).toBe('https://karite.example/lien?jeton=a&b');
    const rows = htmlTableRows(html);
    expect(rows).toContainEqual(['Produit', 'Qté', 'Total']);
    expect(rows).toContainEqual(['Savon', '2', '5 000 FCFA']);
    expect(rows).toContainEqual(['Total', '5 000 FCFA']);
    // Readable on a phone and in dark mode.
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('previews the first paragraph after the greeting', () => {
    expect(mail.html).toMatch(/<div [^>]*data-skip-in-text="true">Première phrase\.<div>/);
  });

  it('links e-mail addresses and international phone numbers, not amounts or references', () => {
    const { html } = composeMail(
      { to: 'ama@exemple.tg', subject: 'Contact' },
      [
        'Téléphone : +228 90 11 22 33',
        'E-mail : boutique.kara@exemple.tg, ou https://karite.example/@kara.',
        'Commande BAO-2026-000123 : 12 500 FCFA, +2 articles.',
      ],
      BRAND,
    );
    expect(htmlLinkHref(html!, '+228 90 11 22 33')).toBe('tel:+22890112233');
    expect(htmlLinkHref(html!, 'boutique.kara@exemple.tg')).toBe('mailto:boutique.kara@exemple.tg');
    expect(htmlLinkHref(html!, 'https://karite.example/@kara')).toBe(
      'https://karite.example/@kara',
    );
    expect(html).toContain('Commande BAO-2026-000123 : 12 500 FCFA, +2 articles.');
  });

  it('makes no link of any other web address, nor lets a mail client make one (issue 45)', () => {
    const typed = [
      'http://evil.example',
      'https://karite.example.evil.example/x',
      'www.evil.example',
      'evil.example/connexion',
      'HTTPS://EVIL.EXAMPLE',
    ];
    const mail = composeMail(
      { to: 'ama@exemple.tg', subject: `Message de ${typed[0]}` },
      [
        `Bonjour ${typed[0]},`,
        ...typed.map((text) => `Vous avez écrit : ${text}`),
        mailButton('Voir', 'https://karite.example/aide', ['https://karite.example/aide']),
        mailTable({ columns: ['Produit', 'Total'], rows: [[typed[2]!, '1 FCFA']], totals: [] }, [
          `- ${typed[2]}`,
        ]),
      ],
      BRAND,
    );
    const html = mail.html!;
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/karite\.example(\/|$)/);
    // What auto-linking clients look for is gone from both parts and the subject.
    // (The doctype names the W3C's address: markup, not text.)
    const body = html.replace(/^<!DOCTYPE[^>]*>/, '');
    for (const part of [mail.text, body, mail.subject]) {
      expect(part).not.toMatch(/https?:\/\/(?!karite\.example[/"])|www\.|evil\.example/i);
    }
    expect(mail.text).toContain('Bonjour http[:]//evil[.]example,');
    expect(mail.text).toContain('Vous avez écrit : https[:]//karite[.]example[.]evil[.]example/x');
    expect(mail.subject).toBe('Message de http[:]//evil[.]example');
    expect(htmlLinkHref(html, 'Voir')).toBe('https://karite.example/aide');
    expect(mail.text).toContain('https://karite.example/aide');
  });

  it('links the team’s own pages given by the configuration', () => {
    const whatsapp = 'https://wa.me/22890000000';
    const mail = composeMail(
      { to: 'ama@exemple.tg', subject: 'Contact' },
      [`WhatsApp : ${whatsapp}`, 'Pas https://wa.me/22899999999'],
      { ...BRAND, ownAddresses: [whatsapp] },
    );
    expect(htmlLinkHref(mail.html!, whatsapp)).toBe(whatsapp);
    expect(mail.text).toContain('Pas https[:]//wa[.]me/22899999999');
  });

  it('writes what users typed as text, never as markup', () => {
    const hostile = composeMail(
      { to: 'x@exemple.tg', subject: '<b>Objet</b>' },
      [
        'Bonjour <script>alert(1)</script>,',
        mailButton('Voir', 'https://x.example/"><script>', []),
      ],
      BRAND,
    );
    expect(hostile.html).not.toMatch(/<script|<b>/);
    expect(hostile.html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(hostile.html).toContain('<title>&lt;b&gt;Objet&lt;/b&gt;</title>');
    expect(hostile.html).toContain('href="https://x.example/&quot;&gt;&lt;script&gt;"');
  });
});
