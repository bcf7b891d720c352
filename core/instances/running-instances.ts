import pg from 'pg';

// Several app instances may share one database (DESIGN.md, « Growing past one machine »). Some
// settings must then agree, or the instances contradict each other: one signs sessions another
// refuses, seals payout accounts another cannot open, offers payment methods another refuses.
// Each running instance keeps a row here with its settings, alive while it holds an advisory
// lock named by the row's id; a starting instance that disagrees with a live one is refused.

/**
 * One shared setting as this instance has it: its value (a fingerprint for a secret, never the
 * secret), the values it gets on with (a payout key: every key it can open), and whether the
 * value may be written in a refusal.
 */
export interface SharedSetting {
  value: string;
  accepts: string[];
  shown: boolean;
}
export type SharedSettings = Record<string, SharedSetting>;

/** The names of the settings on which two instances disagree: each must accept the other's value. */
export function disagreements(mine: SharedSettings, theirs: SharedSettings): string[] {
  return Object.entries(mine).flatMap(([name, setting]) => {
    const other = theirs[name];
    // A setting only one side knows (an instance of another version) cannot be compared.
    if (!other) return [];
    const agree = other.accepts.includes(setting.value) && setting.accepts.includes(other.value);
    return agree ? [] : [name];
  });
}

export class SettingsMismatchError extends Error {}

/** pg_advisory_lock(LOCK_SPACE, id): a running instance; (LOCK_SPACE, 0): a start under way. */
const LOCK_SPACE = 4_542_001;
const STARTING = 0;

function mismatchMessage(names: string[], mine: SharedSettings, theirs: SharedSettings[]) {
  const described = names.map((name) => {
    const setting = mine[name];
    if (!setting?.shown) return name;
    const others = [...new Set(theirs.map((other) => other[name]?.value ?? ''))].join(', ');
    return `${name} (ici ${setting.value}, ailleurs ${others})`;
  });
  return (
    `Démarrage refusé : d’autres instances tournent sur cette base avec d’autres réglages pour ${described.join(', ')}. ` +
    'Ces variables doivent être les mêmes sur toutes les instances : donnez-leur la même valeur, ' +
    'ou arrêtez toutes les instances avant de la changer.'
  );
}

export interface RunningInstance {
  /** Removes this instance from the running ones (at its stop). */
  leave(): Promise<void>;
}

/**
 * Registers this instance with its shared settings, or throws SettingsMismatchError when an
 * instance running on the same database disagrees. Keeps one connection open while it runs.
 */
export async function joinRunningInstances(
  url: string,
  settings: SharedSettings,
  onConnectionLost: (error: Error) => void,
): Promise<RunningInstance> {
  const client = new pg.Client({ connectionString: url, application_name: 'baobab-instance' });
  client.on('error', onConnectionLost);
  await client.connect();
  let id: number;
  try {
    await client.query('BEGIN');
    // One start at a time: two instances starting together each see the other.
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, STARTING]);
    // Rows of instances that stopped without leaving (killed, crashed): their lock went with them.
    await client.query(
      `DELETE FROM running_instances r WHERE NOT EXISTS (
         SELECT 1 FROM pg_locks l
          WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
            AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND l.classid = $1::oid AND l.objid = r.id::oid)`,
      [LOCK_SPACE],
    );
    const { rows } = await client.query<{ settings: SharedSettings }>(
      'SELECT settings FROM running_instances',
    );
    const others = rows.map((row) => row.settings);
    const differing = [...new Set(others.flatMap((other) => disagreements(settings, other)))];
    if (differing.length > 0) {
      throw new SettingsMismatchError(mismatchMessage(differing, settings, others));
    }
    const inserted = await client.query<{ id: number }>(
      'INSERT INTO running_instances (settings) VALUES ($1) RETURNING id',
      [settings],
    );
    id = inserted.rows[0]?.id ?? 0;
    await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, id]);
    await client.query('COMMIT');
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    async leave() {
      // A lost connection took the lock with it: the next start removes the row.
      await client
        .query('DELETE FROM running_instances WHERE id = $1', [id])
        .catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
