import { eq } from 'drizzle-orm';
import { formatPhone } from '#common/phone.ts';
import { SEED_OUTBOX } from './demo-outbox.ts';
import { createProfileRepository } from '#modules/profile/profile.repository.ts';
import { createProfileService } from '#modules/profile/profile.service.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts } from '#modules/db/schema.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';

// The featured seller's 'Mon Profil' filled in as she would have, through the profile service
// (so her shop's history tells of it too), for the settings screen to show on first start.

/** The profile service as the demo steps use it: no e-mail leaves. */
export function demoProfileService(db: Database) {
  return createProfileService({
    repository: createProfileRepository(db),
    outbox: SEED_OUTBOX,
    rateLimits: createSharedRateLimits(db),
    publicUrl: 'http://localhost',
    brandName: 'Baobab',
  });
}

export async function seedDemoProfiles(db: Database): Promise<void> {
  const profile = demoProfileService(db);
  const [awa] = await db
    .select({ id: accounts.id, userName: accounts.userName, telephone: accounts.telephone })
    .from(accounts)
    .where(eq(accounts.email, 'awa@baobab.example'));
  if (!awa?.telephone) throw new Error('Compte de démonstration awa@baobab.example absent.');
  await profile.update(awa, {
    userName: awa.userName,
    firstName: null,
    lastName: null,
    telephone: formatPhone(awa.telephone),
    birthday: '1987-06-21',
    gender: 'Femme',
  });
}
