import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAppServices } from './runtime.ts';
import { connectDatabase } from '#modules/db/client.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { freePort } from '../tests/support/free-port.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createShutdownDrain } from './shutdown-drain.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    // A pool aimed at a port where nothing listens: what a load balancer must see as unhealthy.
    const deadUrl = `postgres://nobody@127.0.0.1:${await freePort()}/nowhere`;
    const { pool, db } = connectDatabase(deadUrl, 1);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.dirname(inject('postgres').uploadsDir),
    });
    const app = await buildApp({
      config,
      pool,
      services: createAppServices(db, config, createLogger(config), false),
      web: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'Base de données indisponible.' },
      });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('a stopping instance (server/shutdown-drain.ts)', () => {
  it('answers health 503 while draining, serves other requests, and closes every connection', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.dirname(inject('postgres').uploadsDir),
    });
    const drain = createShutdownDrain(0);
    const app = await buildApp({
      config,
      pool: testApp.database.pool,
      services: createAppServices(testApp.database.db, config, createLogger(config), false),
      web: false,
      drain,
    });
    try {
      const before = await app.inject({ method: 'GET', url: '/api/health' });
      expect(before.statusCode).toBe(200);
      expect(before.headers.connection).not.toBe('close');

      await drain.start();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'Instance en cours d’arrêt.' },
      });
      expect(health.headers.connection).toBe('close');
      const products = await app.inject({ method: 'GET', url: '/api/produits/listeproduits' });
      expect(products.statusCode).toBe(200);
      expect(products.headers.connection).toBe('close');
      const missing = await app.inject({ method: 'GET', url: '/api/nexiste-pas' });
      expect(missing.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});

describe('API errors', () => {
  it('answers unknown API paths with a JSON 404, not the site', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
    });
  });

  it('answers a database failure with a French 500 and no internal detail', async () => {
    const broken = await createTestApp({ template: 'empty' });
    // Dropping a table the query needs provokes a real server-side failure.
    await broken.database.pool.query('DROP TABLE familles CASCADE');
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/produits/listeproduits',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: {
          code: 'INTERNAL',
          message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
        },
      });
      expect(response.body).not.toMatch(/familles|stack|at /);
    } finally {
      await broken.close();
    }
  });

  it('sets security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue from the Zod schemas and serves the browsable docs', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const openapi = document.json();
    expect(openapi.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/produits/listeproduits',
      '/api/produits/{id}',
      '/api/produits/boutique/{boutiqueId}',
      '/api/categories/listecategories',
      '/api/categories/listefamilles',
      '/api/health',
    ]) {
      expect(openapi.paths).toHaveProperty([route]);
    }
    const listSchema =
      openapi.paths['/api/produits/listeproduits'].get.responses['200'].content['application/json']
        .schema;
    expect(JSON.stringify(listSchema)).toContain('stockDisponible');

    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger-ui/i);
  });
});

describe('database constraints', () => {
  it('refuses a negative stock, a non-positive price and a duplicate e-mail', async () => {
    const { pool } = testApp.database;
    const offer = (await pool.query('SELECT id FROM boutique_produits LIMIT 1')).rows[0] as {
      id: number;
    };
    await expect(
      pool.query('UPDATE boutique_produits SET stock_disponible = -1 WHERE id = $1', [offer.id]),
    ).rejects.toThrow(/boutique_produits_stock_not_negative/);
    await expect(
      pool.query('UPDATE boutique_produits SET price = 0 WHERE id = $1', [offer.id]),
    ).rejects.toThrow(/boutique_produits_price_positive/);
    const account = (await pool.query('SELECT email, tenant_id FROM accounts LIMIT 1')).rows[0] as {
      email: string;
      tenant_id: number;
    };
    await expect(
      pool.query(
        `INSERT INTO accounts (tenant_id, user_name, email, type_compte, password_hash)
         VALUES ($1, 'Doublon', $2, 'ACHETEUR', 'x')`,
        [account.tenant_id, account.email],
      ),
    ).rejects.toThrow(/accounts_email_unique/);
  });
});
