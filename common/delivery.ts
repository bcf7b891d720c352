import { z } from 'zod';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText as required, text } from './text.ts';
import { DELIVERY_COUNTRIES } from './delivery-countries.ts';

export const COUNTRY_NOT_SERVED_MESSAGE = 'Choisissez un pays de la liste.';

/** One of the countries we serve, by its French name: the lists the forms offer. */
export const countrySchema = z.enum(DELIVERY_COUNTRIES, {
  error: (issue) => (issue.input ? COUNTRY_NOT_SERVED_MESSAGE : 'Le pays est requis.'),
});

export const citySchema = required('La ville est requise.').max(
  MAX_LENGTH.city,
  tooLongMessage('La ville', MAX_LENGTH.city),
);

/** The spec's order form (country, city, full address, phone), shared by the forms and the API. */
export const deliveryDetailsSchema = z.object({
  country: countrySchema,
  city: citySchema,
  address: required('L’adresse est requise.').max(
    MAX_LENGTH.address,
    tooLongMessage('L’adresse', MAX_LENGTH.address),
  ),
  phone: required('Le numéro de téléphone est requis.').regex(
    /^\+?[0-9][0-9 .-]{6,18}[0-9]$/,
    'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
  ),
});

export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
export type DeliveryField = keyof DeliveryDetails;

/** First French error message per field, or an empty object when the details are valid. */
export function deliveryErrors(
  values: Record<DeliveryField, string>,
): Partial<Record<DeliveryField, string>> {
  const parsed = deliveryDetailsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<DeliveryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DeliveryField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Who receives the parcel when it is not the buyer (family, a colleague): optional, blank is the
 * buyer herself. Shown to the shop, on the invoice and on the tracking page.
 */
export const recipientNameSchema = text()
  .max(MAX_LENGTH.name, tooLongMessage('Le nom du destinataire', MAX_LENGTH.name))
  .optional()
  .transform((name) => name || undefined);

/** The checkout's delivery: the spec's order form and, optionally, who receives the parcel. */
export const checkoutDeliverySchema = deliveryDetailsSchema.extend({
  recipientName: recipientNameSchema.optional(),
});
