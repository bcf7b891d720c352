import { Container, Title } from '@mantine/core';
import { appContext } from '#app-context';
import { groupByCategory } from '../../common/catalogue.ts';
import { CategoryRow } from '../components/category-row.tsx';
import { CertifiedProducts } from '../components/home/certified-products.tsx';
import { HeroBanner } from '../components/home/hero-banner.tsx';
import { ImageCarousel } from '../components/home/image-carousel.tsx';
import { MadeInAfrica } from '../components/home/made-in-africa.tsx';
import { Objectives } from '../components/home/objectives.tsx';
import { Partners } from '../components/home/partners.tsx';
import { SeasonalPromo } from '../components/home/seasonal-promo.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, brandName } = context.get(appContext);
  const { items } = await services.catalogue.listProducts();
  return { brandName, groups: groupByCategory(items) };
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
    { name: 'twitter:card', content: 'summary' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <HeroBanner brandName={loaderData.brandName} />
      <SeasonalPromo />
      <ImageCarousel />
      <Container size="xl" py="lg" component="section" aria-labelledby="nos-produits">
        <Title order={2} id="nos-produits" fz={{ base: 24, sm: 30 }} mb="md">
          Nos produits par catégorie
        </Title>
        {loaderData.groups.length === 0 && <p>Aucun produit pour le moment. Revenez bientôt !</p>}
        {loaderData.groups.map((group, index) => (
          <CategoryRow key={group.name} group={group} index={index} />
        ))}
      </Container>
      <Partners />
      <Objectives />
      <CertifiedProducts />
      <MadeInAfrica />
    </main>
  );
}
