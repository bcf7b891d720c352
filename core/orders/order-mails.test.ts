import { describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';
import type { Order } from '#common/orders.ts';
import { NO_SHOP_CONTACT } from '#common/shop-info.ts';
import { frenchTypography } from '#common/typography.ts';
import { htmlLinkHref, htmlTableRows } from '../../tests/support/mail-reader.ts';
import {
  buyerConfirmationMail,
  paymentOutcomeMail,
  sellerNoticeMail,
  statusChangeMail,
} from './order-mails.ts';
import { paymentOutcomeText, statusChangeText } from './order-texts.ts';

// The order e-mails' HTML part (decision 037): the lines in a real table with their FCFA
// amounts, the button to the tracking page or to the order in the seller's dashboard, and
// every value typed by a buyer or a seller written as text, never as markup.

const BRAND = { brandName: 'Baobab', publicUrl: 'https://baobab.example' };
const TRACKING = 'https://baobab.example/suivi-commande/jeton-secret';

function order(changes: Partial<Order> = {}): Order {
  return {
    id: 1,
    orderNumber: 'BAO-2026-000001',
    createdAt: '2026-03-01T10:00:00.000Z',
    boutique: { id: 1, name: 'Karité d’Awa' },
    client: { name: 'Ama', phone: '+228 90 11 22 33', email: 'ama@exemple.tg' },
    delivery: {
      country: 'Togo',
      city: 'Lomé',
      address: 'Rue 12',
      phone: '+228 90 11 22 33',
      recipientName: null,
    },
    note: null,
    paymentMethod: 'Paiement à la livraison',
    paymentReference: null,
    paymentTestMode: false,
    status: 'En attente',
    paymentStatus: 'En attente',
    subtotal: 15500,
    deliveryFee: 1500,
    total: 17000,
    shipping: {
      zone: 'National',
      carrier: 'Livraison par la boutique',
      express: false,
      days: 2,
      estimatedDelivery: '2026-03-03',
      trackingRequired: false,
      trackingNumber: null,
    },
    taxRate: 18,
    lines: [
      {
        boutiqueProduitId: 10,
        name: 'Beurre de karité',
        quantity: 3,
        unitPrice: 3500,
        total: 10500,
      },
      { boutiqueProduitId: 11, name: 'Savon noir', quantity: 2, unitPrice: 2500, total: 5000 },
    ],
    history: [],
    ...changes,
  };
}

describe('the buyer’s confirmation', () => {
  const placed = order();
  const mail = buyerConfirmationMail([placed], 'ama@exemple.tg', {
    trackingUrl: TRACKING,
    teamContact: NO_SHOP_CONTACT,
    ...BRAND,
  });

  it('shows the lines, the delivery fee and the total in FCFA in a table', () => {
    const rows = htmlTableRows(mail.html!);
    expect(rows).toContainEqual(['Produit', 'Qté', 'Prix unitaire', 'Total']);
    expect(rows).toContainEqual(['Beurre de karité', '3', formatFcfa(3500), formatFcfa(10500)]);
    expect(rows).toContainEqual(['Savon noir', '2', formatFcfa(2500), formatFcfa(5000)]);
    expect(rows).toContainEqual(['Livraison', formatFcfa(1500)]);
    expect(rows).toContainEqual(['Total', formatFcfa(17000)]);
  });

  it('leads to the tracking page with its button', () => {
    expect(htmlLinkHref(mail.html!, 'Suivre mes commandes')).toBe(TRACKING);
  });

  it('keeps its plain text, line for line', () => {
    expect(mail.text).toContain(
      frenchTypography(
        [
          `- Beurre de karité : 3 x ${formatFcfa(3500)} = ${formatFcfa(10500)}`,
          `- Savon noir : 2 x ${formatFcfa(2500)} = ${formatFcfa(5000)}`,
          `  Livraison : ${formatFcfa(1500)}`,
        ].join('\n'),
      ),
    );
    expect(mail.text).toContain(frenchTypography(`Suivez vos commandes ici : ${TRACKING}`));
    expect(mail.text).not.toContain('<');
  });

  it('heads each parcel when the cart came from several boutiques', () => {
    const second = order({
      id: 2,
      orderNumber: 'BAO-2026-000002',
      boutique: { id: 2, name: 'Mariam' },
    });
    const both = buyerConfirmationMail([placed, second], 'ama@exemple.tg', {
      trackingUrl: TRACKING,
      teamContact: NO_SHOP_CONTACT,
      ...BRAND,
    });
    const headings = [...both.html!.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(([, text]) => text);
    expect(headings).toEqual(
      [
        'Colis 1 : commande BAO-2026-000001 — Karité d’Awa',
        'Colis 2 : commande BAO-2026-000002 — Mariam',
      ].map(frenchTypography),
    );
  });

  it('points to the contact form alone, with no reply-to, when no team contact is configured', () => {
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain(
      frenchTypography(
        [
          'Une question ? Contactez l’équipe :',
          '  Formulaire de contact : https://baobab.example/contact',
        ].join('\n'),
      ),
    );
    expect(mail.text).not.toMatch(/WhatsApp|E-mail :/);
  });

  it('says when the one boutique confirms and calls, and its usual delay', () => {
    expect(mail.text).toContain(
      'La boutique confirme votre commande dans les 48 heures, puis vous appelle au numéro ci-dessus avant de livrer.',
    );
    expect(mail.text).toContain(frenchTypography('Délai habituel de la boutique : 2 jours'));
    const sameDay = buyerConfirmationMail(
      [order({ shipping: { ...placed.shipping, days: 1 } })],
      'ama@exemple.tg',
      { trackingUrl: TRACKING, teamContact: NO_SHOP_CONTACT, ...BRAND },
    );
    expect(sameDay.text).toContain(frenchTypography('Délai habituel de la boutique : 1 jour'));
  });

  it('says « enregistrée » for a cash order, as its text says the boutique confirms it', () => {
    expect(mail.subject).toBe('Commande enregistrée – BAO-2026-000001');
    expect(mail.subject).not.toMatch(/confirmée/);
    expect(mail.text).toContain('La boutique confirme votre commande dans les 48 heures');
  });

  it('says « payée » for an order paid online, still to be confirmed by its boutique', () => {
    const paid = buyerConfirmationMail(
      [order({ paymentMethod: 'Mobile Money', paymentStatus: 'Réussi' })],
      'ama@exemple.tg',
      { trackingUrl: TRACKING, teamContact: NO_SHOP_CONTACT, ...BRAND },
    );
    expect(paid.subject).toBe('Commande payée – BAO-2026-000001');
    expect(paid.text).toContain('La boutique confirme votre commande dans les 48 heures');
  });

  it('writes what buyers and sellers typed as text, never as markup', () => {
    const hostile = order({
      client: { name: 'Ama <script>alert(1)</script>', phone: '+228 90 11 22 33', email: null },
      lines: [
        {
          boutiqueProduitId: 10,
          name: 'Savon <img src=x onerror=alert(2)>',
          quantity: 1,
          unitPrice: 2500,
          total: 2500,
        },
      ],
      boutique: { id: 1, name: '"><script>alert(3)</script>' },
    });
    const { html } = buyerConfirmationMail([hostile], 'ama@exemple.tg', {
      trackingUrl: TRACKING,
      teamContact: NO_SHOP_CONTACT,
      ...BRAND,
    });
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('Ama &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Savon &lt;img src=x onerror=alert(2)&gt;');
  });
});

describe('the seller’s notice', () => {
  it('has the table of its lines and a button to the order in its dashboard', () => {
    const mail = sellerNoticeMail(
      order(),
      { email: 'awa@exemple.tg', userName: 'Awa', tenantId: 7 },
      BRAND,
    );
    expect(htmlTableRows(mail.html!)).toContainEqual([
      'Savon noir',
      '2',
      formatFcfa(2500),
      formatFcfa(5000),
    ]);
    expect(htmlLinkHref(mail.html!, 'Ouvrir la commande')).toBe(
      'https://baobab.example/vendeur-dashboard/7/orders?q=BAO-2026-000001',
    );
  });

  it('gives the buyer’s note with the delivery, as text, and nothing when she wrote none', () => {
    const seller = { email: 'awa@exemple.tg', userName: 'Awa', tenantId: 7 };
    const noted = sellerNoticeMail(
      order({ note: 'Portail <b>bleu</b>.\nAppelez avant.' }),
      seller,
      BRAND,
    );
    expect(noted.text).toContain(
      frenchTypography('  Note pour la boutique : Portail <b>bleu</b>.\nAppelez avant.'),
    );
    expect(noted.html).not.toContain('<b>');
    expect(noted.html).toContain('Portail &lt;b&gt;bleu&lt;/b&gt;.<br/>Appelez avant.');
    expect(sellerNoticeMail(order(), seller, BRAND).text).not.toContain('Note pour la boutique');
  });
});

describe('a status update', () => {
  it('leads to the tracking page with its button', () => {
    const mail = statusChangeMail(order({ status: 'En cours' }), 'ama@exemple.tg', TRACKING, BRAND);
    expect(htmlLinkHref(mail.html!, 'Suivre mes commandes')).toBe(TRACKING);
    expect(mail.html).toContain('est en cours de préparation et de livraison.');
  });
});

describe('a delivered order', () => {
  const delivered = order({ status: 'Livré', paymentStatus: 'Réussi' });

  it('no longer tells the estimated delivery date', () => {
    const mail = statusChangeMail(delivered, 'ama@exemple.tg', TRACKING, BRAND);
    expect(mail.text).toContain('a été livrée');
    expect(mail.text).not.toContain('Livraison estimée');
  });

  it('asks for a review in the buyer’s space and points to the return guide', () => {
    const reviews = 'https://baobab.example/acheteur-dashboard/12/avis';
    const mail = statusChangeMail(delivered, 'ama@exemple.tg', TRACKING, BRAND, reviews);
    expect(htmlLinkHref(mail.html!, 'Donner mon avis')).toBe(reviews);
    expect(mail.text).toContain('Beurre de karité, Savon noir');
    expect(
      htmlLinkHref(mail.html!, 'https://baobab.example/aide/guides/retourner-un-produit'),
    ).toBe('https://baobab.example/aide/guides/retourner-un-produit');
    expect(mail.text).toContain(frenchTypography('Un problème avec un produit ?'));
  });

  it('points a guest, who has no space to review from, to the return guide alone', () => {
    const mail = statusChangeMail(delivered, 'ama@exemple.tg', TRACKING, BRAND);
    expect(mail.text).not.toContain('Donner mon avis');
    expect(mail.text).toContain('https://baobab.example/aide/guides/retourner-un-produit');
  });
});

describe('a payment that did not go through', () => {
  const declined = order({
    status: 'Annulé',
    paymentMethod: 'Mobile Money',
    paymentStatus: 'Échoué',
  });
  const mail = paymentOutcomeMail(declined, 'ama@exemple.tg', TRACKING, BRAND);

  it('says the order is cancelled and what to do next: order again from the boutique', () => {
    expect(mail.subject).toBe(
      frenchTypography('Paiement non abouti : commande BAO-2026-000001 annulée'),
    );
    expect(mail.text).toContain('Pour recevoir ces produits, passez une nouvelle commande');
    expect(htmlLinkHref(mail.html!, 'Commander à nouveau')).toBe(
      'https://baobab.example/boutique/1',
    );
  });

  it('says what to do if the money left the account all the same', () => {
    expect(mail.text).toContain(
      'Si votre compte a été débité malgré tout, écrivez-nous en donnant le numéro BAO-2026-000001',
    );
    expect(mail.text).toContain('https://baobab.example/contact');
  });
});

/** GSM 03.38's basic alphabet: a text of these alone fits 160 characters per SMS, else 70. */
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

// A real tracking link's length: the token is a SHA-256 in base64url.
const SMS_LINK = `https://baobab.example/suivi-commande/${'x'.repeat(43)}`;

/** One SMS: 160 characters at most, all of GSM-7. */
function expectOneGsm7Sms(text: string) {
  expect(text.length, text).toBeLessThanOrEqual(160);
  expect(
    [...text].filter((char) => !GSM_7.includes(char)),
    text,
  ).toEqual([]);
}

describe('the buyer’s SMS of a new status', () => {
  const link = SMS_LINK;

  it('says the status and gives the tracking link, in one GSM-7 SMS', () => {
    for (const status of ['En attente', 'En cours', 'Livré', 'Annulé'] as const) {
      const text = statusChangeText(order({ status }), link, 'Baobab');
      expect(text.startsWith('Baobab. Commande BAO-2026-000001 ')).toBe(true);
      expect(text.endsWith(` Suivi sur ${link}`)).toBe(true);
      expectOneGsm7Sms(text);
    }
  });

  it('names the parcel once it has left with a tracking number', () => {
    const shipped = order({
      status: 'En cours',
      shipping: { ...order().shipping, carrier: 'DHL', trackingNumber: '1Z999AA1' },
    });
    expect(statusChangeText(shipped, link, 'Baobab')).toBe(
      `Baobab. Commande BAO-2026-000001 en préparation, colis DHL 1Z999AA1. Suivi sur ${link}`,
    );
  });
});

describe('the buyer’s SMS of a payment’s outcome', () => {
  const link = SMS_LINK;

  it('confirms the amount paid, its digits grouped by plain spaces, in one GSM-7 SMS', () => {
    const paid = paymentOutcomeText(order({ paymentStatus: 'Réussi' }), link, 'Baobab');
    expect(paid).toBe(
      `Baobab. Paiement de 17 000 FCFA confirmé, commande BAO-2026-000001. Suivi sur ${link}`,
    );
    const declined = paymentOutcomeText(order({ paymentStatus: 'Échoué' }), link, 'Baobab');
    expect(declined).toMatch(/^Baobab\. Paiement non abouti, commande BAO-2026-000001 annulée/);
    for (const text of [paid, declined]) {
      expectOneGsm7Sms(text);
    }
  });
});
