import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('signs tokens for 7 days with a secret kept in DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/baobab' }).auth).toEqual({
      secret: undefined,
      secretFile: '/srv/baobab/auth-secret',
      tokenDays: 7,
    });
  });

  it('requires AUTH_SECRET with an external database, and never echoes it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db.internal/baobab' })).toThrow(
      /AUTH_SECRET : obligatoire quand DATABASE_URL est défini/,
    );
    try {
      loadConfig({ AUTH_SECRET: 'trop-court-secret' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/AUTH_SECRET : doit contenir au moins 32 caractères/);
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
    expect(() => loadConfig({ SEED_DEMO: 'oui' })).toThrow(/SEED_DEMO : doit valoir true ou false/);
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
