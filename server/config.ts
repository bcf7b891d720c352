import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SELLER_APPROVAL_MODES } from '#common/account-admin.ts';
import { DEFAULT_PAYOUT_HOLD_DAYS } from '#common/ledger.ts';
import { DEFAULT_PAYOUT_MINIMUM_FCFA } from '#common/payouts.ts';
import { formatPhone, isInternationalSpelling, toE164 } from '#common/phone.ts';
import type { ShopContact, SocialNetwork } from '#common/shop-info.ts';
import { DELIVERY_RETRIES } from '#modules/outbox/outbox.service.ts';
import type { AggregatorSettings } from '#modules/payments/aggregators.ts';
import { CINETPAY_API_URL } from '#modules/payments/cinetpay-provider.ts';
import { FEDAPAY_API_URLS } from '#modules/payments/fedapay-provider.ts';
import {
  AFRICASTALKING_API_URL,
  type AfricasTalkingSettings,
} from '#modules/sms/africas-talking.ts';
import type { MediaStorageOptions } from '#modules/storage/create-media-storage.ts';
import { s3PublicBaseUrl } from '#modules/storage/s3-media-storage.ts';

/** Reads "true"/"false"/"1"/"0" from the environment; anything else is an error, not a silent false. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'doit valoir true ou false' })
  .transform((value) => value === 'true' || value === '1');

/** An address or a CIDR range, as Fastify's trustProxy accepts them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For). Off by default: anyone could
 * forge the header and get a fresh budget from every per-IP limit. Behind a load balancer, its
 * addresses. Not a hop count: it cannot tell the proxy from a client that sends the header
 * itself, so Fastify 5 ignores the header with one.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | string[] => {
    if (value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'doit valoir false ou les adresses des relais, séparées par des virgules (10.0.0.1, 10.0.0.0/8)',
    });
    return z.NEVER;
  });

/** The team's phone, with its country code since no country says how to read it: E.164. */
const internationalPhone = z
  .string()
  .trim()
  .transform((value, context) => {
    const e164 = isInternationalSpelling(value) ? toE164(value) : null;
    if (e164) return e164;
    context.addIssue({
      code: 'custom',
      message: 'doit être un numéro au format international (+228 90 00 00 00)',
    });
    return z.NEVER;
  });

/** A 32-byte key written in base64 (`openssl rand -base64 32`). */
function isKey32(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}
const KEY_32_MESSAGE = 'doit être une clé de 32 octets en base64 (openssl rand -base64 32)';
const payoutKey = z.string().trim().refine(isKey32, KEY_32_MESSAGE);
const payoutPreviousKeys = z
  .string()
  .transform((value) => value.split(',').map((key) => key.trim()))
  .refine((keys) => keys.every(isKey32), KEY_32_MESSAGE);

const socialUrl = z.url({ protocol: /^https$/, error: 'doit être une URL https://…' }).optional();

/** The variable that gives each network's page; a network without one gets no link. */
const SOCIAL_URL_VARIABLES = {
  facebook: 'SOCIAL_FACEBOOK_URL',
  instagram: 'SOCIAL_INSTAGRAM_URL',
  whatsapp: 'SOCIAL_WHATSAPP_URL',
  tiktok: 'SOCIAL_TIKTOK_URL',
} as const satisfies Record<SocialNetwork, string>;

/** The S3 settings: naming any of them asks for the object store, which needs these three. */
const S3_VARIABLES = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'STORAGE_S3_FORCE_PATH_STYLE',
] as const;
const S3_REQUIRED = [
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
] as const;

/** Variables never echoed in an error: connection strings may carry a password, keys are keys. */
const SECRET_VARIABLES = [
  'DATABASE_URL',
  'SMTP_URL',
  'AUTH_SECRET',
  'PAYOUT_ENCRYPTION_KEY',
  'PAYOUT_ENCRYPTION_PREVIOUS_KEYS',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'FEDAPAY_SECRET_KEY',
  'FEDAPAY_WEBHOOK_SECRET',
  'CINETPAY_API_KEY',
  'CINETPAY_SECRET_KEY',
  'AFRICASTALKING_API_KEY',
];

