import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SETTINGS_SAVED, type DeliverySettingsView } from '#common/delivery-settings.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as deliveryPage from '../../../app/routes/dashboards/seller-settings-delivery.tsx';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { login, call } = orderHelpers(() => testApp);
const URL = '/api/vendeur/parametres/livraison';

let awa: string;
let mariam: string;
let kofi: string;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awa, mariam, kofi, admin] = await Promise.all([
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('mariam@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

const africa = {
  zone: 'Afrique',
  fee: 1500,
  carrier: 'DHL',
  deliveryDays: 5,
  tracking: true,
  express: null,
};
const europe = {
  zone: 'Europe',
  fee: 6000,
  carrier: 'La Poste',
  deliveryDays: 10,
  tracking: false,
  express: { fee: 12000, days: 4 },
};

async function zonesInDatabase(email: string) {
  const { rows } = await testApp.database.pool.query<{ zone: string; fee: number }>(
    `select z.zone, z.fee from boutique_zones_livraison z
       join boutiques b on b.id = z.boutique_id
       join accounts a on a.tenant_id = b.tenant_id
     where a.email = $1 order by z.zone`,
    [email],
  );
  return rows;
}

async function historyOf(email: string) {
  const { rows } = await testApp.database.pool.query<{
    actor_name: string;
    changes: { label: string; from: string; to: string }[];
  }>(
    `select c.actor_name, c.changes from boutique_settings_changes c
       join boutiques b on b.id = c.boutique_id
       join accounts a on a.tenant_id = b.tenant_id
     where a.email = $1 and c.panel = 'livraison' order by c.id`,
    [email],
  );
  return rows;
}

describe('GET /api/vendeur/parametres/livraison', () => {
  it('answers the seller’s own zones with its country', async () => {
    const response = await call('GET', URL, awa);
    expect(response.statusCode).toBe(200);
    const settings = response.json<DeliverySettingsView>();
    expect(settings.shopCountry).toBe('Togo');
    expect(settings.zones.length).toBeGreaterThan(0);
    expect(settings.zones.map((zone) => zone.zone)).toEqual(
      ['National', 'Afrique', 'Europe', 'International'].filter((zone) =>
        settings.zones.some((row) => row.zone === zone),
      ),
    );
  });

  it('refuses a buyer (403), an admin (403) and no session (401)', async () => {
    expect((await call('GET', URL, kofi)).statusCode).toBe(403);
    expect((await call('GET', URL, admin)).statusCode).toBe(403);
    expect((await call('GET', URL)).statusCode).toBe(401);
  });
});

describe('PUT /api/vendeur/parametres/livraison', () => {
  it('replaces the zones (those left out are no longer served) and records who changed what', async () => {
    const before = await historyOf('awa@baobab.example');
    const response = await call('PUT', URL, awa, {
      zones: [europe, africa],
      freeDeliveryFrom: 30000,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; settings: DeliverySettingsView }>();
    expect(body.message).toBe(DELIVERY_SETTINGS_SAVED);
    expect(body.settings.zones.map((zone) => zone.zone)).toEqual(['Afrique', 'Europe']);
    expect(body.settings.freeDeliveryFrom).toBe(30000);

    const read = (await call('GET', URL, awa)).json<DeliverySettingsView>();
    expect(read.zones).toEqual([africa, europe]);
    expect(read.freeDeliveryFrom).toBe(30000);
    expect(await zonesInDatabase('awa@baobab.example')).toEqual([
      { zone: 'Afrique', fee: 1500 },
      { zone: 'Europe', fee: 6000 },
    ]);

    const history = await historyOf('awa@baobab.example');
    expect(history).toHaveLength(before.length + 1);
    const latest = history.at(-1)!;
    expect(latest.actor_name).toBeTruthy();
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { label: 'Livrée (National)', from: 'Oui', to: 'Non' },
        expect.objectContaining({ label: 'Frais de livraison (Afrique)', to: '1 500 FCFA' }),
        expect.objectContaining({ label: 'Frais de livraison (Europe)', to: '6 000 FCFA' }),
        expect.objectContaining({ label: 'Express (Europe)', to: '12 000 FCFA, 4 j' }),
        expect.objectContaining({ label: 'Livraison offerte dès', to: '30 000 FCFA' }),
      ]),
    );
  });

  it('records nothing when nothing changed', async () => {
    const before = await historyOf('awa@baobab.example');
    const response = await call('PUT', URL, awa, {
      zones: [africa, europe],
      freeDeliveryFrom: 30000,
    });
    expect(response.statusCode).toBe(200);
    expect(await historyOf('awa@baobab.example')).toHaveLength(before.length);
  });

  it('refuses bad input with French messages beside the fields, and changes nothing', async () => {
    const saved = await zonesInDatabase('awa@baobab.example');
    const refused = async (body: unknown) => {
      const response = await call('PUT', URL, awa, body);
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { details: { field: string; message: string }[] } }>().error
        .details;
    };
    expect(await refused({ zones: [], freeDeliveryFrom: null })).toEqual([
      { field: 'zones', message: 'Livrez au moins une zone.' },
    ]);
    expect(
      await refused({
        zones: [africa, { ...europe, fee: -5, deliveryDays: 0, express: { fee: 9000, days: 12 } }],
        freeDeliveryFrom: 0,
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'zones.1.fee', message: 'Les frais de livraison ne peuvent pas être négatifs.' },
        { field: 'zones.1.deliveryDays', message: 'Le délai de livraison est d’au moins 1 jour.' },
        {
          field: 'freeDeliveryFrom',
          message: 'Le seuil de livraison offerte doit être supérieur à 0 FCFA.',
        },
      ]),
    );
    expect(
      await refused({
        zones: [{ ...europe, deliveryDays: 5, express: { fee: 9000, days: 6 } }],
        freeDeliveryFrom: null,
      }),
    ).toEqual([
      {
        field: 'zones.0.express.days',
        message: 'L’express doit être plus rapide que la livraison standard.',
      },
    ]);
    expect(
      await refused({
        zones: [africa, { ...africa, carrier: 'Chronopost' }],
        freeDeliveryFrom: null,
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'zones.1.carrier', message: 'Choisissez un transporteur de la liste.' },
      ]),
    );
    expect(await refused({ zones: [africa, africa], freeDeliveryFrom: null })).toEqual([
      { field: 'zones.1.zone', message: 'La zone Afrique est donnée deux fois.' },
    ]);
    expect(await refused({ zones: [{ ...africa, fee: 1.5 }], freeDeliveryFrom: null })).toEqual([
      {
        field: 'zones.0.fee',
        message: 'Les frais de livraison doivent être un nombre entier de FCFA.',
      },
    ]);
    expect(await zonesInDatabase('awa@baobab.example')).toEqual(saved);
  });

  it('changes only the seller’s own shop: another seller’s save never touches it', async () => {
    const awaZones = await zonesInDatabase('awa@baobab.example');
    const response = await call('PUT', URL, mariam, {
      zones: [{ ...africa, fee: 2500 }],
      freeDeliveryFrom: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await zonesInDatabase('mariam@baobab.example')).toEqual([
      { zone: 'Afrique', fee: 2500 },
    ]);
    expect(await zonesInDatabase('awa@baobab.example')).toEqual(awaZones);
  });

  it('refuses a buyer (403), an admin (403) and no session (401)', async () => {
    const body = { zones: [africa], freeDeliveryFrom: null };
    expect((await call('PUT', URL, kofi, body)).statusCode).toBe(403);
    expect((await call('PUT', URL, admin, body)).statusCode).toBe(403);
    expect((await call('PUT', URL, undefined, body)).statusCode).toBe(401);
  });
});

