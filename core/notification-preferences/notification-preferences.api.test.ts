import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelUnavailableMessage,
  DEFAULT_GENERAL_PREFERENCES,
  DEFAULT_NOTIFICATION_SETTINGS,
  GENERAL_PREFERENCES_SAVED_MESSAGE,
  LANGUAGE_UNAVAILABLE_MESSAGE,
  NOTIFICATION_PREFERENCES_SAVED_MESSAGE,
  type NotificationSettings,
  type PreferencesView,
} from '#common/notification-preferences.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { formatFcfa } from '#common/money.ts';
import { frenchTypography } from '#common/typography.ts';
import * as notificationsPage from '../../app/routes/dashboards/seller-settings-notifications.tsx';
import { readMail } from '../../tests/support/mail-reader.ts';
import { performOnPage } from '../../tests/support/page-route.ts';
import { COD_TOGO, orderHelpers, type OfferRow, statusChange } from '../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../tests/support/smtp-inbox.ts';
import { callCounter, sendFromTwoInstances } from '../../tests/support/two-workers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DIGEST_JOBS, startDigestJobs } from './digest-jobs.ts';

// 'Notifications et préférences' (issue 19) against a real PostgreSQL, a real SMTP server and
// the real job queue: the preferences saved and checked; the order e-mails that follow them;
// the daily digest sent once, however often and by however many workers its job runs; the
// shops' notifications of new orders, low stock, cancellations and reviews.

let smtp: SmtpInbox;
let testApp: TestApp;
const { checkout, call, newAccount, newOffer, setStock } = orderHelpers(() => testApp);
let seller: RegistrationResponse;
let offer: OfferRow;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://boutique.exemple.tg' },
  });
  seller = await newAccount('VENDEUR', 'Boutique Préférences');
  offer = await newOffer(seller, 'Beurre de karité des préférences', 2_500, 1_000);
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const NOTIFICATIONS = '/api/compte/preferences/notifications';
const GENERAL = '/api/compte/preferences/generales';

