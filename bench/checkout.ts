import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { checkoutRequestSchema, type CheckoutRequest } from '#common/orders.ts';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';
import { boutiqueProduits, outboxMessages } from '#modules/db/schema.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { PriceChanged } from '#modules/errors.ts';
import { createCheckoutResults } from '#modules/orders/checkout-results.ts';
import { createCheckoutService, type CheckoutService } from '#modules/orders/checkout.service.ts';
import { createOrderNotices } from '#modules/orders/order-notices.ts';
import { createOrdersRepository } from '#modules/orders/orders.repository.ts';
import { createTrackingLinks } from '#modules/orders/tracking-links.ts';
import { cashOnDelivery } from '#modules/payments/payment-providers.ts';
import { payoutCipherSource } from '#modules/services.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createAppServices, openConfiguredDatabase, paymentTestModeOf } from '../server/runtime.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { createMediaStorage } from '#modules/storage/create-media-storage.ts';

// `npm run bench:checkout`: guest checkouts per second through the checkout service on the
// embedded PostgreSQL (DESIGN.md's budget), each ordering from two boutiques, paid on delivery,
// so each writes a buyer's confirmation and the sellers' notices. Three checkouts built from the
// same parts, run in turns in one process on one database:
// - without the outbox: the checkout writes no message (what the outbox is compared to);
// - with the outbox: its messages written in the checkout's transaction (decision 034), and
//   nothing sent during the run;
// - with the outbox and delivery: as the app runs, each commit's nudge sends them (as .eml files,
//   the app's mailer without SMTP_URL), on the same cores and the same pool.
// Decision 034 asks that the outbox does not halve the throughput.

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const dataDir = await createTempDir('baobab-bench-checkout-');
// Never a real mail server: the delivery variant writes its messages under DATA_DIR/outbox.
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: '' });
const logger = createLogger(config);
console.log('Base de démonstration en préparation…');
const database = await openConfiguredDatabase(config, () => undefined, CONCURRENCY + 4);

