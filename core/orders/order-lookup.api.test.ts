import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_LOOKUP_NOT_FOUND,
  ORDER_LOOKUP_TOO_MANY,
  type OrderLookup,
} from '#common/order-lookup.ts';
import type { CheckoutResult } from '#common/orders.ts';
import { COD_TOGO, newGuest, orderHelpers } from '../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { FAILED_ORDER_LOOKUPS } from './orders.service.ts';

// « Suivre ma commande »: an order's number with the phone or e-mail given at checkout leads to
// its tracking page; anything else is refused alike, and wrong guesses are limited per address.

let testApp: TestApp;
const { checkout, offers } = orderHelpers(() => testApp);
let placed: CheckoutResult;
const guest = { ...newGuest(), email: 'yawa.suivi@exemple.tg' };

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  const [offer] = await offers();
  const response = await checkout({
    lines: [{ id: offer!.id, quantity: 1 }],
    ...COD_TOGO,
    guest,
  });
  expect(response.statusCode, response.body).toBe(201);
  placed = response.json<CheckoutResult>();
});
afterAll(async () => {
  await testApp?.close();
});

const lookUp = (lookup: OrderLookup, client = '203.0.113.7') =>
  testApp.services.orders.lookUp(lookup, client);

describe('looking an order up by its number', () => {
  it('leads to the tracking page with the phone as typed, or the e-mail', async () => {
    const numero = placed.orders[0]!.orderNumber;
    const local = guest.phone.replace('+228', '').trim();
    for (const contact of [guest.phone, local, guest.email.toUpperCase()]) {
      expect(await lookUp({ numero: numero.toLowerCase(), contact }), contact).toBe(
        placed.trackingUrl,
      );
    }
  });

  it('refuses a wrong contact or number with the same message', async () => {
    const numero = placed.orders[0]!.orderNumber;
    for (const lookup of [
      { numero, contact: '+228 90 00 00 01' },
      { numero, contact: 'autre@exemple.tg' },
      { numero: 'BAO-1999-999999', contact: guest.phone },
    ]) {
      await expect(lookUp(lookup, '203.0.113.8')).rejects.toThrow(ORDER_LOOKUP_NOT_FOUND);
    }
  });

  it('stops guessing from one address after a few wrong tries', async () => {
    const numero = placed.orders[0]!.orderNumber;
    const client = '203.0.113.9';
    for (let attempt = 0; attempt < FAILED_ORDER_LOOKUPS.max; attempt++) {
      await expect(
        lookUp({ numero, contact: `+228 90 00 00 ${attempt + 10}` }, client),
      ).rejects.toThrow(ORDER_LOOKUP_NOT_FOUND);
    }
    // Even the right details are refused until the window ends; another address is not.
    await expect(lookUp({ numero, contact: guest.phone }, client)).rejects.toThrow(
      ORDER_LOOKUP_TOO_MANY,
    );
    expect(await lookUp({ numero, contact: guest.phone }, '203.0.113.10')).toBe(placed.trackingUrl);
  });
});
