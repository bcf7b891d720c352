import { Anchor, Container, Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import { Link } from 'react-router';
import { SHOP_PUBLISHER } from '#common/shop-info.ts';
import { frenchTypography as fr } from '#common/typography.ts';
import { ShopEmailLink } from '../features/shop-contact.tsx';
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/conditions-d-utilisation';
import { pageMeta } from '../features/page-meta.ts';

// The terms of use the registration form asks to accept: what the marketplace does and does
// not do, as the site really works (decision 018: the platform collects the payment and pays
// each shop; cash on delivery; the returns guide; decision 024's content policy; accounts and
// data). The text goes through frenchTypography for its no-break spaces.

const LAST_UPDATED = '6 décembre 2026';

interface Section {
  title: string;
  paragraphs: string[];
}

const sections = (brandName: string): Section[] => [
  {
    title: 'Ce que fait la place de marché',
    paragraphs: [
      `${brandName} met en relation des boutiques de producteurs et des acheteurs. Chaque boutique vend ses propres produits : elle en fixe le prix, le stock et les frais de livraison, les prépare et les livre. ${SHOP_PUBLISHER.legalName}, qui édite le site, n’est pas le fabricant des produits ; elle encaisse les paiements en ligne pour le compte des boutiques, veille au respect des présentes conditions et aide à régler les litiges.`,
      'Les prix sont affichés en francs CFA (FCFA), toutes taxes comprises. Le prix et les frais de livraison payés sont ceux affichés au moment où la commande est passée.',
    ],
  },
  {
    title: 'Les comptes',
    paragraphs: [
      'Un compte est personnel. Vous donnez un nom, un numéro de téléphone et une adresse e-mail exacts, et vous gardez votre mot de passe pour vous ; la double authentification est proposée dans les paramètres de sécurité. Signalez-nous sans attendre toute utilisation de votre compte que vous n’avez pas faite.',
      'Une boutique est tenue par une personne ou une entreprise réellement productrice ou revendeuse des produits qu’elle propose ; elle peut inviter des membres à l’aider, sous sa responsabilité.',
      'Vous pouvez supprimer votre compte à tout moment depuis vos paramètres. L’équipe peut suspendre un compte ou une boutique qui ne respecte pas ces conditions (fraude, produits interdits, allégations de santé, propos injurieux) ; la personne concernée en est informée avec le motif.',
    ],
  },
  {
    title: 'Commander et payer',
    paragraphs: [
      `Une commande est enregistrée quand vous la validez ; chaque boutique la confirme ensuite, en principe dans les 48 heures, puis vous appelle avant de livrer. Un panier de plusieurs boutiques donne une commande et un colis par boutique.`,
      'Paiement en ligne (Mobile Money, carte et les autres moyens proposés au paiement) : le paiement est encaissé par la place de marché, qui reverse ensuite à chaque boutique le montant de sa commande, après la livraison et un délai de garde, commission déduite. Vous ne payez jamais une boutique directement en ligne. Un paiement qui n’aboutit pas annule la commande : rien ne vous est dû.',
      'Paiement à la livraison : vous payez le montant affiché, au livreur de la boutique, à la remise du colis. Ne payez pas avant d’avoir reçu le colis. Une commande à la livraison est enregistrée comme payée quand la boutique la marque livrée.',
      'Vous pouvez annuler une commande tant qu’elle est « En attente », depuis votre espace ou en nous écrivant avec son numéro. Une commande annulée est remise en stock et rien n’est dû ; un paiement en ligne déjà encaissé est remboursé par le même moyen.',
    ],
  },
  {
    title: 'Livraison, problèmes et retours',
    paragraphs: [
      'La boutique livre à l’adresse et au numéro donnés à la commande, dans le délai indiqué par sa zone de livraison ; la date affichée est une estimation. Vérifiez le colis à la remise.',
      'Un colis abîmé, un produit différent de sa description ou une erreur de quantité : écrivez-nous dans les 7 jours qui suivent la livraison, depuis Aide et support ou la page Contact, avec le numéro de la commande et ce qui ne va pas. L’équipe examine chaque cas avec la boutique ; selon le cas, le produit est remplacé, repris ou remboursé. Les produits alimentaires et cosmétiques ouverts ne sont pas repris, sauf défaut.',
    ],
  },
  {
    title: 'Ce que les boutiques publient',
    paragraphs: [
      'Les produits vendus sont des aliments, des cosmétiques et des plantes d’usage traditionnel, pas des médicaments. Les boutiques les décrivent avec des mots justes et sans allégation de santé, comme le dit notre politique de contenu ; elles y indiquent les précautions d’emploi. Une fiche qui promet de guérir, de soigner ou de prévenir une maladie est refusée ou retirée de la vente.',
      'Les recettes, les astuces et les articles du site donnent des informations générales ; ils ne remplacent pas l’avis d’un médecin ou d’un pharmacien. Demandez conseil à un professionnel de santé avant d’utiliser une plante si vous êtes enceinte, si vous allaitez ou si vous suivez un traitement.',
    ],
  },
  {
    title: 'Avis, commentaires et signalements',
    paragraphs: [
      'Seul un acheteur qui a reçu un produit peut donner son avis sur lui. Les avis et les commentaires restent courtois et parlent du produit ou de l’article ; ils ne contiennent ni données personnelles d’autrui, ni publicité, ni allégation de santé. L’équipe peut masquer ce qui ne respecte pas ces règles.',
      'Chacun peut signaler un produit, un avis ou un commentaire qui lui semble trompeur ou illicite : l’équipe l’examine et répond.',
    ],
  },
  {
    title: 'Vos données',
    paragraphs: [
      'Nous n’utilisons vos données que pour faire fonctionner le site : vos commandes, leur livraison, les messages qui vous concernent et la sécurité de votre compte. La boutique qui livre reçoit votre nom, votre adresse et votre téléphone pour cette commande seulement. Ce que nous conservons, combien de temps et comment exercer vos droits est détaillé dans la politique de confidentialité.',
    ],
  },
  {
    title: 'Changements et droit applicable',
    paragraphs: [
      'Ces conditions peuvent évoluer ; la version en vigueur est celle publiée sur cette page au moment de la commande, et nous prévenons les titulaires d’un compte des changements importants. Elles sont soumises au droit togolais ; en cas de désaccord, cherchons d’abord une solution ensemble, en nous écrivant.',
    ],
  },
];

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Conditions d’utilisation — ${brandName}`,
    description: `Comptes, commandes, paiement en ligne ou à la livraison, retours, contenus et données : les règles de la place de marché ${brandName}.`,
    brandName,
  });
}

export default function ConditionsDUtilisation() {
  const brandName = useBrandName();
  return (
    <Container size="md" py="lg" component="main">
      <Typography>
        <h1>Conditions d’utilisation</h1>
        <p>Mise à jour le {LAST_UPDATED}.</p>
        <p>
          {fr(
            `Ces conditions s’appliquent à toute personne qui utilise ${brandName}, pour acheter ou pour vendre. En créant un compte ou en passant commande, vous les acceptez.`,
          )}
        </p>
        {sections(brandName).map((section) => (
          <section key={section.title}>
            <h2>{fr(section.title)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fr(paragraph)}</p>
            ))}
          </section>
        ))}
        <h2>Pour en savoir plus</h2>
        <p>
          <Anchor component={Link} to="/politique-de-contenu" td="underline">
            Politique de contenu
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/politique-de-confidentialite" td="underline">
            Politique de confidentialité
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/mentions-legales" td="underline">
            Mentions légales
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/aide/guides/retourner-un-produit" td="underline">
            Retourner un produit
          </Anchor>
        </p>
        <p>
          {fr('Une question sur ces conditions ? Écrivez-nous (')}
          <ShopEmailLink />
          {').'}
        </p>
      </Typography>
    </Container>
  );
}
