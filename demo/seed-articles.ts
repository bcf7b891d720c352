import fs from 'node:fs/promises';
import sharp from 'sharp';
import {
  ARTICLE_THUMBNAIL_WIDTH,
  articleShareImageUrl,
  articleThumbnailUrl,
  estimateReadTime,
} from '#common/blog.ts';
import type { Database } from '#modules/db/client.ts';
import { UPLOADS_PREFIX, type MediaStorage } from '#modules/storage/media-storage.ts';
import { articles } from '#modules/db/schema.ts';
import { renderArticleCover } from './article-illustrations.ts';
import { renderProductIllustration } from './product-illustrations.ts';
import { demoArticles, type DemoArticle } from './demo-articles.ts';
import { cachedDrawing, inBatches } from './demo-image-cache.ts';
import { countedSteps, type Progress } from './seed-progress.ts';

const ARTICLE_IMAGE_PREFIX = `${UPLOADS_PREFIX}articles`;
const DAY_MS = 24 * 60 * 60 * 1000;

const imageUrl = (article: DemoArticle) => `${ARTICLE_IMAGE_PREFIX}/${article.slug}.webp`;

/**
 * An article's cover as `<name>.webp` (1200 × 630), its card-sized copy `<name>-480.webp` and a
 * JPEG copy `<name>.jpg` for link previews, in `store`.
 */
async function writeCoverFiles(svg: string, store: MediaStorage, name: string) {
  // Rasterise the SVG once, then encode both sizes from the same pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const key = `${name}.webp`;
  const put = async (file: string, body: Promise<Buffer>) => store.write(file, await body);
  await Promise.all([
    put(key, sharp(data, raw).webp({ quality: 78 }).toBuffer()),
    put(
      articleThumbnailUrl(key),
      sharp(data, raw).resize(ARTICLE_THUMBNAIL_WIDTH).webp({ quality: 75 }).toBuffer(),
    ),
    put(
      articleShareImageUrl(key),
      sharp(data, raw).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ),
  ]);
}
const COVER_RECIPE = [
  String(writeCoverFiles),
  String(articleThumbnailUrl),
  String(articleShareImageUrl),
  ARTICLE_THUMBNAIL_WIDTH,
].join('\n');

/**
 * What a cover is drawn from, cheap to compute: its scenes' illustrations and its layout. The
 * cover's SVG itself embeds rasterised scenes, too slow to make just to look the files up.
 */
const coverDescription = (article: DemoArticle) =>
  JSON.stringify({
    cover: article.cover,
    scenes: article.cover.scenes.map((scene) =>
      renderProductIllustration(scene.kind, scene.variant),
    ),
  });

/** Renders each article's cover under `articles/` in the media store, two at a time (or copies it). */
export async function writeDemoArticleImages(storage: MediaStorage, progress: Progress) {
  // The drawing code is part of the recipe: a change to it draws the covers again.
  const recipe = `${COVER_RECIPE}\n${await fs.readFile(new URL('./article-illustrations.ts', import.meta.url), 'utf8')}`;
  const counted = countedSteps(
    demoArticles.length,
    'Couvertures des articles de démonstration',
    progress,
  );
  await inBatches(demoArticles, 2, async (article) => {
    const drawing = { svg: coverDescription(article), name: article.slug, recipe };
    await cachedDrawing(drawing, storage, 'articles', async (store) =>
      writeCoverFiles(
        await renderArticleCover(article.cover.scenes, article.cover.backdrop),
        store,
        article.slug,
      ),
    );
    counted();
  });
}

/** Inserts the demo articles (inside the demo seed's transaction). */
export async function insertDemoArticles(tx: Pick<Database, 'insert'>, now: Date) {
  await tx.insert(articles).values(
    demoArticles.map((article) => {
      const body = article.paragraphs.join('\n\n');
      return {
        title: article.title,
        description: article.description,
        body,
        category: article.category,
        imageUrl: imageUrl(article),
        authorName: article.author,
        readTimeMinutes: estimateReadTime(body),
        featured: article.featured,
        publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
      };
    }),
  );
}