/** Each aggregator's keys: all of them, or none (then it is not offered). */
const AGGREGATOR_VARIABLES = {
  fedapay: ['FEDAPAY_SECRET_KEY', 'FEDAPAY_WEBHOOK_SECRET'],
  cinetpay: ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'],
} as const;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * How long a stopping instance answers health 503 while still serving, for the load balancer to
 * take it out of its pool first: Kubernetes removes a stopping pod's endpoints within a few
 * seconds, and a balancer checking every 2 s that takes an instance out after 2 failures has
 * done so. Longer waits (HAProxy's defaults: every 2 s, 3 failures) set more; 5 s keeps the
 * whole stop within Docker's default 10 s before SIGKILL.
 */
const DEFAULT_DRAIN_SECONDS = 5;

/** A base address of ours or a CDN's: http(s), no query, no trailing slash kept. */
const baseUrl = z
  .url({ protocol: /^https?$/, error: 'doit être une URL http(s)://…' })
  .refine((value) => !/[?#]/.test(value), 'ne doit contenir ni « ? » ni « # »')
  .transform((value) => value.replace(/\/+$/, ''));

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'doit être un numéro de port' })
      .int('doit être un entier')
      .min(1, 'doit être entre 1 et 65535')
      .max(65535, 'doit être entre 1 et 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    TRUST_PROXY: trustProxy.default(false),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' })
      .optional(),
    EMBEDDED_PG_PORT: z.coerce
      .number({ error: 'doit être un numéro de port' })
      .int()
      .min(1024, 'doit être entre 1024 et 65535')
      .max(65535, 'doit être entre 1024 et 65535')
      .default(54329),
    SEED_DEMO: booleanFlag.optional(),
    BRAND_NAME: z.string().trim().min(1, 'ne doit pas être vide').max(40).default('Baobab'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    SHUTDOWN_DRAIN_SECONDS: z.coerce
      .number({ error: 'doit être un nombre de secondes' })
      .int('doit être un entier')
      .min(0, 'doit être entre 0 et 300')
      .max(300, 'doit être entre 0 et 300')
      .default(DEFAULT_DRAIN_SECONDS),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'doit être une URL smtp://… ou smtps://…' })
      .optional(),
    MAIL_FROM: z.string().trim().min(1).default('Baobab <no-reply@baobab.example>'),
    MAIL_RETRY_SECONDS: z.coerce
      .number({ error: 'doit être un nombre de secondes' })
      .int('doit être un entier')
      .min(1, 'doit être entre 1 et 3600')
      .max(3600, 'doit être entre 1 et 3600')
      .default(DELIVERY_RETRIES.firstDelayMs / 1000),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'doit être une URL http(s)://… sans chemin' })
      .optional(),
    AUTH_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
    PAYOUT_ENCRYPTION_KEY: payoutKey.optional(),
    PAYOUT_ENCRYPTION_PREVIOUS_KEYS: payoutPreviousKeys.optional(),
    AUTH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    PAYOUT_HOLD_DAYS: z.coerce
      .number()
      .int('doit être un nombre entier de jours')
      .min(0, 'doit être entre 0 et 90')
      .max(90, 'doit être entre 0 et 90')
      .default(DEFAULT_PAYOUT_HOLD_DAYS),
    PAYOUT_MINIMUM_FCFA: z.coerce
      .number()
      .int('doit être un montant entier en FCFA')
      .min(1, 'doit être entre 1 et 10 000 000')
      .max(10_000_000, 'doit être entre 1 et 10 000 000')
      .default(DEFAULT_PAYOUT_MINIMUM_FCFA),
    PAYMENT_TEST_MODE: z
      .enum(['true', 'false', 'force'], { error: 'doit valoir true, false ou force' })
      .optional(),
    SELLER_APPROVAL: z
      .enum(SELLER_APPROVAL_MODES, { error: 'doit valoir auto ou manual' })
      .default('auto'),
    CONTACT_EMAIL: z.email({ error: 'doit être une adresse e-mail' }).optional(),
    CONTACT_PHONE: internationalPhone.optional(),
    SOCIAL_FACEBOOK_URL: socialUrl,
    SOCIAL_INSTAGRAM_URL: socialUrl,
    SOCIAL_WHATSAPP_URL: socialUrl,
    SOCIAL_TIKTOK_URL: socialUrl,
    STORAGE_S3_ENDPOINT: baseUrl.optional(),
    STORAGE_S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'doit être un nom de compartiment S3 (3 à 63 caractères : minuscules, chiffres, points et tirets)',
      )
      .optional(),
    STORAGE_S3_REGION: z.string().trim().min(1).optional(),
    STORAGE_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    STORAGE_S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    PUBLIC_MEDIA_URL: baseUrl.optional(),
    FEDAPAY_SECRET_KEY: z.string().trim().min(1).optional(),
    FEDAPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    FEDAPAY_ENV: z
      .enum(['sandbox', 'live'], { error: 'doit valoir sandbox ou live' })
      .default('sandbox'),
    FEDAPAY_API_URL: baseUrl.optional(),
    CINETPAY_API_KEY: z.string().trim().min(1).optional(),
    CINETPAY_SITE_ID: z.string().trim().min(1).optional(),
    CINETPAY_SECRET_KEY: z.string().trim().min(1).optional(),
    CINETPAY_API_URL: baseUrl.optional(),
    AFRICASTALKING_USERNAME: z.string().trim().min(1).optional(),
    AFRICASTALKING_API_KEY: z.string().trim().min(1).optional(),
    AFRICASTALKING_SENDER_ID: z.string().trim().min(1).optional(),
    AFRICASTALKING_API_URL: baseUrl.optional(),
  })
  // Half an S3 configuration would quietly keep images on this machine's disk: refused.
  .superRefine((env, context) => {
    if (!S3_VARIABLES.some((name) => env[name] !== undefined)) return;
    for (const name of S3_REQUIRED) {
      if (env[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            'obligatoire pour ranger les images dans un stockage S3 (une autre variable STORAGE_S3_… est définie)',
        });
      }
    }
  })
  // Half an aggregator's keys would offer payments whose webhooks are all refused; two
  // aggregators at once, payments split without a reason.
  .superRefine((env, context) => {
    const configured = Object.entries(AGGREGATOR_VARIABLES).filter(([, names]) =>
      names.some((name) => env[name] !== undefined),
    );
    for (const [, names] of configured) {
      for (const name of names) {
        if (env[name] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `obligatoire avec ${names.filter((other) => other !== name).join(' et ')} (required with the aggregator’s other keys)`,
          });
        }
      }
    }
    if (configured.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['CINETPAY_API_KEY'],
        message:
          'un seul agrégateur à la fois : retirez les clés FEDAPAY_… ou CINETPAY_… (one aggregator at a time)',
      });
    }
  })
  // Real money with links that lead nowhere: the aggregator would send the buyer back, and the
  // webhook, to this machine.
  .refine(
    (env) =>
      !(
        env.FEDAPAY_SECRET_KEY !== undefined &&
        env.FEDAPAY_ENV === 'live' &&
        LOCAL_HOSTS.includes(new URL(env.PUBLIC_URL ?? 'http://localhost').hostname)
      ),
    {
      path: ['FEDAPAY_ENV'],
      message:
        'live refusé avec PUBLIC_URL sur localhost : FedaPay renverrait l’acheteur et ses notifications vers cette machine. Donnez l’adresse publique du site (https://…) / live refused while PUBLIC_URL is localhost: set the public https address of the site.',
    },
  )
  // An SMS provider with half its keys would fail every message.
  .refine(
    (env) =>
      (env.AFRICASTALKING_USERNAME === undefined) === (env.AFRICASTALKING_API_KEY === undefined),
    {
      path: ['AFRICASTALKING_API_KEY'],
      message: 'AFRICASTALKING_USERNAME et AFRICASTALKING_API_KEY vont ensemble (both or neither)',
    },
  )
  // Every instance must sign with the same secret: with a shared database there may be several,
  // and a secret generated under one DATA_DIR would not reach the others.
  .refine((env) => env.AUTH_SECRET !== undefined || env.DATABASE_URL === undefined, {
    path: ['AUTH_SECRET'],
    message:
      'obligatoire quand DATABASE_URL est défini (au moins 32 caractères, le même pour toutes les instances)',
  })
  // The forced exit would cut the drain, and the requests still coming, short.
  .refine((env) => env.SHUTDOWN_DRAIN_SECONDS < env.SHUTDOWN_TIMEOUT_SECONDS, {
    path: ['SHUTDOWN_DRAIN_SECONDS'],
    message:
      'doit être plus court que SHUTDOWN_TIMEOUT_SECONDS (l’arrêt forcé couperait l’attente)',
  })
  // The test provider lets any buyer approve its own payment: a production instance takes it
  // only when someone says so twice.
  .refine((env) => !(env.PAYMENT_TEST_MODE === 'true' && env.NODE_ENV === 'production'), {
    path: ['PAYMENT_TEST_MODE'],
    message:
      'refusé avec NODE_ENV=production : n’importe quel acheteur pourrait valider son propre paiement (force pour l’imposer malgré tout)',
  });

