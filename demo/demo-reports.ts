import { eq } from 'drizzle-orm';
import { SEED_OUTBOX } from './demo-outbox.ts';
import { createCatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { createCatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { createModerationRepository } from '#modules/moderation/moderation.repository.ts';
import { createModerationService } from '#modules/moderation/moderation.service.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts } from '#modules/db/schema.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';

// Reports from the demo buyer, through the moderation service, so that the team's moderation
// screen and bell have something to show on first start: two open, and one the demo admin
// looked at and closed, so that the back-office's journal starts with an entry.

const DEMO_REPORTS = [
  {
    product: 'Tisane kinkéliba et gingembre, 20 sachets',
    report: {
      raison: 'Allégation médicale trompeuse',
      message:
        'Au téléphone, la boutique m’a promis que cette tisane fait perdre 5 kilos en une semaine.',
    },
  },
  {
    product: 'Teinture de propolis 30 ml',
    report: { raison: 'Description ou photo trompeuse', message: '' },
  },
] as const;

const DEMO_CLOSED_REPORT = {
  product: 'Savon noir alata samina 200 g',
  report: {
    raison: 'Autre',
    message: 'Le colis est arrivé abîmé, mais le savon lui-même est conforme.',
  },
} as const;

export async function seedDemoReports(db: Database): Promise<void> {
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  const moderation = createModerationService({
    repository: createModerationRepository(db),
    rateLimits: createSharedRateLimits(db),
    catalogue,
    outbox: SEED_OUTBOX,
    brandName: 'Baobab',
    publicUrl: 'http://localhost:3000',
    teamEmail: null,
  });
  const buyer = await demoAccount(db, 'kofi@baobab.example');
  const offers = (await catalogue.listProducts()).items;
  const offerOf = (product: string) => {
    const offer = offers.find((candidate) => candidate.product.name === product);
    if (!offer) throw new Error(`Produit de démonstration inconnu : ${product}`);
    return offer.id;
  };
  for (const { product, report } of [...DEMO_REPORTS, DEMO_CLOSED_REPORT]) {
    await moderation.report(offerOf(product), report, { account: buyer, client: 'démo' });
  }
  // The demo admin acts as it would from its screen (no session: the seed is not a device).
  const admin = await demoAccount(db, 'admin@baobab.example');
  await moderation.closeReports(
    { ...admin, sessionId: 'graine-de-demonstration' },
    offerOf(DEMO_CLOSED_REPORT.product),
  );
}

/** A demo account as the services take it (boutique aside: the team and buyers have none). */
export async function demoAccount(db: Database, email: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      userName: accounts.userName,
      email: accounts.email,
      typeCompte: accounts.typeCompte,
      tenantId: accounts.tenantId,
    })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!account) throw new Error(`Compte de démonstration inconnu : ${email}`);
  return { ...account, boutiqueId: null, team: null };
}
