import type { TeamRole } from '#common/shop-team.ts';
import { createShopTeamRepository } from '#modules/shop-team/shop-team.repository.ts';
import { createShopTeamService } from '#modules/shop-team/shop-team.service.ts';
import type { Database } from '#modules/db/client.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import { demoActors } from './demo-history.ts';
import { latestMessageTo, SEED_CLIENT, SEED_OUTBOX } from './demo-outbox.ts';

// The featured seller's team (issue 19): one Vendeur and one Client, each with their own login
// (listed in the README), invited and accepted through the team service as they would be. The
// invitations stay in the outbox, unsent: the seed only reads their link there to accept them.

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_TEAM_PASSWORD = 'Baobab-Equipe-2026';

export const DEMO_TEAM: { fullName: string; email: string; role: TeamRole }[] = [
  { fullName: 'Sena Adjovi', email: 'sena@baobab.example', role: 'Vendeur' },
  { fullName: 'Yawa Amouzou', email: 'yawa@baobab.example', role: 'Client' },
];

const OWNER_EMAIL = 'awa@baobab.example';

export async function seedDemoTeam(db: Database): Promise<void> {
  const team = createShopTeamService({
    repository: createShopTeamRepository(db),
    outbox: SEED_OUTBOX,
    publicUrl: 'http://localhost',
    brandName: 'Baobab',
    // The seed is no client: its invitations count in a window closed long ago, not in Awa's.
    rateLimits: createSharedRateLimits(db, () => new Date(Date.now() - DAY_MS)),
  });
  const { sellerOf } = await demoActors(db);
  const owner = [...sellerOf.values()].find((actor) => actor.email === OWNER_EMAIL);
  if (!owner) throw new Error(`Vendeuse de démonstration inconnue : ${OWNER_EMAIL}`);
  for (const member of DEMO_TEAM) {
    await team.invite(owner, member, SEED_CLIENT);
    const invitation = await latestMessageTo(db, member.email);
    const token = /\/invitation-equipe\/([\w-]+)/.exec(invitation ?? '')?.[1];
    if (!token) throw new Error(`Invitation de démonstration sans lien : ${member.email}`);
    await team.accept({
      token,
      password: DEMO_TEAM_PASSWORD,
      confirmPassword: DEMO_TEAM_PASSWORD,
    });
  }
}
