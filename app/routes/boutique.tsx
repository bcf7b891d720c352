import {
  Alert,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconMapPin } from '@tabler/icons-react';
import { data } from 'react-router';
import { appContext, type AppContext } from '#app-context';
import { boutiquePath, boutiquePlace, boutiqueStateLabel } from '#common/boutiques.ts';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';
import { toProductCard } from '#common/catalogue.ts';
import { formatEquivalent, rateNote } from '#common/currency-equivalents.ts';
import { parseId } from '#common/ids.ts';
import { formatPhone } from '#common/phone.ts';
import { BOUTIQUE_BANNER, BOUTIQUE_LOGO, storedImageSrcSet } from '#common/images.ts';
import { formatRating, ratingLabel } from '#common/reviews.ts';
import { countOf } from '#common/counts.ts';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { Stars } from '../features/reviews/stars.tsx';
import { listImageLoading } from '../components/image-loading.ts';
import type { Route } from './+types/boutique';
import { boutiqueShareSource, shareImagePath } from '#common/share-images.ts';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { useMediaUrl } from '../components/use-media-url.ts';
import { mediaUrl } from '#common/media-url.ts';
import { ofName } from '#common/french-elision.ts';
import { WhatsAppChatLink, WhatsAppShareButton } from '../components/whatsapp-links.tsx';

// A shop's public page: who sells (name, description, place, logo and banner when set) and
// what it has on sale. An unknown or deactivated shop is a 404 page inside the layout; a shop
// its seller paused keeps its page, says so, and has nothing to buy. The team (admins) also
// opens the page of a shop buyers do not see (awaiting approval, refused, suspended) to judge
// it: a preview, kept by no cache nor search engine, that says so and sells nothing.

const IMAGE_SIZES = '(min-width: 75em) 200px, (min-width: 48em) 30vw, 50vw';
const BANNER = { width: BOUTIQUE_BANNER.width, height: BOUTIQUE_BANNER.width / 3 };
const LOGO_SIZE = 72;

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { services, brandName, publicUrl, mediaBaseUrl } = app;
  const id = parseId(params.id);
  const shown = id === undefined ? undefined : await boutiqueShown(app, id);
  if (!shown) throw data(null, { status: 404 });
  const { boutique, products, preview } = shown;
  const [rate, rating] = await Promise.all([
    services.exchangeRates.shopRate(boutique.id),
    services.reviews.boutiqueRating(boutique.id),
  ]);
  return data(
    {
      boutique,
      /** For the team's preview: the state that keeps the shop from buyers. */
      preview,
      rating,
      products: products.map(toProductCard),
      // Each price's equivalent in the shop's currency, and where the rate comes from (once).
      equivalents: new Map(
        rate ? products.map((entry) => [entry.id, formatEquivalent(entry.price, rate)]) : [],
      ),
      rateNote: rate && rateNote(rate),
      // Spaced here: the phone library stays off the page's scripts.
      phoneShown: boutique.telephone && formatPhone(boutique.telephone),
      brandName,
      publicUrl,
      mediaBaseUrl,
    },
    preview ? { headers: { 'Cache-Control': PRIVATE_NO_STORE } } : undefined,
  );
}

/** The preview's own Cache-Control: the loader's headers are the page's. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The public shop and its products on sale; for the team, a shop buyers do not see and the
 * products its seller put on sale; for anyone else, nothing (a 404).
 */
