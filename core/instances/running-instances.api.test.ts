import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import {
  joinRunningInstances,
  SettingsMismatchError,
  type RunningInstance,
  type SharedSettings,
} from './running-instances.ts';

// Two instances on one database must agree on what they share (issue 45, 2.2): a start that
// disagrees with a running instance is refused; one that agrees, or comes after the others
// stopped (or died), starts.

let database: TestDatabase;
const joined: RunningInstance[] = [];
/** What the instances were told of their connection's loss (the app logs it). */
const lost: Error[] = [];

beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(async () => {
  for (const instance of joined) await instance.leave();
  await database?.drop();
});

const settings = (
  publicUrl: string,
  payout = { value: 'k1', accepts: ['k1'] },
): SharedSettings => ({
  PUBLIC_URL: { value: publicUrl, accepts: [publicUrl], shown: true },
  AUTH_SECRET: { value: 'empreinte-a', accepts: ['empreinte-a'], shown: false },
  PAYOUT_ENCRYPTION_KEY: { ...payout, shown: false },
});

async function join(shared: SharedSettings) {
  const instance = await joinRunningInstances(database.url, shared, (error) => lost.push(error));
  joined.push(instance);
  return instance;
}

describe('joinRunningInstances', () => {
  it('refuses an instance that disagrees with a running one, naming the setting and not the secret', async () => {
    const first = await join(settings('https://baobab.example'));
    await join(settings('https://baobab.example'));
    const refusal = join(settings('https://autre.example'));
    await expect(refusal).rejects.toBeInstanceOf(SettingsMismatchError);
    await expect(refusal).rejects.toThrow(
      /PUBLIC_URL \(ici https:\/\/autre\.example, ailleurs https:\/\/baobab\.example\)/,
    );
    const secret = join({
      ...settings('https://baobab.example'),
      AUTH_SECRET: { value: 'empreinte-b', accepts: ['empreinte-b'], shown: false },
    });
    await expect(secret).rejects.toThrow(/pour AUTH_SECRET\. /);
    await expect(secret).rejects.not.toThrow(/empreinte/);
    await first.leave();
  });

  it('lets the settings change once every instance has stopped, or died without leaving', async () => {
    for (const instance of joined.splice(0)) await instance.leave();
    // An instance killed without leaving: its connection, and its lock, are gone.
    await join(settings('https://ancienne.example'));
    joined.pop();
    const { rows } = await database.pool.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = 'baobab-instance'",
    );
    expect(rows).toHaveLength(1);
    await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    await join(settings('https://nouvelle.example'));
    const { rows: running } = await database.pool.query<{ settings: SharedSettings }>(
      'SELECT settings FROM running_instances',
    );
    expect(running.map((row) => row.settings.PUBLIC_URL?.value)).toEqual([
      'https://nouvelle.example',
    ]);
  });

  it('lets the payout key rotate in two rolling steps, not in one', async () => {
    for (const instance of joined.splice(0)) await instance.leave();
    const url = 'https://baobab.example';
    await join(settings(url, { value: 'k1', accepts: ['k1'] }));
    // The new key cannot be current while an instance cannot open what it seals.
    await expect(join(settings(url, { value: 'k2', accepts: ['k2', 'k1'] }))).rejects.toThrow(
      /PAYOUT_ENCRYPTION_KEY/,
    );
    // First known everywhere, then current everywhere.
    await join(settings(url, { value: 'k1', accepts: ['k1', 'k2'] }));
    for (const instance of joined.splice(0, 1)) await instance.leave();
    await join(settings(url, { value: 'k2', accepts: ['k2', 'k1'] }));
  });
});