/**
 * The test payment provider as PAYMENT_TEST_MODE says; undefined (auto) leaves it to the
 * database: on when it holds the demo data (server/runtime.ts), whichever instance installed it,
 * so that every instance on one database offers the same methods.
 */
function paymentTestMode(env: z.infer<typeof configSchema>): boolean | undefined {
  return env.PAYMENT_TEST_MODE === undefined ? undefined : env.PAYMENT_TEST_MODE !== 'false';
}

/** The aggregator whose keys are all given (checked above), with its API's address. */
function aggregatorOf(env: z.infer<typeof configSchema>): AggregatorSettings | null {
  const { FEDAPAY_SECRET_KEY: secretKey, FEDAPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (secretKey && webhookSecret) {
    const apiUrl = env.FEDAPAY_API_URL ?? FEDAPAY_API_URLS[env.FEDAPAY_ENV];
    return { id: 'fedapay', secretKey, webhookSecret, apiUrl };
  }
  const { CINETPAY_API_KEY: apiKey, CINETPAY_SITE_ID: siteId } = env;
  if (apiKey && siteId && env.CINETPAY_SECRET_KEY) {
    const apiUrl = env.CINETPAY_API_URL ?? CINETPAY_API_URL;
    return { id: 'cinetpay', apiKey, siteId, secretKey: env.CINETPAY_SECRET_KEY, apiUrl };
  }
  return null;
}

/** Africa's Talking when its account is given (checked above); else SMS go to a folder. */
function smsProviderOf(env: z.infer<typeof configSchema>): AfricasTalkingSettings | null {
  const { AFRICASTALKING_USERNAME: username, AFRICASTALKING_API_KEY: apiKey } = env;
  if (!username || !apiKey) return null;
  return {
    apiUrl: env.AFRICASTALKING_API_URL ?? AFRICASTALKING_API_URL,
    username,
    apiKey,
    ...(env.AFRICASTALKING_SENDER_ID ? { senderId: env.AFRICASTALKING_SENDER_ID } : {}),
  };
}

/** How to reach the team, as configured; the site shows only what is there. */
function shopContact(env: z.infer<typeof configSchema>): ShopContact {
  const phone = env.CONTACT_PHONE;
  const networks = Object.keys(SOCIAL_URL_VARIABLES) as SocialNetwork[];
  return {
    email: env.CONTACT_EMAIL ?? null,
    phone: phone ? { e164: phone, display: formatPhone(phone) } : null,
    social: networks.flatMap((network) => {
      const href = env[SOCIAL_URL_VARIABLES[network]];
      return href ? [{ network, href }] : [];
    }),
  };
}

/** The local folder by default; the S3 bucket when one is configured (checked complete above). */
function mediaStorage(env: z.infer<typeof configSchema>, uploadsDir: string): MediaStorageOptions {
  const { STORAGE_S3_BUCKET: bucket, STORAGE_S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY;
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    return { kind: 'local', dir: uploadsDir };
  }
  return {
    kind: 's3',
    endpoint: env.STORAGE_S3_ENDPOINT,
    bucket,
    region: env.STORAGE_S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ?? false,
  };
}

/** Where browsers fetch stored images: a CDN, else the bucket, else this server's /uploads. */
function mediaBaseUrl(env: z.infer<typeof configSchema>, storage: MediaStorageOptions): string {
  if (env.PUBLIC_MEDIA_URL) return env.PUBLIC_MEDIA_URL;
  return storage.kind === 's3' ? s3PublicBaseUrl(storage) : '/uploads';
}

export type AppConfig = ReturnType<typeof toAppConfig>;

function toAppConfig(env: z.infer<typeof configSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  const storage = mediaStorage(env, uploadsDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    /** Fastify's `trustProxy`: false, or the proxies' addresses and ranges. */
    trustProxy: env.TRUST_PROXY,
    dataDir,
    /** The local image folder: the store by default, the source of `npm run storage:migrate`. */
    uploadsDir,
    /**
     * Uploaded images (core/storage): where they are written, and the address pages fetch them
     * from (stored `/uploads/<key>` becomes `<baseUrl>/<key>`, common/media-url.ts).
     */
    media: { storage, baseUrl: mediaBaseUrl(env, storage) },
    /** Link previews of products and boutiques, made on first request (core/share-images). */
    shareImagesDir: path.join(dataDir, 'og'),
    /** Absent: the app runs its own embedded PostgreSQL under DATA_DIR. */
    databaseUrl: env.DATABASE_URL,
    embeddedPostgresPort: env.EMBEDDED_PG_PORT,
    /** Undefined means "seed the demo catalogue only into a new embedded database". */
    seedDemo: env.SEED_DEMO,
    brandName: env.BRAND_NAME,
    logLevel: env.LOG_LEVEL,
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    /** How long a storefront page rendered for visitors without a session is handed out again. */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    /** After a stop signal, health 503 while requests are still served (server/shutdown-drain.ts). */
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    /**
     * Address of the site in links sent by e-mail. Never taken from a request's Host header,
     * which a client can forge to send a real user a link to another site.
     */
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** Without AUTH_SECRET (embedded database only), a secret is generated once into DATA_DIR. */
    auth: {
      secret: env.AUTH_SECRET,
      secretFile: path.join(dataDir, 'auth-secret'),
      tokenDays: env.AUTH_TOKEN_DAYS,
    },
    /**
     * Seals the shops' payout accounts (core/payouts/payout-cipher.ts). Without one, a key is
     * derived from the signing secret; previous keys still open what they sealed.
     */
    payoutKeys: {
      current: env.PAYOUT_ENCRYPTION_KEY
        ? Buffer.from(env.PAYOUT_ENCRYPTION_KEY, 'base64')
        : undefined,
      previous: (env.PAYOUT_ENCRYPTION_PREVIOUS_KEYS ?? []).map((key) =>
        Buffer.from(key, 'base64'),
      ),
    },
    /** An online payment not made within this time cancels its orders and releases the stock. */
    paymentTimeoutMinutes: env.PAYMENT_TIMEOUT_MINUTES,
    /** A delivered order's money becomes the boutique's to pay out this many days later. */
    payoutHoldDays: env.PAYOUT_HOLD_DAYS,
    /** A payout run pays a boutique only this much or more (whole FCFA). */
    payoutMinimum: env.PAYOUT_MINIMUM_FCFA,
    /**
     * Online methods go through the test provider ('mode test'); off: cash on delivery only;
     * undefined: on when the database holds the demo data (paymentTestModeOf, server/runtime.ts).
     */
    paymentTestMode: paymentTestMode(env),
    /**
     * The real aggregator, when its keys are given: online methods go through it (and the test
     * provider stays out of the checkout). Null: test mode or cash on delivery only.
     */
    aggregator: aggregatorOf(env),
    /**
     * Absent SMTP_URL: e-mails are written as .eml files under DATA_DIR/outbox. A failed one is
     * tried again after `firstRetryMs`, each later wait twice the last (core/outbox).
     */
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      firstRetryMs: env.MAIL_RETRY_SECONDS * 1000,
    },
    /**
     * SMS (issue 48) through Africa's Talking when AFRICASTALKING_… are given; else written as
     * text files under DATA_DIR/outbox-sms, as e-mails without SMTP.
     */
    sms: { provider: smsProviderOf(env), folder: path.join(dataDir, 'outbox-sms') },
    /** manual: a new seller's boutique stays off the storefront until the team approves it. */
    sellerApproval: env.SELLER_APPROVAL,
    /** Shown by the footer, the contact and legal pages; CONTACT_EMAIL gets contact messages. */
    shopContact: shopContact(env),
  };
}

