import { boutiques } from '#modules/db/schema.ts';

// A shop's delivery and payment terms as the cart's quote and the checkout both read them, with
// the offers: one list, so the quote the buyer sees and the checkout that charges cannot drift.
export const shopTermsColumns = {
  boutiqueCountry: boutiques.pays,
  freeDeliveryFrom: boutiques.freeDeliveryFrom,
  onlinePayments: boutiques.onlinePayments,
  acceptedMethods: boutiques.acceptedMethods,
  mobileMoneyOperators: boutiques.mobileMoneyOperators,
  minOrderAmount: boutiques.minOrderAmount,
};
