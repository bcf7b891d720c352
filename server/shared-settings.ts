import { createHash } from 'node:crypto';
import { deriveKey, secretSource } from '#modules/accounts/auth-secret.ts';
import type { SharedSetting, SharedSettings } from '#modules/instances/running-instances.ts';
import type { AppConfig } from './config.ts';

// What every instance on one database must share (core/instances/running-instances.ts; the
// production checklist in docs/operations.md lists them). Left out, as each instance may have its own:
// the port, the proxies, the log level, the caches, the shutdown times. Secrets are compared by
// fingerprint: a hash of a key, as each sealed payout value already names its key by one.

const fingerprint = (value: string | Buffer) =>
  createHash('sha256').update(value).digest('hex').slice(0, 16);

const shown = (value: string): SharedSetting => ({ value, accepts: [value], shown: true });
const secret = (value: string): SharedSetting => ({ value, accepts: [value], shown: false });

/** Where images go: the local folder (then a shared volume) or one bucket. */
function storageOf(config: AppConfig): string {
  const { storage } = config.media;
  return storage.kind === 'local'
    ? 'local'
    : `s3 ${storage.endpoint ?? 'aws'} ${storage.region} ${storage.bucket}`;
}

/** Where e-mails leave: an SMTP server (its address, not its password) or local files. */
function mailOf(config: AppConfig): string {
  if (!config.mail.smtpUrl) return 'fichiers';
  const { protocol, host } = new URL(config.mail.smtpUrl);
  return `${protocol}//${host}`;
}

/**
 * This instance's shared settings, `paymentTestMode` as resolved for its database. The payout
 * key gets on with any instance that can open what it seals and seals what it can open, which
 * lets the key rotate in two rolling steps (the new key among the previous ones everywhere, then
 * current everywhere).
 */
export async function sharedSettingsOf(
  config: AppConfig,
  paymentTestMode: boolean,
): Promise<SharedSettings> {
  const signingSecret = await secretSource(config.auth)();
  const derived = deriveKey(signingSecret, 'versements-boutiques');
  const { current, previous } = config.payoutKeys;
  const payoutKeys = current ? [current, ...previous, derived] : [derived, ...previous];
  return {
    AUTH_SECRET: secret(fingerprint(signingSecret)),
    PAYOUT_ENCRYPTION_KEY: {
      value: fingerprint(payoutKeys[0] ?? derived),
      accepts: payoutKeys.map(fingerprint),
      shown: false,
    },
    PUBLIC_URL: shown(config.publicUrl),
    PAYMENT_TEST_MODE: shown(String(paymentTestMode)),
    // Which aggregator takes online payments (never its keys).
    PAIEMENT_AGREGATEUR: shown(
      config.aggregator ? `${config.aggregator.id} ${config.aggregator.apiUrl}` : 'aucun',
    ),
    STORAGE_S3_BUCKET: shown(storageOf(config)),
    PUBLIC_MEDIA_URL: shown(config.media.baseUrl),
    SMTP_URL: shown(mailOf(config)),
    SELLER_APPROVAL: shown(config.sellerApproval),
    PAYMENT_TIMEOUT_MINUTES: shown(String(config.paymentTimeoutMinutes)),
    AUTH_TOKEN_DAYS: shown(String(config.auth.tokenDays)),
  };
}
