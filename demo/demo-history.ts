import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { DeliveryDetails } from '#common/delivery.ts';
import type { CheckoutInput } from '#modules/orders/checkout.service.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { DEFAULT_PAYOUT_HOLD_DAYS } from '#common/ledger.ts';
import type { CheckoutResult } from '#common/orders.ts';
import { DEFAULT_PAYOUT_MINIMUM_FCFA } from '#common/payouts.ts';
import { mobileMoneyOperatorsIn } from '#common/payment-methods.ts';
import { NO_SHOP_CONTACT } from '#common/shop-info.ts';
import { ownerSeat } from '#modules/shop-team/team-access.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { createCatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { createCatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { createSellerProductsRepository } from '#modules/seller-products/seller-products.repository.ts';
import { createSellerProductsService } from '#modules/seller-products/seller-products.service.ts';
import { createNotificationsRepository } from '#modules/notifications/notifications.repository.ts';
import { createNotificationsService } from '#modules/notifications/notifications.service.ts';
import { createOrderServices, type OrderServicesOptions } from '#modules/services.ts';
import type { PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { SEED_OUTBOX } from './demo-outbox.ts';
import { demoPayoutDates, demoPayoutRuns } from './demo-payouts.ts';
import { OPERATORS_EVERY_DEMO_SHOP_TAKES } from './demo-payment-settings.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques } from '#modules/db/schema.ts';

// A believable year of orders for the demo (issue 12), so that a newcomer's dashboards are alive
// on first start: orders placed by the demo buyers and by guests, delivered, in progress,
// waiting or cancelled, with their payments (online or cash), status histories, the team's
// monthly payouts and the buyers' and shops' notifications (read, but for the last two days').
// Everything goes through the site's own services, at the dates the history tells (their clock
// is set before each step, oldest first); nothing is inserted around them. No e-mail leaves:
// the history's messages go nowhere. The same draw every time (a seeded generator), so the demo
// is the same on every machine.

const HISTORY_DAYS = 365;
const CHECKOUTS = 140;
const RECENT_CHECKOUTS = 10;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SEED_ACTOR = 'demo-seed';

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Historique de démonstration incohérent : ${what}.`);
  return value;
}

/** Mulberry32: a small generator that draws the same numbers from the same seed. */
function drawer(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** A whole number from `min` to `max` included. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => present(items[Math.floor(next() * items.length)], 'choix'),
  };
}

/** Where the guests of the history live; each has a number of its own. */
const GUESTS: { name: string; delivery: DeliveryDetails }[] = [
  {
    name: 'Adjoa Mensah',
    delivery: {
      country: 'Togo',
      city: 'Lomé',
      address: 'Rue des Cocotiers, Bè-Kpota',
      phone: '+228 90 45 12 78',
    },
  },
  {
    name: 'Koffi Yao',
    delivery: {
      country: "Côte d'Ivoire",
      city: 'Abidjan',
      address: 'Cocody Angré, 7e tranche',
      phone: '+225 07 45 12 78 90',
    },
  },
  {
    name: 'Aïssatou Ba',
    delivery: {
      country: 'Sénégal',
      city: 'Dakar',
      address: 'Sacré-Cœur 3, villa 112',
      phone: '+221 77 451 27 89',
    },
  },
  {
    name: 'Rodrigue Houénou',
    delivery: {
      country: 'Bénin',
      city: 'Cotonou',
      address: 'Quartier Fidjrossè, rue 12',
      phone: '+229 01 97 45 12 78',
    },
  },
  {
    name: 'Awa Sanou',
    delivery: {
      country: 'Burkina Faso',
      city: 'Ouagadougou',
      address: 'Secteur 15, Ouaga 2000',
      phone: '+226 70 45 12 78',
    },
  },
  {
    name: 'Claire Essomba',
    delivery: {
      country: 'Cameroun',
      city: 'Douala',
      address: 'Bonapriso, rue Njo-Njo',
      phone: '+237 699 45 12 78',
    },
  },
];

/** Where the demo buyers have their parcels delivered (Fatou, in Paris, sends to her family). */
const BUYER_DELIVERIES: Record<string, DeliveryDetails[]> = {
  'kofi@baobab.example': [
    {
      country: 'Togo',
      city: 'Lomé',
      address: 'Avenue de la Libération, Tokoin',
      phone: '+228 90 11 22 33',
    },
  ],
  'fatou@baobab.example': [
    {
      country: 'Sénégal',
      city: 'Dakar',
      address: 'Liberté 6, villa 45',
      phone: '+221 77 112 23 34',
    },
    {
      country: "Côte d'Ivoire",
      city: 'Abidjan',
      address: 'Yopougon Maroc, près de la pharmacie',
      phone: '+225 07 11 22 33 44',
    },
  ],
};

/**
 * How a checkout is paid. Every fifth checkout of a demo buyer is paid online (Mobile Money or
 * card) and approved, one in three of those declined; of the last two days', the payment is
 * still awaited. Before the last two days, two in five of the others, guests' as well, are paid
 * by Mobile Money, as much of the region pays: the boutiques' share of those is what the team
 * pays out each month (demo-payouts.ts). The rest is paid in cash on delivery.
 */
function onlinePaymentOf(
  index: number,
  delivery: DeliveryDetails,
  byDemoBuyer: boolean,
): {
  payment: CheckoutInput['payment'];
  outcome: 'approve' | 'decline' | 'awaited';
} | null {
  const recent = index >= CHECKOUTS - RECENT_CHECKOUTS;
  // An operator of the buyer's country that every demo shop takes.
  const provider = mobileMoneyOperatorsIn(delivery.country).find((operator) =>
    OPERATORS_EVERY_DEMO_SHOP_TAKES.includes(operator),
  );
  const mobileMoney = (use: boolean): CheckoutInput['payment'] =>
    use && provider
      ? { method: 'Mobile Money', provider, account: delivery.phone }
      : { method: 'Carte Bancaire', account: '4242' };
  if (byDemoBuyer && index % 5 === 0) {
    const payment = mobileMoney(index % 10 === 0);
    if (recent) return { payment, outcome: 'awaited' };
    return { payment, outcome: index % 15 === 0 ? 'decline' : 'approve' };
  }
  if (recent || (index % 5 !== 2 && index % 5 !== 4)) return null;
  return { payment: mobileMoney(true), outcome: 'approve' };
}

/** What a shop tells the buyer when it cancels (read from the order id: the draws stay the same). */
const SHOP_CANCEL_REASONS = [
  'Produit en rupture de stock : nous ne pouvons pas préparer votre commande. Toutes nos excuses.',
  'Nous n’avons pas pu vous joindre au numéro donné pour convenir de la livraison.',
  'Vous nous avez demandé par téléphone d’annuler la commande.',
] as const;

type Fate = 'En attente' | 'En cours' | 'Livré' | 'Annulé';
/** What becomes of an order placed `ageDays` ago, the way a small shop's orders go. */
function fateOf(ageDays: number, draw: number): Fate {
  if (ageDays > 6) return draw < 0.88 ? 'Livré' : 'Annulé';
  if (ageDays > 2) return draw < 0.5 ? 'Livré' : draw < 0.85 ? 'En cours' : 'Annulé';
  return draw < 0.5 ? 'En attente' : draw < 0.85 ? 'En cours' : draw < 0.95 ? 'Livré' : 'Annulé';
}

/** The demo accounts as the services know a signed-in account (read, never written here). */
export async function demoActors(db: Database) {
  const rows = await db
    .select({
      id: accounts.id,
      userName: accounts.userName,
      email: accounts.email,
      typeCompte: accounts.typeCompte,
      tenantId: accounts.tenantId,
      boutiqueId: boutiques.id,
      boutiqueName: boutiques.name,
    })
    .from(accounts)
    .leftJoin(boutiques, eq(boutiques.tenantId, accounts.tenantId));
  const actors = rows.map(({ boutiqueName, ...row }): CurrentAccount => ({
    ...row,
    sessionId: SEED_ACTOR,
    team: ownerSeat({ ...row, boutiqueName }),
  }));
  return {
    buyers: actors.filter((actor) => actor.email in BUYER_DELIVERIES),
    sellerOf: new Map(
      actors.flatMap((actor) => (actor.boutiqueId ? [[actor.boutiqueId, actor]] : [])),
    ),
  };
}

/** The site the demo is seeded for: its signing secret (tracking links), address and brand. */
export type DemoSite = Pick<OrderServicesOptions, 'auth' | 'publicUrl' | 'brandName'> & {
  /** PAYOUT_HOLD_DAYS, which the seeded FAQ tells sellers (the default without it). */
  payoutHoldDays?: number;
  /** PAYOUT_MINIMUM_FCFA, below which the history's payout runs skip a boutique. */
  payoutMinimum?: number;
};

/**
 * Places about 140 checkouts over the last year (more of them lately, as a shop grows), moves
 * each order on as its age wants, and pays the boutiques out on the first of each month
 * (demo-payouts.ts), every step at its date and in their order. Stock taken by the history is put back at the end, as
 * the producers restock: the catalogue keeps the stock it was seeded with.
 */
export async function seedDemoHistory(
  db: Database,
  now: Date,
  site: DemoSite,
  payoutCipher: () => Promise<PayoutCipher>,
): Promise<void> {
  let time = now.getTime();
  const at = (moment: number) => {
    time = Math.min(moment, now.getTime());
  };
  const { checkout, orders, payments } = createOrderServices(
    db,
    SEED_OUTBOX,
    {
      // The instance's own signing secret and address: its orders live on after the seed (a
      // seller moves them, a payment expires, the team sends a message again), and every
      // tracking link written then or now must open them on this site.
      auth: site.auth,
      publicUrl: site.publicUrl,
      brandName: site.brandName,
      // Nobody is told of the history's orders: its e-mails are dropped.
      shopContact: NO_SHOP_CONTACT,
      paymentTimeoutMinutes: 30,
      // The demo buyers pay some orders online, through the test provider (their history's
      // 'Mes Paiements': paid, declined, and lately one still awaited).
      paymentTestMode: true,
      aggregator: null,
      logger: pino({ level: 'silent' }),
    },
    () => new Date(time),
  );
  const catalogueRepository = createCatalogueRepository(db);
  const catalogue = createCatalogueService(catalogueRepository);
  const sellerProducts = createSellerProductsService({
    repository: createSellerProductsRepository(db),
    catalogue: catalogueRepository,
    claims: createClaimRecorder(createClaimQueueRepository(db)),
  });
  const notifications = createNotificationsService(
    createNotificationsRepository(db),
    () => new Date(time),
  );
  const { buyers, sellerOf } = await demoActors(db);
  const offers = (await catalogue.listProducts()).items;
  const stock = new Map(offers.map((offer) => [offer.id, offer.stockDisponible]));
  const random = drawer(20_261_124);
  const sellerFor = (boutiqueId: number) => present(sellerOf.get(boutiqueId), 'vendeur');
  const stockOf = (offerId: number) => stock.get(offerId) ?? 0;

  /** The producer restocks what the next order needs. */
  async function restock(offer: ProductListingEntry, wanted: number) {
    const left = stockOf(offer.id);
    if (left >= wanted) return;
    await sellerProducts.setStock(sellerFor(offer.boutique.id), offer.id, left + 20);
    stock.set(offer.id, left + 20);
  }

  /**
   * What the history does, each at its date. The checkouts are drawn in any order of dates:
   * their steps run oldest first, so that the ledger's balance on any day (a payout run reads
   * it) holds what happened until then, and no later.
   */
  const steps: { at: number; run: () => Promise<void> }[] = [];
  const later = (moment: number, run: () => Promise<void>) => steps.push({ at: moment, run });

  // The buyers and the shops have read what they were told of before the last two days.
  later(now.getTime() - 2 * DAY_MS, async () => {
    for (const reader of [...buyers, ...sellerOf.values()]) {
      await notifications.markAllRead(reader, null);
    }
  });

  for (let index = 0; index < CHECKOUTS; index++) {
    // More orders lately (the square root packs the draws towards today), and the last few of
    // the past two days: what a seller has to handle on opening her dashboard.
    const ageDays =
      index < CHECKOUTS - RECENT_CHECKOUTS
        ? HISTORY_DAYS * (1 - Math.sqrt(random.next()))
        : 2 * random.next();
    const placedAt = now.getTime() - ageDays * DAY_MS;
    const first = random.pick(offers);
    const sameShop = offers.filter((offer) => offer.boutique.id === first.boutique.id);
    const chosen = new Map<number, { offer: ProductListingEntry; quantity: number }>();
    for (let count = random.between(1, 3); count > 0; count--) {
      // Most baskets stay in one shop; now and then one holds two.
      const offer = random.next() < 0.85 ? random.pick(sameShop) : random.pick(offers);
      chosen.set(offer.id, { offer, quantity: random.between(1, 3) });
    }
    const lines = [...chosen.values()];

    const buyer = random.next() < 0.7 ? random.pick(buyers) : null;
    const guest = buyer ? null : random.pick(GUESTS);
    const delivery = guest
      ? guest.delivery
      : random.pick(BUYER_DELIVERIES[buyer?.email ?? ''] ?? []);
    const online = onlinePaymentOf(index, delivery, buyer !== null);
    const input: CheckoutInput = {
      lines: lines.map(({ offer, quantity }) => ({ id: offer.id, quantity, price: offer.price })),
      subtotal: lines.reduce((sum, { offer, quantity }) => sum + offer.price * quantity, 0),
      delivery,
      payment: online?.payment ?? { method: 'Paiement à la livraison' },
      ...(guest && { guest: { name: guest.name, phone: guest.delivery.phone, email: undefined } }),
    };
    const putBack = (boutiqueId: number | null) => {
      for (const { offer, quantity } of lines) {
        if (boutiqueId === null || offer.boutique.id === boutiqueId) {
          stock.set(offer.id, stockOf(offer.id) + quantity);
        }
      }
    };
    let placed: CheckoutResult | undefined;
    const placedOrder = (boutiqueId: number) =>
      present(
        placed?.orders.find((order) => order.boutique.id === boutiqueId),
        'commande de la boutique',
      );
    later(placedAt, async () => {
      for (const { offer, quantity } of lines) await restock(offer, quantity);
      placed = (await checkout.place(input, buyer, `${SEED_ACTOR}-${index}`)).result;
      for (const { offer, quantity } of lines) stock.set(offer.id, stockOf(offer.id) - quantity);
    });
    if (online) {
      // Still awaited: the orders wait for it. Declined: the provider's notice cancels them.
      const { outcome } = online;
      if (outcome === 'awaited') continue;
      later(placedAt + 5 * 60_000, async () => {
        await payments.decideTestPayment(present(placed, 'paiement').reference, outcome);
        if (outcome === 'decline') putBack(null);
      });
      if (outcome === 'decline') continue;
    }

    // One order per boutique of the basket, in the checkout's order (its lines').
    for (const boutiqueId of new Set(lines.map(({ offer }) => offer.boutique.id))) {
      const seller = sellerFor(boutiqueId);
      const fate = fateOf((now.getTime() - placedAt) / DAY_MS, random.next());
      const handledAt = placedAt + random.between(2, 20) * HOUR_MS;
      if (fate === 'Annulé') {
        later(handledAt, async () => {
          const order = placedOrder(boutiqueId);
          // A buyer with an account cancels it; a guest's is cancelled by the shop on the
          // phone, as is a paid one (the shop refunds it).
          if (buyer && !online) await orders.cancelByBuyer(buyer, order.id);
          else {
            const reason =
              SHOP_CANCEL_REASONS[order.id % SHOP_CANCEL_REASONS.length] ?? SHOP_CANCEL_REASONS[0];
            await orders.updateStatus(seller, order.id, 'Annulé', { reason });
          }
          putBack(boutiqueId);
        });
        continue;
      }
      if (fate === 'En attente') continue;
      later(handledAt, async () => {
        await orders.updateStatus(seller, placedOrder(boutiqueId).id, 'En cours');
      });
      if (fate !== 'Livré') continue;
      later(handledAt + random.between(1, 4) * DAY_MS, async () => {
        await orders.updateStatus(seller, placedOrder(boutiqueId).id, 'Livré');
      });
    }
  }

  // The team's monthly payout runs, between the orders of their days.
  const payMonth = await demoPayoutRuns(db, {
    holdDays: site.payoutHoldDays ?? DEFAULT_PAYOUT_HOLD_DAYS,
    minimum: site.payoutMinimum ?? DEFAULT_PAYOUT_MINIMUM_FCFA,
    brand: { brandName: site.brandName, publicUrl: site.publicUrl },
    cipher: payoutCipher,
    clock: () => new Date(time),
  });
  const oldest = Math.min(...steps.map((step) => step.at));
  for (const runAt of demoPayoutDates(new Date(oldest), now)) later(runAt.getTime(), payMonth);

  for (const step of steps.toSorted((a, b) => a.at - b.at)) {
    at(step.at);
    await step.run();
  }

  // The shelves as the catalogue had them.
  at(now.getTime());
  for (const offer of offers) {
    if (stockOf(offer.id) !== offer.stockDisponible) {
      await sellerProducts.setStock(sellerFor(offer.boutique.id), offer.id, offer.stockDisponible);
    }
  }
}
