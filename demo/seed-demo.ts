import sharp from 'sharp';
import { hashPassword } from '#modules/auth/password.ts';
import { PRODUCT_IMAGE } from '#common/images.ts';
import { DEFAULT_PAYOUT_HOLD_DAYS } from '#common/ledger.ts';
import { AVIF_OPTIONS, writeProductImageFiles } from '#modules/uploads/product-image-files.ts';
import type { DatabaseHandle } from '#modules/db/client.ts';
import type { MediaStorage } from '#modules/storage/media-storage.ts';
import {
  accounts,
  boutiqueProduits,
  boutiques,
  categories,
  familles,
  producteurs,
  produitImages,
  produits,
  tenants,
} from '#modules/db/schema.ts';
import {
  demoBoutiques,
  demoCategories,
  demoFamilies,
  demoProducers,
  demoProducts,
} from './demo-catalogue.ts';
import { demoAccounts, DEMO_PASSWORDS } from './demo-accounts.ts';
import { seedDemoBuyerSettings } from './demo-buyer-settings.ts';
import { seedDemoNotificationPreferences } from './demo-notification-preferences.ts';
import { seedDemoNutrition } from './demo-nutrition.ts';
import { seedDemoCommunity } from './demo-community.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoHelpCentre } from './demo-help-centre.ts';
import { seedDemoHistory, type DemoSite } from './demo-history.ts';
import { seedDemoExchangeRates } from './demo-exchange-rates.ts';
import { seedDemoCommissions, seedDemoLedger } from './demo-commissions.ts';
import { seedDemoProfiles } from './demo-profiles.ts';
import { seedDemoPaymentSettings } from './demo-payment-settings.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoRecipes } from './demo-recipes.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoSecurity } from './demo-security.ts';
import { seedDemoStoreSettings } from './demo-store-settings.ts';
import { settleDemoMessages } from './demo-outbox.ts';
import { seedDemoTeam } from './demo-team.ts';
import { renderProductIllustration } from './product-illustrations.ts';
import { cachedDrawing, inBatches } from './demo-image-cache.ts';
import { countedSteps, type Progress } from './seed-progress.ts';
import { insertDemoArticles, writeDemoArticleImages } from './seed-articles.ts';
import { insertOwnerSeat } from '#modules/shop-team/owner-seat.ts';
import { insertDefaultDeliveryZones } from '#modules/delivery/delivery-zones.repository.ts';
import type { PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { analyzeTablesWithoutStatistics } from '#modules/db/planner-statistics.ts';
import {
  emptyInterruptedSeed,
  readSeedState,
  recordSeedFinished,
  recordSeedStarted,
} from './seed-record.ts';

/** Shared by every app instance: only one of them seeds, the others see the result. */
const SEED_LOCK_KEY = 727_002;
const DEMO_IMAGE_PREFIX = '/uploads/demo';

export type SeedOutcome = 'seeded' | 'seeded-again' | 'already-populated';

/** What the operator of a database holding an unfinished demo reads. */
export const INTERRUPTED_SEED_MESSAGE =
  'L’installation des données de démonstration a été interrompue : la base n’en contient ' +
  'qu’une partie. Videz-la pour les installer de nouveau, ou démarrez avec SEED_DEMO=false ' +
  'pour la garder telle quelle.';

const DAY_MS = 24 * 60 * 60 * 1000;

function insertedId(rows: { id: number }[]): number {
  const [row] = rows;
  if (!row) throw new Error('Insertion sans identifiant retourné.');
  return row.id;
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined)
    throw new Error(`Catalogue de démonstration incohérent : ${what} « ${key} » inconnu.`);
  return value;
}

/** The files of one product's picture: its widths in WebP, with their AVIF twins when smaller. */
const productPictureRecipe = (svg: Buffer) => (store: MediaStorage, key: string) =>
  writeProductImageFiles(store, key, (width) => sharp(svg).resize(width, width));
