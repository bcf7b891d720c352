import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { groupByCategory } from '../../common/catalogue.ts';
import { ProductCard } from '../components/product-card.tsx';
import type { Route } from './+types/home';

/** Cards above the fold on a phone load eagerly; the rest wait until scrolled near. */
const EAGER_CARDS = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, brandName } = context.get(appContext);
  const { items } = await services.catalogue.listProducts();
  return { brandName, groups: groupByCategory(items), productCount: items.length };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = `${loaderData.brandName} — Produits naturels africains de santé et de bien-être`;
  const description =
    'Beurre de karité, moringa, poudre de baobab, bissap, savon noir, tisanes : ' +
    'les produits de petits producteurs africains, en FCFA, livrés en Afrique et dans la diaspora.';
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: loaderData.brandName },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  let rendered = 0;
  return (
    <Container size="xl" py="lg" component="main">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Le meilleur de la nature africaine
        </Title>
        <Text c="dimmed">
          {loaderData.productCount} produits naturels de nos producteurs, prix en FCFA.
        </Text>
      </Stack>
      {loaderData.groups.map((group, groupIndex) => (
        <section
          key={group.name}
          aria-labelledby={`categorie-${groupIndex}`}
          style={{ marginBottom: 32 }}
        >
          <Title order={2} id={`categorie-${groupIndex}`} fz="xl" mb="sm">
            {group.name}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing={{ base: 'sm', md: 'md' }}>
            {group.products.map((entry) => (
              <ProductCard key={entry.id} entry={entry} eager={rendered++ < EAGER_CARDS} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Container>
  );
}
