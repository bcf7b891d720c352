import { z } from 'zod';
import { countrySchema } from './delivery.ts';
import { formatFrenchDate } from './french-format.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';
import { MOBILE_MONEY_PROVIDERS, PAYMENT_METHODS } from './payment-methods.ts';
import { DELIVERY_ZONES } from './shop-settings.ts';

// The delivery quote of a cart (POST /api/livraison/devis, issue 15): what the cart and checkout
// pages show per shop before the buyer pays (fee, carrier, estimated date, express option,
// minimum order) and the payment methods the whole cart can be paid with. The checkout recomputes
// the same quote and refuses a fee that is no longer the one shown (409 PRICE_CHANGED).
// The site's pages ask it at QUOTE_PATH (app/routes/delivery-quote.ts), the request as JSON in
// the form's QUOTE_FIELD.

export const QUOTE_PATH = '/livraison/devis';
export const QUOTE_FIELD = 'devis';

const MAX_QUOTE_LINES = 50;
const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const deliveryQuoteRequestSchema = z.strictObject({
  country: countrySchema,
  lines: z
    .array(
      z.object({
        id: id('Produit invalide.'),
        quantity: z
          .number({ error: 'La quantité doit être un nombre entier.' })
          .int('La quantité doit être un nombre entier.')
          .min(1, 'La quantité minimale est 1.')
          .max(MAX_LINE_QUANTITY, `La quantité ne peut pas dépasser ${MAX_LINE_QUANTITY}.`),
      }),
      { error: 'Le panier est vide.' },
    )
    .max(MAX_QUOTE_LINES, `Une commande compte au plus ${MAX_QUOTE_LINES} produits.`),
  /** The shops whose express delivery the buyer ticked. */
  express: z.array(id('Boutique invalide.')).max(MAX_QUOTE_LINES).default([]),
});

export type DeliveryQuoteRequest = z.input<typeof deliveryQuoteRequestSchema>;

const paymentTermsSchema = z.object({
  boutiqueId: z.number().int(),
  boutiqueName: z.string(),
  onlinePayments: z.boolean(),
  acceptedMethods: z.array(z.enum(PAYMENT_METHODS)).readonly(),
  mobileMoneyOperators: z.array(z.enum(MOBILE_MONEY_PROVIDERS)).readonly(),
  minOrderAmount: z.number().int(),
});

export const shopQuoteSchema = z.object({
  boutiqueId: z.number().int(),
  name: z.string(),
  /** The cart lines (offer ids) of this shop. */
  lineIds: z.array(z.number().int()),
  /** False: the shop does not deliver to the country; its lines are set aside. */
  served: z.boolean(),
  /** Goods total of the shop's lines, whole FCFA. */
  subtotal: z.number().int(),
  zone: z.enum(DELIVERY_ZONES).nullable(),
  carrier: z.string().nullable(),
  /** What delivery costs, whole FCFA (0 when free); null when not served. */
  fee: z.number().int().nullable(),
  days: z.number().int().nullable(),
  express: z.boolean(),
  /** « vers le 3 déc. »; null when not served. */
  estimatedDelivery: z.string().nullable(),
  expressOption: z.object({ fee: z.number().int(), days: z.number().int() }).nullable(),
  freeDelivery: z.boolean(),
  freeDeliveryFrom: z.number().int().nullable(),
  paymentTerms: paymentTermsSchema,
  /** Why the shop's part cannot be ordered yet (below its minimum order); null otherwise. */
  belowMinimum: z.string().nullable(),
});

export type ShopQuote = z.infer<typeof shopQuoteSchema>;

export const deliveryQuoteSchema = z.object({
  country: z.string(),
  shops: z.array(shopQuoteSchema),
  /** What the served shops can all be paid with, and why the other methods are not offered. */
  payment: z.object({
    methods: z.array(z.enum(PAYMENT_METHODS)),
    refused: z.array(z.object({ method: z.enum(PAYMENT_METHODS), boutiques: z.array(z.string()) })),
    operators: z.array(z.enum(MOBILE_MONEY_PROVIDERS)),
  }),
});

export type DeliveryQuoteAnswer = z.infer<typeof deliveryQuoteSchema>;

/** « vers le 3 déc. »: the day a parcel sent today should arrive, `days` days later. */
export function estimatedDelivery(today: Date, days: number): string {
  const day = new Date(today.getTime() + days * 86_400_000);
  return `vers le ${formatFrenchDate(day, { month: 'short', year: false })}`;
}

/** The sentence a refused fee carries in a PRICE_CHANGED answer. */
export function deliveryFeeChangedMessage(
  boutiqueName: string,
  shownFee: number,
  fee: number,
  format: (amount: number) => string,
): string {
  return `Les frais de livraison de « ${boutiqueName} » sont passés de ${format(shownFee)} à ${format(fee)}.`;
}
