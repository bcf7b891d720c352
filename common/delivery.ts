import { z } from 'zod';

/** Countries we deliver to (West and Central Africa, and the diaspora). */
export const DELIVERY_COUNTRIES = [
  'Togo',
  "Côte d'Ivoire",
  'Sénégal',
  'Bénin',
  'Burkina Faso',
  'Mali',
  'Cameroun',
  'France',
  'Canada',
] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The spec's order form (country, city, full address, phone), shared by the forms and the API. */
export const deliveryDetailsSchema = z.object({
  country: z.enum(DELIVERY_COUNTRIES, 'Pays est requis'),
  city: required('Ville est requise').max(100, 'La ville ne doit pas dépasser 100 caractères.'),
  address: required('Adresse est requise').max(
    300,
    "L'adresse ne doit pas dépasser 300 caractères.",
  ),
  phone: required('Téléphone est requis').regex(
    /^\+?[0-9][0-9 .-]{6,18}[0-9]$/,
    'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
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
