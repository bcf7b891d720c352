import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that run the marketplace on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('data'),
      uploadsDir: path.resolve('data', 'uploads'),
      databaseUrl: undefined,
      brandName: 'Baobab',
      seedDemo: undefined,
    });
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/baobab',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/baobab',
      AUTH_SECRET: 'a'.repeat(32),
      AUTH_TOKEN_DAYS: '30',
      BRAND_NAME: 'Karité Market',
      SEED_DEMO: 'true',
      CATALOGUE_CACHE_SECONDS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/baobab',
      databaseUrl: 'postgres://app:secret@db.internal:5432/baobab',
      brandName: 'Karité Market',
      seedDemo: true,
      catalogueCacheSeconds: 0,
      auth: { secret: 'a'.repeat(32), secretFile: '/srv/baobab/auth-secret', tokenDays: 30 },
    });
  });

  it('tries a failed e-mail again after a minute unless MAIL_RETRY_SECONDS says otherwise', () => {
    expect(loadConfig({}).mail.firstRetryMs).toBe(60_000);
    expect(loadConfig({ MAIL_RETRY_SECONDS: '2' }).mail.firstRetryMs).toBe(2000);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: '0' })).toThrow(
      /MAIL_RETRY_SECONDS\s: doit être entre 1 et 3600/,
    );
  });

  it('pays out from 5 000 FCFA unless PAYOUT_MINIMUM_FCFA says otherwise, a whole amount', () => {
    expect(loadConfig({}).payoutMinimum).toBe(5000);
    expect(loadConfig({ PAYOUT_MINIMUM_FCFA: '10000' }).payoutMinimum).toBe(10_000);
    expect(() => loadConfig({ PAYOUT_MINIMUM_FCFA: '0' })).toThrow(/PAYOUT_MINIMUM_FCFA/);
    expect(() => loadConfig({ PAYOUT_MINIMUM_FCFA: '2500.5' })).toThrow(/PAYOUT_MINIMUM_FCFA/);
  });

  it('drains for 5 s before a stop unless SHUTDOWN_DRAIN_SECONDS says otherwise, within the timeout', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS\s: doit être entre 0 et 300/,
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '20' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS\s: doit être plus court que SHUTDOWN_TIMEOUT_SECONDS/,
    );
    expect(
      loadConfig({ SHUTDOWN_DRAIN_SECONDS: '20', SHUTDOWN_TIMEOUT_SECONDS: '40' }).shutdownDrainMs,
    ).toBe(20_000);
  });

  it('signs tokens for 7 days with a secret kept in DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/baobab' }).auth).toEqual({
      secret: undefined,
      secretFile: '/srv/baobab/auth-secret',
      tokenDays: 7,
    });
  });

  it('reads the payout keys as 32 bytes each, and never echoes a bad one', () => {
    const key = Buffer.alloc(32, 7);
    const old = Buffer.alloc(32, 9);
    expect(
      loadConfig({
        PAYOUT_ENCRYPTION_KEY: key.toString('base64'),
        PAYOUT_ENCRYPTION_PREVIOUS_KEYS: ` ${old.toString('base64')} `,
      }).payoutKeys,
    ).toEqual({ current: key, previous: [old] });
    expect(loadConfig({}).payoutKeys).toEqual({ current: undefined, previous: [] });
    const short = Buffer.alloc(16, 1).toString('base64');
    for (const name of ['PAYOUT_ENCRYPTION_KEY', 'PAYOUT_ENCRYPTION_PREVIOUS_KEYS']) {
      try {
        loadConfig({ [name]: short });
        expect.unreachable();
      } catch (error) {
        expect(String(error)).toContain(`${name} : doit être une clé de 32 octets en base64`);
        expect(String(error)).not.toContain(short);
      }
    }
  });

  it('requires AUTH_SECRET with an external database, and never echoes it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db.internal/baobab' })).toThrow(
      /AUTH_SECRET\u00a0: obligatoire quand DATABASE_URL est défini/,
    );
    try {
      loadConfig({ AUTH_SECRET: 'trop-court-secret' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/AUTH_SECRET\u00a0: doit contenir au moins 32 caractères/);
      expect(String(error)).not.toContain('trop-court-secret');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'trois-mille' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'oui' })).toThrow(
      /SEED_DEMO\u00a0: doit valoir true ou false/,
    );
  });

  it('never echoes a database URL, which may hold a password', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:motdepasse@host/db' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).not.toContain('motdepasse');
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is the address used in e-mailed links, localhost on the configured port by default', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://baobab.example/' }).publicUrl).toBe(
      'https://baobab.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://baobab.example' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes the proxies’ addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses anything else: "true" would believe any client, a hop count any sender', () => {
    for (const value of ['true', '1', 'proxy.interne', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY\u00a0: doit valoir/,
      );
    }
  });
});

