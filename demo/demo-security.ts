import { eq, inArray } from 'drizzle-orm';
import { createAccountDataRepository } from '#modules/account-security/account-data.repository.ts';
import { createAccountSecurityRepository } from '#modules/account-security/account-security.repository.ts';
import { createAccountSecurityService } from '#modules/account-security/account-security.service.ts';
import { createSessionsRepository } from '#modules/accounts/sessions.repository.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques } from '#modules/db/schema.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';

// 'Sécurité et confidentialité' (issue 19) on first start: Awa shows her e-mail and phone on her
// boutique's page, and Kofi and Awa are also signed in on another device, so their sessions list
// has a second line to end. No demo account has two-factor sign-in: its secret would be public.

const SEED_DAYS = 7;

const OTHER_DEVICES: Record<string, string> = {
  'kofi@baobab.example':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'awa@baobab.example':
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36',
};

const PUBLIC_CONTACT = 'awa@baobab.example';

export async function seedDemoSecurity(db: Database, now: Date): Promise<void> {
  const sessions = createSessionsRepository(db);
  const security = createAccountSecurityService({
    repository: createAccountSecurityRepository(db),
    data: createAccountDataRepository(db),
    sessions,
    rateLimits: createSharedRateLimits(db),
    // Never called: the demo enrols nobody in two-factor sign-in.
    cipher: () => Promise.reject(new Error('Aucune double authentification dans la démo.')),
    brandName: 'Baobab',
    now: () => now,
  });
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      typeCompte: accounts.typeCompte,
      boutiqueId: boutiques.id,
    })
    .from(accounts)
    .leftJoin(boutiques, eq(boutiques.tenantId, accounts.tenantId))
    .where(inArray(accounts.email, [...Object.keys(OTHER_DEVICES), PUBLIC_CONTACT]));
  for (const row of rows) {
    const userAgent = OTHER_DEVICES[row.email];
    if (userAgent) {
      await sessions.open({
        accountId: row.id,
        expiresAt: new Date(now.getTime() + SEED_DAYS * 86_400_000),
        userAgent,
        ip: null,
      });
    }
    if (row.email === PUBLIC_CONTACT) {
      await security.setPrivacy(
        { id: row.id, sessionId: '', typeCompte: row.typeCompte, boutiqueId: row.boutiqueId },
        { showEmail: true, showPhone: true },
      );
    }
  }
}
