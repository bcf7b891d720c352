import Bowser from 'bowser';
import { UNKNOWN_PLACE, type AccountSession } from '#common/account-security.ts';

// A session as the account sees it in its list: the device and browser read from the user agent
// it signed in with. No geolocation database is configured, so the place is said to be unknown
// rather than guessed.

const UNKNOWN_DEVICE = 'Appareil inconnu';

/** « Android 14 · Chrome 140 », « Windows · Firefox 133 »… */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  // Windows reports « NT 10.0 »: people know it as Windows 10.
  const major = (version: string | undefined) => version?.replace(/^NT\s+/, '').split('.')[0];
  const system = [parsed.os.name, major(parsed.os.version)].filter(Boolean).join(' ');
  const browser = [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(' ');
  const described = [system, browser].filter(Boolean).join(' · ');
  return described || UNKNOWN_DEVICE;
}

export function describeSession(
  row: { id: string; userAgent: string | null; createdAt: Date; lastSeenAt: Date },
  currentSessionId: string,
): AccountSession {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    place: UNKNOWN_PLACE,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
