import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { appContext } from '#app-context';
import {
  ALL_ARTICLES,
  articleShareImageUrl,
  BLOG_CATEGORIES,
  categoryChoices,
} from '#common/blog.ts';
import type { ArticleSummary } from '#common/article-schemas.ts';
import { readArticleQuery } from '../features/blog/listing-query.server.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { runCommunityAction } from '../features/community/community-actions.server.ts';
import { listingCommunity } from '../features/community/community-data.server.ts';
import {
  CardReactions,
  type CardComment,
  type CardViews,
} from '../features/community/card-reactions.tsx';
import { CommentModal } from '../features/community/comments.tsx';
import type { Route } from './+types/astuces-recettes';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { countOf } from '#common/counts.ts';
import { listImageLoading } from '../components/image-loading.ts';
import { RecipesSection, RecipeTypeSelect } from '../features/recipes/listing-recipes.tsx';
import { readRecipeType } from '../features/recipes/listing-recipes.server.ts';

const LISTING_PATH = '/astuces-recettes';

/** The first cards show on a phone without scrolling: they load at once, the rest lazily. */
const EAGER_CARDS = 2;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, brandName, publicUrl } = context.get(appContext);
  const url = new URL(request.url);
  const { query, errors, category, filtered: narrowed } = readArticleQuery(url);
  // Sellers' recipes (issue 18): a type is theirs alone, so asking for one leaves the articles out.
  const recipeType = readRecipeType(url);
  if (recipeType.error) errors.push(recipeType.error);
  const filtered = narrowed || recipeType.type !== undefined;
  const [articles, featured, recipes] = await Promise.all([
    recipeType.type ? Promise.resolve([]) : services.blog.listArticles(query),
    // While searching, the results alone answer the question.
    filtered ? Promise.resolve([]) : services.blog.listFeaturedArticles(),
    services.recipes.listPublished({ ...query, type: recipeType.type }),
  ]);
  const ids = [...new Set([...articles, ...featured].map((article) => article.id))];
  const [community, recipeCommunity] = await Promise.all([
    listingCommunity(context, 'article', ids),
    listingCommunity(
      context,
      'recette',
      recipes.map((recipe) => recipe.id),
    ),
  ]);
  return {
    brandName,
    community,
    // The request's path and query only: its host is the client's to choose.
    pageUrl: absoluteUrl(publicUrl, `${url.pathname}${url.search}`),
    publicUrl,
    articles,
    featured,
    filtered,
    filters: { q: query.q ?? '', categorie: category ?? ALL_ARTICLES },
    errors,
    recipes,
    recipeViews: recipeCommunity.views,
    recipeType: recipeType.type,
  };
}

/** Likes and comments from the cards (issue 18). */
export async function action({ context, request }: Route.ActionArgs) {
  return runCommunityAction(context, await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  const cover = loaderData.featured[0] ?? loaderData.articles[0];
  return pageMeta({
    title: `Astuces et recettes — ${loaderData.brandName}`,
    description:
      'Recettes, conseils de beauté et bons usages des produits naturels africains : bissap, ' +
      'karité, moringa, kinkéliba, savon noir, pain de singe… Des articles simples et pratiques.',
    brandName: loaderData.brandName,
    url: loaderData.pageUrl,
    image: cover
      ? shareImage(loaderData.publicUrl, cover.title, articleShareImageUrl(cover.image))
      : shareImage(loaderData.publicUrl, loaderData.brandName),
  });
}

function ArticleGrid({
  articles,
  eager,
  views,
  onComment,
}: {
  articles: ArticleSummary[];
  eager: number;
  views: CardViews;
  onComment: (commenting: CardComment) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: 'md', md: 'lg' }}>
      {articles.map((article, index) => {
        const view = views[article.id];
        return (
          <ArticleCard
            key={article.id}
            article={article}
            imageLoading={listImageLoading(index, eager)}
            footer={
              view && (
                <CardReactions
                  target={{ kind: 'article', id: article.id }}
                  view={view}
                  title={article.title}
                  onComment={() =>
                    onComment({ target: { kind: 'article', id: article.id }, title: article.title })
                  }
                />
              )
            }
          />
        );
      })}
    </SimpleGrid>
  );
}

