import { z } from 'zod';
import { cartTotal } from './cart.ts';
import { checkoutDeliverySchema, deliveryDetailsSchema } from './delivery.ts';
import { MAX_LINE_QUANTITY, MAX_PRICE_FCFA } from './limits.ts';
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from './payment-methods.ts';
import { DELIVERY_ZONES } from './shop-settings.ts';
import { requiredText, text } from './text.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';

// Orders: what the checkout sends, what the order API answers, and the statuses with their
// allowed transitions. Shared by the forms, the dashboards and the API so they agree.

/** Spec section 4's statuses, plus 'En attente' for an order nobody has handled yet. */
export const ORDER_STATUSES = ['En attente', 'En cours', 'Livré', 'Annulé'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['En attente', 'Réussi', 'Échoué'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where an order may go from each status; anything else is refused (409). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  'En attente': ['En cours', 'Annulé'],
  'En cours': ['Livré', 'Annulé'],
  Livré: [],
  Annulé: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * How a status reads on the screens, agreeing with « la commande » it qualifies. The stored
 * value, the API's and the address's, stays the spec's (« Livré », « Annulé »).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  'En attente': 'En attente',
  'En cours': 'En cours',
  Livré: 'Livrée',
  Annulé: 'Annulée',
};

/** A status's label, or the text as it is when it is none (a payment's, in a history). */
export const orderStatusLabel = (status: string): string =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** How each status reads after « Commande BAO-… », agreeing with « commande ». */
const STATUS_PHRASES: Record<OrderStatus, string> = {
  'En attente': 'enregistrée',
  'En cours': 'en préparation',
  Livré: 'livrée',
  Annulé: 'annulée',
};

/** « Commande BAO-2026-000012 livrée »: toasts, notifications and e-mail subjects. */
export const orderStatusSentence = (orderNumber: string, status: OrderStatus) =>
  `Commande ${orderNumber} ${STATUS_PHRASES[status]}`;

/** Spec colours: Livré green, En cours orange, Annulé red (Mantine colour names). */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  'En attente': 'gray',
  'En cours': 'orange',
  Livré: 'green',
  Annulé: 'red',
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  'En attente': 'gray',
  Réussi: 'green',
  Échoué: 'red',
};

const MAX_CHECKOUT_LINES = 50;
/**
 * Cash-on-delivery orders a guest may have waiting under one phone number: nothing is paid up
 * front, so without a limit anyone could hold a shop's stock with orders nobody will collect.
 */
export const MAX_OPEN_GUEST_CASH_CHECKOUTS = 3;
export const TOO_MANY_OPEN_GUEST_ORDERS = `Vous avez déjà ${MAX_OPEN_GUEST_CASH_CHECKOUTS} commandes en attente avec ce numéro. Attendez qu’elles soient traitées, ou créez un compte pour commander davantage.`;

/** Header carrying the client's idempotency key: the same checkout sent twice is one checkout. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const ORDER_SENT_MESSAGE = 'Commande envoyée avec succès !';
export const ORDER_FAILED_MESSAGE = 'Une erreur est survenue lors de l’envoi de la commande.';

const wholeQuantity = z
  .number({ error: 'La quantité doit être un nombre entier.' })
  .int('La quantité doit être un nombre entier.')
  .min(1, 'La quantité minimale est 1.')
  .max(MAX_LINE_QUANTITY, `La quantité ne peut pas dépasser ${MAX_LINE_QUANTITY}.`);

const shownPrice = z
  .number({ error: 'Prix affiché invalide.' })
  .int('Prix affiché invalide.')
  .positive('Prix affiché invalide.')
  .max(MAX_PRICE_FCFA, 'Prix affiché invalide.');

/**
 * One cart line. `price` is the unit price the buyer was shown: the server still prices the
 * order from the database, and refuses it (409) when that price is no longer the one shown.
 * Anything else a line carries (a cart's name, image…) is dropped.
 */
const checkoutLineSchema = z.object({
  /** The boutique offer id, as in the cart and /product-details/{id}. */
  id: z
    .number({ error: 'Produit invalide.' })
    .int('Produit invalide.')
    .positive('Produit invalide.'),
  quantity: wholeQuantity,
  price: shownPrice,
});

/** A guest gives a name and a phone; the e-mail is optional (it brings the confirmation). */
export const guestSchema = z.strictObject({
  name: requiredText('Le nom est requis.').max(
    MAX_LENGTH.name,
    tooLongMessage('Le nom', MAX_LENGTH.name),
  ),
  phone: deliveryDetailsSchema.shape.phone,
  email: z
    .union([
      z.literal(''),
      z
        .email('L’adresse e-mail doit être valide.')
        .max(MAX_LENGTH.email, 'L’adresse e-mail doit être valide.'),
    ])
    .optional()
    .transform((email) => (email ? email.toLowerCase() : undefined)),
});

/**
 * What the buyer chose to pay with. Card numbers, CVC and PIN are never sent: the payment page
 * asks for them. `account` is what identifies the payer to the provider (a Mobile Money number,
 * a PayPal or Interac e-mail, the last 4 digits of a card) and is kept only masked.
 */
const checkoutPaymentSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, 'Moyen de paiement invalide.'),
  provider: z.enum(MOBILE_MONEY_PROVIDERS, 'Opérateur Mobile Money invalide.').optional(),
  account: text()
    .max(
      MAX_LENGTH.paymentAccount,
      tooLongMessage('Le compte de paiement', MAX_LENGTH.paymentAccount),
    )
    .optional(),
});

const shownShippingSchema = z.strictObject({
  boutiqueId: z
    .number({ error: 'Boutique invalide.' })
    .int('Boutique invalide.')
    .positive('Boutique invalide.')
    .max(2_147_483_647, 'Boutique invalide.'),
  express: z.boolean({ error: 'Choix de livraison express invalide.' }).default(false),
  fee: z
    .number({ error: 'Frais de livraison affichés invalides.' })
    .int('Frais de livraison affichés invalides.')
    .min(0, 'Frais de livraison affichés invalides.')
    .max(MAX_PRICE_FCFA, 'Frais de livraison affichés invalides.'),
});

const SUBTOTAL_INVALID = 'Total du panier invalide.';
const SUBTOTAL_MISMATCH = 'Le total ne correspond pas aux produits du panier.';

export const checkoutRequestSchema = z
  .strictObject({
    lines: z
      .array(checkoutLineSchema, { error: 'Le panier est vide.' })
      .min(1, 'Le panier est vide.')
      .max(MAX_CHECKOUT_LINES, `Une commande compte au plus ${MAX_CHECKOUT_LINES} produits.`),
    /**
     * The goods total the buyer was shown, delivery fees excluded. It must add up from the
     * lines, so a line whose price is still current cannot hide a different total.
     */
    subtotal: z
      .number({ error: SUBTOTAL_INVALID })
      .int(SUBTOTAL_INVALID)
      .positive(SUBTOTAL_INVALID),
    delivery: checkoutDeliverySchema,
    payment: checkoutPaymentSchema,
    /** Required without a session token, ignored with one. */
    guest: guestSchema.optional(),
    /**
     * A signed-in buyer's wish to keep this delivery among her saved addresses (the first one
     * becomes her default); ignored for guests and sellers, and once she holds the most allowed.
     */
    saveAddress: z.boolean('Enregistrer l’adresse : oui ou non.').optional(),
    /** The buyer's note to the shop (each order of the checkout carries it); blank: none. */
    note: text({ multiline: true })
      .max(MAX_LENGTH.orderNote, tooLongMessage('La note', MAX_LENGTH.orderNote))
      .transform((note) => note || undefined)
      .optional()
      .describe('Note pour la boutique (facultative) : vide ou absente, aucune'),
    /**
     * The delivery the buyer was shown per shop (POST /api/livraison/devis): standard or express,
     * and its fee. A shop left out is standard delivery shown free. The server quotes it again
     * and refuses a fee that changed (409 PRICE_CHANGED), as for prices.
     */
    shipping: z
      .array(shownShippingSchema)
      .max(MAX_CHECKOUT_LINES, `Une commande compte au plus ${MAX_CHECKOUT_LINES} boutiques.`)
      .optional(),
  })
  .refine((request) => request.subtotal === cartTotal(request.lines), {
    path: ['subtotal'],
    message: SUBTOTAL_MISMATCH,
  });

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The code of a checkout refused because prices changed since the buyer saw them (409). */
export const PRICE_CHANGED_CODE = 'PRICE_CHANGED';

/**
 * One amount of a checkout refused with PRICE_CHANGED, with the sentence that says so: a line's
 * unit price (`lines.2.price`, `id` the offer) or a shop's delivery fee (`shipping.0.fee`, `id`
 * the boutique), what the buyer was shown and what it costs now.
 */
export const changedPriceSchema = z.object({
  field: z.string().meta({ example: 'lines.0.price' }),
  message: z
    .string()
    .meta({ example: 'Le prix de « Beurre de karité » est passé de 4 200 FCFA à 9 900 FCFA.' }),
  kind: z.enum(['price', 'deliveryFee']).describe('Prix d’un produit ou frais de livraison'),
  id: z.number().int().describe('Identifiant de l’offre, ou de la boutique pour ses frais'),
  name: z.string(),
  shownPrice: z.number().int().describe('Montant envoyé par l’acheteur'),
  price: z.number().int().describe('Montant actuel'),
});

export type ChangedPrice = z.infer<typeof changedPriceSchema>;

const orderLineSchema = z.object({
  /** The boutique offer id (null once the offer is gone; the snapshot stays). */
  boutiqueProduitId: z.number().int().nullable(),
  name: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
});

const orderEventSchema = z.object({
  kind: z.enum(['statut', 'paiement']),
  from: z.string().nullable(),
  to: z.string(),
  /** 'Acheteur', 'Vendeur', 'Administrateur' or 'Système'. */
  actor: z.string(),
  /** The member of the shop's team who did a 'Vendeur' step, for the team and the admins. */
  by: z.string().nullable(),
  /** Why, when the actor had to say (an administrator's cancellation); null otherwise. */
  reason: z.string().nullable(),
  at: z.string(),
});

