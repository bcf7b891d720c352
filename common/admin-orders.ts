import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  pageSizeParam,
  isCalendarDay,
  sortParam,
  type PageSize,
  type TablePage,
  type TableQuery,
} from './data-tables.ts';
import { listSearch, pageParam, searchParam } from './list-pages.ts';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type Order,
  type OrderStatus,
  cancelReasonSchema,
  type PaymentStatus,
} from './orders.ts';

// The back-office's orders (issue 14): every boutique's orders, narrowed by status, payment,
// boutique and dates of the address (`?statut=Livré&paiement=Réussi&du=2026-01-01&au=2026-03-31`),
// the dates being those of the orders or, with `dates=livraison`, of their delivery; and the
// figures of its home, each leading to the orders behind it.

/** The table's one sortable column: orders by date, newest first by default. */
export const ADMIN_ORDER_COLUMNS = ['date'] as const;
export type AdminOrderColumn = (typeof ADMIN_ORDER_COLUMNS)[number];

/** Open orders: waiting or in progress, neither delivered nor cancelled (the ongoing sales). */
export const OPEN_ORDERS = 'En attente ou en cours';
export const ADMIN_STATUS_FILTERS = [...ORDER_STATUSES, OPEN_ORDERS] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

/** The statuses a status filter stands for. */
export const statusesOf = (filter: AdminStatusFilter): OrderStatus[] =>
  filter === OPEN_ORDERS ? ['En attente', 'En cours'] : [filter];

/**
 * What the list's days are of: the order placed, or delivered (the day its sale was recorded in
 * the ledger, as the sales figures count it: decision 058).
 */
export const ADMIN_ORDER_DATES = { commande: 'de commande', livraison: 'de livraison' } as const;
export type AdminOrderDates = keyof typeof ADMIN_ORDER_DATES;

export interface AdminOrderQuery extends TableQuery<AdminOrderColumn> {
  status: AdminStatusFilter | null;
  paymentStatus: PaymentStatus | null;
  boutiqueId: number | null;
  dates: AdminOrderDates;
  /** Days in UTC (the marketplace's time, as the seller statistics), both included: 'AAAA-MM-JJ'. */
  from: string | null;
  to: string | null;
}

/** A page of orders, with how much the orders of every page add up to. */
export interface AdminOrderPage extends TablePage<Order, AdminOrderColumn> {
  query: AdminOrderQuery;
  amount: number;
}

const day = (message: string) => z.string().refine(isCalendarDay, message);

/** One rule per filter, for the API (400 with the message) and the screen (ignored when wrong). */
const FILTERS = {
  statut: z.enum(ADMIN_STATUS_FILTERS, 'Statut de commande invalide.'),
  paiement: z.enum(PAYMENT_STATUSES, 'Statut de paiement invalide.'),
  boutique: z.coerce
    .number({ error: 'Boutique invalide.' })
    .int('Boutique invalide.')
    .positive('Boutique invalide.')
    .max(2_147_483_647, 'Boutique invalide.'),
  dates: z.enum(['commande', 'livraison'], 'Dates invalides (commande ou livraison).'),
  du: day('Date de début invalide (AAAA-MM-JJ).'),
  au: day('Date de fin invalide (AAAA-MM-JJ).'),
};

const DATES_REVERSED = 'La date de fin précède la date de début.';

/** GET /api/admin/commandes's query string. */
export const adminOrderQuerySchema = z
  .object({
    statut: FILTERS.statut.optional(),
    paiement: FILTERS.paiement.optional(),
    boutique: FILTERS.boutique.optional(),
    dates: FILTERS.dates.optional(),
    du: FILTERS.du.optional(),
    au: FILTERS.au.optional(),
    q: z.string().max(100, 'La recherche compte au plus 100 caractères.').optional(),
    page: z.coerce
      .number({ error: 'Page invalide.' })
      .int('Page invalide.')
      .positive('Page invalide.')
      .max(1_000_000, 'Page invalide.')
      .optional(),
    taille: z
      .enum(['10', '25', '50', '100', 'tout'], 'Taille de page invalide (10, 25, 50, 100 ou tout).')
      .optional(),
    ordre: z.enum(['asc', 'desc'], 'Ordre invalide (asc ou desc).').optional(),
  })
  .refine((query) => !query.du || !query.au || query.du <= query.au, {
    path: ['au'],
    message: DATES_REVERSED,
  });

