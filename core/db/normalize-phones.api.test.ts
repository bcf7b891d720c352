import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { normalizeStoredPhones } from './normalize-phones.ts';

// Rows written before phones were normalised, as the old code stored them (spaces, dots and
// dashes removed), are rewritten in E.164 at start.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(async () => {
  await database?.drop();
});

async function addAccount(email: string, telephone: string, pays: string) {
  const { rows } = await database.pool.query<{ id: number }>(
    `WITH t AS (INSERT INTO tenants (name) VALUES ($1) RETURNING id)
     INSERT INTO accounts (tenant_id, user_name, email, telephone, pays, ville, type_compte, password_hash)
     SELECT t.id, $1, $1, $2, $3, 'Lomé', 'ACHETEUR', 'x' FROM t RETURNING id`,
    [email, telephone, pays],
  );
  return rows[0]!.id;
}

async function phoneOf(id: number) {
  const { rows } = await database.pool.query('SELECT telephone FROM accounts WHERE id = $1', [id]);
  return rows[0]?.telephone;
}

describe('normalizeStoredPhones', () => {
  it('rewrites every old spelling in E.164 with the account’s country, and leaves conflicts to a person', async () => {
    const international = await addAccount('a@exemple.tg', '0022890112244', 'Togo');
    const local = await addAccount('b@exemple.tg', '90112255', 'Togo');
    const french = await addAccount('c@exemple.fr', '0612345678', 'France');
    const alreadyDone = await addAccount('d@exemple.tg', '+22890112266', 'Togo');
    // The old code let one phone in under two spellings: the second one stays as it was.
    const twin = await addAccount('e@exemple.tg', '0022890112266', 'Togo');
    const impossible = await addAccount('f@exemple.tg', '12', 'Togo');

    const report = await normalizeStoredPhones(database.db);

    expect(await phoneOf(international)).toBe('+22890112244');
    expect(await phoneOf(local)).toBe('+22890112255');
    expect(await phoneOf(french)).toBe('+33612345678');
    expect(await phoneOf(alreadyDone)).toBe('+22890112266');
    expect(await phoneOf(twin)).toBe('0022890112266');
    expect(await phoneOf(impossible)).toBe('12');
    expect(report.rewritten).toBe(3);
    expect(report.leftAlone).toEqual([
      { table: 'accounts', id: twin, reason: 'doublon de +22890112266' },
      { table: 'accounts', id: impossible, reason: 'numéro impossible' },
    ]);

    // A second start has nothing left to rewrite.
    expect((await normalizeStoredPhones(database.db)).rewritten).toBe(0);
  });
});