describe('SELLER_APPROVAL', () => {
  it('approves new boutiques at once by default; manual keeps them waiting for the team', () => {
    expect(loadConfig({}).sellerApproval).toBe('auto');
    expect(loadConfig({ SELLER_APPROVAL: 'manual' }).sellerApproval).toBe('manual');
    expect(() => loadConfig({ SELLER_APPROVAL: 'oui' })).toThrow(
      /SELLER_APPROVAL\u00a0: doit valoir auto ou manual \(valeur reçue\u00a0: "oui"\)/,
    );
  });
});

describe('PAYMENT_TEST_MODE', () => {
  it('is left to the database, not to an instance’s SEED_DEMO, when not set (server/runtime.ts)', () => {
    expect(loadConfig({}).paymentTestMode).toBeUndefined();
    const external = { DATABASE_URL: 'postgres://app@db/baobab', AUTH_SECRET: 'a'.repeat(32) };
    expect(loadConfig(external).paymentTestMode).toBeUndefined();
    expect(loadConfig({ ...external, SEED_DEMO: 'true' }).paymentTestMode).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false' }).paymentTestMode).toBeUndefined();
  });

  it('follows the variable, but production refuses "true" unless forced', () => {
    expect(loadConfig({ PAYMENT_TEST_MODE: 'false' }).paymentTestMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_TEST_MODE: 'true' }).paymentTestMode).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'true' })).toThrow(
      /PAYMENT_TEST_MODE\u00a0: refusé avec NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'force' }).paymentTestMode).toBe(
      true,
    );
  });
});

describe('FEDAPAY_* and CINETPAY_*', () => {
  const fedapay = { FEDAPAY_SECRET_KEY: 'sk_sandbox_x', FEDAPAY_WEBHOOK_SECRET: 'wh_sandbox_x' };
  const cinetpay = {
    CINETPAY_API_KEY: 'cle-api',
    CINETPAY_SITE_ID: '445160',
    CINETPAY_SECRET_KEY: 'secret-cinetpay',
  };

  it('offers no aggregator without keys: the demo keeps the test page', () => {
    expect(loadConfig({}).aggregator).toBeNull();
  });

  it('goes to FedaPay’s sandbox by default, its live API when told, or the given address', () => {
    expect(loadConfig(fedapay).aggregator).toEqual({
      id: 'fedapay',
      secretKey: 'sk_sandbox_x',
      webhookSecret: 'wh_sandbox_x',
      apiUrl: 'https://sandbox-api.fedapay.com',
    });
    const live = { ...fedapay, FEDAPAY_ENV: 'live', PUBLIC_URL: 'https://baobab.example' };
    expect(loadConfig(live).aggregator).toMatchObject({ apiUrl: 'https://api.fedapay.com' });
    expect(
      loadConfig({ ...fedapay, FEDAPAY_API_URL: 'http://127.0.0.1:9000/' }).aggregator,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9000' });
  });

  it('refuses live keys while PUBLIC_URL is on localhost, in French and English', () => {
    expect(() => loadConfig({ ...fedapay, FEDAPAY_ENV: 'live' })).toThrow(
      /FEDAPAY_ENV\u00a0: live refusé avec PUBLIC_URL sur localhost.*live refused while PUBLIC_URL is localhost/,
    );
    expect(() =>
      loadConfig({ ...fedapay, FEDAPAY_ENV: 'live', PUBLIC_URL: 'http://127.0.0.1:3000' }),
    ).toThrow(/live refusé/);
  });

  it('refuses half an aggregator’s keys, never echoing one, and two aggregators at once', () => {
    const half = () => loadConfig({ FEDAPAY_SECRET_KEY: 'sk_live_secret' });
    expect(half).toThrow(/FEDAPAY_WEBHOOK_SECRET\u00a0: obligatoire avec FEDAPAY_SECRET_KEY/);
    expect(half).not.toThrow(/sk_live_secret/);
    expect(() => loadConfig({ ...fedapay, ...cinetpay })).toThrow(/un seul agrégateur/);
  });

  it('takes CinetPay with its three keys', () => {
    expect(loadConfig(cinetpay).aggregator).toEqual({
      id: 'cinetpay',
      apiKey: 'cle-api',
      siteId: '445160',
      secretKey: 'secret-cinetpay',
      apiUrl: 'https://api-checkout.cinetpay.com',
    });
  });
});

describe('CONTACT_EMAIL, CONTACT_PHONE and SOCIAL_*_URL', () => {
  it('show nothing that is not configured: no made-up address', () => {
    expect(loadConfig({}).shopContact).toEqual({ email: null, phone: null, social: [] });
  });

  it('give the e-mail, the phone in E.164 and as read, and the configured networks only', () => {
    const config = loadConfig({
      CONTACT_EMAIL: 'equipe@marche-naturel.tg',
      CONTACT_PHONE: '00228 90 12 34 56',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/marche.naturel',
      SOCIAL_WHATSAPP_URL: 'https://wa.me/22890123456',
    });
    expect(config.shopContact).toEqual({
      email: 'equipe@marche-naturel.tg',
      phone: { e164: '+22890123456', display: '+228 90 12 34 56' },
      social: [
        { network: 'instagram', href: 'https://www.instagram.com/marche.naturel' },
        { network: 'whatsapp', href: 'https://wa.me/22890123456' },
      ],
    });
  });

  it('stop on a bad value with a French message naming the variable', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'equipe@' })).toThrow(
      /CONTACT_EMAIL\u00a0: doit être une adresse e-mail/,
    );
    // Without its country code, nobody knows which country's rules read the number.
    expect(() => loadConfig({ CONTACT_PHONE: '90 12 34 56' })).toThrow(
      /CONTACT_PHONE\u00a0: doit être un numéro au format international/,
    );
    expect(() => loadConfig({ SOCIAL_FACEBOOK_URL: 'http://facebook.com/baobab' })).toThrow(
      /SOCIAL_FACEBOOK_URL\u00a0: doit être une URL https:\/\//,
    );
    expect(() => loadConfig({ SOCIAL_TIKTOK_URL: 'tiktok.com/@baobab' })).toThrow(
      /SOCIAL_TIKTOK_URL/,
    );
  });
});

