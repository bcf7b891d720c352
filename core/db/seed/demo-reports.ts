import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createCatalogueRepository } from '../../catalogue/catalogue.repository.ts';
import { createCatalogueService } from '../../catalogue/catalogue.service.ts';
import { createModerationRepository } from '../../moderation/moderation.repository.ts';
import { createModerationService } from '../../moderation/moderation.service.ts';
import type { Database } from '../client.ts';
import { accounts } from '../schema.ts';

// Two reports from the demo buyer, through the moderation service, so that the team's
// moderation screen and bell have something to show on first start.

const DEMO_REPORTS = [
  {
    product: 'Tisane minceur kinkéliba et gingembre, 20 sachets',
    report: {
      raison: 'Allégation médicale trompeuse',
      message: 'La boîte promet de faire perdre 5 kilos en une semaine.',
    },
  },
  {
    product: 'Teinture de propolis 30 ml',
    report: { raison: 'Description ou photo trompeuse', message: '' },
  },
] as const;

export async function seedDemoReports(db: Database): Promise<void> {
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  const moderation = createModerationService({
    repository: createModerationRepository(db),
    catalogue,
    mailer: { send: () => Promise.resolve() },
    logger: pino({ level: 'silent' }),
    brandName: 'Baobab',
    publicUrl: 'http://localhost:3000',
  });
  const [buyer] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'kofi@baobab.example'));
  const offers = (await catalogue.listProducts()).items;
  for (const { product, report } of DEMO_REPORTS) {
    const offer = offers.find((candidate) => candidate.product.name === product);
    if (!offer) throw new Error(`Produit de démonstration inconnu : ${product}`);
    await moderation.report(offer.id, report, { account: buyer ?? null, client: 'démo' });
  }
}