export class ConfigError extends Error {}

/** Reads and validates the whole configuration once, at start. A bad value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Never echo a connection string (it may carry a password) nor a secret or key.
      const received = SECRET_VARIABLES.includes(name)
        ? ''
        : ` (valeur reçue : ${JSON.stringify(env[name])})`;
      return `  - ${name} : ${issue.message}${received}`;
    });
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  return toAppConfig(parsed.data);
}

/**
 * What a configuration that starts may still get wrong, said in the log at start (production
 * only): PUBLIC_URL left at localhost, so that every link sent by e-mail (password reset,
 * tracking, e-mail confirmation) leads nowhere for its reader; no PAYOUT_ENCRYPTION_KEY, so that
 * the shops' payout accounts are sealed with a key derived from the signing secret, which
 * `DATA_DIR/auth-secret` and therefore every backup hold beside the sealed values.
 */
export function configWarnings(
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'payoutKeys'>,
): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  const { hostname } = new URL(config.publicUrl);
  if (['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
    warnings.push(
      `PUBLIC_URL vaut ${config.publicUrl} avec NODE_ENV=production : les liens envoyés par e-mail ne mèneront nulle part. Donnez l’adresse publique du site (https://…).`,
    );
  }
  if (!config.payoutKeys.current) {
    warnings.push(
      'PAYOUT_ENCRYPTION_KEY n’est pas défini avec NODE_ENV=production : les comptes de versement des boutiques sont chiffrés avec une clé dérivée du secret de signature, que les sauvegardes contiennent avec eux. Donnez une clé à part (openssl rand -base64 32), gardée hors des sauvegardes ; les comptes déjà chiffrés restent lisibles.',
    );
  }
  return warnings;
}