try {
  await seedDemoData(database, {
    storage: createMediaStorage(config.media.storage),
    payoutCipher: payoutCipherSource(config),
    site: config,
  });
  // Stock for every checkout of the run: the guard's update is measured, never a refusal.
  await database.db.update(boutiqueProduits).set({ stockDisponible: 10_000_000 });
  const services = createAppServices(
    database.db,
    config,
    logger,
    await paymentTestModeOf(config, database),
  );

  const repository = createOrdersRepository(database.db);
  const tracking = createTrackingLinks(randomBytes(32), config.publicUrl);
  const keys = () => Promise.resolve({ tracking, providers: { livraison: cashOnDelivery } });
  const results = createCheckoutResults({ repository, keys });
  const checkoutWith = (notices: Parameters<typeof createCheckoutService>[0]['notices']) =>
    createCheckoutService({
      repository,
      results,
      notices,
      paymentTimeoutMinutes: 30,
      onlinePayments: false,
      onlineProvider: 'test',
      keys,
      addresses: services.addresses,
    });
  const noticesThrough = (outbox: { nudge(): void }) =>
    createOrderNotices({
      brand: { brandName: config.brandName, publicUrl: config.publicUrl },
      teamContact: config.shopContact,
      keys,
      outbox,
    });
  const withoutOutbox = {
    label: 'sans outbox',
    checkout: checkoutWith({
      sellersToTell: async () => [],
      checkoutPlaced: async () => undefined,
      sendQueued: () => undefined,
    }),
    figures: [] as number[],
  };
  const variants = [
    withoutOutbox,
    {
      label: 'avec outbox (écrit dans la transaction)',
      checkout: checkoutWith(noticesThrough({ nudge: () => undefined })),
      figures: [] as number[],
    },
    {
      label: 'avec outbox et envoi (.eml)',
      checkout: checkoutWith(noticesThrough(services.outbox)),
      figures: [] as number[],
    },
  ];

  const request = await twoShopOrder(withoutOutbox.checkout);
  let guest = 0;
  const place = (checkout: CheckoutService) => {
    guest += 1;
    const input = checkoutRequestSchema.parse({
      ...request,
      guest: {
        name: `Client bench ${guest}`,
        phone: `+22890${String(guest % 1_000_000).padStart(6, '0')}`,
        email: `client-${guest}@bench.example`,
      },
    });
    return checkout.place(input, null, randomUUID());
  };

  /** Checkouts placed in `seconds` by CONCURRENCY buyers at once, and per second. */
  async function run(checkout: CheckoutService, seconds: number) {
    const until = performance.now() + seconds * 1000;
    let placed = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          try {
            await place(checkout);
            placed += 1;
          } catch {
            refused += 1;
          }
        }
      }),
    );
    return { placed, refused, perSecond: placed / ((performance.now() - started) / 1000) };
  }

  for (const variant of variants) await run(variant.checkout, 1);
  await services.outbox.settled();
  let refused = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of variants) {
      const outcome = await run(variant.checkout, SECONDS);
      // The next variant starts once the messages of this one are out: none pays for another's.
      await services.outbox.settled();
      variant.figures.push(outcome.perSecond);
      refused += outcome.refused;
    }
  }
  await services.outbox.settled();
  const [messages] = await database.db
    .select({
      written: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${outboxMessages.status} = 'Envoyé')::int`,
    })
    .from(outboxMessages);

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const baseline = mean(withoutOutbox.figures);
  console.log(
    `\nCommandes par seconde (${CONCURRENCY} acheteurs à la fois, ${ROUNDS} × ${SECONDS} s par variante, en alternance) :`,
  );
  for (const { label, figures } of variants) {
    const value = mean(figures);
    console.log(
      `  ${label.padEnd(42)} ${value.toFixed(1).padStart(7)} /s  (${((value / baseline) * 100).toFixed(0)} %)`,
    );
  }
  console.log(
    `Messages écrits : ${messages?.written ?? 0}, envoyés pendant la mesure : ${messages?.sent ?? 0}; commandes refusées : ${refused}.`,
  );
} finally {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * One unit from each of two boutiques that deliver in Togo, with the delivery fees they quote:
 * asked the way the checkout page does, a first try answered with the fees to show.
 */
async function twoShopOrder(checkout: CheckoutService): Promise<CheckoutRequest> {
  const offers = await database.db
    .select({
      id: boutiqueProduits.id,
      price: boutiqueProduits.price,
      boutiqueId: boutiqueProduits.boutiqueId,
    })
    .from(boutiqueProduits);
  const byShop = [...Map.groupBy(offers, (offer) => offer.boutiqueId).values()].flatMap((each) =>
    each.slice(0, 1),
  );
  for (const [index, first] of byShop.entries()) {
    for (const second of byShop.slice(index + 1)) {
      const lines = [first, second].map((offer) => ({
        id: offer.id,
        quantity: 1,
        price: offer.price,
      }));
      const request: CheckoutRequest = {
        lines,
        subtotal: first.price + second.price,
        delivery: {
          country: 'Togo',
          city: 'Lomé',
          address: 'Rue 12, maison 3',
          phone: '+228 90 12 34 56',
        },
        payment: { method: CASH_ON_DELIVERY },
        guest: { name: 'Client bench', phone: '+228 91 00 00 00', email: 'sonde@bench.example' },
      };
      try {
        await checkout.place(checkoutRequestSchema.parse(request), null, randomUUID());
        return request;
      } catch (error) {
        if (!(error instanceof PriceChanged)) continue;
        const shipping = (error.details ?? []).flatMap((change) =>
          'kind' in change && change.kind === 'deliveryFee' && 'id' in change && 'price' in change
            ? [{ boutiqueId: Number(change.id), express: false, fee: Number(change.price) }]
            : [],
        );
        const quoted = { ...request, shipping };
        try {
          await checkout.place(checkoutRequestSchema.parse(quoted), null, randomUUID());
          return quoted;
        } catch {
          continue;
        }
      }
    }
  }
  throw new Error('Aucune paire de boutiques ne livre au Togo : commande de test impossible.');
}
