import { frenchTypography } from '#common/typography.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatFrenchDate } from '#common/french-format.ts';
import { formatFcfa } from '#common/money.ts';
import { SELLER_CANCEL_NEEDS_REASON, type CheckoutResult, type Order } from '#common/orders.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import {
  htmlLinkHref,
  htmlTableRows,
  readMail,
  type ReadMail,
} from '../../../tests/support/mail-reader.ts';
import {
  COD_TOGO,
  GUEST,
  newGuest,
  orderHelpers,
  type OfferRow,
} from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
} from '../../../tests/support/test-app.ts';

// The order e-mails, sent over real SMTP to a local inbox: the buyer's confirmation, each
// seller's notice with its own lines only, and the buyer's message at each status change.

let inbox: SmtpInbox;
let testApp: TestApp;
const { login, checkout, call, offers, setStock, newAccount } = orderHelpers(() => testApp);

const AWA = 'awa@baobab.example';
const MARIAM = 'mariam@baobab.example';
const MOBILE_MONEY = { method: 'Mobile Money', provider: 'Moov', account: '+228 91 23 45 67' };
/** How to reach the team, as the operator configures it: the buyers' confirmations give it. */
const TEAM = {
  CONTACT_EMAIL: 'equipe@baobab.example',
  CONTACT_PHONE: '+22890000000',
  SOCIAL_WHATSAPP_URL: 'https://wa.me/22890000000',
};

let awa: string;
let awaOffers: OfferRow[];
let mariamOffers: OfferRow[];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url, ...TEAM } });
  let mariam: string;
  [awa, mariam] = await Promise.all([
    login(AWA, DEMO_PASSWORDS.VENDEUR),
    login(MARIAM, DEMO_PASSWORDS.VENDEUR),
  ]);
  const boutiqueOf = async (token: string) =>
    (await call('GET', '/api/users/check-auth', token)).json<{ boutiqueId: number }>().boutiqueId;
  const [awaBoutique, mariamBoutique] = await Promise.all([boutiqueOf(awa), boutiqueOf(mariam)]);
  const all = await offers();
  awaOffers = all.filter((offer) => offer.boutiqueId === awaBoutique).slice(0, 2);
  mariamOffers = all.filter((offer) => offer.boutiqueId === mariamBoutique).slice(0, 1);
  expect(awaOffers).toHaveLength(2);
  expect(mariamOffers).toHaveLength(1);
  // "Absent from the other seller's notice" only means something if no name contains another.
  const names = [...awaOffers, ...mariamOffers].map((offer) => offer.name);
  for (const name of names) {
    expect(names.filter((other) => other.includes(name))).toEqual([name]);
  }
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

beforeEach(async () => {
  for (const offer of [...awaOffers, ...mariamOffers]) await setStock(offer.id, 50);
  inbox.mails.splice(0);
});

/** The decoded messages received by `address`, in order. */
function mailsTo(address: string): ReadMail[] {
  return inbox.mails
    .filter((mail) => mail.recipients.includes(address))
    .map((mail) => readMail(mail.raw));
}

function onlyMailTo(address: string): ReadMail {
  const mails = mailsTo(address);
  expect(mails, `e-mails à ${address}`).toHaveLength(1);
  return mails[0]!;
}

/** The line of the items table, as a reader sees it. */
/** A line of an order e-mail, as sent: with French typography. */
function itemLine(offer: OfferRow, quantity: number): string {
  return frenchTypography(
    `- ${offer.name} : ${quantity} x ${formatFcfa(offer.price)} = ${formatFcfa(offer.price * quantity)}`,
  );
}

const orderOf = (result: CheckoutResult, offer: OfferRow): Order =>
  result.orders.find((order) => order.boutique.id === offer.boutiqueId)!;

