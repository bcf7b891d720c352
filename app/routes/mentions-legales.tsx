import { Anchor, Container, Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import { Link } from 'react-router';
import { SHOP_ADDRESS_LINE, SHOP_HOSTING, SHOP_PUBLISHER } from '#common/shop-info.ts';
import { ShopEmailLink, useShopContact } from '../features/shop-contact.tsx';
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/mentions-legales';
import { pageMeta } from '../features/page-meta.ts';

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Mentions légales — ${brandName}`,
    description: `Éditeur, hébergeur, propriété intellectuelle et responsabilités de la place de marché ${brandName}.`,
    brandName,
  });
}

export default function MentionsLegales() {
  const brandName = useBrandName();
  const { email, phone } = useShopContact();
  const mail = <ShopEmailLink />;
  return (
    <Container size="md" py="lg" component="main">
      <Typography>
        <h1>Mentions légales</h1>
        <p>
          Le site {brandName} est une place de marché en ligne où des producteurs et boutiques
          africains vendent des produits naturels (épicerie, cosmétiques, plantes) à des acheteurs
          d’Afrique de l’Ouest, d’Afrique centrale et de la diaspora. Les prix sont indiqués en
          francs CFA (FCFA).
        </p>

        <h2>Éditeur du site</h2>
        <p>
          Le site est édité par {SHOP_PUBLISHER.legalName}, {SHOP_PUBLISHER.legalForm} de droit
          togolais au capital de {SHOP_PUBLISHER.capital}, immatriculée au Registre du commerce et
          du crédit mobilier (RCCM) de Lomé sous le numéro {SHOP_PUBLISHER.rccm}, numéro
          d’identification fiscale (NIF) {SHOP_PUBLISHER.nif}.
        </p>
        <ul>
          <li>Siège social : {SHOP_ADDRESS_LINE}</li>
          {email && <li>E-mail : {mail}</li>}
          {phone && (
            <li>
              Téléphone :{' '}
              <Anchor href={`tel:${phone.e164}`} td="underline" style={{ whiteSpace: 'nowrap' }}>
                {phone.display}
              </Anchor>
            </li>
          )}
          <li>Directeur de la publication : {SHOP_PUBLISHER.publicationDirector}</li>
        </ul>

        <h2>Hébergement</h2>
        <p>
          Le site et ses données sont hébergés par {SHOP_HOSTING.name}, {SHOP_HOSTING.address} (
          <Anchor href={SHOP_HOSTING.website} td="underline">
            {SHOP_HOSTING.website.replace('https://', '')}
          </Anchor>
          ).
        </p>

        <h2>Rôle de la place de marché</h2>
        <p>
          {SHOP_PUBLISHER.legalName} met en relation des vendeurs indépendants et des acheteurs.
          Chaque produit est proposé et vendu par la boutique qui le présente : elle est seule
          responsable de son offre (description, prix, stock, préparation et expédition de la
          commande). L’éditeur fournit la plateforme et retire les offres qui ne respectent pas la
          loi ou les règles de la plateforme dès qu’il en a connaissance.
        </p>

        <h2>Produits des boutiques et informations de santé</h2>
        <p>
          Les produits proposés sont des produits naturels de bien-être, d’alimentation et de soin.
          Ce ne sont pas des médicaments : ils ne sont pas destinés à diagnostiquer, traiter ou
          guérir une maladie.
        </p>
        <ul>
          <li>
            Chaque boutique garantit que ses produits sont conformes à la réglementation du pays où
            elle les vend et vers lequel elle les expédie (composition, étiquetage, conditions
            d’hygiène, restrictions d’importation), et que leur description est exacte et complète,
            allergènes compris.
          </li>
          <li>
            La responsabilité de l’éditeur ne peut être engagée pour un défaut, une non-conformité
            ou un dommage causé par un produit vendu par une boutique ; l’acheteur s’adresse d’abord
            à la boutique, et l’équipe l’accompagne en cas de difficulté.
          </li>
          <li>
            Les recettes, astuces et articles publiés sur le site sont donnés à titre d’information
            générale. Ils ne remplacent pas l’avis d’un médecin ou d’un pharmacien, en particulier
            pendant la grossesse ou l’allaitement, pour les enfants et en cas de maladie ou de
            traitement en cours.
          </li>
        </ul>

        <h2>Propriété intellectuelle</h2>
        <p>
          La marque {brandName}, le logo, la structure du site, ses textes et ses illustrations sont
          protégés par le droit de la propriété intellectuelle (Accord de Bangui régissant
          l’Organisation africaine de la propriété intellectuelle, et conventions internationales).
          Toute reproduction ou réutilisation, totale ou partielle, sans autorisation écrite de
          l’éditeur est interdite.
        </p>
        <p>
          Les photos, descriptions et recettes publiées par les vendeurs restent leur propriété. En
          les publiant, chaque vendeur garantit en détenir les droits et autorise l’éditeur à les
          afficher sur le site et à les utiliser pour en faire la promotion.
        </p>

        <h2>Disponibilité du site et liens</h2>
        <p>
          L’éditeur s’efforce de rendre le site accessible en permanence, sans pouvoir le garantir :
          des interruptions peuvent survenir pour maintenance ou en cas de panne. Les liens vers des
          sites extérieurs sont fournis pour votre commodité ; l’éditeur n’est pas responsable de
          leur contenu.
        </p>

        <h2>Signaler un contenu</h2>
        <p>
          Pour signaler un produit, un texte ou une image illicite ou trompeur, écrivez-nous ({mail}
          ) en précisant l’adresse de la page concernée. Nous retirons rapidement tout contenu
          manifestement illicite.
        </p>

        <h2>Données personnelles</h2>
        <p>
          La collecte et l’utilisation de vos données personnelles sont décrites dans notre{' '}
          <Anchor component={Link} to="/politique-de-confidentialite" td="underline">
            politique de confidentialité
          </Anchor>
          .
        </p>

        <h2>Droit applicable et litiges</h2>
        <p>
          Les présentes mentions et l’utilisation du site sont régies par le droit togolais. En cas
          de litige, une solution amiable est recherchée en priorité ({mail}). À défaut, les
          tribunaux de Lomé sont compétents, sans préjudice des règles impératives qui protègent le
          consommateur dans son pays de résidence.
        </p>
      </Typography>
    </Container>
  );
}