describe('image storage', () => {
  const s3 = {
    STORAGE_S3_ENDPOINT: 'http://minio.internal:9000/',
    STORAGE_S3_BUCKET: 'baobab-medias',
    STORAGE_S3_ACCESS_KEY_ID: 'cle-publique',
    STORAGE_S3_SECRET_ACCESS_KEY: 'cle-secrete',
    STORAGE_S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps images in DATA_DIR/uploads by default, served by the app itself', () => {
    expect(loadConfig({ DATA_DIR: '/srv/baobab' }).media).toEqual({
      storage: { kind: 'local', dir: '/srv/baobab/uploads' },
      baseUrl: '/uploads',
    });
  });

  it('writes them to an S3 bucket when one is configured, served from its public address', () => {
    expect(loadConfig(s3).media).toEqual({
      storage: {
        kind: 's3',
        endpoint: 'http://minio.internal:9000',
        bucket: 'baobab-medias',
        region: 'us-east-1',
        accessKeyId: 'cle-publique',
        secretAccessKey: 'cle-secrete',
        forcePathStyle: true,
      },
      baseUrl: 'http://minio.internal:9000/baobab-medias',
    });
    const behindCdn = loadConfig({
      ...s3,
      STORAGE_S3_REGION: 'auto',
      PUBLIC_MEDIA_URL: 'https://medias.baobab.example/',
    }).media;
    expect(behindCdn.storage).toMatchObject({ region: 'auto' });
    expect(behindCdn.baseUrl).toBe('https://medias.baobab.example');
  });

  it('refuses half an S3 configuration, naming what is missing and never echoing a key', () => {
    let message = '';
    try {
      loadConfig({ STORAGE_S3_SECRET_ACCESS_KEY: 'cle-tres-secrete' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('STORAGE_S3_BUCKET\u00a0: obligatoire');
    expect(message).toContain('STORAGE_S3_ACCESS_KEY_ID\u00a0: obligatoire');
    expect(message).not.toContain('cle-tres-secrete');
    expect(() => loadConfig({ ...s3, STORAGE_S3_BUCKET: 'Mes_Images' })).toThrow(
      /STORAGE_S3_BUCKET\u00a0: doit être un nom de compartiment S3/,
    );
    expect(() => loadConfig({ ...s3, STORAGE_S3_FORCE_PATH_STYLE: 'oui' })).toThrow(
      /STORAGE_S3_FORCE_PATH_STYLE\u00a0: doit valoir true ou false/,
    );
    expect(() => loadConfig({ PUBLIC_MEDIA_URL: 'medias.baobab.example' })).toThrow(
      /PUBLIC_MEDIA_URL\u00a0: doit être une URL http\(s\):\/\//,
    );
  });
});

describe('configWarnings', () => {
  const PAYOUT_KEY = Buffer.alloc(32, 7).toString('base64');

  it('warns at start when production links would point at localhost', () => {
    const local = { PAYOUT_ENCRYPTION_KEY: PAYOUT_KEY };
    expect(configWarnings(loadConfig(local))).toEqual([
      expect.stringContaining('PUBLIC_URL vaut http://localhost:3000 avec NODE_ENV=production'),
    ]);
    expect(configWarnings(loadConfig({ ...local, PUBLIC_URL: 'https://baobab.example' }))).toEqual(
      [],
    );
    expect(configWarnings(loadConfig({ ...local, NODE_ENV: 'development' }))).toEqual([]);
  });

  it('warns in production when the payout key is derived from the signing secret', () => {
    const site = { PUBLIC_URL: 'https://baobab.example' };
    expect(configWarnings(loadConfig(site))).toEqual([
      expect.stringMatching(/^PAYOUT_ENCRYPTION_KEY n’est pas défini avec NODE_ENV=production/),
    ]);
    expect(configWarnings(loadConfig({ ...site, PAYOUT_ENCRYPTION_KEY: PAYOUT_KEY }))).toEqual([]);
    expect(configWarnings(loadConfig({ ...site, NODE_ENV: 'development' }))).toEqual([]);
  });
});
