// Regenerates the home page's carousel images in public/media/ (committed build inputs):
//   npx node scripts/make-home-images.ts
// Nothing is downloaded: each image is a wide composition of the demo catalogue's still lifes
// (demo/product-illustrations.ts), blended side by side. The hero video reuses
// `renderStillLifeStrip` (scripts/make-hero-video.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { renderProductIllustration, type IllustrationKind } from '../demo/product-illustrations.ts';

export const MEDIA_DIR = path.resolve(import.meta.dirname, '..', 'public', 'media');

export interface StillLife {
  kind: IllustrationKind;
  variant: number;
}

/** The still lifes are drawn on a 640 × 640 canvas at 72 dpi. */
const ILLUSTRATION_SIZE = 640;
/** Width of the cross-fade between two scenes, as a share of a scene's width. */
const FADE_SHARE = 0.16;

/**
 * Renders still lifes side by side into one `width` × `height` image (raw RGB). Each scene is
 * drawn at the image's height; neighbours overlap and cross-fade in a narrow band between
 * their products, so the walls and tabletops melt into one long shelf without ghosting.
 */
export async function renderStillLifeStrip(
  scenes: readonly StillLife[],
  width: number,
  height: number,
): Promise<Buffer> {
  const step = scenes.length > 1 ? (width - height) / (scenes.length - 1) : 0;
  const overlap = Math.max(0, Math.round(height - step));
  // Products fill the middle half of a scene: fade in the free space before the product.
  const fade = Math.min(overlap, Math.round(height * FADE_SHARE));
  const fadeStart = Math.round((overlap - fade) / 2);
  const fadeIn = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${height}" height="${height}">` +
      `<linearGradient id="f"><stop offset="0" stop-opacity="0"/><stop offset="1"/></linearGradient>` +
      `<rect x="${fadeStart}" width="${fade}" height="${height}" fill="url(#f)"/>` +
      `<rect x="${fadeStart + fade}" width="${height - fadeStart - fade}" height="${height}"/></svg>`,
  );
  const tiles = await Promise.all(
    scenes.map(async ({ kind, variant }, index) => {
      const svg = Buffer.from(renderProductIllustration(kind, variant));
      let tile = sharp(svg, { density: (72 * height) / ILLUSTRATION_SIZE })
        .resize(height, height)
        .ensureAlpha();
      if (index > 0 && overlap > 0) {
        tile = sharp(await tile.png().toBuffer()).composite([{ input: fadeIn, blend: 'dest-in' }]);
      }
      return { input: await tile.png().toBuffer(), left: Math.round(index * step), top: 0 };
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: '#1a1612' } })
    .composite(tiles)
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Encodes as WebP at the best quality that fits `maxBytes` (images are budgeted per file). */
export async function webpWithin(image: Sharp, maxBytes: number): Promise<Buffer> {
  for (let quality = 82; quality >= 40; quality -= 4) {
    const data = await image.clone().webp({ quality, effort: 6 }).toBuffer();
    if (data.length <= maxBytes) return data;
  }
  throw new Error(`Impossible de tenir ${maxBytes} octets en WebP : simplifiez l'image.`);
}

export async function writeMedia(name: string, data: Buffer): Promise<void> {
  await fs.mkdir(MEDIA_DIR, { recursive: true });
  await fs.writeFile(path.join(MEDIA_DIR, name), data);
  console.log(`public/media/${name} : ${(data.length / 1024).toFixed(1)} Ko`);
}

const rawImage = (data: Buffer, width: number, height: number) =>
  sharp(data, { raw: { width, height, channels: 3 } });

/** Slides of the home carousel; their captions live in app/components/home/image-carousel.tsx. */
const CAROUSEL: readonly (readonly StillLife[])[] = [
  [
    { kind: 'creme-cosmetique', variant: 1 },
    { kind: 'pot-beurre', variant: 0 },
    { kind: 'savon', variant: 0 },
  ],
  [
    { kind: 'poudre', variant: 0 },
    { kind: 'gelules', variant: 0 },
    { kind: 'poudre', variant: 1 },
  ],
  [
    { kind: 'fleurs-hibiscus', variant: 0 },
    { kind: 'bouteille-boisson', variant: 0 },
    { kind: 'tasse-tisane', variant: 1 },
  ],
  [
    { kind: 'flacon-huile', variant: 0 },
    { kind: 'pot-miel', variant: 0 },
    { kind: 'flacon-huile', variant: 1 },
  ],
  [
    { kind: 'racines', variant: 0 },
    { kind: 'graines-epices', variant: 1 },
    { kind: 'racines', variant: 1 },
  ],
];

const SLIDE = { width: 1200, height: 500, phoneWidth: 640, maxBytes: 70 * 1024 };

async function makeCarouselImages() {
  for (const [index, scenes] of CAROUSEL.entries()) {
    const { width, height, phoneWidth, maxBytes } = SLIDE;
    const image = rawImage(await renderStillLifeStrip(scenes, width, height), width, height);
    const phone = image.clone().resize(phoneWidth, Math.round((phoneWidth * height) / width));
    await writeMedia(`carousel-${index + 1}.webp`, await webpWithin(image, maxBytes));
    await writeMedia(`carousel-${index + 1}-640.webp`, await webpWithin(phone, maxBytes));
  }
}

if (import.meta.main) await makeCarouselImages();
