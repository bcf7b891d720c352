import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ARTICLE_THUMBNAIL_HEIGHT, ARTICLE_THUMBNAIL_WIDTH, categoryLabel } from '#common/blog.ts';
import type { ArticleSummary } from '#common/article-schemas.ts';
import { ContentCard } from './content-card.tsx';
import { imageLoadingProps, type ImageLoading } from './image-loading.ts';
import { useMediaUrl } from './use-media-url.ts';

export function articlePath(id: number): string {
  return `/article/${id}`;
}

/** "5 min de lecture". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min de lecture`;
}

export function ArticleCard({
  article,
  imageLoading = 'lazy',
  footer,
}: {
  article: ArticleSummary;
  imageLoading?: ImageLoading;
  /** Below the author: the readers' likes, rating and comments. */
  footer?: ReactNode;
}) {
  const media = useMediaUrl();
  return (
    <ContentCard
      path={articlePath(article.id)}
      testId="article-card"
      picture={
        <img
          src={media.src(article.thumbnail)}
          alt=""
          width={ARTICLE_THUMBNAIL_WIDTH}
          height={ARTICLE_THUMBNAIL_HEIGHT}
          {...imageLoadingProps(imageLoading)}
          decoding="async"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630' }}
        />
      }
      badges={
        <>
          <Badge variant="light" color="feuille" size="sm">
            {categoryLabel(article.category)}
          </Badge>
          <Text fz="xs" c="dimmed">
            {readTimeLabel(article.readTime)}
          </Text>
        </>
      }
      title={article.title}
      description={article.description}
      descriptionLines={3}
      byline={article.author}
      footer={footer}
    />
  );
}
