import { z } from 'zod';
import { tableQuery, type TablePage, type TableQuery } from './data-tables.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders.ts';

// The back-office's accounts (issue 14): the seller and buyer tables, an account's page, its
// suspension and reactivation, and the team's approval of new boutiques (SELLER_APPROVAL).

export const ACCOUNT_STATUS_LABELS = { ACTIF: 'Actif', SUSPENDU: 'Suspendu' } as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUS_LABELS;

export const BOUTIQUE_APPROVALS = ['En attente', 'Approuvée', 'Refusée'] as const;
export type BoutiqueApproval = (typeof BOUTIQUE_APPROVALS)[number];

/** `SELLER_APPROVAL`: manual, a new boutique waits for the team before it is public. */
export const SELLER_APPROVAL_MODES = ['auto', 'manual'] as const;
export type SellerApprovalMode = (typeof SELLER_APPROVAL_MODES)[number];

/** The columns a table can be sorted by (`?tri=`). */
export const ACCOUNT_SORT_COLUMNS = [
  'id',
  'userName',
  'email',
  'ville',
  'inscription',
  'commandes',
  'montant',
] as const;
export type AccountSortColumn = (typeof ACCOUNT_SORT_COLUMNS)[number];

/** Newest accounts first: the ones the team most often looks for. */
const DEFAULT_SORT = { column: 'inscription', direction: 'desc' } as const;

export interface AccountTableQuery extends TableQuery<AccountSortColumn> {
  /** Sellers only (`?validation=En attente`): boutiques in that approval state. */
  approval: BoutiqueApproval | null;
}

export function accountTableQuery(params: URLSearchParams): AccountTableQuery {
  const approval = BOUTIQUE_APPROVALS.find((state) => state === params.get('validation'));
  return {
    ...tableQuery(params, ACCOUNT_SORT_COLUMNS, DEFAULT_SORT),
    approval: approval ?? null,
  };
}

/** The address of the sellers table showing the boutiques awaiting the team's approval. */
export const AWAITING_APPROVAL_PATH = 'vendeurs?validation=En+attente';

const id = z.number().int();

export const accountBoutiqueSchema = z.object({
  id,
  name: z.string(),
  approval: z.enum(BOUTIQUE_APPROVALS),
  approvalReason: z.string().nullable(),
  /** False while its seller is suspended. */
  active: z.boolean(),
  /** What the team reads before approving it (issue 45). */
  description: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  pays: z.string().nullable(),
  ville: z.string().nullable(),
  /** Its offers, on sale or not. */
  productCount: z.number().int(),
});
export type AccountBoutique = z.infer<typeof accountBoutiqueSchema>;

/** A row of the seller or buyer table: the spec's columns, then the team's. */
export const accountRowSchema = z.object({
  id,
  userName: z.string(),
  telephone: z.string().nullable(),
  email: z.string(),
  pays: z.string().nullable(),
  ville: z.string().nullable(),
  status: z.enum(['ACTIF', 'SUSPENDU']),
  /** Registration, ISO 8601. */
  createdAt: z.string(),
  /** Sellers: orders received by their boutique; buyers: orders placed; cancelled ones aside. */
  orderCount: z.number().int(),
  /** Their total, whole FCFA. */
  orderAmount: z.number().int(),
  boutique: accountBoutiqueSchema.nullable(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export type AccountTablePage = TablePage<AccountRow, AccountSortColumn> & {
  query: AccountTableQuery;
};

export const accountDetailSchema = accountRowSchema.extend({
  typeCompte: z.enum(['ACHETEUR', 'VENDEUR', 'ADMIN']),
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** One of the account's orders: for a seller, who ordered; for a buyer, from which boutique. */
export const accountOrderSchema = z.object({
  id,
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  /** The client's name (seller's orders) or the boutique's (buyer's orders). */
  counterpart: z.string(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

export interface AccountOrdersPage {
  orders: AccountOrder[];
  total: number;
  page: number;
  pageCount: number;
}

export const REASON_MAX_LENGTH = 500;
export const SUSPENSION_REASON_REQUIRED = 'Indiquez la raison de la suspension.';
export const REFUSAL_REASON_REQUIRED = 'Indiquez la raison du refus.';
const REASON_TOO_LONG = `La raison ne doit pas dépasser ${REASON_MAX_LENGTH} caractères.`;

const reason = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(REASON_MAX_LENGTH, REASON_TOO_LONG);

export const suspensionSchema = z.object({ raison: reason(SUSPENSION_REASON_REQUIRED) });
export const refusalSchema = z.object({ raison: reason(REFUSAL_REASON_REQUIRED) });
/** Reactivation and approval: a reason may be given, for the log. */
export const optionalReasonSchema = z.object({
  raison: z.string().trim().max(REASON_MAX_LENGTH, REASON_TOO_LONG).optional(),
});

export const SELF_SUSPENSION_MESSAGE = 'Vous ne pouvez pas suspendre votre propre compte.';
export const ADMIN_SUSPENSION_MESSAGE = 'Un compte administrateur ne peut pas être suspendu ici.';
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Compte introuvable.';
export const BOUTIQUE_NOT_FOUND_MESSAGE = 'Boutique introuvable.';

/** What a seller's dashboard says while the team has not approved the boutique. */
export const APPROVAL_NOTICES: Record<Exclude<BoutiqueApproval, 'Approuvée'>, string> = {
  'En attente':
    'Votre boutique attend la validation de l’équipe : vos produits seront visibles une fois approuvée',
  Refusée: 'Votre boutique a été refusée par l’équipe : vos produits ne sont pas visibles',
};

/** A seller's boutique the team has not approved (yet): her dashboard's banner. */
export interface PendingApproval {
  approval: Exclude<BoutiqueApproval, 'Approuvée'>;
  /** The team's reason, told when it refused. */
  reason: string | null;
}
