let lastIp = 0;

/**
 * A new client address for each call (sent as X-Forwarded-For), so per-IP limits only bite in
 * the tests that are about them. Each test file has its own app, hence its own counters.
 */
export const nextIp = () => `10.9.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
