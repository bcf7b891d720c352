import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShoppingCart, IconShoppingCartPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, redirect } from 'react-router';
import { appContext } from '#app-context';
import { boutiquePath } from '#common/boutiques.ts';
import { priceEquivalent } from '#common/currency-equivalents.ts';
import { parseId } from '#common/ids.ts';
import { BOUTIQUE_LOGO, imageVariantUrl } from '#common/images.ts';
import { formatFrenchDate } from '#common/french-format.ts';
import { formatFcfa } from '#common/money.ts';
import { NutritionTable } from '../features/catalogue/nutrition-table.tsx';
import { ProductFacts } from '../features/catalogue/product-facts.tsx';
import { ProductImage } from '../features/catalogue/product-image.tsx';
import { ProductRecipes } from '../features/recipes/product-recipes.tsx';
import classes from '../features/catalogue/shop-link.module.css';
import { AddToCartButton } from '../features/cart/add-to-cart-button.tsx';
import type { Route } from './+types/product-details';
import { shareImagePath } from '#common/share-images.ts';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { ProductReviews } from '../features/reviews/product-reviews.tsx';
import { reviewsJsonLd } from '../features/reviews/reviews-json-ld.ts';
import { Stars } from '../features/reviews/stars.tsx';
import { refuse } from '../features/route-failure.server.ts';
import { operationAction } from '../features/operation-action.server.ts';
import { formatRating, ratingLabel, REPORT_NEEDS_BUYER, reviewPageParam } from '#common/reviews.ts';
import { useMediaUrl } from '../components/use-media-url.ts';
import { mediaUrl } from '#common/media-url.ts';
import { countryName } from '#common/delivery-countries.ts';
import { WhatsAppShareButton } from '../components/whatsapp-links.tsx';

/** Spec section 3 defaults when the producer is not known. */
const UNKNOWN_MAKER = 'Inconnu';
const UNKNOWN_ORIGIN = 'Non spécifiée';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const { services, brandName, publicUrl, mediaBaseUrl, session } = context.get(appContext);
  const entry = id === undefined ? undefined : await services.catalogue.findProductDetails(id);
  // Spec: an unknown product sends the visitor back to the home page.
  if (!entry) throw redirect('/');
  const asked = reviewPageParam(new URL(request.url).searchParams);
  const [rate, reviews, visitor, recipes] = await Promise.all([
    services.exchangeRates.shopRate(entry.boutique.id),
    services.reviews.productPage(entry.id, asked),
    session(),
    services.recipes.usingProduct(entry.id),
  ]);
  // Only a signed-in visitor's page says so: the page cache keeps visitors' pages only.
  const canReport = visitor.state === 'valid' && visitor.account.typeCompte === 'ACHETEUR';
  return {
    entry,
    equivalent: priceEquivalent(entry.price, rate),
    brandName,
    publicUrl,
    mediaBaseUrl,
    reviews,
    canReport,
    recipes,
  };
}

/** A signed-in buyer reports a review (the product page's only write). */
export async function action(args: Route.ActionArgs) {
  // The page's own words for anyone else: reporting is a buyer's, signed in.
  const visitor = await args.context.get(appContext).session();
  if (visitor.state !== 'valid' || visitor.account.typeCompte !== 'ACHETEUR') {
    return refuse(401, REPORT_NEEDS_BUYER);
  }
  return operationAction(args, ({ reviews }) => [reviews.report]);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { entry, brandName, publicUrl, mediaBaseUrl, reviews } = loaderData;
  const description = entry.product.description.slice(0, 200);
  const imagePath = entry.product.produitimage[0]?.url;
  // Structured data names the photo where it is served (decision 035).
  const image = imagePath ? absoluteUrl(publicUrl, mediaUrl(imagePath, mediaBaseUrl)) : undefined;
  const url = absoluteUrl(publicUrl, `/product-details/${entry.id}`);
  return [
    ...pageMeta({
      title: `${entry.product.name} — ${formatFcfa(entry.price)} — ${brandName}`,
      description,
      brandName,
      type: 'product',
      url,
      // A 1200 × 630 preview made from the photo (a 480-px WebP shows small, or not at all).
      image: shareImage(
        publicUrl,
        imagePath ? entry.product.name : brandName,
        imagePath ? shareImagePath('produit', entry.id, imagePath) : undefined,
      ),
    }),
    { property: 'product:price:amount', content: String(entry.price) },
    { property: 'product:price:currency', content: 'XOF' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: entry.product.name,
        description: entry.product.description,
        sku: String(entry.id),
        category: entry.product.categorie.nom,
        ...(image ? { image } : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'XOF',
          price: entry.price,
          availability:
            entry.stockDisponible > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          seller: { '@type': 'Organization', name: entry.boutique.name },
        },
        ...reviewsJsonLd(reviews),
      },
    },
  ];
}

