import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, redirect } from 'react-router';
import { appContext } from '#app-context';
import {
  ARTICLE_IMAGE_HEIGHT,
  ARTICLE_IMAGE_WIDTH,
  ARTICLE_THUMBNAIL_WIDTH,
  articleShareImageUrl,
  formatPublicationDate,
  categoryLabel,
} from '#common/blog.ts';
import { parseId } from '#common/ids.ts';
import { articlePath, readTimeLabel } from '../components/article-card.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { runCommunityAction } from '../features/community/community-actions.server.ts';
import { targetCommunity } from '../features/community/community-data.server.ts';
import { TargetCommunity } from '../features/community/target-community.tsx';
import type { Route } from './+types/article';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { useMediaUrl } from '../components/use-media-url.ts';
import { mediaUrl } from '#common/media-url.ts';

const LISTING_PATH = '/astuces-recettes';

/** The spec: an unknown article sends the reader back to the listing. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services, brandName, publicUrl, mediaBaseUrl } = context.get(appContext);
  const id = parseId(params.id);
  const article = id === undefined ? undefined : await services.blog.findArticle(id);
  if (!article) throw redirect(LISTING_PATH);
  const community = await targetCommunity(context, request, { kind: 'article', id: article.id });
  return { brandName, publicUrl, mediaBaseUrl, article, community };
}

/** Likes, ratings and comments (issue 18). */
export async function action({ context, request }: Route.ActionArgs) {
  return runCommunityAction(context, await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { article, publicUrl, mediaBaseUrl, brandName } = loaderData;
  return [
    ...pageMeta({
      title: `${article.title} — ${brandName}`,
      description: article.description,
      brandName,
      type: 'article',
      url: absoluteUrl(publicUrl, articlePath(article.id)),
      // The cover's JPEG copy is 1200 × 630, a link preview's size (common/blog.ts).
      image: shareImage(
        publicUrl,
        article.title,
        mediaUrl(articleShareImageUrl(article.image), mediaBaseUrl),
      ),
    }),
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:section', content: categoryLabel(article.category) },
    { name: 'author', content: article.author },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, community } = loaderData;
  const media = useMediaUrl();
  const target = { kind: 'article', id: article.id } as const;
  return (
    <Container size="md" py="lg" component="main">
      <Anchor component={Link} to={LISTING_PATH} fz="sm">
        ← Toutes les astuces et recettes
      </Anchor>

      <article aria-labelledby="titre-article">
        <Stack gap="xs" mt="md" mb="md">
          <Group gap="xs">
            <Badge variant="light" color="feuille">
              {categoryLabel(article.category)}
            </Badge>
            <Text fz="sm" c="dimmed">
              {readTimeLabel(article.readTime)}
            </Text>
          </Group>
          <Title order={1} id="titre-article" fz={{ base: 26, sm: 36 }} lh={1.2}>
            {article.title}
          </Title>
          <Text fz="sm" c="dimmed">
            Par <strong>{article.author}</strong>, le{' '}
            <time dateTime={article.publishedAt}>{formatPublicationDate(article.publishedAt)}</time>
          </Text>
        </Stack>

        <img
          src={media.src(article.image)}
          srcSet={`${media.src(article.thumbnail)} ${ARTICLE_THUMBNAIL_WIDTH}w, ${media.src(article.image)} ${ARTICLE_IMAGE_WIDTH}w`}
          sizes="(min-width: 62em) 928px, 100vw"
          alt=""
          width={ARTICLE_IMAGE_WIDTH}
          height={ARTICLE_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${ARTICLE_IMAGE_WIDTH} / ${ARTICLE_IMAGE_HEIGHT}`,
            borderRadius: 'var(--mantine-radius-md)',
          }}
        />

        <Text fz="lg" fw={400} mt="lg" lh={1.6}>
          {article.description}
        </Text>
        <div data-testid="article-content">
          <ArticleBody body={article.content} />
        </div>
      </article>

      <TargetCommunity target={target} community={community} />
    </Container>
  );
}
