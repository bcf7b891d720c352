import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as adminFaqPage from '../../../app/routes/dashboards/admin-faq.tsx';
import {
  FAQ_CREATED,
  FAQ_DELETED,
  FAQ_NOT_FOUND,
  FAQ_UPDATED,
  type FaqEntry,
} from '#common/help-centre.ts';
import { faqEntryInput } from '#common/help-centre-schemas.ts';
import type { RegistrationResponse } from '#common/session.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The help centre's FAQ (issue 19): one list for buyers, one for sellers; the search matches the
// question, accents and case ignored; only the team writes it.

let testApp: TestApp;
const { login, call, newAccount } = orderHelpers(() => testApp);
let admin: string;
let seller: RegistrationResponse;
let buyer: RegistrationResponse;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  [seller, buyer] = await Promise.all([
    newAccount('VENDEUR', 'Dela FAQ'),
    newAccount('ACHETEUR', 'Edem FAQ'),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

const QUESTION = {
  audience: 'ACHETEUR',
  question: 'Livrez-vous à Bobo-Dioulasso ?',
  answer: 'Oui, quand une boutique dessert le Burkina Faso : voir les frais au panier.',
  position: 5,
};

async function faq(audience: string, q: string) {
  const response = await call(
    'GET',
    `/api/aide/faq?audience=${audience}&q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FaqEntry[]>();
}

describe('the FAQ', () => {
  let id: number;

  it('is written by the team, for one side', async () => {
    const response = await call('POST', '/api/admin/faq', admin, QUESTION);
    expect(response.statusCode, response.body).toBe(201);
    id = response.json<{ id: number }>().id;
    expect((await faq('ACHETEUR', '')).map((entry) => entry.id)).toContain(id);
    expect((await faq('VENDEUR', '')).map((entry) => entry.id)).not.toContain(id);
  });

  it('is searched on the question, accents and case ignored', async () => {
    for (const search of ['LIVREZ-VOUS A BOBO', 'bobo-dioulasso', 'livrez']) {
      expect(
        (await faq('ACHETEUR', search)).map((entry) => entry.id),
        search,
      ).toEqual([id]);
    }
    // A word of the answer only is not the question's.
    expect(await faq('ACHETEUR', 'Burkina')).toEqual([]);
    // Demo questions carry accents: « Combien coûte la livraison ? »
    const found = await faq('ACHETEUR', 'COUTE');
    expect(found).toHaveLength(1);
    expect(found[0]!.question).toMatch(/^Combien coûte la livraison/);
  });

  it('is edited and deleted by the team only', async () => {
    const changed = { ...QUESTION, question: 'Livrez-vous à Ouagadougou ?' };
    for (const token of [seller.token, buyer.token]) {
      expect((await call('POST', '/api/admin/faq', token, QUESTION)).statusCode).toBe(403);
      expect((await call('PUT', `/api/admin/faq/${id}`, token, changed)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/admin/faq/${id}`, token)).statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/admin/faq/${id}`, undefined, changed)).statusCode).toBe(401);
    expect((await faq('ACHETEUR', 'bobo')).map((entry) => entry.id)).toEqual([id]);

    const updated = await call('PUT', `/api/admin/faq/${id}`, admin, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await faq('ACHETEUR', 'ouaga'))[0]).toMatchObject({ id, question: changed.question });

    expect((await call('DELETE', `/api/admin/faq/${id}`, admin)).statusCode).toBe(200);
    expect(await faq('ACHETEUR', 'ouaga')).toEqual([]);
    const gone = await call('PUT', `/api/admin/faq/${id}`, admin, changed);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { message: string } }>().error.message).toBe(FAQ_NOT_FOUND);
  });

  it('refuses an empty question or answer with the form’s messages', async () => {
    const response = await call('POST', '/api/admin/faq', admin, {
      audience: 'VENDEUR',
      question: '',
      answer: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        details: expect.arrayContaining([
          { field: 'question', message: 'La question est requise.' },
          { field: 'answer', message: 'La réponse est requise.' },
        ]),
      },
    });
  });
});

describe('the back-office’s « FAQ »', () => {
  it('writes the FAQ through the same operations, with the session cookie', async () => {
    const { TenantId } = (await call('GET', '/api/users/check-auth', admin)).json<{
      TenantId: number;
    }>();
    const send = (form: Record<string, string>, token = admin) =>
      callPageRoute(testApp, adminFaqPage.action, `/admin/${TenantId}/faq`, token, { form }).then(
        pageOutcome,
      );
    /** The editor's fields as typed. */
    const typed = {
      audience: 'VENDEUR',
      question: 'Comment fixer mes frais ?',
      answer: 'Dans Livraison.',
    };
    const sellersFaq = async () => (await faq('VENDEUR', '')).map((entry) => entry.question);
    const before = await sellersFaq();

    const refused = await send(
      operationForm('faq-ajouter', {
        input: faqEntryInput({ ...typed, question: ' ', position: 'deux' }),
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fields: {
        question: 'La question est requise.',
        position: 'La position doit être un nombre entier.',
      },
    });
    expect(await sellersFaq()).toEqual(before);

    const created = await send(
      operationForm('faq-ajouter', { input: faqEntryInput({ ...typed, position: '' }) }),
    );
    expect(created).toMatchObject({ ok: true, message: FAQ_CREATED });
    const entry = (await faq('VENDEUR', 'fixer mes frais'))[0]!;
    expect(entry).toMatchObject({ answer: 'Dans Livraison.', position: 0 });
    const params = { id: String(entry.id) };

    const updated = await send(
      operationForm('faq-modifier', {
        params,
        input: faqEntryInput({ ...typed, answer: 'Dans « Livraison ».', position: '3' }),
      }),
    );
    expect(updated).toMatchObject({ ok: true, message: FAQ_UPDATED });
    expect((await faq('VENDEUR', 'fixer mes frais'))[0]).toMatchObject({ position: 3 });
    // A seller on the team's screen is sent to its own dashboard; nothing is removed.
    const bySeller = await callPageRoute(
      testApp,
      adminFaqPage.action,
      `/admin/${TenantId}/faq`,
      seller.token,
      { form: operationForm('faq-supprimer', { params }) },
    );
    expect(bySeller).toBeInstanceOf(Response);
    expect(await faq('VENDEUR', 'fixer mes frais')).toHaveLength(1);
    const removed = await send(operationForm('faq-supprimer', { params }));
    expect(removed).toMatchObject({ ok: true, message: FAQ_DELETED });
    expect(await sellersFaq()).toEqual(before);
  });
});
