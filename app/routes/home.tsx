import { appContext } from '#app-context';
import { CategoryRow } from '../features/catalogue/category-row.tsx';
import rowClasses from '../features/catalogue/category-row.module.css';
import homeSection from '../components/home/home-section.module.css';
import { CertifiedProducts } from '../components/home/certified-products.tsx';
import { HERO_POSTER_PRELOADS, HeroBanner } from '../components/home/hero-banner.tsx';
import { ImageCarousel } from '../components/home/image-carousel.tsx';
import { MadeInAfrica } from '../components/home/made-in-africa.tsx';
import { Objectives } from '../components/home/objectives.tsx';
import { Partners } from '../components/home/partners.tsx';
import { SeasonalPromo } from '../components/home/seasonal-promo.tsx';
import type { Route } from './+types/home';
import { pageMeta, shareImage } from '../features/page-meta.ts';
import { absoluteUrl } from '../features/public-url.ts';

/**
 * Cards in each category's row (two screens of a phone), then 'Tout voir' to the rest: the
 * page's weight does not grow with the catalogue.
 */
const ROW_CARDS = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, brandName, publicUrl } = context.get(appContext);
  const groups = await services.catalogue.listCategoryRows(ROW_CARDS);
  return { brandName, publicUrl, groups };
}

export function links() {
  return HERO_POSTER_PRELOADS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData.brandName} — Produits naturels d’Afrique : épicerie, beauté et plantes`,
    description:
      'Beurre de karité, moringa, poudre de baobab, bissap, savon noir, tisanes : ' +
      'les produits de petits producteurs africains, en FCFA, livrés en Afrique et dans la diaspora.',
    brandName: loaderData.brandName,
    url: absoluteUrl(loaderData.publicUrl, '/'),
    image: shareImage(loaderData.publicUrl, loaderData.brandName),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <HeroBanner brandName={loaderData.brandName} />
      <SeasonalPromo />
      <ImageCarousel />
      <section aria-labelledby="nos-produits" className={rowClasses.section}>
        <h2 id="nos-produits" className={`${homeSection.heading} ${rowClasses.heading}`}>
          Nos produits par catégorie
        </h2>
        {loaderData.groups.length === 0 && <p>Aucun produit pour le moment. Revenez bientôt !</p>}
        {loaderData.groups.map((group, index) => (
          <CategoryRow key={group.name} group={group} index={index} />
        ))}
      </section>
      <Partners />
      <Objectives />
      <CertifiedProducts />
      <MadeInAfrica />
    </main>
  );
}
