import {
  Alert,
  Anchor,
  Badge,
  Box,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { ReactNode } from 'react';
import { Link, redirect } from 'react-router';
import { appContext } from '#app-context';
import { boutiquePath } from '#common/boutiques.ts';
import { formatPublicationDate, categoryLabel } from '#common/blog.ts';
import { toProductCard } from '#common/catalogue.ts';
import { CONTENT_POLICY_PATH } from '#common/health-claims.ts';
import { parseId } from '#common/ids.ts';
import { recipePath } from '#common/recipes.ts';
import { shareImagePath } from '#common/share-images.ts';
import { ProductImage } from '../features/catalogue/product-image.tsx';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { linesOf, recipeJsonLd } from '../features/recipes/recipe-json-ld.ts';
import { RecipeProducts } from '../features/recipes/recipe-products.tsx';
import { runCommunityAction } from '../features/community/community-actions.server.ts';
import { targetCommunity } from '../features/community/community-data.server.ts';
import { TargetCommunity } from '../features/community/target-community.tsx';
import { WhatsAppShareButton } from '../components/whatsapp-links.tsx';
import type { Route } from './+types/recette';

// A seller's published recipe (issue 18): its texts, its shop, its products on sale with the
// cart's button, and the notice that traditional uses are not medical advice. Comments, likes
// and ratings come below the recipe, as on the articles.

const LISTING_PATH = '/astuces-recettes';

/** Like an article: an unknown id, a draft or a closed shop's recipe sends back to the listing. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services, brandName, publicUrl } = context.get(appContext);
  const id = parseId(params.id);
  const recipe = id === undefined ? undefined : await services.recipes.findPublished(id);
  if (!recipe) throw redirect(LISTING_PATH);
  const { products, ...texts } = recipe;
  const community = await targetCommunity(context, request, { kind: 'recette', id: recipe.id });
  return {
    brandName,
    publicUrl,
    recipe: texts,
    products: products.map(toProductCard),
    community,
  };
}

/** Likes, ratings and comments, as on the articles. */
export async function action({ context, request }: Route.ActionArgs) {
  return runCommunityAction(context, await request.formData());
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { recipe, publicUrl, brandName } = loaderData;
  const url = absoluteUrl(publicUrl, recipePath(recipe.id));
  return [
    ...pageMeta({
      title: `${recipe.title} — ${brandName}`,
      description: recipe.description.slice(0, 200),
      brandName,
      type: 'article',
      url,
      // A 1200 × 630 preview made from the photo (a 480-px WebP shows small, or not at all).
      image: shareImage(
        publicUrl,
        recipe.image ? recipe.title : brandName,
        recipe.image ? shareImagePath('recette', recipe.id, recipe.image) : undefined,
      ),
    }),
    { property: 'article:published_time', content: recipe.publishedAt },
    { property: 'article:section', content: categoryLabel(recipe.category) },
    ...recipe.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { 'script:ld+json': recipeJsonLd(recipe, publicUrl, url) },
  ];
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mt="lg">
      <Title order={2} id={id} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}

const prose = { style: { whiteSpace: 'pre-line' as const }, lh: 1.6 };

export default function RecettePage({ loaderData }: Route.ComponentProps) {
  const { recipe, products, community, brandName, publicUrl } = loaderData;
  return (
    <Container size="md" py="lg" component="main">
      <Anchor component={Link} to={LISTING_PATH} fz="sm">
        ← Toutes les astuces et recettes
      </Anchor>

      <article aria-labelledby="titre-recette">
        <Stack gap="xs" mt="md" mb="md">
          <Group gap="xs">
            {recipe.type && (
              <Badge variant="light" color="ocre">
                {recipe.type}
              </Badge>
            )}
            <Badge variant="light" color="feuille">
              {categoryLabel(recipe.category)}
            </Badge>
          </Group>
          <Title order={1} id="titre-recette" fz={{ base: 26, sm: 36 }} lh={1.2}>
            {recipe.title}
          </Title>
          <Text fz="sm" c="dimmed">
            Par{' '}
            <Anchor component={Link} to={boutiquePath(recipe.boutique.id)} fw={700}>
              {recipe.boutique.name}
            </Anchor>
            , le{' '}
            <time dateTime={recipe.publishedAt}>{formatPublicationDate(recipe.publishedAt)}</time>
          </Text>
          <Group>
            <WhatsAppShareButton
              text={`${recipe.title}, sur ${brandName}`}
              url={absoluteUrl(publicUrl, recipePath(recipe.id))}
            />
          </Group>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: recipe.image ? 2 : 1 }} spacing="lg">
          {recipe.image && (
            <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
              <ProductImage
                url={recipe.image}
                alt={recipe.title}
                sizes="(min-width: 48em) 430px, 100vw"
                loading="lcp"
              />
            </Box>
          )}
          <Stack gap="sm">
            <Text fz="lg" fw={400} {...prose}>
              {recipe.description}
            </Text>
            {recipe.tags.length > 0 && (
              <Group gap={6} aria-label="Mots-clés">
                {recipe.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </SimpleGrid>

        <Alert
          color="yellow"
          variant="light"
          mt="lg"
          title="Ceci n’est pas un conseil médical"
          data-testid="recipe-notice"
        >
          Les usages traditionnels décrits ici sont partagés par la boutique ; ils ne remplacent pas
          l’avis d’un médecin ou d’un pharmacien. Voir notre{' '}
          <Anchor component={Link} to={CONTENT_POLICY_PATH} inherit c="inherit" td="underline">
            politique de contenu
          </Anchor>
          .
        </Alert>

        <Part id="ingredients" title="Ingrédients">
          <List spacing={4}>
            {linesOf(recipe.ingredients).map((line, index) => (
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </Part>
        <Part id="utilisation" title="Utilisation">
          <Text {...prose}>{recipe.usage}</Text>
        </Part>
        {recipe.dosage && (
          <Part id="dosage" title="Proportions">
            <Text {...prose}>{recipe.dosage}</Text>
          </Part>
        )}
        {recipe.benefits && (
          <Part id="bienfaits" title="Usages et précautions">
            <Text {...prose}>{recipe.benefits}</Text>
          </Part>
        )}
      </article>

      <RecipeProducts products={products} />

      <TargetCommunity target={{ kind: 'recette', id: recipe.id }} community={community} />
    </Container>
  );
}
