import { z } from 'zod';
import { formatFcfa } from './money.ts';
import { CARRIERS, DELIVERY_ZONES, type DeliveryZone } from './shop-settings.ts';
import { shown, type SettingsChange } from './settings-history.ts';

// The 'Paramètres de livraison' panel (issue 15 §4): the zones a shop serves, each with its fee,
// carrier, time, tracking and express option, and the free-delivery threshold. One schema for
// the API (PUT /api/vendeur/parametres/livraison) and the panel's route action; a zone left out
// of `zones` is not served.

export const DELIVERY_SETTINGS_SAVED = 'Paramètres de livraison enregistrés avec succès !';

/** Highest delivery fee a seller may set, whole FCFA: above any parcel sent abroad. */
export const MAX_DELIVERY_FEE = 500_000;
export const MAX_DELIVERY_DAYS = 90;

const fee = (what: string) =>
  z
    .number({ error: `${what} doivent être un montant en FCFA.` })
    .int(`${what} doivent être un nombre entier de FCFA.`)
    .min(0, `${what} ne peuvent pas être négatifs.`)
    .max(MAX_DELIVERY_FEE, `${what} ne peuvent pas dépasser ${formatFcfa(MAX_DELIVERY_FEE)}.`);

const days = (what: string) =>
  z
    .number({ error: `${what} doit être un nombre de jours.` })
    .int(`${what} doit être un nombre entier de jours.`)
    .min(1, `${what} est d’au moins 1 jour.`)
    .max(MAX_DELIVERY_DAYS, `${what} ne peut pas dépasser ${MAX_DELIVERY_DAYS} jours.`);

const zoneSettingSchema = z
  .strictObject({
    zone: z.enum(DELIVERY_ZONES, 'Zone de livraison inconnue.'),
    fee: fee('Les frais de livraison'),
    carrier: z.enum(CARRIERS, 'Choisissez un transporteur de la liste.'),
    deliveryDays: days('Le délai de livraison'),
    tracking: z.boolean({ error: 'Suivi : oui ou non.' }),
    express: z
      .strictObject({ fee: fee('Les frais express'), days: days('Le délai express') })
      .nullable(),
  })
  .refine((zone) => !zone.express || zone.express.days < zone.deliveryDays, {
    path: ['express', 'days'],
    message: 'L’express doit être plus rapide que la livraison standard.',
  });

export const deliverySettingsSchema = z
  .strictObject({
    zones: z
      .array(zoneSettingSchema, { error: 'Zones de livraison invalides.' })
      .min(1, 'Livrez au moins une zone.')
      .max(DELIVERY_ZONES.length, 'Zones de livraison invalides.'),
    freeDeliveryFrom: z
      .number({ error: 'Le seuil de livraison offerte doit être un montant en FCFA.' })
      .int('Le seuil de livraison offerte doit être un nombre entier de FCFA.')
      .positive(`Le seuil de livraison offerte doit être supérieur à ${formatFcfa(0)}.`)
      .max(10_000_000, `Le seuil ne peut pas dépasser ${formatFcfa(10_000_000)}.`)
      .nullable(),
  })
  .superRefine((settings, context) => {
    const seen = new Set<DeliveryZone>();
    settings.zones.forEach((zone, index) => {
      if (seen.has(zone.zone)) {
        context.addIssue({
          code: 'custom',
          path: ['zones', index, 'zone'],
          message: `La zone ${zone.zone} est donnée deux fois.`,
        });
      }
      seen.add(zone.zone);
    });
  });

export type DeliverySettings = z.output<typeof deliverySettingsSchema>;
export type ZoneSetting = DeliverySettings['zones'][number];

/** What the API answers: the settings, with the shop's country (what « National » means). */
export const deliverySettingsViewSchema = z.object({
  zones: z.array(
    z.object({
      zone: z.enum(DELIVERY_ZONES),
      fee: z.number().int(),
      carrier: z.enum(CARRIERS),
      deliveryDays: z.number().int(),
      tracking: z.boolean(),
      express: z.object({ fee: z.number().int(), days: z.number().int() }).nullable(),
    }),
  ),
  freeDeliveryFrom: z.number().int().nullable(),
  shopCountry: z.string().nullable(),
});

export type DeliverySettingsView = z.infer<typeof deliverySettingsViewSchema>;

/** `PUT /api/vendeur/parametres/livraison`'s answer: the confirmation and what is now saved. */
export const deliverySettingsSavedSchema = z.object({
  message: z.string(),
  settings: deliverySettingsViewSchema,
});

/** The zones in the panel's order (National first), whatever order they were sent in. */
export function inZoneOrder<Zone extends { zone: DeliveryZone }>(zones: readonly Zone[]): Zone[] {
  return [...zones].sort((a, b) => DELIVERY_ZONES.indexOf(a.zone) - DELIVERY_ZONES.indexOf(b.zone));
}

/** A zone's settings in words, as the change history tells them. */
function zoneFacts(zone: ZoneSetting | undefined): Record<string, string> {
  if (!zone) return { Livrée: 'Non' };
  return {
    Livrée: 'Oui',
    'Frais de livraison': formatFcfa(zone.fee),
    Transporteur: zone.carrier,
    'Délai de livraison': `${zone.deliveryDays} j`,
    Suivi: shown(zone.tracking),
    Express: zone.express ? `${formatFcfa(zone.express.fee)}, ${zone.express.days} j` : 'Non',
  };
}

/**
 * What a save changes, zone by zone (« Frais de livraison (Afrique) » : 0 FCFA → 1 500 FCFA),
 * then the threshold. A zone no longer served says so once, not with every field emptied.
 */
export function describeDeliveryChanges(
  before: DeliverySettings,
  after: DeliverySettings,
): SettingsChange[] {
  const changes: SettingsChange[] = [];
  for (const zone of DELIVERY_ZONES) {
    const from = zoneFacts(before.zones.find((row) => row.zone === zone));
    const to = zoneFacts(after.zones.find((row) => row.zone === zone));
    // A zone no longer served: one line; a zone now served: all its facts.
    const labels = to.Livrée === 'Non' ? ['Livrée'] : Object.keys(to);
    for (const label of labels) {
      const was = from[label] ?? '—';
      const now = to[label] ?? '—';
      if (was !== now) changes.push({ label: `${label} (${zone})`, from: was, to: now });
    }
  }
  const threshold = (amount: number | null) => (amount === null ? '—' : formatFcfa(amount));
  if (before.freeDeliveryFrom !== after.freeDeliveryFrom) {
    changes.push({
      label: 'Livraison offerte dès',
      from: threshold(before.freeDeliveryFrom),
      to: threshold(after.freeDeliveryFrom),
    });
  }
  return changes;
}
