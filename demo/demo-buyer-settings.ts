import { inArray } from 'drizzle-orm';
import {
  addressInputSchema,
  type AddressInput,
  type PaymentPreference,
} from '#common/addresses.ts';
import { createAddressesRepository } from '#modules/addresses/addresses.repository.ts';
import { createAddressesService } from '#modules/addresses/addresses.service.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts } from '#modules/db/schema.ts';
import { demoProfileService } from './demo-profiles.ts';

// The demo buyers' 'Paramètres' (issue 16), saved through the services as they would have: a
// default delivery address and another one, and a preferred payment method, so the checkout and
// the dashboard's cart start filled in on first start.

interface DemoBuyerSettings {
  /** The default first. */
  addresses: Omit<AddressInput, 'isDefault'>[];
  preference: PaymentPreference;
}

const DEMO_BUYER_SETTINGS: Record<string, DemoBuyerSettings> = {
  'kofi@baobab.example': {
    addresses: [
      {
        label: 'Maison',
        country: 'Togo',
        city: 'Lomé',
        address: 'Rue des Cocotiers, quartier Bè Kpota',
        phone: '+228 91 23 45 67',
      },
      {
        label: 'Bureau',
        country: 'Togo',
        city: 'Lomé',
        address: 'Boulevard du 13 Janvier, Nyékonakpoè',
        phone: '+228 90 11 22 33',
      },
    ],
    preference: { method: 'Mobile Money', mobileMoneyOperator: 'Moov' },
  },
  'fatou@baobab.example': {
    addresses: [
      {
        label: 'Domicile',
        country: 'France',
        city: 'Paris',
        address: '12 rue de la Roquette, 75011',
        phone: '+33 6 12 34 56 78',
      },
      {
        label: 'Famille à Dakar',
        country: 'Sénégal',
        city: 'Dakar',
        address: 'Sicap Liberté 6, villa 42',
        phone: '+221 77 123 45 67',
      },
    ],
    preference: { method: 'Carte Bancaire', mobileMoneyOperator: null },
  },
};

export async function seedDemoBuyerSettings(db: Database): Promise<void> {
  const addresses = createAddressesService(createAddressesRepository(db));
  const profile = demoProfileService(db);
  const buyers = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, Object.keys(DEMO_BUYER_SETTINGS)));
  for (const buyer of buyers) {
    const settings = DEMO_BUYER_SETTINGS[buyer.email];
    if (!settings) continue;
    for (const [index, address] of settings.addresses.entries()) {
      // The same checks as the screen's: the phones come out in E.164.
      const input = addressInputSchema.parse({ ...address, isDefault: index === 0 });
      await addresses.create(buyer, input);
    }
    await profile.setPaymentPreference(buyer, settings.preference);
  }
}
