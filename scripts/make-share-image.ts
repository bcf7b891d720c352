// Regenerates the site's link preview, public/media/partage.jpg (a committed build input):
//   npx node scripts/make-share-image.ts
// The home page and the lists name it as og:image (common/share-images.ts): a 1200 × 630 JPEG,
// what WhatsApp and Facebook show large. Drawn from the demo catalogue's still lifes, like the
// home page's carousel and hero clip, with no text: the brand name is configurable.
import sharp from 'sharp';
import { SHARE_IMAGE, SITE_SHARE_IMAGE_PATH } from '#common/share-images.ts';
import { renderStillLifeStrip, writeMedia, type StillLife } from './make-home-images.ts';

/** Shea butter and a bissap infusion; two scenes only, the frame is barely two squares wide. */
const SCENES: readonly StillLife[] = [
  { kind: 'pot-beurre', variant: 0 },
  { kind: 'tasse-tisane', variant: 1 },
];

async function makeShareImage() {
  const { width, height } = SHARE_IMAGE;
  const raw = await renderStillLifeStrip(SCENES, width, height);
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeMedia(SITE_SHARE_IMAGE_PATH.replace('/media/', ''), jpeg);
}

if (import.meta.main) await makeShareImage();