describe('the « Paramètres de livraison » panel', () => {
  it('saves through PUT’s operation with the session cookie, refusing bad values beside their fields', async () => {
    const { TenantId } = (await call('GET', '/api/users/check-auth', mariam)).json<{
      TenantId: number;
    }>();
    const path = `/vendeur-dashboard/${TenantId}/settings/delivery-settings`;
    const send = (input: unknown) =>
      callPageRoute(testApp, deliveryPage.action, path, mariam, {
        form: operationForm('livraison', { input }),
      });
    const zones = await zonesInDatabase('mariam@baobab.example');
    const changes = (await historyOf('mariam@baobab.example')).length;

    // A fee left empty in the panel, and an express slower than the standard delivery.
    const refused = pageOutcome(
      await send({
        zones: [
          { ...africa, fee: '' },
          { ...europe, express: { fee: 12000, days: 12 } },
        ],
        freeDeliveryFrom: null,
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fields: {
        'zones.0.fee': 'Les frais de livraison doivent être un montant en FCFA.',
        'zones.1.express.days': 'L’express doit être plus rapide que la livraison standard.',
      },
    });
    expect(await zonesInDatabase('mariam@baobab.example')).toEqual(zones);
    expect(await historyOf('mariam@baobab.example')).toHaveLength(changes);

    const saved = pageOutcome(await send({ zones: [africa, europe], freeDeliveryFrom: 50000 }));
    expect(saved).toMatchObject({ ok: true, message: DELIVERY_SETTINGS_SAVED });
    expect(await zonesInDatabase('mariam@baobab.example')).toEqual([
      { zone: 'Afrique', fee: 1500 },
      { zone: 'Europe', fee: 6000 },
    ]);
  });
});