const preferencesOf = async (token: string) => {
  const response = await call('GET', '/api/compte/preferences', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PreferencesView>();
};
const saveNotifications = async (token: string, patch: Partial<NotificationSettings>) => {
  const response = await call('PUT', NOTIFICATIONS, token, {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    ...patch,
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The mails received by `email` since `from` (an index in the inbox), read. */
const mailsTo = (email: string, from = 0) =>
  smtp.mails
    .slice(from)
    .filter((mail) => mail.recipients.includes(email))
    .map((mail) => readMail(mail.raw));

async function place(buyer: RegistrationResponse, quantity = 1, target = offer): Promise<Order> {
  const response = await checkout(
    { lines: [{ id: target.id, quantity }], ...COD_TOGO },
    { token: buyer.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>().orders[0]!;
}

const moveTo = async (order: Order, statut: string) => {
  const response = await call(
    'PATCH',
    `/api/commandes/${order.id}/statut`,
    seller.token,
    statusChange(statut),
  );
  expect(response.statusCode, response.body).toBe(200);
};

const accountOf = (registered: RegistrationResponse) =>
  testApp.services.accounts.authenticate(registered.token);

const shopMessages = async () => {
  const page = await testApp.services.notifications.page(await accountOf(seller), 1);
  return page.notifications.map((notice) => notice.message);
};

describe('saving them', () => {
  it('starts from the defaults, offers e-mail, SMS and French, and saves both panels', async () => {
    const buyer = await newAccount('ACHETEUR', 'Awa Préférences');
    expect(await preferencesOf(buyer.token)).toEqual({
      notifications: DEFAULT_NOTIFICATION_SETTINGS,
      general: DEFAULT_GENERAL_PREFERENCES,
      channels: ['sms'],
    });

    const saved = await call('PUT', NOTIFICATIONS, buyer.token, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      frequency: 'Hebdomadaire',
      promotions: true,
    });
    expect(saved.json()).toEqual({ message: NOTIFICATION_PREFERENCES_SAVED_MESSAGE });
    const general = await call('PUT', GENERAL, buyer.token, {
      darkMode: false,
      language: 'Français',
      showAlerts: false,
    });
    expect(general.json()).toEqual({ message: GENERAL_PREFERENCES_SAVED_MESSAGE });

    expect(await preferencesOf(buyer.token)).toMatchObject({
      notifications: { frequency: 'Hebdomadaire', promotions: true, orderUpdates: true },
      general: { darkMode: false, language: 'Français', showAlerts: false },
    });
    const account = await accountOf(buyer);
    expect(await testApp.services.notificationPreferences.display(account)).toEqual({
      colorScheme: 'light',
      showAlerts: false,
    });
  });

  it('refuses what does not work or does not exist, beside its field, and changes nothing', async () => {
    const buyer = await newAccount('ACHETEUR', 'Kodjo Refus');
    const refusals: [string, object, string, string][] = [
      [
        NOTIFICATIONS,
        { ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'Mensuel' },
        'frequency',
        frenchTypography('Fréquence invalide : Immédiat, Quotidien ou Hebdomadaire.'),
      ],
      [
        NOTIFICATIONS,
        { ...DEFAULT_NOTIFICATION_SETTINGS, push: true },
        'push',
        channelUnavailableMessage('push'),
      ],
      [
        NOTIFICATIONS,
        { ...DEFAULT_NOTIFICATION_SETTINGS, push: true },
        'push',
        channelUnavailableMessage('push'),
      ],
      [
        GENERAL,
        { ...DEFAULT_GENERAL_PREFERENCES, language: 'Anglais' },
        'language',
        LANGUAGE_UNAVAILABLE_MESSAGE,
      ],
    ];
    for (const [url, body, field, message] of refusals) {
      const response = await call('PUT', url, buyer.token, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION', details: [{ field, message }] },
      });
    }
    expect(await preferencesOf(buyer.token)).toMatchObject({
      notifications: DEFAULT_NOTIFICATION_SETTINGS,
      general: DEFAULT_GENERAL_PREFERENCES,
    });
    const anonymous = await call('PUT', GENERAL, undefined, DEFAULT_GENERAL_PREFERENCES);
    expect(anonymous.statusCode).toBe(401);
  });

  it('the seller’s « Notifications » screen saves through the same operations, refusals beside their field', async () => {
    const shop = await newAccount('VENDEUR', 'Boutique Écran Préférences');
    const me = (await call('GET', '/api/users/check-auth', shop.token)).json<{
      TenantId: number;
    }>();
    const path = `/vendeur-dashboard/${me.TenantId}/settings/notifications`;
    const save = (intent: string, input: object) =>
      performOnPage(testApp, notificationsPage.action, path, shop.token, intent, { input });

    expect(
      await save('preferences-notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, push: true }),
    ).toMatchObject({ ok: false, fields: { push: channelUnavailableMessage('push') } });
    expect(
      await save('preferences-generales', { ...DEFAULT_GENERAL_PREFERENCES, language: 'Anglais' }),
    ).toMatchObject({ ok: false, fields: { language: LANGUAGE_UNAVAILABLE_MESSAGE } });
    expect(await preferencesOf(shop.token)).toMatchObject({
      notifications: DEFAULT_NOTIFICATION_SETTINGS,
      general: DEFAULT_GENERAL_PREFERENCES,
    });

    expect(
      await save('preferences-notifications', {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        frequency: 'Quotidien',
      }),
    ).toMatchObject({ ok: true, message: NOTIFICATION_PREFERENCES_SAVED_MESSAGE });
    expect(
      await save('preferences-generales', { ...DEFAULT_GENERAL_PREFERENCES, darkMode: false }),
    ).toMatchObject({ ok: true, message: GENERAL_PREFERENCES_SAVED_MESSAGE });
    expect(await preferencesOf(shop.token)).toMatchObject({
      notifications: { frequency: 'Quotidien' },
      general: { darkMode: false },
    });
  });
});

describe('the e-mails follow them', () => {
  it('a buyer without orderUpdates gets the receipt, but no status e-mail; another one does', async () => {
    const quiet = await newAccount('ACHETEUR', 'Afi Discrète');
    const told = await newAccount('ACHETEUR', 'Yao Informé');
    await saveNotifications(quiet.token, { orderUpdates: false });
    const from = smtp.mails.length;

    for (const buyer of [quiet, told]) await moveTo(await place(buyer), 'En cours');

    expect(mailsTo(quiet.Email, from).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Commande enregistrée\s–\sBAO-/),
    ]);
    expect(mailsTo(told.Email, from).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Commande enregistrée\s–\sBAO-/),
      expect.stringMatching(/^Commande BAO-\d{4}-\d{6} en préparation$/),
    ]);
    // The dashboard still tells the quiet buyer.
    const page = await testApp.services.notifications.page(await accountOf(quiet), 1);
    expect(page.notifications[0]!.message).toMatch(/en préparation/);
  });

  it('notifications off, or a digest chosen: no status e-mail either', async () => {
    const off = await newAccount('ACHETEUR', 'Ama Silencieuse');
    const daily = await newAccount('ACHETEUR', 'Koffi Quotidien');
    await saveNotifications(off.token, { enabled: false });
    await saveNotifications(daily.token, { frequency: 'Quotidien' });
    const from = smtp.mails.length;
    for (const buyer of [off, daily]) await moveTo(await place(buyer), 'En cours');
    for (const buyer of [off, daily]) {
      expect(mailsTo(buyer.Email, from).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Commande enregistrée/),
      ]);
    }
  });

  it('a seller without orderUpdates gets no new-order e-mail, but the notification', async () => {
    const quietSeller = await newAccount('VENDEUR', 'Boutique Discrète');
    const quietOffer = await newOffer(quietSeller, 'Savon noir discret', 1_500, 50);
    await saveNotifications(quietSeller.token, { orderUpdates: false });
    const buyer = await newAccount('ACHETEUR', 'Sena Acheteuse');
    const from = smtp.mails.length;
    const order = await place(buyer, 1, quietOffer);
    expect(mailsTo(quietSeller.Email, from)).toEqual([]);
    const page = await testApp.services.notifications.page(await accountOf(quietSeller), 1);
    expect(page.notifications[0]!.message).toBe(
      frenchTypography(`Nouvelle commande ${order.orderNumber} : ${formatFcfa(1_500)}`),
    );
  });
});