async function guestCashCheckout(guest = GUEST): Promise<CheckoutResult> {
  const [a1, a2] = awaOffers;
  const [m1] = mariamOffers;
  const response = await checkout({
    lines: [
      { id: a1!.id, quantity: 5 },
      { id: m1!.id, quantity: 2 },
      { id: a2!.id, quantity: 1 },
    ],
    ...COD_TOGO,
    guest,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CheckoutResult>();
}

describe('a cash-on-delivery checkout across two boutiques', () => {
  it('sends the buyer one confirmation with everything, and each seller its own lines, in HTML and text', async () => {
    const [a1, a2] = awaOffers;
    const [m1] = mariamOffers;
    const result = await guestCashCheckout();
    const awaOrder = orderOf(result, a1!);
    const mariamOrder = orderOf(result, m1!);

    expect(inbox.mails).toHaveLength(3);
    const confirmation = onlyMailTo(GUEST.email);
    expect(confirmation.headers.get('to')).toBe(GUEST.email);
    expect(confirmation.headers.get('from')).toBe('Baobab <no-reply@baobab.example>');
    // Registered (each boutique confirms its own), with every order's number and how many parcels come.
    expect(confirmation.subject).toBe(
      `Commande enregistrée – ${result.orders.map((order) => order.orderNumber).join(', ')} (2 colis)`,
    );
    const text = confirmation.text;
    expect(text).toContain(`Bonjour ${GUEST.name},`);
    expect(text).toContain('(heure de Lomé, GMT)');
    expect(text).toContain('Vous recevrez 2 colis, un par boutique');
    // Each parcel, and what its courier collects.
    for (const order of [awaOrder, mariamOrder]) {
      expect(text).toContain(`commande ${order.orderNumber} — ${order.boutique.name}`);
      expect(text).toContain(
        frenchTypography(`À régler à son livreur : ${formatFcfa(order.total)}`),
      );
    }
    // Each parcel's estimated day and the boutique's usual delay (its delivery zone's).
    for (const order of [awaOrder, mariamOrder]) {
      const { days, estimatedDelivery } = order.shipping;
      expect(days).toBeGreaterThan(0);
      expect(text).toContain(
        frenchTypography(
          `Livraison estimée : ${formatFrenchDate(estimatedDelivery!, { month: 'long' })}`,
        ),
      );
      expect(text).toContain(
        frenchTypography(`Délai habituel de la boutique : ${days} jour${days! > 1 ? 's' : ''}`),
      );
    }
    // What happens next and when: each boutique confirms within 48 hours, then phones.
    const nextStep =
      'Chaque boutique confirme sa commande dans les 48 heures, puis vous appelle au numéro ci-dessus avant de livrer. Vous paierez à la livraison.';
    expect(text).toContain(nextStep);
    expect(text).toContain(
      frenchTypography('Pour annuler une commande tant qu’elle est « En attente »'),
    );
    // Whom to ask: the team's phone, WhatsApp and e-mail, and the form; a reply reaches the team.
    expect(testApp.config.shopContact.phone!.display).toBe('+228 90 00 00 00');
    const teamContact = [
      'Une question ? Contactez l’équipe :',
      '  Téléphone : +228 90 00 00 00',
      `  WhatsApp : ${TEAM.SOCIAL_WHATSAPP_URL}`,
      `  E-mail : ${TEAM.CONTACT_EMAIL} (ou répondez simplement à cet e-mail)`,
      `  Formulaire de contact : ${testApp.config.publicUrl}/contact`,
    ].map(frenchTypography);
    expect(text).toContain(teamContact.join('\n'));
    expect(confirmation.headers.get('reply-to')).toBe(`Baobab <${TEAM.CONTACT_EMAIL}>`);
    for (const [offer, quantity] of [
      [a1!, 5],
      [a2!, 1],
      [m1!, 2],
    ] as const) {
      expect(text).toContain(itemLine(offer, quantity));
    }
    // Prices that never break: a narrow no-break space between thousands, one before FCFA.
    expect(text).toMatch(/ = \d{1,3}(?:\u202f\d{3})+\u00a0FCFA/);
    expect(text).toContain(frenchTypography(`Total : ${formatFcfa(awaOrder.total)}`));
    expect(text).toContain(
      frenchTypography(
        `Total à régler : ${formatFcfa(result.total)} (Paiement à la livraison, à chaque livreur le montant de son colis)`,
      ),
    );
    expect(text).toContain(COD_TOGO.delivery.address);
    // The delivery's details as the order screens show them (common/order-delivery.ts).
    expect(text).toContain(
      frenchTypography(
        `Ville : ${COD_TOGO.delivery.city}\n  Adresse : ${COD_TOGO.delivery.address}`,
      ),
    );
    expect(text).toContain(frenchTypography(`Pays : ${COD_TOGO.delivery.country}`));
    expect(text).toContain(frenchTypography(`Téléphone : ${COD_TOGO.delivery.phone}`));

    // The tracking link is the full address of the checkout's secret page, and it works.
    const link = /https?:\/\/\S+\/suivi-commande\/[\w-]+/.exec(text)?.[0];
    expect(link).toBe(`${testApp.config.publicUrl}${result.trackingUrl}`);
    const tracked = await call('GET', `/api/commandes/suivi/${link!.split('/').at(-1)}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json<CheckoutResult>().reference).toBe(result.reference);

    const awaNotice = onlyMailTo(AWA);
    expect(awaNotice.subject).toBe(
      `Nouvelle commande ${awaOrder.orderNumber} — ${awaOrder.boutique.name}`,
    );
    expect(awaNotice.text).toContain(itemLine(a1!, 5));
    expect(awaNotice.text).toContain(itemLine(a2!, 1));
    expect(awaNotice.text).toContain(COD_TOGO.delivery.address);
    // Whom to call, and where to write: the buyer's phone and e-mail.
    expect(awaNotice.text).toContain(GUEST.name);
    expect(awaNotice.text).toContain(frenchTypography(`Téléphone : ${COD_TOGO.delivery.phone}`));
    expect(awaNotice.text).toContain(frenchTypography(`E-mail : ${GUEST.email}`));
    // In the HTML, a tap on the phone calls the buyer and one on the address writes to her.
    expect(awaNotice.html).toContain(frenchTypography('Téléphone : <a '));
    expect(htmlLinkHref(awaNotice.html!, COD_TOGO.delivery.phone)).toBe('tel:+22890112233');
    expect(htmlLinkHref(awaNotice.html!, GUEST.email)).toBe(`mailto:${GUEST.email}`);
    // Greeted by name; told what to collect, what to do next and by when; a link to the order.
    const [awa] = await testApp.database.pool
      .query<{ user_name: string; tenant_id: number }>(
        'SELECT user_name, tenant_id FROM accounts WHERE email = $1',
        [AWA],
      )
      .then((result) => result.rows);
    expect(awaNotice.text).toContain(`Bonjour ${awa!.user_name},`);
    expect(awaNotice.text).toContain(
      frenchTypography(`À encaisser à la livraison : ${formatFcfa(awaOrder.total)}`),
    );
    expect(awaNotice.text).toContain('dans les 48 heures');
    expect(awaNotice.text).toContain(
      `${testApp.config.publicUrl}/vendeur-dashboard/${awa!.tenant_id}/orders?q=${awaOrder.orderNumber}`,
    );
    expect(awaNotice.text).not.toContain(m1!.name);
    expect(awaNotice.text).not.toContain(mariamOrder.orderNumber);

    const mariamNotice = onlyMailTo(MARIAM);
    expect(mariamNotice.subject).toBe(
      `Nouvelle commande ${mariamOrder.orderNumber} — ${mariamOrder.boutique.name}`,
    );
    expect(mariamNotice.text).toContain(itemLine(m1!, 2));
    expect(mariamNotice.text).toContain(COD_TOGO.delivery.address);
    expect(mariamNotice.text).not.toContain(a1!.name);
    expect(mariamNotice.text).not.toContain(a2!.name);
    expect(mariamNotice.text).not.toContain(awaOrder.orderNumber);

    // Both as HTML, with the plain text above as its alternative.
    expect(confirmation.contentType).toBe('multipart/alternative');
    const html = confirmation.html!;
    expect(html).toMatch(/^<!DOCTYPE html/);
    // Each line in the table, with its FCFA amounts; the parcel's delivery fee and total.
    const rows = htmlTableRows(html);
    for (const [offer, quantity] of [
      [a1!, 5],
      [a2!, 1],
    ] as const) {
      expect(rows).toContainEqual([
        frenchTypography(offer.name),
        String(quantity),
        formatFcfa(offer.price),
        formatFcfa(offer.price * quantity),
      ]);
    }
    expect(rows).toContainEqual(['Livraison', formatFcfa(awaOrder.deliveryFee)]);
    expect(rows).toContainEqual(['Total', formatFcfa(awaOrder.total)]);
    // The button leads to the checkout's tracking page; the French typography holds in HTML too.
    expect(htmlLinkHref(html, 'Suivre mes commandes')).toBe(
      `${testApp.config.publicUrl}${result.trackingUrl}`,
    );
    expect(html).toContain(
      frenchTypography('Pour annuler une commande tant qu’elle est « En attente » :'),
    );
    // The next steps, the parcels' delays and the team's contacts, as in the text.
    expect(html).toContain(nextStep);
    expect(html).toContain(frenchTypography('Délai habituel de la boutique : '));
    expect(html).toContain(frenchTypography('Livraison estimée : '));
    // The phone and the address are links there: a tap calls or writes to the team.
    expect(html).toContain(`${teamContact[0]}<br/>${frenchTypography('Téléphone : <a ')}`);
    expect(htmlLinkHref(html, '+228 90 00 00 00')).toBe('tel:+22890000000');
    expect(htmlLinkHref(html, TEAM.SOCIAL_WHATSAPP_URL)).toBe(TEAM.SOCIAL_WHATSAPP_URL);
    expect(htmlLinkHref(html, TEAM.CONTACT_EMAIL)).toBe(`mailto:${TEAM.CONTACT_EMAIL}`);

    expect(awaNotice.contentType).toBe('multipart/alternative');
    expect(htmlLinkHref(awaNotice.html!, 'Ouvrir la commande')).toBe(
      `${testApp.config.publicUrl}/vendeur-dashboard/${awa!.tenant_id}/orders?q=${awaOrder.orderNumber}`,
    );
  });

  it('writes its messages in the transaction without reading back its orders, sellers or their preferences', async () => {
    // Every checkout of the same products queues on the offers' locks the transaction holds:
    // what it reads there lengthens every other buyer's wait (decision 034, bench:checkout).
    const statements: string[] = [];
    const logged = await createSecondInstance(testApp, {
      logQuery: (query) => void statements.push(query),
    });
    try {
      const [a1] = awaOffers;
      const [m1] = mariamOffers;
      const response = await orderHelpers(() => logged).checkout({
        lines: [
          { id: a1!.id, quantity: 1 },
          { id: m1!.id, quantity: 1 },
        ],
        ...COD_TOGO,
        guest: newGuest(),
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await logged.close();
    }
    const begin = statements.indexOf('begin');
    const commit = statements.indexOf('commit');
    expect(begin).toBeGreaterThan(-1);
    expect(commit).toBeGreaterThan(begin);
    const inTransaction = statements.slice(begin + 1, commit);
    const readsOf = (table: RegExp, among: string[]) =>
      among.filter((query) => /^select\b/.test(query) && table.test(query));
    const backReads =
      /"(commandes|commande_lignes|commande_evenements|accounts|notification_preferences)"/;
    expect(readsOf(backReads, inTransaction)).toEqual([]);
    expect(
      inTransaction.filter((query) => query.startsWith('insert into "outbox_messages"')),
    ).toHaveLength(1);
    // The sellers' preferences were read before, and still chose who is told.
    expect(readsOf(/"notification_preferences"/, statements.slice(0, begin))).toHaveLength(1);
    expect(mailsTo(GUEST.email)).toHaveLength(1);
    expect(mailsTo(AWA)).toHaveLength(1);
    expect(mailsTo(MARIAM)).toHaveLength(1);
  });

  it('sends no confirmation to a guest who gave no e-mail, but still tells the sellers', async () => {
    const response = await checkout({
      lines: [{ id: awaOffers[0]!.id, quantity: 1 }],
      ...COD_TOGO,
      guest: { name: GUEST.name, phone: GUEST.phone },
    });
    expect(response.statusCode).toBe(201);
    expect(inbox.mails.map((mail) => mail.recipients)).toEqual([[AWA]]);
  });

  it('e-mails the buyer at each status change made by the seller', async () => {
    const result = await guestCashCheckout();
    const awaOrder = orderOf(result, awaOffers[0]!);
    inbox.mails.splice(0);
    const move = (statut: string) =>
      call('PATCH', `/api/commandes/${awaOrder.id}/statut`, awa, { statut });

    expect((await move('En cours')).statusCode).toBe(200);
    const started = onlyMailTo(GUEST.email);
    expect(started.subject).toBe(`Commande ${awaOrder.orderNumber} en préparation`);
    expect(started.text).toContain(
      `Votre commande ${awaOrder.orderNumber} (${awaOrder.boutique.name}) est en cours de préparation et de livraison.`,
    );
    expect(started.text).toContain(`${testApp.config.publicUrl}${result.trackingUrl}`);
    expect(inbox.mails).toHaveLength(1);

    inbox.mails.splice(0);
    expect((await move('Livré')).statusCode).toBe(200);
    const delivered = onlyMailTo(GUEST.email);
    expect(delivered.subject).toBe(`Commande ${awaOrder.orderNumber} livrée`);
    expect(delivered.text).toContain('a été livrée.');
    // Paid to the courier on delivery: said so, not « Réussi ».
    expect(delivered.text).toContain('Payé au livreur.');
    expect(inbox.mails).toHaveLength(1);

    // A refused transition sends nothing.
    inbox.mails.splice(0);
    expect((await move('Annulé')).statusCode).toBe(409);
    expect(inbox.mails).toHaveLength(0);
  });

  it('makes the seller say why she cancels, and tells the buyer', async () => {
    const result = await guestCashCheckout(newGuest());
    const awaOrder = orderOf(result, awaOffers[0]!);
    inbox.mails.splice(0);
    const cancel = (body: Record<string, string>) =>
      call('PATCH', `/api/commandes/${awaOrder.id}/statut`, awa, { statut: 'Annulé', ...body });

    const withoutReason = await cancel({});
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toMatchObject({
      error: { message: SELLER_CANCEL_NEEDS_REASON },
    });
    expect((await cancel({ motif: '   ' })).statusCode).toBe(400);
    expect(inbox.mails).toHaveLength(0);

    const reason = 'Produit en rupture de stock, toutes nos excuses.';
    const cancelled = await cancel({ motif: reason });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Order>().history.at(-1)).toMatchObject({ to: 'Annulé', reason });
    expect(onlyMailTo(GUEST.email).text).toContain(frenchTypography(`Motif : ${reason}`));
  });

  it('tells a delivered buyer where to review the order and how to return a product, not the estimated date', async () => {
    const buyer = await newAccount('ACHETEUR', 'Afi Mensah');
    const response = await checkout(
      { lines: [{ id: awaOffers[0]!.id, quantity: 1 }], ...COD_TOGO },
      { token: buyer.token },
    );
    expect(response.statusCode).toBe(201);
    const [order] = response.json<CheckoutResult>().orders;
    for (const statut of ['En cours', 'Livré']) {
      const moved = await call('PATCH', `/api/commandes/${order!.id}/statut`, awa, { statut });
      expect(moved.statusCode).toBe(200);
    }
    const delivered = mailsTo(buyer.Email).at(-1)!;
    expect(delivered.subject).toBe(`Commande ${order!.orderNumber} livrée`);
    const reviews = `${testApp.config.publicUrl}/acheteur-dashboard/${buyer.TenantId}/avis`;
    expect(delivered.text).toContain(frenchTypography(`Donner mon avis : ${reviews}`));
    expect(htmlLinkHref(delivered.html!, 'Donner mon avis')).toBe(reviews);
    expect(delivered.text).toContain(
      `${testApp.config.publicUrl}/aide/guides/retourner-un-produit`,
    );
    expect(delivered.text).not.toContain('Livraison estimée');
  });
});

describe('an online checkout', () => {
  async function onlineCheckout(): Promise<CheckoutResult> {
    const response = await checkout({
      lines: [
        { id: awaOffers[0]!.id, quantity: 2 },
        { id: mariamOffers[0]!.id, quantity: 1 },
      ],
      delivery: COD_TOGO.delivery,
      payment: MOBILE_MONEY,
      guest: GUEST,
    });
    expect(response.statusCode).toBe(201);
    return response.json<CheckoutResult>();
  }

  it('tells the sellers only once the payment has succeeded', async () => {
    const result = await onlineCheckout();
    const confirmation = onlyMailTo(GUEST.email);
    // Not confirmed before it is paid.
    expect(confirmation.subject).toMatch(/^Commande enregistrée – /);
    expect(confirmation.text).toContain('dès que votre paiement sera confirmé');
    // Online too, each boutique confirms and phones once the order is paid.
    expect(confirmation.text).toContain(
      'Une fois le paiement reçu, chaque boutique confirme sa commande dans les 48 heures, puis vous appelle au numéro ci-dessus avant de livrer.',
    );
    expect(confirmation.text).toContain('(Mobile Money)');
    expect(mailsTo(AWA)).toHaveLength(0);
    expect(mailsTo(MARIAM)).toHaveLength(0);

    inbox.mails.splice(0);
    const paid = await call('POST', `/api/paiements/test/${result.reference}/decision`, undefined, {
      decision: 'approve',
    });
    expect(paid.json().status).toBe('Réussi');
    const awaOrder = orderOf(result, awaOffers[0]!);
    const mariamOrder = orderOf(result, mariamOffers[0]!);
    const awaNotice = onlyMailTo(AWA);
    expect(awaNotice.subject).toBe(
      `Nouvelle commande ${awaOrder.orderNumber} — ${awaOrder.boutique.name}`,
    );
    expect(awaNotice.text).toContain(frenchTypography('(Mobile Money, paiement : Réussi)'));
    expect(awaNotice.text).toContain(
      frenchTypography('Attention : paiement en mode test, aucun argent n’a été encaissé.'),
    );
    expect(awaNotice.text).toContain(itemLine(awaOffers[0]!, 2));
    expect(awaNotice.text).not.toContain(mariamOffers[0]!.name);
    expect(onlyMailTo(MARIAM).text).toContain(itemLine(mariamOffers[0]!, 1));
    // The buyer hears that each order is paid.
    const updates = mailsTo(GUEST.email);
    expect(updates.map((mail) => mail.subject).sort()).toEqual(
      [
        `Paiement reçu : commande ${awaOrder.orderNumber}`,
        `Paiement reçu : commande ${mariamOrder.orderNumber}`,
      ]
        .map(frenchTypography)
        .sort(),
    );
    for (const update of updates) expect(update.text).toContain('Nous avons reçu votre paiement');

    // The payer's number never travels by e-mail, not even masked in full.
    for (const mail of inbox.mails) expect(mail.raw).not.toMatch(/91 ?23 ?45 ?67/);
  });

  it('never tells the sellers of a declined payment; the buyer hears of the cancellation', async () => {
    const result = await onlineCheckout();
    inbox.mails.splice(0);
    const declined = await call(
      'POST',
      `/api/paiements/test/${result.reference}/decision`,
      undefined,
      { decision: 'decline' },
    );
    expect(declined.json().status).toBe('Échoué');
    expect(mailsTo(AWA)).toHaveLength(0);
    expect(mailsTo(MARIAM)).toHaveLength(0);
    const updates = mailsTo(GUEST.email);
    expect(updates).toHaveLength(2);
    for (const update of updates) {
      expect(update.subject).toMatch(
        /^Paiement non abouti\u00a0: commande BAO-\d{4}-\d{6} annulée$/,
      );
      expect(update.text).toContain(frenchTypography('n’a pas abouti : la commande est annulée'));
    }
  });
});