export default function AstucesRecettes({ loaderData }: Route.ComponentProps) {
  const { articles, featured, filtered, filters, errors, recipes, recipeViews, recipeType } =
    loaderData;
  const { community } = loaderData;
  const [commenting, setCommenting] = useState<CardComment | null>(null);
  const grid = { views: community.views, onComment: setCommenting };
  const submit = useSubmit();
  const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) =>
    submit(event.currentTarget.form);

  return (
    <Container size="lg" py="lg" component="main">
      <Stack gap={4} mb="md">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Astuces et recettes
        </Title>
        <Text c="dimmed">
          Recettes, conseils de beauté et bons usages des produits naturels africains, par nos
          productrices, nos producteurs et notre équipe.
        </Text>
      </Stack>

      {/* A plain GET form: it works without JavaScript, and the results have a shareable URL. */}
      <Form
        key={`${filters.q}|${filters.categorie}|${recipeType ?? ''}`}
        method="get"
        action={LISTING_PATH}
        role="search"
        aria-label="Rechercher et filtrer les articles"
      >
        <Grid gap="xs" mb="xs">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              name="q"
              type="search"
              label="Rechercher un article"
              placeholder="Rechercher un article..."
              defaultValue={filters.q}
              maxLength={MAX_LENGTH.search}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
            <NativeSelect
              name="categorie"
              label="Catégorie"
              defaultValue={filters.categorie}
              data={categoryChoices(BLOG_CATEGORIES)}
              onChange={submitOnChange}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6, sm: 3 }}>
            <RecipeTypeSelect value={recipeType} onChange={submitOnChange} />
          </Grid.Col>
        </Grid>
        <Group gap="sm">
          {/* White on the dark theme's ochre is 2.4:1; dark text on it reads at 8:1. */}
          <Button type="submit" color="ocre.5" autoContrast>
            Rechercher
          </Button>
          {filtered && (
            <Anchor component={Link} to={LISTING_PATH} fz="sm">
              Effacer les filtres
            </Anchor>
          )}
        </Group>
      </Form>

      {errors.length > 0 && (
        <Alert color="yellow" mt="md" title="Filtre ignoré">
          {errors.join(' ')}
        </Alert>
      )}

      {featured.length > 0 && (
        <section aria-labelledby="a-la-une" style={{ marginTop: 32 }}>
          <Title order={2} id="a-la-une" fz="xl" mb="sm">
            Articles à la une
          </Title>
          <ArticleGrid articles={featured} eager={EAGER_CARDS} {...grid} />
        </section>
      )}

      <RecipesSection
        recipes={recipes}
        filtered={filtered}
        views={recipeViews}
        onComment={setCommenting}
      />

      {recipeType === undefined && (
        <section aria-labelledby="tous-les-articles" style={{ marginTop: 32 }}>
          <Title order={2} id="tous-les-articles" fz="xl">
            {filtered ? 'Résultats' : 'Tous les articles'}
          </Title>
          <Text c="dimmed" fz="sm" mb="sm" role="status" data-testid="article-count">
            {articles.length === 0
              ? 'Aucun article ne correspond à votre recherche.'
              : countOf(articles.length, 'article', 'articles')}
          </Text>
          {articles.length === 0 ? (
            <Stack align="flex-start" gap="sm" data-testid="no-article">
              <Text>Essayez un autre mot-clé ou choisissez une autre catégorie.</Text>
              <Button component={Link} to={LISTING_PATH} variant="light">
                Voir tous les articles
              </Button>
            </Stack>
          ) : (
            <ArticleGrid
              articles={articles}
              eager={featured.length > 0 ? 0 : EAGER_CARDS}
              {...grid}
            />
          )}
        </section>
      )}
      <CommentModal
        target={commenting?.target ?? null}
        title={commenting?.title ?? ''}
        defaultName={community.commenterName}
        onClose={() => setCommenting(null)}
      />
    </Container>
  );
}
