import { z } from 'zod';
import { typedNumber } from './form-text.ts';
import type { BoutiqueText } from './claim-queue.ts';
import type { SettingsHistoryEntry } from './settings-history.ts';
import { SHOP_CURRENCIES, type ShopCurrency } from './shop-settings.ts';
import { requiredText, text } from './text.ts';
import { withoutHealthClaims } from './health-claim-schema.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';

// The 'Paramètres de la boutique' panel (issue 15 §2): the shop's public face, the currency its
// prices are also shown in, its VAT rate, and whether it is open. One schema for the panel's
// route action and `PUT /api/vendeur/parametres/boutique`.

export const STORE_SETTINGS_SAVED = 'Paramètres enregistrés avec succès !';
/** The name a shop without one is offered (spec section 9). */
export const DEFAULT_SHOP_NAME = 'Ma Boutique';

export const CURRENCY_LABELS: Record<ShopCurrency, string> = {
  EUR: 'Euro (EUR)',
  USD: 'Dollar américain (USD)',
  GBP: 'Livre sterling (GBP)',
  XOF: 'Franc CFA BCEAO (XOF)',
  XAF: 'Franc CFA BEAC (XAF)',
};

const IMAGE_REFUSED = 'Cette image n’a pas été envoyée par le site : choisissez-la à nouveau.';
const TAX_RATE_MESSAGE = 'Indiquez un taux de TVA entre 0 et 100 %, par exemple 18 ou 19,25.';

/** Only a logo or banner this site stored (`POST /api/vendeur/parametres/boutique/{logo|banner}`). */
const boutiqueImage = z
  .string({ error: IMAGE_REFUSED })
  .regex(/^\/uploads\/boutiques\/[a-z0-9-]{1,80}\.webp$/i, IMAGE_REFUSED)
  .nullable();

/** A percentage: 18 or 19.25, two decimals at most. */
const taxRate = z
  .number({ error: TAX_RATE_MESSAGE })
  .min(0, TAX_RATE_MESSAGE)
  .max(100, TAX_RATE_MESSAGE)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, TAX_RATE_MESSAGE);

export const storeSettingsSchema = z.strictObject({
  // Both are public (the shop's page and its JSON-LD): screened as every public text (issue 45).
  name: withoutHealthClaims(
    requiredText('Indiquez le nom de la boutique.').max(
      MAX_LENGTH.shopName,
      tooLongMessage('Le nom de la boutique', MAX_LENGTH.shopName),
    ),
  ),
  description: withoutHealthClaims(
    text({ multiline: true }).max(
      MAX_LENGTH.shopDescription,
      tooLongMessage('La description', MAX_LENGTH.shopDescription),
    ),
  ),
  logoUrl: boutiqueImage,
  bannerUrl: boutiqueImage,
  currency: z.enum(SHOP_CURRENCIES, { error: 'Choisissez une devise de la liste.' }),
  taxRate,
  /** Off: the shop is on pause (its products leave the storefront; open orders go on). */
  active: z.boolean({ error: 'Indiquez si la boutique est active.' }),
});

export type StoreSettingsUpdate = z.output<typeof storeSettingsSchema>;

/** What the panel edits: the rate as typed, with a French decimal comma (« 19,25 »). */
export type StoreSettingsForm = Omit<StoreSettingsUpdate, 'taxRate'> & { taxRate: string };

/**
 * What the panel sends: the typed rate as the number people mean; text that is no number is sent
 * as it is, for the schema to refuse beside the field.
 */
export const storeSettingsInput = (form: StoreSettingsForm) => ({
  ...form,
  taxRate: typedNumber(form.taxRate),
});

/** `PUT /api/vendeur/parametres/boutique`'s answer: the panel's confirmation. */
export const storeSettingsSavedSchema = z.object({ message: z.string() });

/** What the panel and `GET /api/vendeur/parametres/boutique` show. */
export interface StoreSettings extends StoreSettingsUpdate {
  /** ISO date-time since when the shop is on pause; null while it is open. */
  pausedAt: string | null;
}

export interface StoreSettingsView {
  settings: StoreSettings;
  history: SettingsHistoryEntry[];
  /** The texts the team rejected for a health claim: off the storefront until rewritten. */
  rejectedTexts: BoutiqueText[];
}

/** The saved settings as the panel and `PUT` send them back (the pause's date is the server's). */
export function editableSettings({ pausedAt: _pausedAt, ...settings }: StoreSettings) {
  return settings satisfies StoreSettingsUpdate;
}