async function boutiqueShown({ services, session }: AppContext, id: number) {
  const boutique = await services.catalogue.findBoutique(id);
  if (boutique) {
    const products = await services.catalogue.listBoutiqueProducts(id);
    return { boutique, products, preview: null };
  }
  const current = await session();
  if (current.state !== 'valid' || current.account.typeCompte !== 'ADMIN') return undefined;
  const hidden = await services.catalogue.previewBoutique(current.account, id);
  return hidden && { ...hidden, preview: boutiqueStateLabel(hidden.boutique) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { boutique, preview, brandName, publicUrl, mediaBaseUrl } = loaderData;
  // Structured data names the stored images where they are served (decision 035).
  const imageAddress = (path: string) => absoluteUrl(publicUrl, mediaUrl(path, mediaBaseUrl));
  const place = boutiquePlace(boutique);
  const description = (
    boutique.description.trim() ||
    `Les produits naturels ${ofName(boutique.name)}${place ? ` (${place})` : ''}, en FCFA, sur ${brandName}.`
  ).slice(0, 200);
  const url = absoluteUrl(publicUrl, boutiquePath(boutique.id));
  const imagePath = boutique.bannerUrl ?? boutique.logoUrl;
  const image = imagePath ? imageAddress(imagePath) : undefined;
  // The same photo the preview route picks: the banner, the logo, else the first product's.
  const source = boutiqueShareSource(
    boutique,
    loaderData.products[0]?.product.produitimage[0]?.url,
  );
  return [
    ...pageMeta({
      title: `${preview ? 'Aperçu : ' : ''}${boutique.name} — Boutique sur ${brandName}`,
      description,
      brandName,
      url,
      noindex: preview !== null,
      image: shareImage(
        publicUrl,
        source ? boutique.name : brandName,
        source ? shareImagePath('boutique', boutique.id, source) : undefined,
      ),
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: boutique.name,
        description: boutique.description,
        url,
        ...(boutique.logoUrl ? { logo: imageAddress(boutique.logoUrl) } : {}),
        ...(image ? { image } : {}),
        ...(place
          ? {
              address: {
                '@type': 'PostalAddress',
                ...(boutique.ville ? { addressLocality: boutique.ville } : {}),
                ...(boutique.pays ? { addressCountry: boutique.pays } : {}),
              },
            }
          : {}),
      },
    },
  ];
}

export default function BoutiquePage({ loaderData }: Route.ComponentProps) {
  const { boutique, preview, products, equivalents, rateNote, rating, phoneShown } = loaderData;
  const { brandName, publicUrl } = loaderData;
  const url = absoluteUrl(publicUrl, boutiquePath(boutique.id));
  const media = useMediaUrl();
  const place = boutiquePlace(boutique);
  const count = products.length;

  return (
    <Container size="xl" py="lg" component="main">
      {preview && (
        <Alert
          color="orange"
          variant="light"
          mb="lg"
          title="Aperçu réservé à l’équipe"
          data-testid="boutique-preview"
        >
          Cette boutique n’est pas visible du public : elle est {preview}. Ses produits sont montrés
          ici mais ne sont pas en vente.
        </Alert>
      )}
      {boutique.bannerUrl && (
        <Box mb="md" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <img
            src={media.src(boutique.bannerUrl)}
            srcSet={media.srcSet(storedImageSrcSet(boutique.bannerUrl, BOUTIQUE_BANNER))}
            sizes="(min-width: 75em) 1200px, 100vw"
            alt=""
            width={BANNER.width}
            height={BANNER.height}
            fetchPriority="high"
            decoding="async"
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: `${BANNER.width} / ${BANNER.height}`,
              objectFit: 'cover',
            }}
          />
        </Box>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md" mb="lg">
        {boutique.logoUrl && (
          <img
            src={media.src(boutique.logoUrl)}
            srcSet={media.srcSet(storedImageSrcSet(boutique.logoUrl, BOUTIQUE_LOGO))}
            sizes={`${LOGO_SIZE}px`}
            alt={`Logo ${ofName(boutique.name)}`}
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            decoding="async"
            style={{
              flex: 'none',
              borderRadius: 'var(--mantine-radius-md)',
              objectFit: 'cover',
              background: 'var(--mantine-color-dark-5)',
            }}
          />
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {boutique.name}
          </Title>
          {place && (
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconMapPin size={16} aria-hidden="true" style={{ flex: 'none' }} />
              <Text fz="sm" data-testid="boutique-place">
                {place}
              </Text>
            </Group>
          )}
          {rating && (
            <Text fz="sm" data-testid="boutique-rating">
              <Stars rating={rating.average} label={ratingLabel(rating)} />{' '}
              {formatRating(rating.average)} / 5 · {countOf(rating.count, 'avis', 'avis')} sur ses
              produits
            </Text>
          )}
          {boutique.description && (
            <Text maw={720} style={{ whiteSpace: 'pre-line' }}>
              {boutique.description}
            </Text>
          )}
          {(boutique.email || boutique.telephone) && (
            <Group gap="md" data-testid="boutique-contact">
              {boutique.email && (
                <Anchor
                  href={`mailto:${boutique.email}`}
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {boutique.email}
                </Anchor>
              )}
              {boutique.telephone && (
                <Anchor href={`tel:${boutique.telephone}`} fz="sm">
                  {phoneShown}
                </Anchor>
              )}
              {boutique.telephone && (
                <WhatsAppChatLink
                  phone={boutique.telephone}
                  text={`Bonjour ${boutique.name}, je vous écris depuis votre page ${brandName}\u202f: ${url}`}
                />
              )}
            </Group>
          )}
          {!preview && (
            <Group>
              <WhatsAppShareButton text={`${boutique.name}, sur ${brandName}`} url={url} />
            </Group>
          )}
        </Stack>
      </Group>

      {boutique.paused && (
        <Alert color="yellow" variant="light" mb="lg" title="Cette boutique est en pause">
          Ses produits ne sont pas en vente pour le moment : revenez bientôt.
        </Alert>
      )}
      <Title order={2} fz="lg" mb="sm">
        {preview
          ? `${countOf(count, 'produit', 'produits')} mis en vente par le vendeur`
          : boutique.paused
            ? 'Aucun produit en vente pendant la pause.'
            : count === 0
              ? 'Cette boutique n’a aucun produit en vente pour le moment.'
              : `${count} produit${count > 1 ? 's' : ''} en vente`}
      </Title>
      {rateNote && count > 0 && (
        <Text fz="sm" c="dimmed" mt={-8} mb="sm" data-testid="boutique-rate-note">
          Prix payés en FCFA ; équivalents indicatifs ({rateNote}).
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing={{ base: 'sm', md: 'md' }}>
        {products.map((entry, index) => (
          <ProductCard
            key={entry.id}
            entry={entry}
            imageLoading={listImageLoading(index, boutique.bannerUrl ? 0 : 2)}
            imageSizes={IMAGE_SIZES}
            equivalent={equivalents.get(entry.id)}
            onSale={!preview}
          />
        ))}
      </SimpleGrid>
    </Container>
  );
}
