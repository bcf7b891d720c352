import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { COD_TOGO, newGuest, orderHelpers, type OfferRow } from '../../../tests/support/orders.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 § 4.5 on a real PostgreSQL: a checkout names who receives the parcel (kept on the
// order, shown to the shop, on the invoice and on the tracking page), and a buyer's delivery
// typed at checkout can be kept among her saved addresses, so the next checkout starts from it.

let testApp: TestApp;
const { checkout, call, newAccount, newOffer } = orderHelpers(() => testApp);
let seller: RegistrationResponse;
let offer: OfferRow;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  seller = await newAccount('VENDEUR', 'Efua Destinataires');
  offer = await newOffer(seller, 'Savon noir de test', 2500, 500);
});
afterAll(async () => {
  await testApp?.close();
});

const order = (body: object, token?: string) =>
  checkout({ lines: [{ id: offer.id, quantity: 1 }], ...body }, token ? { token } : {});

describe('the recipient of a parcel', () => {
  it('is kept on the order and shown to the buyer, the shop, the tracking page and the invoice', async () => {
    const buyer = await newAccount('ACHETEUR', 'Kossi Petit-fils');
    const placed = await order(
      { ...COD_TOGO, delivery: { ...COD_TOGO.delivery, recipientName: '  Mamie Afi  ' } },
      buyer.token,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<CheckoutResult>();
    const [mine] = result.orders;
    expect(mine!.delivery.recipientName).toBe('Mamie Afi');

    const asSeller = await call('GET', `/api/commandes/${mine!.id}`, seller.token);
    expect(asSeller.json<Order>().delivery.recipientName).toBe('Mamie Afi');
    const shopList = await call('GET', '/api/commandes/boutique', seller.token);
    expect(
      shopList.json<{ orders: Order[] }>().orders.find((each) => each.id === mine!.id)?.delivery
        .recipientName,
    ).toBe('Mamie Afi');
    const token = new URL(result.trackingUrl, 'https://x.example').pathname.split('/').at(-1);
    const tracked = await call('GET', `/api/commandes/suivi/${token}`);
    expect(tracked.json<{ orders: Order[] }>().orders[0]!.delivery.recipientName).toBe('Mamie Afi');

    for (const statut of ['En cours', 'Livré']) {
      const moved = await call('PATCH', `/api/commandes/${mine!.id}/statut`, seller.token, {
        statut,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const invoice = await call('GET', `/api/commandes/${mine!.id}/facture`, buyer.token);
    expect(invoice.statusCode).toBe(200);
    expect((await pdfText(invoice.rawPayload)).replace(/\s/g, ' ')).toContain(
      'Destinataire : Mamie Afi',
    );
  });

  it('is the buyer herself when left blank; too long is refused beside the field', async () => {
    const guest = newGuest();
    const blank = await order({
      ...COD_TOGO,
      delivery: { ...COD_TOGO.delivery, phone: guest.phone, recipientName: '   ' },
      guest,
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(blank.json<CheckoutResult>().orders[0]!.delivery.recipientName).toBeNull();

    const long = await order({
      ...COD_TOGO,
      delivery: { ...COD_TOGO.delivery, phone: guest.phone, recipientName: 'A'.repeat(101) },
      guest,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { details: { field: string }[] } }>().error.details).toContainEqual(
      expect.objectContaining({ field: 'delivery.recipientName' }),
    );
  });
});

describe('keeping the delivery typed at checkout', () => {
  const addressesOf = async (token: string) =>
    (await call('GET', '/api/compte/adresses', token)).json<
      { label: string; city: string; address: string; phone: string; isDefault: boolean }[]
    >();

  it('saves it as the buyer’s default address when asked, once', async () => {
    const buyer = await newAccount('ACHETEUR', 'Ama Nouvelle');
    expect(await addressesOf(buyer.token)).toEqual([]);
    const first = await order({ ...COD_TOGO, saveAddress: true }, buyer.token);
    expect(first.statusCode, first.body).toBe(201);
    expect(await addressesOf(buyer.token)).toEqual([
      expect.objectContaining({
        label: 'Lomé',
        city: 'Lomé',
        address: COD_TOGO.delivery.address,
        phone: '+22890112233',
        isDefault: true,
      }),
    ]);
    // The same delivery again: nothing new to keep.
    expect((await order({ ...COD_TOGO, saveAddress: true }, buyer.token)).statusCode).toBe(201);
    expect(await addressesOf(buyer.token)).toHaveLength(1);
  });

  it('keeps nothing unless asked, nor for a guest', async () => {
    const buyer = await newAccount('ACHETEUR', 'Yao Discret');
    expect((await order(COD_TOGO, buyer.token)).statusCode).toBe(201);
    expect(await addressesOf(buyer.token)).toEqual([]);
    const saved = async () =>
      (await testApp.database.pool.query('select id from delivery_addresses')).rowCount;
    const before = await saved();
    const guest = newGuest();
    const asGuest = await order({
      ...COD_TOGO,
      delivery: { ...COD_TOGO.delivery, phone: guest.phone },
      guest,
      saveAddress: true,
    });
    expect(asGuest.statusCode, asGuest.body).toBe(201);
    expect(await saved()).toBe(before);
  });
});
