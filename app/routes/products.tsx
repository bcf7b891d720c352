import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconSearch } from '@tabler/icons-react';
import { Form, Link, useSubmit } from 'react-router';
import { appContext } from '#app-context';
import { toProductCard, type ProductListQuery } from '#common/catalogue.ts';
import { PRODUCT_SORTS } from '#common/product-sorts.ts';
import { productListQuerySchema } from '#common/catalogue-schemas.ts';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { listImageLoading } from '../components/image-loading.ts';
import type { Route } from './+types/products';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { countOf } from '#common/counts.ts';

const PAGE_SIZE = 24;
const IMAGE_SIZES = '(min-width: 75em) 200px, (min-width: 48em) 30vw, 50vw';

/** Reads the filters from the URL; invalid ones are dropped and reported, never fatal. */
function readFilters(url: URL): { query: ProductListQuery; ignoredFilters: boolean } {
  const params = Object.fromEntries(
    ['q', 'famille', 'categorie', 'tri', 'page'].flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const valid: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (productListQuerySchema.safeParse({ [key]: value }).success) valid[key] = value;
  }
  return {
    query: productListQuerySchema.parse(valid),
    ignoredFilters: Object.keys(valid).length < Object.keys(params).length,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, brandName, publicUrl } = context.get(appContext);
  const url = new URL(request.url);
  const { query, ignoredFilters } = readFilters(url);
  const page = query.page ?? 1;
  const [result, families, categories] = await Promise.all([
    services.catalogue.listProducts({ ...query, page, limit: PAGE_SIZE }),
    services.catalogue.listFamilies(),
    services.catalogue.listCategories(),
  ]);
  return {
    brandName,
    publicUrl,
    // The request's path and query only: its host is the client's to choose.
    pageUrl: absoluteUrl(publicUrl, `${url.pathname}${url.search}`),
    items: result.items.map(toProductCard),
    total: result.total,
    page,
    pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    filters: {
      q: query.q ?? '',
      famille: query.famille,
      categorie: query.categorie,
      tri: query.tri,
    },
    ignoredFilters,
    families,
    categories,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const search = loaderData.filters.q ? ` : « ${loaderData.filters.q} »` : '';
  return pageMeta({
    title: `Produits${search} — ${loaderData.brandName}`,
    description:
      'Tous les produits naturels de nos producteurs africains : beurres, huiles, savons, poudres, ' +
      'tisanes, miels. Recherchez, filtrez par famille et catégorie, comparez les prix en FCFA.',
    brandName: loaderData.brandName,
    url: loaderData.pageUrl,
    image: shareImage(loaderData.publicUrl, loaderData.brandName),
  });
}

function pageLink(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `/products?${query}` : '/products';
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { filters, families, categories, items, total, page, pageCount } = loaderData;
  const submit = useSubmit();
  const visibleCategories = filters.famille
    ? categories.filter((category) => category.famille.id === filters.famille)
    : categories;
  const currentSearch = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
  );
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
    submit(event.currentTarget.form);

  return (
    <Container size="xl" py="lg" component="main">
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="sm">
        Nos produits
      </Title>
      <Form
        method="get"
        action="/products"
        role="search"
        aria-label="Rechercher et filtrer les produits"
      >
        <TextInput
          name="q"
          type="search"
          label="Rechercher un produit"
          placeholder="Karité, moringa, bissap…"
          defaultValue={filters.q}
          maxLength={MAX_LENGTH.search}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          mb="xs"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mb="xs">
          <NativeSelect
            name="famille"
            label="Famille"
            defaultValue={filters.famille ? String(filters.famille) : ''}
            data={[
              { value: '', label: 'Toutes les familles' },
              ...families.map((f) => ({ value: String(f.id), label: f.nom })),
            ]}
            onChange={submitOnChange}
          />
          <NativeSelect
            name="categorie"
            label="Catégorie"
            defaultValue={filters.categorie ? String(filters.categorie) : ''}
            data={[
              { value: '', label: 'Toutes les catégories' },
              ...visibleCategories.map((c) => ({ value: String(c.id), label: c.nom })),
            ]}
            onChange={submitOnChange}
          />
          <NativeSelect
            name="tri"
            label="Trier par"
            defaultValue={filters.tri ?? ''}
            data={[
              { value: '', label: filters.q ? 'Pertinence' : 'Nouveautés' },
              ...Object.entries(PRODUCT_SORTS).map(([value, label]) => ({ value, label })),
            ]}
            onChange={submitOnChange}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Rechercher</Button>
          <Anchor component={Link} to="/products" fz="sm">
            Effacer les filtres
          </Anchor>
        </Group>
      </Form>

      {loaderData.ignoredFilters && (
        <Alert color="yellow" mt="md">
          Certains filtres de l’adresse étaient invalides et ont été ignorés.
        </Alert>
      )}

      {/* A heading between the page title and the cards' titles keeps the outline in order. */}
      <Title order={2} fz="md" fw={400} c="dimmed" mt="lg" mb="sm" data-testid="result-count">
        {total === 0
          ? 'Aucun produit ne correspond à votre recherche.'
          : countOf(total, 'produit', 'produits')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing={{ base: 'sm', md: 'md' }}>
        {items.map((entry, index) => (
          <ProductCard
            key={entry.id}
            entry={entry}
            imageLoading={listImageLoading(index, 2)}
            imageSizes={IMAGE_SIZES}
          />
        ))}
      </SimpleGrid>

      {pageCount > 1 && (
        <Group component="nav" aria-label="Pages de résultats" justify="center" gap="md" mt="xl">
          {page > 1 && (
            <Anchor component={Link} to={pageLink(currentSearch, page - 1)} rel="prev">
              ← Précédent
            </Anchor>
          )}
          <Text aria-current="page">
            Page {page} sur {pageCount}
          </Text>
          {page < pageCount && (
            <Anchor component={Link} to={pageLink(currentSearch, page + 1)} rel="next">
              Suivant →
            </Anchor>
          )}
        </Group>
      )}
    </Container>
  );
}
