import sharp from 'sharp';
import { systemClock } from '#modules/clock.ts';
import { DEFAULT_SHOP_CURRENCY } from '#common/shop-settings.ts';
import { editableSettings } from '#common/store-settings.ts';
import { createStoreSettingsRepository } from '#modules/shop-settings/store-settings.repository.ts';
import { createStoreSettingsService } from '#modules/shop-settings/store-settings.service.ts';
import { createProductImagesService } from '#modules/uploads/product-images.service.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import type { Database } from '#modules/db/client.ts';
import type { MediaStorage } from '#modules/storage/media-storage.ts';
import { boutiques } from '#modules/db/schema.ts';
import { demoActors } from './demo-history.ts';
import { inBatches } from './demo-image-cache.ts';

// The demo boutiques' store settings (issue 15): a logo and a banner drawn in code (as the
// product illustrations are), stored through the upload pipeline, and the UEMOA's 18 % VAT, saved
// through the store settings service as each seller would, so the panel's history starts.

/** UEMOA's common VAT rate (Togo, Burkina Faso, Senegal, Benin, Mali, Côte d'Ivoire). */
const UEMOA_VAT = 18;
/** CEMAC's (Cameroon): 19,25 % with the additional council tax. */
const CEMAC_VAT = 19.25;

/** Warm colours of the storefront's palette, one per shop (cycled). */
const PALETTE = [
  ['#c4622d', '#f2c14e'],
  ['#7a4e2d', '#e8a33d'],
  ['#2d6a4f', '#f4d35e'],
  ['#b08900', '#fff1c1'],
  ['#5b3a29', '#9bc53d'],
  ['#1d3557', '#f1a208'],
  ['#9d0208', '#ffba08'],
] as const;

/** A round emblem: a sun over a leaf, rays around, on the shop's colour. */
function logoSvg([base, accent]: readonly [string, string], seed: number): string {
  const rays = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * 30 + seed * 7) * (Math.PI / 180);
    const [x1, y1] = [120 + Math.cos(angle) * 62, 120 + Math.sin(angle) * 62];
    const [x2, y2] = [120 + Math.cos(angle) * 84, 120 + Math.sin(angle) * 84];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <rect width="240" height="240" fill="${base}"/>
  <circle cx="120" cy="120" r="104" fill="none" stroke="${accent}" stroke-width="4" opacity=".5"/>
  ${rays}
  <circle cx="120" cy="120" r="46" fill="${accent}"/>
  <path d="M120 168 C 84 150 84 104 120 84 C 156 104 156 150 120 168 Z" fill="${base}"/>
  <path d="M120 160 L120 96" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

/** A wide scene: evening sky in the shop's colours, wax-print circles, hills, a baobab. */
function bannerSvg([base, accent]: readonly [string, string], seed: number): string {
  const dots = Array.from({ length: 24 }, (_, index) => {
    const x = ((index * 97 + seed * 53) % 1200) + 20;
    const y = ((index * 61 + seed * 29) % 220) + 20;
    const r = 10 + ((index * 7 + seed) % 4) * 6;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${accent}" stroke-width="3" opacity=".35"/><circle cx="${x}" cy="${y}" r="${r / 3}" fill="${accent}" opacity=".35"/>`;
  }).join('');
  const treeX = 860 + (seed % 3) * 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${accent}"/>
  </linearGradient></defs>
  <rect width="1200" height="400" fill="url(#sky)"/>
  ${dots}
  <circle cx="${300 + (seed % 4) * 150}" cy="250" r="70" fill="${accent}" opacity=".9"/>
  <path d="M0 320 Q 200 250 420 300 T 820 290 T 1200 300 V 400 H 0 Z" fill="#2b1d14" opacity=".75"/>
  <path d="M0 350 Q 300 310 600 345 T 1200 335 V 400 H 0 Z" fill="#1a120c"/>
  <g fill="#1a120c">
    <rect x="${treeX - 14}" y="230" width="28" height="120" rx="10"/>
    <ellipse cx="${treeX}" cy="225" rx="90" ry="34"/>
    <ellipse cx="${treeX - 60}" cy="210" rx="40" ry="18"/>
    <ellipse cx="${treeX + 60}" cy="212" rx="44" ry="18"/>
  </g>
</svg>`;
}

export async function seedDemoStoreSettings(db: Database, storage: MediaStorage): Promise<void> {
  const images = createProductImagesService({ storage });
  const storeSettings = createStoreSettingsService(
    createStoreSettingsRepository(db, systemClock),
    createClaimRecorder(createClaimQueueRepository(db)),
  );
  const { sellerOf } = await demoActors(db);
  const countries = new Map(
    (await db.select({ id: boutiques.id, pays: boutiques.pays }).from(boutiques)).map((row) => [
      row.id,
      row.pays,
    ]),
  );
  const sellers = [...sellerOf.values()].sort((a, b) => (a.boutiqueId ?? 0) - (b.boutiqueId ?? 0));
  // A few shops at once: encoding their pictures is most of the time, and sharp waits on libvips.
  await inBatches([...sellers.entries()], 3, async ([index, seller]) => {
    const colours = PALETTE[index % PALETTE.length] ?? PALETTE[0];
    const [logoUrl, bannerUrl] = await Promise.all([
      sharp(Buffer.from(logoSvg(colours, index)))
        .png()
        .toBuffer()
        .then((png) => images.store(png, 'logo')),
      sharp(Buffer.from(bannerSvg(colours, index)))
        .png()
        .toBuffer()
        .then((png) => images.store(png, 'banner')),
    ]);
    const { settings } = await storeSettings.view(seller);
    await storeSettings.save(seller, {
      ...editableSettings(settings),
      logoUrl,
      bannerUrl,
      currency: DEFAULT_SHOP_CURRENCY,
      taxRate: countries.get(seller.boutiqueId ?? 0) === 'Cameroun' ? CEMAC_VAT : UEMOA_VAT,
    });
  });
}
