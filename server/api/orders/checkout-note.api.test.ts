import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { frenchTypography } from '#common/typography.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import {
  COD_TOGO,
  newGuest,
  orderHelpers,
  statusChange,
  type OfferRow,
} from '../../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 47's proof of the recipe on a real PostgreSQL: the buyer's note to the shop at checkout
// is kept with the order, answered as `note`, written in the shop's e-mail of a new order,
// refused beside its field when too long (nothing stored), and forgotten with the rest of a
// deleted buyer's details.

let inbox: SmtpInbox;
let testApp: TestApp;
const { checkout, call, count, newAccount, newOffer } = orderHelpers(() => testApp);
let seller: RegistrationResponse;
let offer: OfferRow;

const NOTE = 'Sonnez deux fois, portail bleu.\nAppelez après 17 h.';

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ template: 'demo', env: { SMTP_URL: inbox.url } });
  seller = await newAccount('VENDEUR', 'Efua Notes');
  offer = await newOffer(seller, 'Savon noir des notes', 2500, 500);
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});
beforeEach(() => {
  inbox.mails.splice(0);
});

/** A guest's cash checkout of one savon, with these extra fields. */
function guestOrder(extra: object) {
  const guest = newGuest();
  return checkout({
    lines: [{ id: offer.id, quantity: 1 }],
    ...COD_TOGO,
    delivery: { ...COD_TOGO.delivery, phone: guest.phone },
    guest,
    ...extra,
  });
}

const mailsTo = (address: string) =>
  inbox.mails.filter((mail) => mail.recipients.includes(address)).map((mail) => readMail(mail.raw));

describe('the buyer’s note to the shop', () => {
  it('is kept with the order, answered to the shop and written in its new-order e-mail', async () => {
    const placed = await guestOrder({ note: `  ${NOTE}  ` });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json<CheckoutResult>().orders;
    expect(order!.note).toBe(NOTE);

    const asSeller = await call('GET', `/api/commandes/${order!.id}`, seller.token);
    expect(asSeller.json<Order>().note).toBe(NOTE);
    const shopList = await call('GET', '/api/commandes/boutique', seller.token);
    expect(
      shopList.json<{ orders: Order[] }>().orders.find((each) => each.id === order!.id)?.note,
    ).toBe(NOTE);

    await expect.poll(() => mailsTo(seller.Email).length).toBe(1);
    const [notice] = mailsTo(seller.Email);
    expect(notice!.subject).toContain(order!.orderNumber);
    expect(notice!.text).toContain(
      frenchTypography(
        '  Note pour la boutique : Sonnez deux fois, portail bleu.\nAppelez après 17 h.',
      ),
    );
    // In the HTML, its lines stay lines, and it is text, not markup.
    expect(notice!.html).toContain(
      frenchTypography(
        'Note pour la boutique : Sonnez deux fois, portail bleu.<br/>Appelez après 17 h.',
      ),
    );
  });

  it('is none when left blank or absent', async () => {
    for (const extra of [{ note: '   ' }, { note: '' }, {}]) {
      const placed = await guestOrder(extra);
      expect(placed.statusCode, placed.body).toBe(201);
      const [order] = placed.json<CheckoutResult>().orders;
      expect(order!.note).toBeNull();
    }
    await expect.poll(() => mailsTo(seller.Email).length).toBe(3);
    for (const notice of mailsTo(seller.Email)) {
      expect(notice.text).not.toContain('Note pour la boutique');
    }
  });

  it('is refused beside its field past 500 characters, and nothing is stored', async () => {
    const [checkouts, orders] = [await count('checkouts'), await count('commandes')];
    const long = await guestOrder({ note: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(
      long.json<{ error: { details: { field: string; message: string }[] } }>().error.details,
    ).toEqual([{ field: 'note', message: 'La note ne doit pas dépasser 500 caractères.' }]);
    expect([await count('checkouts'), await count('commandes')]).toEqual([checkouts, orders]);
    // 500 is allowed.
    expect((await guestOrder({ note: 'a'.repeat(500) })).statusCode).toBe(201);
  });

  it('is documented in /api/docs: asked with its limit, answered on the order', async () => {
    const document = (await call('GET', '/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    }>();
    const placing = JSON.stringify(document.paths['/api/commandes']?.post);
    expect(placing).toMatch(/"note":\{[^}]*"maxLength":500/);
    expect(placing).toContain('Note pour la boutique (facultative)');
    expect(JSON.stringify(document.components.schemas.Commande?.properties.note)).toContain(
      'Note de l’acheteur pour la boutique',
    );
  });

  it('is forgotten with the rest of a deleted buyer’s details once her order is finished', async () => {
    const buyer = await newAccount('ACHETEUR', 'Afiwa Notes');
    const placed = await checkout(
      { lines: [{ id: offer.id, quantity: 1 }], ...COD_TOGO, note: NOTE },
      { token: buyer.token },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json<CheckoutResult>().orders;
    for (const statut of ['En cours', 'Livré']) {
      const moved = await call(
        'PATCH',
        `/api/commandes/${order!.id}/statut`,
        seller.token,
        statusChange(statut),
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const deleted = await call('POST', '/api/compte/suppression', buyer.token, {
      password: 'Mot-de-passe-2026',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = (await call('GET', `/api/commandes/${order!.id}`, seller.token)).json<Order>();
    expect(after.note).toBeNull();
    expect(after.delivery.address).toBe('');
    const { rows } = await testApp.database.pool.query<{ note: string | null }>(
      'select k.note from checkouts k join commandes c on c.checkout_id = k.id where c.id = $1',
      [order!.id],
    );
    expect(rows).toEqual([{ note: null }]);
  });
});
