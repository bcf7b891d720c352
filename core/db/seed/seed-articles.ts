import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  ARTICLE_THUMBNAIL_WIDTH,
  articleShareImageUrl,
  articleThumbnailUrl,
  estimateReadTime,
} from '../../../common/blog.ts';
import type { Database } from '../client.ts';
import { frenchTypography } from '../../../common/typography.ts';
import { articles } from '../schema.ts';
import { renderArticleCover } from './article-illustrations.ts';
import { demoArticles, type DemoArticle } from './demo-articles.ts';

const ARTICLE_IMAGE_PREFIX = '/uploads/articles';
const DAY_MS = 24 * 60 * 60 * 1000;

const imageUrl = (article: DemoArticle) => `${ARTICLE_IMAGE_PREFIX}/${article.slug}.webp`;

/** Where an `/uploads/…` URL lives on disk. */
const uploadedFile = (uploadsDir: string, url: string) =>
  path.join(uploadsDir, url.slice('/uploads/'.length));

/**
 * Renders each article's cover under `<uploadsDir>/articles/`: `<slug>.webp` (1200 × 630), its
 * card-sized copy `<slug>-480.webp` and a JPEG copy `<slug>.jpg` for link previews, two
 * articles at a time.
 */
export async function writeDemoArticleImages(uploadsDir: string) {
  await fs.mkdir(path.join(uploadsDir, 'articles'), { recursive: true });
  const queue = [...demoArticles];
  const renderNext = async (): Promise<void> => {
    const article = queue.shift();
    if (!article) return;
    const svg = await renderArticleCover(article.cover.scenes, article.cover.backdrop);
    // Rasterise the SVG once, then encode both sizes from the same pixels.
    const { data, info } = await sharp(Buffer.from(svg))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const url = imageUrl(article);
    await Promise.all([
      sharp(data, raw).webp({ quality: 78 }).toFile(uploadedFile(uploadsDir, url)),
      sharp(data, raw)
        .resize(ARTICLE_THUMBNAIL_WIDTH)
        .webp({ quality: 75 })
        .toFile(uploadedFile(uploadsDir, articleThumbnailUrl(url))),
      sharp(data, raw)
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(uploadedFile(uploadsDir, articleShareImageUrl(url))),
    ]);
    return renderNext();
  };
  await Promise.all([1, 2].map(renderNext));
}

/** Inserts the demo articles (inside the demo seed's transaction). */
export async function insertDemoArticles(tx: Pick<Database, 'insert'>, now: Date) {
  await tx.insert(articles).values(
    demoArticles.map((article) => {
      const body = frenchTypography(article.paragraphs.join('\n\n'));
      return {
        title: frenchTypography(article.title),
        description: frenchTypography(article.description),
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
