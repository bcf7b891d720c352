// Regenerates the home page's hero clip and its poster in public/media/ (committed build inputs):
//   npx node scripts/make-hero-video.ts
// Nothing is downloaded: the frames are a slow Ken Burns drift over the demo catalogue's still
// lifes with warm light and falling leaves, drawn with sharp and encoded by ffmpeg
// (Debian/Ubuntu: `apt-get install -y ffmpeg`). Every motion is periodic over the clip, so the
// last frame flows into the first and the loop has no seam.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  MEDIA_DIR,
  renderStillLifeStrip,
  webpWithin,
  writeMedia,
  type StillLife,
} from './make-home-images.ts';

const FRAME = { width: 960, height: 540 };
const FPS = 24;
const SECONDS = 8;
const FRAME_COUNT = FPS * SECONDS;
const MAX_VIDEO_BYTES = 600 * 1024;
const MAX_POSTER_BYTES = 60 * 1024;
/**
 * Phones get the part of the poster they actually show: the hero is 500 px high, so up to
 * 36em (576 px) wide it crops the 16:9 frame to at most 576:500 around its centre. Keep in
 * step with app/components/home/hero-banner.tsx.
 */
const PHONE_POSTER = { width: 640, height: 556 };

/** Drawn at twice the output size so the slow drift moves by half pixels, not whole ones. */
const SCALE = 2;
const CANVAS = { width: 1440 * SCALE, height: 648 * SCALE };
const SCENES: readonly StillLife[] = [
  { kind: 'fleurs-hibiscus', variant: 0 },
  { kind: 'pot-beurre', variant: 0 },
  { kind: 'pot-miel', variant: 0 },
];

function checkFfmpeg() {
  const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (encoders.error || encoders.status !== 0) {
    throw new Error(
      'ffmpeg est introuvable. Installez-le (Debian/Ubuntu : « apt-get install -y ffmpeg », macOS : « brew install ffmpeg ») puis relancez le script.',
    );
  }
  for (const encoder of ['libvpx-vp9', 'libx264']) {
    if (!encoders.stdout.includes(encoder)) {
      throw new Error(
        `Cet ffmpeg n'a pas l'encodeur ${encoder} : installez le paquet ffmpeg complet.`,
      );
    }
  }
}

const turn = (x: number) => Math.sin(2 * Math.PI * x);

/** The camera window at time `t` (0 ≤ t < 1 of the loop): breathing zoom, gentle sway. */
function cameraAt(t: number) {
  const zoomOut = 1.06 + 0.06 * Math.cos(2 * Math.PI * t);
  const width = FRAME.width * zoomOut * SCALE;
  const height = FRAME.height * zoomOut * SCALE;
  const centreX = CANVAS.width / 2 + 50 * SCALE * turn(t);
  const centreY = CANVAS.height / 2 + 16 * SCALE * turn(t + 0.25);
  return {
    left: Math.round(centreX - width / 2),
    top: Math.round(centreY - height / 2),
    width: Math.round(width),
    height: Math.round(height),
  };
}

const LEAF_COLOURS = ['#5b8a2e', '#6e9a3a', '#c9892e', '#8a5a20', '#79b966', '#b46c00'];

/** Leaves falling across the frame; each one falls once per loop, from a different start. */
function leavesAt(t: number): string {
  const count = LEAF_COLOURS.length;
  let leaves = '';
  for (let index = 0; index < count; index++) {
    const fall = (t + index / count + 0.07 * (index % 3)) % 1;
    const length = 34 + ((index * 7) % 4) * 8;
    const x = 80 + ((index * 331) % 820) - 140 * fall + 40 * turn(2 * fall + index / 5);
    const y = -70 + fall * (FRAME.height + 140);
    const angle = index * 57 + 220 * fall + 35 * turn(2 * fall);
    const flip = 0.35 + 0.65 * Math.abs(Math.cos(2 * Math.PI * (1.5 * fall + index / 7)));
    const colour = LEAF_COLOURS[index] ?? '#5b8a2e';
    const a = (length * 0.3).toFixed(1);
    const b = (length * 0.72).toFixed(1);
    const w = (length * 0.28).toFixed(1);
    leaves +=
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(1 ${flip.toFixed(2)})"` +
      `${index % 2 ? ' filter="url(#far)" opacity=".8"' : ''}>` +
      `<path d="M0 0C${a} -${w} ${b} -${w} ${length} 0C${b} ${w} ${a} ${w} 0 0Z" fill="${colour}"/>` +
      `<path d="M-5 0L${length - 3} 0" stroke="#fff" stroke-opacity=".3" stroke-width="1.2"/></g>`;
  }
  return leaves;
}