describe('the daily digest', () => {
  const tomorrow = () => new Date(Date.now() + 86_400_000);
  const digestsTo = (email: string) =>
    mailsTo(email).filter((mail) => mail.subject.startsWith('Votre résumé quotidien'));

  it('sends one e-mail with the day’s notifications, once however often it runs', async () => {
    const buyer = await newAccount('ACHETEUR', 'Mawuli Résumé');
    await saveNotifications(buyer.token, { frequency: 'Quotidien' });
    const order = await place(buyer);
    await moveTo(order, 'En cours');
    await moveTo(order, 'Livré');

    const { notificationDigests } = testApp.services;
    await Promise.all([
      notificationDigests.send('Quotidien', tomorrow()),
      notificationDigests.send('Quotidien', tomorrow()),
    ]);
    await notificationDigests.send('Quotidien', tomorrow());
    // Written to the outbox by the runs, sent by it (decision 034).
    await testApp.services.outbox.settled();

    const [digest, ...others] = digestsTo(buyer.Email);
    expect(others).toEqual([]);
    expect(digest!.subject).toBe(frenchTypography('Votre résumé quotidien : 3 notifications'));
    for (const sentence of ['enregistrée', 'en préparation', 'livrée']) {
      expect(digest!.text).toContain(`Commande ${order.orderNumber} ${sentence}`);
    }
    expect(digest!.text).toContain(
      `https://boutique.exemple.tg/acheteur-dashboard/${buyer.TenantId}/commandes?q=${order.orderNumber}`,
    );
    // Today's run tells of yesterday, when this buyer had nothing.
    await notificationDigests.send('Quotidien', new Date());
    await testApp.services.outbox.settled();
    expect(digestsTo(buyer.Email)).toHaveLength(1);
  });

  it('runs once from the job queue, even with two workers each sent the job', async () => {
    const buyer = await newAccount('ACHETEUR', 'Edem Deux Instances');
    await saveNotifications(buyer.token, { frequency: 'Quotidien' });
    await moveTo(await place(buyer), 'En cours');

    const runs = callCounter(2);
    const digests = {
      async send(...args: Parameters<typeof testApp.services.notificationDigests.send>) {
        const sent = await testApp.services.notificationDigests.send(...args);
        runs.tick();
        return sent;
      },
    };
    // What the schedule sends at midnight, here from each instance.
    await sendFromTwoInstances({
      connectionString: testApp.database.url,
      queue: DIGEST_JOBS.Quotidien.queue,
      register: (queue) => startDigestJobs(queue, digests, tomorrow),
      worked: runs.done,
    });
    await testApp.services.outbox.settled();
    expect(runs.count()).toBe(2);
    expect(digestsTo(buyer.Email).map((mail) => mail.subject)).toEqual([
      frenchTypography('Votre résumé quotidien : 2 notifications'),
    ]);
  });
});

describe('what a shop is told', () => {
  it('a new order, a product running out, a cancellation by the buyer; not its own changes', async () => {
    const buyer = await newAccount('ACHETEUR', 'Kafui Cliente');
    await setStock(offer.id, 7);
    const first = await place(buyer, 2);
    const second = await place(buyer, 1);
    const cancelled = await call('POST', `/api/commandes/${second.id}/annuler`, buyer.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await moveTo(first, 'Annulé');

    const messages = await shopMessages();
    expect(messages.slice(0, 4)).toEqual(
      [
        `Commande ${second.orderNumber} annulée (par l’acheteur)`,
        `Nouvelle commande ${second.orderNumber} : ${formatFcfa(2_500)}`,
        `Stock bas : « ${offer.name} » (5)`,
        `Nouvelle commande ${first.orderNumber} : ${formatFcfa(5_000)}`,
      ].map(frenchTypography),
    );
    expect(messages).not.toContain(`Commande ${first.orderNumber} annulée`);
    const attention = await testApp.services.attention.forAccount(await accountOf(seller));
    expect(attention).toContainEqual({
      label: expect.stringMatching(/^\d+ notifications non lues$/),
      to: 'notifications',
      count: expect.any(Number),
    });
    await setStock(offer.id, 1_000);
  });

  it('a review of one of its products', async () => {
    const buyer = await newAccount('ACHETEUR', 'Dzifa Avis');
    const order = await place(buyer);
    await moveTo(order, 'En cours');
    await moveTo(order, 'Livré');
    const reviewed = await call('POST', '/api/avis', buyer.token, {
      productId: offer.id,
      rating: 5,
      text: 'Très bon beurre, bien emballé.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect((await shopMessages())[0]).toBe(
      frenchTypography(`Nouvel avis (5/5) sur « ${offer.name} »`),
    );
  });
});
