import type { DeliverySettings, ZoneSetting } from '#common/delivery-settings.ts';
import { createDeliverySettingsRepository } from '#modules/delivery/delivery-settings.repository.ts';
import { createDeliverySettingsService } from '#modules/delivery/delivery-settings.service.ts';
import type { Database } from '#modules/db/client.ts';
import { demoActors } from './demo-history.ts';

// The demo boutiques' delivery settings (issue 15), saved through the settings service as their
// sellers would, after the year of orders (those were placed under the free default). Delivery
// at home and within Africa stays free: the order tests' totals count on it for buyers in Togo.

type Terms = Omit<ZoneSetting, 'zone' | 'express'>;

const home: Terms = {
  fee: 0,
  carrier: 'Livraison par la boutique',
  deliveryDays: 2,
  tracking: false,
};
const africa: Terms = { fee: 0, carrier: 'La Poste', deliveryDays: 7, tracking: false };
const europe: Terms = { fee: 9000, carrier: 'DHL', deliveryDays: 7, tracking: true };
const worldwide: Terms = { fee: 12000, carrier: 'DHL', deliveryDays: 10, tracking: true };

function settings(
  overrides: {
    europe?: Partial<Terms> & { express?: { fee: number; days: number } };
    international?: false;
    freeDeliveryFrom?: number;
  } = {},
): DeliverySettings {
  return {
    zones: [
      { zone: 'National', ...home, express: { fee: 2000, days: 1 } },
      { zone: 'Afrique', ...africa, express: null },
      { zone: 'Europe', ...europe, express: null, ...overrides.europe },
      ...(overrides.international === false
        ? []
        : [{ zone: 'International' as const, ...worldwide, express: null }]),
    ],
    freeDeliveryFrom: overrides.freeDeliveryFrom ?? null,
  };
}

/** By seller: each shop its own terms; shops not listed keep the default. */
const DEMO_DELIVERY: Record<string, DeliverySettings> = {
  'awa@baobab.example': settings({
    europe: { express: { fee: 15000, days: 3 } },
    freeDeliveryFrom: 25000,
  }),
  'mariam@baobab.example': settings({ international: false }),
  'aminata@baobab.example': settings({
    europe: { fee: 8500, carrier: 'La Poste', deliveryDays: 9 },
  }),
  'adjoa@baobab.example': settings({ europe: { carrier: 'UPS' } }),
  'rokia@baobab.example': settings({ international: false }),
  'estelle@baobab.example': settings({ europe: { carrier: 'FedEx', fee: 10000 } }),
  'fanta@baobab.example': settings({ freeDeliveryFrom: 40000 }),
};

export async function seedDemoDelivery(db: Database): Promise<void> {
  const service = createDeliverySettingsService(createDeliverySettingsRepository(db));
  const { sellerOf } = await demoActors(db);
  for (const seller of sellerOf.values()) {
    const terms = DEMO_DELIVERY[seller.email];
    if (terms) await service.save(seller, terms);
  }
}
