import { Anchor, Container, Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import { Link } from 'react-router';
import { frenchTypography as fr } from '#common/typography.ts';
import { ShopEmailLink } from '../features/shop-contact.tsx';
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/politique-de-contenu';
import { pageMeta } from '../features/page-meta.ts';
import { ofName } from '#common/french-elision.ts';

// The content policy (issue 17), for sellers and buyers alike: what a product page may say,
// what it may not, the warnings it owes, and what the check at publication does
// (common/health-claims.ts holds the list it applies). The text goes through frenchTypography
// for its no-break spaces before « : » and inside « ».

const LAST_UPDATED = '6 décembre 2026';

const MAY_SAY = [
  'L’origine et la fabrication : la région, la coopérative, la récolte, le séchage, le pressage à froid…',
  'Les ingrédients et la composition, allergènes compris.',
  'Le goût, le parfum, la texture, les façons de préparer et de cuisiner.',
  'Les usages traditionnels, présentés comme tels : « au Sénégal, le kinkéliba se boit au petit-déjeuner ».',
  'Les effets cosmétiques : nourrit la peau, adoucit les lèvres, fait briller les cheveux.',
];

const MAY_NOT_SAY = [
  'Qu’un produit guérit, soigne, traite, soulage ou prévient une maladie ou un symptôme : « guérit le paludisme », « contre le diabète », « en cas de gorge irritée », « pour le mal des transports ».',
  'Qu’un produit est un remède ou un médicament, ou qu’il a des vertus médicinales ou thérapeutiques.',
  'Des promesses minceur : « minceur », « brûle-graisse », « drainant », « détox », « perdre du poids ».',
  'Des effets de médicament : laxatif, diurétique, anti-inflammatoire…',
  'La mention « sans gluten », que nous ne pouvons pas encore vérifier.',
  'Qu’un produit agit sur une fonction du corps : « fait baisser la tension », « régule le sucre dans le sang », « renforce les défenses naturelles », « favorise le sommeil ou la détente », « bon pour le cœur ».',
  'Qu’un produit est recommandé à des personnes malades ou enceintes : « idéal pour les hypertendus », « recommandé aux femmes enceintes ».',
  'Un nutriment mis en avant (« riche en fer », « source de protéines », « riche en énergie ») sans sa quantité pour 100 g.',
  'Une dose par jour sans la mention « Ne pas dépasser la dose indiquée ».',
];

const PRECAUTIONS = [
  'Compléments alimentaires (gélules, poudres dosées) : la dose par jour, « Ne pas dépasser la dose indiquée », « Ne remplace pas une alimentation variée et équilibrée », « Déconseillé aux femmes enceintes ou allaitantes et aux enfants », « Tenir hors de portée des enfants ».',
  'Teintures et extraits : les mêmes mentions, et « Contient de l’alcool ».',
  'Produits de la ruche (miel, propolis, cire, pollen) : « À éviter en cas d’allergie aux produits de la ruche » ; pour le miel, « Ne convient pas aux enfants de moins d’un an ».',
  'Huiles et plantes à usage externe : « Usage externe uniquement, ne pas avaler ».',
  'Quand une plante peut gêner un traitement : « Demandez l’avis d’un professionnel de santé si vous prenez un traitement ».',
];

const AT_PUBLICATION = [
  'Chaque texte que les visiteurs lisent passe par la même vérification : le nom et la description d’un produit et son producteur, le nom et la description d’une boutique, ses réponses aux avis, les recettes et les avis des acheteurs. Une allégation de santé n’est pas enregistrée : le formulaire montre, sous le champ concerné, les mots à reformuler. Il en va de même pour l’import d’un fichier CSV, ligne par ligne, et pour la remise en vente d’un produit.',
  'Un texte seulement douteux (« vertus », « bienfaits », un nom de maladie mal orthographié…) est publié, et l’équipe le relit. L’avis d’un acheteur qui parle de santé n’est publié qu’après cette relecture.',
  'La vérification peut se renforcer. Un produit déjà en vente qui ne la passerait plus apparaît dans l’espace de l’équipe : nous pouvons le retirer de la vente en disant pourquoi à la boutique, par e-mail et dans son espace vendeur. Une fois le texte corrigé, elle nous écrit et le produit revient en vente.',
];

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{fr(item)}</li>
    ))}
  </ul>
);

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Politique de contenu — ${brandName}`,
    description: `Ce que les boutiques ${ofName(brandName)} peuvent dire de leurs produits naturels, ce qu’elles ne peuvent pas promettre et les précautions qu’elles indiquent.`,
    brandName,
  });
}

export default function PolitiqueDeContenu() {
  const brandName = useBrandName();
  return (
    <Container size="md" py="lg" component="main">
      <Typography>
        <h1>Politique de contenu</h1>
        <p>Mise à jour le {LAST_UPDATED}.</p>
        <p>
          {fr(
            `Sur ${brandName}, de petits producteurs vendent des produits naturels d’alimentation, de bien-être et de soin. Pour que chacun puisse faire confiance à ce qu’il lit, nous demandons à toutes les boutiques de décrire leurs produits avec des mots justes. Ces produits ne sont pas des médicaments : une fiche raconte ce qu’ils sont, d’où ils viennent et comment on les utilise, jamais qu’ils soignent.`,
          )}
        </p>

        <h2>Ce que vous pouvez dire</h2>
        <List items={MAY_SAY} />

        <h2>Ce que vous ne pouvez pas dire</h2>
        <List items={MAY_NOT_SAY} />
        <p>
          {fr(
            'Au lieu de « Tisane minceur, drainante », écrivez par exemple « Tisane de kinkéliba et gingembre, au goût boisé, que l’on boit volontiers après les repas ».',
          )}
        </p>

        <h2>Les précautions à indiquer</h2>
        <p>
          {fr(
            'Certains produits demandent des mentions claires. Une précaution peut nommer une maladie ou un traitement : elle protège l’acheteur, elle ne promet rien.',
          )}
        </p>
        <List items={PRECAUTIONS} />

        <h2>Ce qui se passe à la publication</h2>
        {AT_PUBLICATION.map((paragraph) => (
          <p key={paragraph}>{fr(paragraph)}</p>
        ))}
        <p>
          {fr(
            'Un acheteur peut aussi signaler un produit dont la fiche ou l’emballage promet trop (motif « Allégation médicale trompeuse »). Nos recettes et nos articles suivent les mêmes règles ; ils ne remplacent pas l’avis d’un médecin ou d’un pharmacien (voir les',
          )}{' '}
          <Anchor component={Link} to="/mentions-legales" td="underline">
            mentions légales
          </Anchor>
          ).
        </p>

        <h2>{fr('Une question ?')}</h2>
        <p>
          {fr('Un doute sur une formulation ? Écrivez-nous (')}
          <ShopEmailLink />
          {fr(') : nous vous aidons à trouver les bons mots.')}
        </p>
      </Typography>
    </Container>
  );
}
