import path from 'node:path';
import { z } from 'zod';

/** Reads "true"/"false"/"1"/"0" from the environment; anything else is an error, not a silent false. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'doit valoir true ou false' })
  .transform((value) => value === 'true' || value === '1');

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
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'doit être une URL smtp://… ou smtps://…' })
      .optional(),
    MAIL_FROM: z.string().trim().min(1).default('Baobab <no-reply@baobab.example>'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'doit être une URL http(s)://… sans chemin' })
      .optional(),
    AUTH_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
    AUTH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  })
  // Every instance must sign with the same secret: with a shared database there may be several,
  // and a secret generated under one DATA_DIR would not reach the others.
  .refine((env) => env.AUTH_SECRET !== undefined || env.DATABASE_URL === undefined, {
    path: ['AUTH_SECRET'],
    message:
      'obligatoire quand DATABASE_URL est défini (au moins 32 caractères, le même pour toutes les instances)',
  });

export type AppConfig = ReturnType<typeof toAppConfig>;

function toAppConfig(env: z.infer<typeof configSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Absent: the app runs its own embedded PostgreSQL under DATA_DIR. */
    databaseUrl: env.DATABASE_URL,
    embeddedPostgresPort: env.EMBEDDED_PG_PORT,
    /** Undefined means "seed the demo catalogue only into a new embedded database". */
    seedDemo: env.SEED_DEMO,
    brandName: env.BRAND_NAME,
    logLevel: env.LOG_LEVEL,
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
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
    /** An online payment not made within this time cancels its orders and releases the stock. */
    paymentTimeoutMinutes: env.PAYMENT_TIMEOUT_MINUTES,
    /** Absent SMTP_URL: e-mails are written as .eml files under DATA_DIR/outbox. */
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
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
      // Never echo a connection string (it may carry a password) nor the signing secret.
      const received = ['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET'].includes(name)
        ? ''
        : ` (valeur reçue : ${JSON.stringify(env[name])})`;
      return `  - ${name} : ${issue.message}${received}`;
    });
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  return toAppConfig(parsed.data);
}
