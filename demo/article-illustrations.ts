// Cover pictures of the demo articles (1200 × 630, the size link previews expect): two or three
// product still lifes from product-illustrations.ts laid on a warm backdrop like prints on a
// table. No text in the picture: the page and the link preview carry the title.

import sharp from 'sharp';
import { renderProductIllustration, type IllustrationKind } from './product-illustrations.ts';

export const ARTICLE_COVER_WIDTH = 1200;
export const ARTICLE_COVER_HEIGHT = 630;

export interface CoverScene {
  kind: IllustrationKind;
  variant: number;
}

/** Warm backdrops: [centre glow, edge]. */
const BACKDROPS = [
  ['#8a4a22', '#2a160c'],
  ['#7a5a1e', '#24180a'],
  ['#6e2f2a', '#220e0c'],
  ['#4f5a2a', '#171a0c'],
  ['#8a5a34', '#281a10'],
] as const;

/** Where each print lies: centre x, centre y, side, rotation in degrees (last one on top). */
const LAYOUTS = {
  2: [
    [385, 322, 420, -4],
    [815, 308, 420, 3],
  ],
  3: [
    [265, 330, 370, -6],
    [935, 322, 370, 5],
    [600, 315, 440, -1],
  ],
} as const;

const BORDER = 10;

/**
 * A soft shadow below and right of a print of the given side: stacked translucent rounded
 * squares, a fraction of the cost of a blur filter.
 */
function softShadow(side: number): string {
  let layers = '';
  for (let spread = 24; spread >= 0; spread -= 4) {
    const x = -side / 2 + 14 - spread;
    const y = -side / 2 + 22 - spread;
    layers += `<rect x="${x}" y="${y}" width="${side + spread * 2}" height="${side + spread * 2}" rx="${14 + spread}"/>`;
  }
  return `<g fill="#000" fill-opacity=".1">${layers}</g>`;
}

/**
 * The still life, rasterised at its final size and centred on the origin. Drawing the scenes
 * as vectors inside rotated groups costs several times more (their blur filters).
 */
async function print(scene: CoverScene, side: number, clipId: string): Promise<string> {
  const svg = Buffer.from(renderProductIllustration(scene.kind, scene.variant));
  const png = await sharp(svg, { density: (72 * side) / 640 })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const half = side / 2;
  const frame = side + BORDER * 2;
  return (
    softShadow(frame) +
    `<rect x="${-half - BORDER}" y="${-half - BORDER}" width="${frame}" height="${frame}" rx="14" fill="#f3e6c8"/>` +
    `<image x="${-half}" y="${-half}" width="${side}" height="${side}" clip-path="url(#${clipId})" href="data:image/png;base64,${png.toString('base64')}"/>`
  );
}

/** Low-contrast bogolan-like motifs along the top and bottom edges of the backdrop. */
function borders(): string {
  let motifs = '';
  for (let x = 0; x < ARTICLE_COVER_WIDTH; x += 60) {
    motifs +=
      `<path d="M${x} 26l15-12 15 12 15-12 15 12" fill="none"/>` +
      `<path d="M${x} ${ARTICLE_COVER_HEIGHT - 26}l15 12 15-12 15 12 15-12" fill="none"/>` +
      `<circle cx="${x + 30}" cy="46" r="3"/><circle cx="${x + 30}" cy="${ARTICLE_COVER_HEIGHT - 46}" r="3"/>`;
  }
  return `<g stroke="#f3e6c8" fill="#f3e6c8" stroke-width="3" opacity=".12">${motifs}</g>`;
}

/** An SVG cover of 1200 × 630 made of two or three product still lifes. */
export async function renderArticleCover(
  scenes: readonly [CoverScene, CoverScene] | readonly [CoverScene, CoverScene, CoverScene],
  backdrop: number,
): Promise<string> {
  const [glow, edge] = BACKDROPS[Math.abs(backdrop) % BACKDROPS.length] ?? BACKDROPS[0];
  const layout = LAYOUTS[scenes.length];
  const sides = [...new Set(layout.map(([, , side]) => side))];
  const clips = sides
    .map(
      (side) =>
        `<clipPath id="cover-clip-${side}"><rect x="${-side / 2}" y="${-side / 2}" width="${side}" height="${side}" rx="6"/></clipPath>`,
    )
    .join('');
  const prints = await Promise.all(
    scenes.map(async (scene, index) => {
      const [x, y, side, angle] = layout[index] ?? layout[0];
      return `<g transform="translate(${x} ${y}) rotate(${angle})">${await print(scene, side, `cover-clip-${side}`)}</g>`;
    }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTICLE_COVER_WIDTH}" height="${ARTICLE_COVER_HEIGHT}" viewBox="0 0 ${ARTICLE_COVER_WIDTH} ${ARTICLE_COVER_HEIGHT}">` +
    `<defs><radialGradient id="cover-bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `${clips}</defs>` +
    `<rect width="${ARTICLE_COVER_WIDTH}" height="${ARTICLE_COVER_HEIGHT}" fill="url(#cover-bg)"/>${borders()}${prints.join('')}</svg>`
  );
}
