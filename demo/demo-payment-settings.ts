import { ownerSeat } from '#modules/shop-team/team-access.ts';
import { eq } from 'drizzle-orm';
import { MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from '#common/payment-methods.ts';
import { paymentSettingsSchema, type PaymentSettingsInput } from '#common/payment-settings.ts';
import type { PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { createPaymentSettingsRepository } from '#modules/shop-settings/payment-settings.repository.ts';
import { createPaymentSettingsService } from '#modules/shop-settings/payment-settings.service.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques } from '#modules/db/schema.ts';
import { demoBoutiques } from './demo-catalogue.ts';

// The demo shops' payment terms and payout accounts, saved by each seller through the payment
// settings service (so they are sealed, masked and in the panel's history like any other).
// Every shop takes cash on delivery and Mobile Money, as West African shops do; one small shop
// refuses cards and asks a minimum order. The payout numbers are the sellers' own phones.

type Terms = Omit<PaymentSettingsInput, 'payout'> & {
  /** A bank account; without one, the seller's phone with this operator. */
  payout: { operator: MobileMoneyProvider } | { holder: string; iban: string };
};

const DEMO_TERMS: Record<string, Terms> = {
  'karite-de-kara': {
    onlinePayments: true,
    acceptedMethods: [
      'Carte Bancaire',
      'Paypal',
      'Mobile Money',
      'Interac',
      'Paiement à la livraison',
    ],
    mobileMoneyOperators: [...MOBILE_MONEY_PROVIDERS],
    minOrderAmount: 0,
    payout: { operator: 'Moov' },
  },
  'saveurs-du-faso': {
    onlinePayments: true,
    acceptedMethods: ['Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: ['Orange', 'Moov'],
    minOrderAmount: 3000,
    payout: { operator: 'Orange' },
  },
  'tresors-de-la-teranga': {
    onlinePayments: true,
    acceptedMethods: ['Carte Bancaire', 'Paypal', 'Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: [...MOBILE_MONEY_PROVIDERS],
    minOrderAmount: 0,
    payout: { holder: 'Les Trésors de la Teranga SARL', iban: 'SN08SN0100152000048500003035' },
  },
  'ruche-de-parakou': {
    onlinePayments: true,
    acceptedMethods: ['Carte Bancaire', 'Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: [...MOBILE_MONEY_PROVIDERS],
    minOrderAmount: 0,
    payout: { operator: 'MTN' },
  },
  'herboristerie-kenedougou': {
    onlinePayments: true,
    acceptedMethods: ['Carte Bancaire', 'Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: [...MOBILE_MONEY_PROVIDERS],
    minOrderAmount: 0,
    payout: { operator: 'Orange' },
  },
  'comptoir-du-wouri': {
    onlinePayments: true,
    acceptedMethods: ['Carte Bancaire', 'Paypal', 'Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: [...MOBILE_MONEY_PROVIDERS],
    minOrderAmount: 0,
    payout: { holder: 'Comptoir du Wouri', iban: 'CM8710005000012345678901234' },
  },
  'maison-akwaba': {
    onlinePayments: true,
    acceptedMethods: ['Carte Bancaire', 'Paypal', 'Mobile Money', 'Paiement à la livraison'],
    mobileMoneyOperators: [...MOBILE_MONEY_PROVIDERS],
    minOrderAmount: 0,
    payout: { operator: 'Wave' },
  },
};

/** The Mobile Money operators every demo shop takes: the demo's online payments use them. */
export const OPERATORS_EVERY_DEMO_SHOP_TAKES: readonly MobileMoneyProvider[] =
  MOBILE_MONEY_PROVIDERS.filter((operator) =>
    Object.values(DEMO_TERMS).every((terms) => terms.mobileMoneyOperators.includes(operator)),
  );

/**
 * How the team pays a demo shop, as its transfer references name it (demo-payouts.ts): the
 * Mobile Money operator of its payout account, or BANQUE for a bank account.
 */
export function demoPayoutChannel(boutiqueName: string): string {
  const key = demoBoutiques.find((boutique) => boutique.name === boutiqueName)?.key;
  const terms = key ? DEMO_TERMS[key] : undefined;
  if (!terms) throw new Error(`Boutique de démonstration sans conditions : ${boutiqueName}`);
  return 'iban' in terms.payout ? 'BANQUE' : terms.payout.operator.toUpperCase();
}

function payoutOf(terms: Terms, phone: string | null): PaymentSettingsInput['payout'] {
  if ('iban' in terms.payout) {
    const { holder, iban } = terms.payout;
    return { method: 'Virement bancaire', operator: null, holder, account: iban };
  }
  return {
    method: 'Mobile Money',
    operator: terms.payout.operator,
    holder: '',
    account: phone ?? '',
  };
}

/** Gives every demo shop its payment settings, saved by its seller. */
export async function seedDemoPaymentSettings(
  db: Database,
  cipher: () => Promise<PayoutCipher>,
): Promise<void> {
  const service = createPaymentSettingsService({
    repository: createPaymentSettingsRepository(db),
    cipher,
  });
  const sellers = await db
    .select({
      id: accounts.id,
      userName: accounts.userName,
      email: accounts.email,
      telephone: accounts.telephone,
      tenantId: accounts.tenantId,
      boutiqueId: boutiques.id,
      boutiqueName: boutiques.name,
    })
    .from(accounts)
    .innerJoin(boutiques, eq(boutiques.tenantId, accounts.tenantId))
    .where(eq(accounts.typeCompte, 'VENDEUR'));
  for (const seller of sellers) {
    const key = demoBoutiques.find((boutique) => boutique.name === seller.boutiqueName)?.key;
    const terms = key ? DEMO_TERMS[key] : undefined;
    if (!terms) continue;
    // Checked by the panel's schema like any seller's save: the demo IBANs are real-shaped.
    const input = paymentSettingsSchema.parse({
      ...terms,
      payout: payoutOf(terms, seller.telephone),
    });
    await service.save(
      { ...seller, sessionId: 'seed', typeCompte: 'VENDEUR', team: ownerSeat(seller) },
      seller.boutiqueId,
      input,
    );
  }
}