/** The API's query (adminOrderQuerySchema, once read) as the service takes it. */
export function adminOrderQueryOf(input: z.output<typeof adminOrderQuerySchema>): AdminOrderQuery {
  const { taille } = input;
  return {
    page: input.page ?? 1,
    pageSize:
      taille === undefined
        ? DEFAULT_PAGE_SIZE
        : taille === 'tout'
          ? 'tout'
          : (Number(taille) as PageSize),
    search: (input.q ?? '').trim(),
    sort: { column: 'date', direction: input.ordre ?? 'desc' },
    status: input.statut ?? null,
    paymentStatus: input.paiement ?? null,
    boutiqueId: input.boutique ?? null,
    dates: input.dates ?? 'commande',
    from: input.du ?? null,
    to: input.au ?? null,
  };
}

const valid = <T>(schema: z.ZodType<T>, value: string | null): T | null => {
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The query of an address; what cannot be read is left out (the screen's links and forms). */
export function parseAdminOrderQuery(params: URLSearchParams): AdminOrderQuery {
  const from = valid(FILTERS.du, params.get('du'));
  const to = valid(FILTERS.au, params.get('au'));
  return {
    page: pageParam(params),
    pageSize: pageSizeParam(params),
    search: searchParam(params),
    sort: sortParam(params, ADMIN_ORDER_COLUMNS, { column: 'date', direction: 'desc' }),
    status: valid(FILTERS.statut, params.get('statut')),
    paymentStatus: valid(FILTERS.paiement, params.get('paiement')),
    boutiqueId: valid(FILTERS.boutique, params.get('boutique')),
    dates: valid(FILTERS.dates, params.get('dates')) ?? 'commande',
    from,
    // Reversed dates would find nothing: the end is dropped, as the API refuses it.
    to: from && to && to < from ? null : to,
  };
}

/** The address's query for these filters (the orders list's links, the figures' links). */
export const adminOrderSearch = (
  filters: Partial<
    Pick<
      AdminOrderQuery,
      'status' | 'paymentStatus' | 'boutiqueId' | 'dates' | 'from' | 'to' | 'search'
    >
  >,
): string =>
  listSearch([
    ['statut', filters.status ?? null],
    ['paiement', filters.paymentStatus ?? null],
    ['boutique', filters.boutiqueId ?? null],
    // The orders' own days go without saying.
    ['dates', filters.dates === 'livraison' ? filters.dates : null],
    ['du', filters.from ?? null],
    ['au', filters.to ?? null],
    ['q', filters.search ?? null],
  ]);

/** An administrator's cancellation: its reason is told to the buyer and kept in the history. */
export const adminCancelSchema = z.strictObject({ motif: cancelReasonSchema });

/** What the team may move an order to; a cancellation goes with its reason (adminCancelSchema). */
export const ADMIN_STATUS_TARGETS = ['En cours', 'Livré'] as const;

export const adminStatusSchema = z.strictObject({
  statut: z.enum(
    ADMIN_STATUS_TARGETS,
    'Statut invalide : « En cours » ou « Livré » (une annulation demande un motif).',
  ),
});

/** The home's figures (spec section 2's three cards), each over the orders its link lists. */
export const ADMIN_FIGURES = {
  yearSales: {
    title: 'Chiffre d’affaires de l’année',
    help: 'Commandes livrées et payées depuis le 1er janvier, comptées le jour de leur livraison (le paiement à la livraison est encaissé à la remise du colis).',
    compared: 'l’an dernier à la même date',
  },
  monthSales: {
    title: 'Ventes du mois',
    help: 'Commandes livrées et payées depuis le 1er du mois, comptées le jour de leur livraison.',
    compared: 'le mois dernier à la même date',
  },
  ongoingSales: {
    title: 'Ventes en cours',
    help: 'Commandes en attente ou en cours, quelle que soit leur date : pas encore livrées ni annulées.',
    compared: null,
  },
} as const;
export type AdminFigure = keyof typeof ADMIN_FIGURES;

const figureSchema = z.object({
  amount: z.number().int(),
  count: z.number().int(),
  /** The same span a year (a month) before; null for the ongoing sales. */
  previous: z.object({ amount: z.number().int(), count: z.number().int() }).nullable(),
  /** The orders list's query that lists this figure's orders, e.g. '?statut=Livré&…'. */
  orders: z.string(),
});

export const adminFiguresSchema = z.object({
  /** When the figures were computed (dates are days in UTC). */
  at: z.string(),
  yearSales: figureSchema,
  monthSales: figureSchema,
  ongoingSales: figureSchema,
});

export type AdminFigures = z.infer<typeof adminFiguresSchema>;