/** Warm light moving slowly over the scene, and the leaves. */
function overlayAt(t: number): Buffer {
  const glowX = 330 + 140 * turn(t);
  const glowY = 110 + 40 * turn(t + 0.25);
  const glow = 0.2 + 0.06 * turn(2 * t);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME.width}" height="${FRAME.height}">` +
      `<defs><radialGradient id="sun"><stop offset="0" stop-color="#ffc46b" stop-opacity="${glow.toFixed(3)}"/>` +
      `<stop offset="1" stop-color="#ffc46b" stop-opacity="0"/></radialGradient>` +
      `<filter id="far" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.4"/></filter></defs>` +
      `<circle cx="${glowX.toFixed(1)}" cy="${glowY.toFixed(1)}" r="460" fill="url(#sun)"/>` +
      `${leavesAt(t)}</svg>`,
  );
}

async function renderFrame(canvas: Buffer, index: number): Promise<Buffer> {
  const t = index / FRAME_COUNT;
  return sharp(canvas, { raw: { ...CANVAS, channels: 3 } })
    .extract(cameraAt(t))
    .resize(FRAME.width, FRAME.height)
    .composite([{ input: overlayAt(t) }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

const ENCODINGS = [
  {
    file: 'hero.webm',
    args: ['-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '480k', '-deadline', 'good'],
  },
  {
    file: 'hero.mp4',
    args: [
      [
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-crf',
        '27',
        '-profile:v',
        'main',
        '-level',
        '3.1',
      ],
      ['-maxrate', '520k', '-bufsize', '1040k', '-movflags', '+faststart'],
    ].flat(),
  },
];

/** One ffmpeg process reads the raw frames once and writes both files. */
async function encodeVideos(canvas: Buffer) {
  const outputs = ENCODINGS.flatMap(({ file, args }) => [
    ...['-an', '-pix_fmt', 'yuv420p', '-g', String(FRAME_COUNT), ...args],
    path.join(MEDIA_DIR, file),
  ]);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${FRAME.width}x${FRAME.height}`, '-r', String(FPS), '-i', '-', ...outputs],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const exited = once(ffmpeg, 'exit');
  for (let index = 0; index < FRAME_COUNT; index++) {
    if (!ffmpeg.stdin.write(await renderFrame(canvas, index))) await once(ffmpeg.stdin, 'drain');
  }
  ffmpeg.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`ffmpeg a échoué (code ${String(code)}).`);
  for (const { file } of ENCODINGS) {
    const { size } = await fs.stat(path.join(MEDIA_DIR, file));
    console.log(`public/media/${file} : ${(size / 1024).toFixed(1)} Ko`);
    if (size > MAX_VIDEO_BYTES) {
      throw new Error(`${file} dépasse ${MAX_VIDEO_BYTES / 1024} Ko : augmentez son CRF.`);
    }
  }
}

/** The poster is the clip's first frame, so the video takes over without a jump. */
async function writePosters(firstFrame: Buffer) {
  const frame = sharp(firstFrame, { raw: { ...FRAME, channels: 3 } });
  await writeMedia('hero-poster.webp', await webpWithin(frame, MAX_POSTER_BYTES));
  const cropWidth = Math.round((FRAME.height * PHONE_POSTER.width) / PHONE_POSTER.height);
  const phone = frame
    .clone()
    .extract({
      left: Math.round((FRAME.width - cropWidth) / 2),
      top: 0,
      width: cropWidth,
      height: FRAME.height,
    })
    .resize(PHONE_POSTER.width, PHONE_POSTER.height);
  await writeMedia('hero-poster-640.webp', await webpWithin(phone, MAX_POSTER_BYTES));
}

checkFfmpeg();
const canvas = await renderStillLifeStrip(SCENES, CANVAS.width, CANVAS.height);
await fs.mkdir(MEDIA_DIR, { recursive: true });
await writePosters(await renderFrame(canvas, 0));
await encodeVideos(canvas);
