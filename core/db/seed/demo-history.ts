import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { DeliveryDetails } from '../../../common/delivery.ts';
import type { CheckoutInput } from '../../orders/checkout.service.ts';
import type { ProductListingEntry } from '../../../common/catalogue.ts';
import { mobileMoneyOperatorsIn } from '../../../common/payment-methods.ts';
import { NO_SHOP_CONTACT } from '../../../common/shop-info.ts';
import { ownerSeat } from '../../shop-team/team-access.ts';
import type { CurrentAccount } from '../../accounts/accounts.service.ts';
import { createCatalogueRepository } from '../../catalogue/catalogue.repository.ts';
import { createCatalogueService } from '../../catalogue/catalogue.service.ts';
import { createSellerProductsRepository } from '../../seller-products/seller-products.repository.ts';
import { createSellerProductsService } from '../../seller-products/seller-products.service.ts';
import { createNotificationsRepository } from '../../notifications/notifications.repository.ts';
import { createNotificationsService } from '../../notifications/notifications.service.ts';
import { createOrderServices, type OrderServicesOptions } from '../../services.ts';
import { SEED_OUTBOX } from './demo-outbox.ts';
import { OPERATORS_EVERY_DEMO_SHOP_TAKES } from './demo-payment-settings.ts';
import { createClaimQueueRepository } from '../../claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '../../claim-queue/claim-queue.service.ts';
import type { Database } from '../client.ts';
import { accounts, boutiques } from '../schema.ts';

// A believable year of orders for the demo (issue 12), so that a newcomer's dashboards are alive
// on first start: orders placed by the demo buyers and by guests, delivered, in progress,
// waiting or cancelled, with their cash payments, status histories and the buyers' and shops'
// notifications (read, but for the last two days'). Everything goes through the site's own
// services, at the dates the history tells (their clock is set before each step); nothing is
// inserted around them. No e-mail leaves: the history's messages go nowhere. The same draw
// every time (a seeded generator), so the demo is the same on every machine.

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
 * Every fifth checkout of a demo buyer is paid online (Mobile Money or card) and approved, one
 * in three of those declined; of the last two days', the payment is still awaited.
 */
function onlinePaymentOf(
  index: number,
  delivery: DeliveryDetails,
): {
  payment: CheckoutInput['payment'];
  outcome: 'approve' | 'decline' | 'awaited';
} | null {
  if (index % 5 !== 0) return null;
  // An operator of the buyer's country that every demo shop takes.
  const provider = mobileMoneyOperatorsIn(delivery.country).find((operator) =>
    OPERATORS_EVERY_DEMO_SHOP_TAKES.includes(operator),
  );
  const payment: CheckoutInput['payment'] =
    index % 10 === 0 && provider
      ? { method: 'Mobile Money', provider, account: delivery.phone }
      : { method: 'Carte Bancaire', account: '4242' };
  if (index >= CHECKOUTS - RECENT_CHECKOUTS) return { payment, outcome: 'awaited' };
  return { payment, outcome: index % 15 === 0 ? 'decline' : 'approve' };
}

/** What becomes of an order placed `ageDays` ago, the way a small shop's orders go. */
/** What a shop tells the buyer when it cancels (read from the order id: the draws stay the same). */
const SHOP_CANCEL_REASONS = [
  'Produit en rupture de stock : nous ne pouvons pas préparer votre commande. Toutes nos excuses.',
  'Nous n’avons pas pu vous joindre au numéro donné pour convenir de la livraison.',
  'Vous nous avez demandé par téléphone d’annuler la commande.',
] as const;

type Fate = 'En attente' | 'En cours' | 'Livré' | 'Annulé';
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
};

/**
 * Places about 140 checkouts over the last year (more of them lately, as a shop grows) and
 * moves each order on as its age wants. Stock taken by the history is put back at the end, as
 * the producers restock: the catalogue keeps the stock it was seeded with.
 */
export async function seedDemoHistory(db: Database, now: Date, site: DemoSite): Promise<void> {
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

  for (let index = 0; index < CHECKOUTS; index++) {
    // The buyers and the shops have read what they were told of before the last two days.
    if (index === CHECKOUTS - RECENT_CHECKOUTS) {
      for (const reader of [...buyers, ...sellerOf.values()]) {
        await notifications.markAllRead(reader, null);
      }
    }
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
    for (const { offer, quantity } of lines) await restock(offer, quantity);

    const buyer = random.next() < 0.7 ? random.pick(buyers) : null;
    const guest = buyer ? null : random.pick(GUESTS);
    const delivery = guest
      ? guest.delivery
      : random.pick(BUYER_DELIVERIES[buyer?.email ?? ''] ?? []);
    const online = buyer ? onlinePaymentOf(index, delivery) : null;
    const input: CheckoutInput = {
      lines: lines.map(({ offer, quantity }) => ({ id: offer.id, quantity, price: offer.price })),
      subtotal: lines.reduce((sum, { offer, quantity }) => sum + offer.price * quantity, 0),
      delivery,
      payment: online?.payment ?? { method: 'Paiement à la livraison' },
      ...(guest && { guest: { name: guest.name, phone: guest.delivery.phone, email: undefined } }),
    };
    at(placedAt);
    const { result } = await checkout.place(input, buyer, `${SEED_ACTOR}-${index}`);
    for (const { offer, quantity } of lines) stock.set(offer.id, stockOf(offer.id) - quantity);
    if (online) {
      // Still awaited: the orders wait for it. Declined: the provider's notice cancels them.
      if (online.outcome === 'awaited') continue;
      at(placedAt + 5 * 60_000);
      await payments.decideTestPayment(result.reference, online.outcome);
      if (online.outcome === 'decline') {
        for (const { offer, quantity } of lines) stock.set(offer.id, stockOf(offer.id) + quantity);
        continue;
      }
    }

    for (const order of result.orders) {
      const seller = sellerFor(order.boutique.id);
      const fate = fateOf((now.getTime() - placedAt) / DAY_MS, random.next());
      const handledAt = placedAt + random.between(2, 20) * HOUR_MS;
      if (fate === 'Annulé') {
        at(handledAt);
        // A buyer with an account cancels it; a guest's is cancelled by the shop on the phone,
        // as is a paid one (the shop refunds it).
        if (buyer && !online) await orders.cancelByBuyer(buyer, order.id);
        else {
          const reason =
            SHOP_CANCEL_REASONS[order.id % SHOP_CANCEL_REASONS.length] ?? SHOP_CANCEL_REASONS[0];
          await orders.updateStatus(seller, order.id, 'Annulé', { reason });
        }
        for (const { offer, quantity } of lines) {
          if (offer.boutique.id === order.boutique.id) {
            stock.set(offer.id, stockOf(offer.id) + quantity);
          }
        }
        continue;
      }
      if (fate === 'En attente') continue;
      at(handledAt);
      await orders.updateStatus(seller, order.id, 'En cours');
      if (fate !== 'Livré') continue;
      at(handledAt + random.between(1, 4) * DAY_MS);
      await orders.updateStatus(seller, order.id, 'Livré');
    }
  }

  // The shelves as the catalogue had them.
  at(now.getTime());
  for (const offer of offers) {
    if (stockOf(offer.id) !== offer.stockDisponible) {
      await sellerProducts.setStock(sellerFor(offer.boutique.id), offer.id, offer.stockDisponible);
    }
  }
}