const PRODUCT_PICTURE_RECIPE = [
  String(productPictureRecipe),
  String(writeProductImageFiles),
  JSON.stringify({ PRODUCT_IMAGE, AVIF_OPTIONS }),
].join('\n');

/** Renders each product's illustration under `demo/` in the media store, four at a time (or copies it). */
async function writeDemoImages(storage: MediaStorage, progress: Progress) {
  const counted = countedSteps(
    demoProducts.length,
    'Photos des produits de démonstration',
    progress,
  );
  await inBatches(demoProducts, 4, async (product) => {
    const svg = renderProductIllustration(product.illustration, product.variant);
    const drawing = { svg, name: product.slug, recipe: PRODUCT_PICTURE_RECIPE };
    await cachedDrawing(drawing, storage, 'demo', (store) =>
      productPictureRecipe(Buffer.from(svg))(store, `${product.slug}.webp`),
    );
    counted();
  });
}

/**
 * Fills an empty database with the demo catalogue and accounts, in one transaction, then gives
 * it a year of orders and of the team's monthly payouts through the services (demo-history.ts).
 * Does nothing when the database already has accounts or boutiques: it never duplicates.
 * A seed stopped halfway (seed-record.ts) starts again from an emptied database when
 * `startAgainIfInterrupted` (the embedded database, which holds nothing else since the app
 * seeds it before it serves anything); otherwise it is refused with INTERRUPTED_SEED_MESSAGE.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: {
    /** Where the demo pictures go (core/storage). */
    storage: MediaStorage;
    now?: Date;
    /** Seals the demo shops' payout accounts (core/services.ts payoutCipherSource). */
    payoutCipher: () => Promise<PayoutCipher>;
    /** The site the demo's orders are tracked on: its secret, address and brand (config). */
    site: DemoSite;
    /** Told each step, for a first start that takes a while to say what it is doing. */
    onProgress?: Progress;
    startAgainIfInterrupted?: boolean;
  },
): Promise<SeedOutcome> {
  const progress = options.onProgress ?? (() => undefined);
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    const state = await readSeedState(handle);
    if (state === 'finished' || state === 'filled') return 'already-populated';
    if (state === 'interrupted') {
      if (!options.startAgainIfInterrupted) throw new Error(INTERRUPTED_SEED_MESSAGE);
      progress(
        'Installation précédente interrompue : les données de démonstration repartent de zéro…',
      );
      await emptyInterruptedSeed(handle);
    }
    await recordSeedStarted(handle);
    progress('Installation des données de démonstration…');
    await writeDemoImages(options.storage, progress);
    await writeDemoArticleImages(options.storage, progress);
    progress('Comptes, boutiques et produits de démonstration…');
    const now = options.now ?? new Date();
    const passwordHashes = {
      ADMIN: await hashPassword(DEMO_PASSWORDS.ADMIN),
      VENDEUR: await hashPassword(DEMO_PASSWORDS.VENDEUR),
      ACHETEUR: await hashPassword(DEMO_PASSWORDS.ACHETEUR),
    };

    await handle.db.transaction(async (tx) => {
      const familyRows = await tx.insert(familles).values(demoFamilies).returning();
      const familyIds = new Map(familyRows.map((row) => [row.nom, row.id]));

      const categoryRows = await tx
        .insert(categories)
        .values(
          demoCategories.map((category) => ({
            nom: category.nom,
            familleId: lookup(familyIds, category.famille, 'famille'),
          })),
        )
        .returning();
      const categoryIds = new Map(categoryRows.map((row) => [row.nom, row.id]));

      const producerIds = new Map<string, number>();
      for (const producer of demoProducers) {
        const rows = await tx
          .insert(producteurs)
          .values({ nom: producer.nom, pays: producer.pays, email: producer.email })
          .returning({ id: producteurs.id });
        producerIds.set(producer.key, insertedId(rows));
      }

      const boutiqueIds = new Map<string, number>();
      for (const account of demoAccounts) {
        const tenantId = insertedId(
          await tx.insert(tenants).values({ name: account.userName }).returning({ id: tenants.id }),
        );
        const accountId = insertedId(
          await tx
            .insert(accounts)
            .values({
              tenantId,
              userName: account.userName,
              email: account.email,
              telephone: account.telephone,
              pays: account.pays,
              ville: account.ville,
              typeCompte: account.typeCompte,
              passwordHash: passwordHashes[account.typeCompte],
              // The demo's people confirmed their address when they signed up.
              emailConfirmedAt: now,
            })
            .returning({ id: accounts.id }),
        );
        if (account.boutiqueKey) {
          const boutique = demoBoutiques.find((candidate) => candidate.key === account.boutiqueKey);
          if (!boutique)
            throw new Error(`Boutique de démonstration inconnue : ${account.boutiqueKey}`);
          const rows = await tx
            .insert(boutiques)
            .values({
              tenantId,
              name: boutique.name,
              description: boutique.description,
              pays: boutique.pays,
              ville: boutique.ville,
            })
            .returning({ id: boutiques.id });
          boutiqueIds.set(boutique.key, insertedId(rows));
          await insertDefaultDeliveryZones(tx, insertedId(rows));
          await insertOwnerSeat(tx, {
            boutiqueId: insertedId(rows),
            accountId,
            fullName: account.userName,
            email: account.email,
          });
        }
      }

      for (const product of demoProducts) {
        const produitId = insertedId(
          await tx
            .insert(produits)
            .values({
              name: product.name,
              description: product.description,
              categorieId: lookup(categoryIds, product.categorie, 'catégorie'),
              producteurId: lookup(producerIds, product.producteur, 'producteur'),
            })
            .returning({ id: produits.id }),
        );
        await tx.insert(boutiqueProduits).values({
          boutiqueId: lookup(boutiqueIds, product.boutique, 'boutique'),
          produitId,
          price: product.price,
          stockDisponible: product.stock,
          dateAjout: new Date(now.getTime() - product.daysAgo * DAY_MS),
        });
        await tx
          .insert(produitImages)
          .values({ produitId, url: `${DEMO_IMAGE_PREFIX}/${product.slug}.webp`, position: 0 });
      }
      await insertDemoArticles(tx, now);
    });
    await seedDemoNutrition(handle.db);
    progress('Une année de commandes et de versements de démonstration…');
    await seedDemoCommissions(handle.db);
    await seedDemoHistory(handle.db, now, options.site, options.payoutCipher);
    await seedDemoLedger(handle.db, now, options.site.payoutHoldDays ?? DEFAULT_PAYOUT_HOLD_DAYS);
    await seedDemoDelivery(handle.db);
    await seedDemoReports(handle.db);
    await seedDemoReviews(handle.db, now);
    await seedDemoRecipes(handle.db);
    await seedDemoCommunity(handle.db, now);
    await seedDemoExchangeRates(handle.db, now);
    progress('Logos et bannières des boutiques de démonstration…');
    await seedDemoStoreSettings(handle.db, options.storage);
    await seedDemoProfiles(handle.db);
    await seedDemoBuyerSettings(handle.db);
    await seedDemoHelpCentre(handle.db, now, options.site.payoutHoldDays);
    await seedDemoNotificationPreferences(handle.db);
    await seedDemoSecurity(handle.db, now);
    // After the history: its orders were placed before the shops set their terms.
    await seedDemoPaymentSettings(handle.db, options.payoutCipher);
    await seedDemoTeam(handle.db);
    // The back-office's 'E-mails' shows one refused message to send again.
    await settleDemoMessages(handle.db, 'fatou@baobab.example');
    // Its small tables stay under autovacuum's threshold: without this the storefront's plans
    // are guesses until the next start.
    await analyzeTablesWithoutStatistics(handle.db);
    await recordSeedFinished(handle);
    return state === 'interrupted' ? 'seeded-again' : 'seeded';
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