/**
 * The delivery details as an order keeps them, not as the checkout form checks them: once a
 * buyer deleted her account, her finished orders keep no address nor phone (empty), and are
 * still shown and answered (issue 45).
 */
const keptDeliverySchema = deliveryDetailsSchema.extend({
  address: z.string(),
  phone: z.string(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  /** Human-readable, e.g. BAO-2026-000123. */
  orderNumber: z.string(),
  createdAt: z.string(),
  boutique: z.object({ id: z.number().int(), name: z.string() }),
  client: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  delivery: keptDeliverySchema.extend({
    /** Who receives the parcel; null: the client. */
    recipientName: z.string().nullable(),
  }),
  note: z
    .string()
    .nullable()
    .describe('Note de l’acheteur pour la boutique, écrite à la commande ; null : aucune'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Masked reference of the payer (e.g. '•••• 4242', '+228 •• •• 12 34'); null for cash. */
  paymentReference: z.string().nullable(),
  /** Paid through the test provider: no money moved, whatever the payment status says. */
  paymentTestMode: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  /** How the parcel travels, as quoted at checkout (nulls for orders placed before zones). */
  shipping: z.object({
    zone: z.enum(DELIVERY_ZONES).nullable(),
    carrier: z.string().nullable(),
    express: z.boolean(),
    days: z.number().int().nullable(),
    /** The order's date plus its delivery time (AAAA-MM-JJ). */
    estimatedDelivery: z.string().nullable(),
    /** The shop's zone asks for the carrier's tracking number when the order leaves. */
    trackingRequired: z.boolean(),
    trackingNumber: z.string().nullable(),
  }),
  /** The shop's VAT rate when the order was placed (percent): the total includes that VAT. */
  taxRate: z.number(),
  lines: z.array(orderLineSchema),
  history: z.array(orderEventSchema),
});

export type Order = z.infer<typeof orderSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The answer to a checkout: one order per boutique, and what the buyer does next. */
export const checkoutResultSchema = z.object({
  /** The checkout's public reference (also the payment reference). */
  reference: z.string(),
  orders: z.array(orderSchema),
  total: z.number().int(),
  /** The secret tracking page (guests and buyers alike), e.g. /suivi-commande/{token}. */
  trackingUrl: z.string(),
  /** Online payment: the payment page to open now. Null for cash on delivery. */
  paymentUrl: z.string().nullable(),
});

export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

const ORDER_ID_INVALID = 'Identifiant de commande invalide.';

/** An order's id in an address (`/commandes/:id`): text there, so converted. */
export const orderIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: ORDER_ID_INVALID })
    .int(ORDER_ID_INVALID)
    .positive(ORDER_ID_INVALID)
    .max(2_147_483_647, ORDER_ID_INVALID),
});

export const TRACKING_NUMBER_MAX = 60;

/**
 * The carrier's tracking number, given when an order leaves ('En cours') from a zone with
 * tracking; blank is no number.
 */
export const trackingNumberSchema = text()
  .max(TRACKING_NUMBER_MAX, tooLongMessage('Le numéro de suivi', TRACKING_NUMBER_MAX))
  .optional()
  .transform((number) => number || undefined);

export const MAX_CANCEL_REASON = 500;
export const CANCEL_REASON_REQUIRED = 'Le motif de l’annulation est requis.';
export const ADMIN_CANCEL_NEEDS_REASON =
  'Une annulation par l’équipe demande un motif : utilisez « Annuler la commande ».';

export const SELLER_CANCEL_NEEDS_REASON =
  'Dites à l’acheteur pourquoi vous annulez sa commande : le motif lui est envoyé.';

/** Why an order is cancelled, by the team or its shop: sent to the buyer and kept in its history. */
export const cancelReasonSchema = requiredText(CANCEL_REASON_REQUIRED, { multiline: true }).max(
  MAX_CANCEL_REASON,
  `Le motif compte au plus ${MAX_CANCEL_REASON} caractères.`,
);

export const orderStatusUpdateSchema = z.strictObject({
  statut: z.enum(ORDER_STATUSES, 'Statut de commande invalide.'),
  trackingNumber: trackingNumberSchema,
  /** Required to cancel: sent to the buyer. */
  motif: cancelReasonSchema.optional(),
});

/** 'En cours' from a zone with tracking, without the carrier's number. */
export const trackingNumberRequired = (carrier: string | null) =>
  `Saisissez le numéro de suivi ${carrier ? `du transporteur (${carrier})` : 'du colis'}.`;

/** What a payment page shows (GET /api/paiements/{reference}). */
export const paymentSummarySchema = z.object({
  reference: z.string(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** True for the test provider: every screen says 'mode test'. */
  testMode: z.boolean(),
  expiresAt: z.string().nullable(),
  trackingUrl: z.string(),
});

export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const TEST_MODE_LABEL = 'mode test';