export default function ProductDetails({ loaderData }: Route.ComponentProps) {
  const { entry, equivalent, brandName, publicUrl } = loaderData;
  const media = useMediaUrl();
  const { product } = entry;
  const soldOut = entry.stockDisponible <= 0;
  const facts: [string, ReactNode][] = [
    [
      'Boutique',
      <Anchor
        key="boutique"
        component={Link}
        to={boutiquePath(entry.boutique.id)}
        fw={700}
        className={classes.shop}
      >
        {entry.boutique.logoUrl && (
          <img
            src={media.src(imageVariantUrl(entry.boutique.logoUrl, BOUTIQUE_LOGO.variants[0]))}
            srcSet={`${media.src(imageVariantUrl(entry.boutique.logoUrl, BOUTIQUE_LOGO.variants[1]))} 2x`}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
          />
        )}
        {entry.boutique.name}
      </Anchor>,
    ],
    ['Famille', product.categorie.famille.nom],
    ['Catégorie', product.categorie.nom],
    [
      'Stock',
      soldOut
        ? 'Rupture de stock'
        : `${entry.stockDisponible} disponible${entry.stockDisponible > 1 ? 's' : ''}`,
    ],
    ['Fabricant', product.producteur?.nom ?? UNKNOWN_MAKER],
    ['Origine', product.producteur?.pays ? countryName(product.producteur.pays) : UNKNOWN_ORIGIN],
    ['Ajouté le', formatFrenchDate(entry.dateAjout, { month: 'long' })],
  ];

  return (
    <Container size="lg" py="lg" component="main">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <ProductImage
            url={product.produitimage[0]?.url}
            alt={product.name}
            sizes="(min-width: 48em) 460px, 100vw"
            loading="lcp"
          />
        </Box>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {product.name}
          </Title>
          <Group gap="sm">
            <Text fz={28} fw={700} c="ocre.4" data-testid="product-price">
              {formatFcfa(entry.price)}
            </Text>
            {soldOut && (
              // Sentence case, as on the product cards and the order statuses.
              <Badge color="red" size="lg" variant="light" tt="none">
                Rupture de stock
              </Badge>
            )}
          </Group>
          {entry.rating && (
            <Anchor href="#avis" fz="sm" c="dimmed" mt={-8} data-testid="product-rating">
              <Stars rating={entry.rating.average} label={ratingLabel(entry.rating)} />{' '}
              {formatRating(entry.rating.average)} · {entry.rating.count} avis
            </Anchor>
          )}
          {equivalent && (
            <Text c="dimmed" mt={-8} data-testid="price-equivalent">
              {equivalent.text}{' '}
              <Text span fz="xs">
                ({equivalent.note})
              </Text>
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>
          <Group gap="sm" mt="xs">
            <AddToCartButton
              entry={entry}
              size="md"
              leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
            >
              Ajouter au panier
            </AddToCartButton>
            <Button
              component={Link}
              to="/cart"
              size="md"
              variant="default"
              leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
            >
              Voir le panier
            </Button>
          </Group>
          <Group>
            <WhatsAppShareButton
              text={`${product.name}, ${formatFcfa(entry.price)}, sur ${brandName}`}
              url={absoluteUrl(publicUrl, `/product-details/${entry.id}`)}
            />
          </Group>
          <ProductFacts facts={facts} />
          <NutritionTable values={product.valeursNutritionnelles} />
          {/* A plain link: the form lives on its own light page (no script added here). */}
          <Text fz="sm">
            <Anchor component={Link} to={`/signaler/${entry.id}`} rel="nofollow" underline="always">
              Signaler ce produit
            </Anchor>
          </Text>
        </Stack>
      </SimpleGrid>
      <ProductRecipes recipes={loaderData.recipes} />
      <Box mt="xl">
        <ProductReviews
          page={loaderData.reviews}
          shopName={entry.boutique.name}
          canReport={loaderData.canReport}
        />
      </Box>
    </Container>
  );
}
