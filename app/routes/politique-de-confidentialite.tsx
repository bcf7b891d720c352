import { Anchor, Container, Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import { Link } from 'react-router';
import { SHOP_ADDRESS_LINE, SHOP_PUBLISHER } from '#common/shop-info.ts';
import { ShopEmailLink, useShopContact } from '../features/shop-contact.tsx';
import { useBrandName } from '../features/use-brand-name.ts';
import type { Route } from './+types/politique-de-confidentialite';
import { pageMeta } from '../features/page-meta.ts';
import table from '../components/simple-table.module.css';

const LAST_UPDATED = '21 novembre 2026';

/** Why we use each kind of data, and on what legal basis. */
const PURPOSES = [
  {
    purpose: 'Créer et gérer votre compte, vous connecter',
    basis: 'Exécution du contrat (conditions d’utilisation)',
  },
  {
    purpose: 'Traiter vos commandes, les transmettre à la boutique, les livrer',
    basis: 'Exécution du contrat de vente',
  },
  {
    purpose: 'Répondre à vos messages et demandes d’assistance',
    basis: 'Intérêt légitime à vous répondre ; mesures précontractuelles',
  },
  { purpose: 'Vous envoyer la lettre d’information', basis: 'Votre consentement' },
  {
    purpose: 'Sécuriser le site, prévenir la fraude et les abus',
    basis: 'Intérêt légitime à protéger les utilisateurs et la plateforme',
  },
  {
    purpose: 'Tenir la comptabilité, conserver les justificatifs des ventes',
    basis: 'Obligation légale',
  },
];

const RETENTION = [
  {
    data: 'Compte',
    period:
      'Tant que le compte est actif ; supprimé ou anonymisé 3 ans après la dernière connexion, ou dès que vous demandez sa suppression (sauf ce que la loi oblige à garder)',
  },
  {
    data: 'Commandes et adresses de livraison',
    period: '10 ans à compter de la commande (obligations comptables, droit OHADA)',
  },
  { data: 'Lettre d’information', period: 'Jusqu’à votre désinscription' },
  { data: 'Messages de contact', period: '3 ans après notre dernier échange' },
  { data: 'Journaux techniques (adresse IP, pages demandées)', period: '12 mois' },
  {
    data: 'Panier et session dans votre navigateur',
    period: 'Jusqu’à votre déconnexion ou jusqu’à ce que vous vidiez le panier',
  },
];

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Politique de confidentialité — ${brandName}`,
    description: `Quelles données personnelles ${brandName} collecte, pourquoi, combien de temps, et comment exercer vos droits.`,
    brandName,
  });
}

/** A bordered table of two text columns; each row's first cell is its key. */
function TwoColumnTable({ head, rows }: { head: [string, string]; rows: [string, string][] }) {
  return (
    <table className={`${table.table} ${table.bordered}`}>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, second]) => (
          <tr key={first}>
            <td>{first}</td>
            <td>{second}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function PolitiqueDeConfidentialite() {
  const brandName = useBrandName();
  const { email } = useShopContact();
  const mail = <ShopEmailLink />;
  return (
    <Container size="md" py="lg" component="main">
      <Typography>
        <h1>Politique de confidentialité</h1>
        <p>Dernière mise à jour : {LAST_UPDATED}.</p>
        <p>
          Cette politique explique quelles données personnelles la place de marché {brandName}{' '}
          collecte quand vous parcourez le site, créez un compte, commandez, vous inscrivez à la
          lettre d’information ou nous écrivez, ce que nous en faisons et comment exercer vos
          droits. Nous ne collectons que ce qui est nécessaire et nous ne vendons jamais vos
          données.
        </p>

        <h2>Responsable du traitement</h2>
        <p>
          {SHOP_PUBLISHER.legalName}, {SHOP_ADDRESS_LINE}. Pour toute question sur vos données :{' '}
          {mail}.
        </p>

        <h2>Textes applicables</h2>
        <p>
          Nous appliquons la loi togolaise n° 2019-014 du 29 octobre 2019 relative à la protection
          des données à caractère personnel. Lorsque vous achetez depuis un pays de l’Union
          européenne, le Règlement général sur la protection des données (RGPD, règlement (UE)
          2016/679) s’applique également, et vous bénéficiez des droits qu’il prévoit.
        </p>

        <h2>Les données que nous collectons</h2>
        <ul>
          <li>
            <strong>Compte</strong> : nom complet, pays, ville, téléphone, adresse e-mail, type de
            compte (acheteur ou vendeur) et, pour les vendeurs, le nom de leur boutique. Votre mot
            de passe n’est jamais conservé en clair : nous n’en gardons qu’une empreinte calculée
            par un algorithme conçu pour résister aux attaques.
          </li>
          <li>
            <strong>Commandes</strong> : produits, quantités, prix, montants, date, statut et moyen
            de paiement choisi. Nous ne demandons jamais le code secret Mobile Money (il se confirme
            sur le téléphone) et ne conservons pas le numéro complet de carte bancaire.
          </li>
          <li>
            <strong>Adresses de livraison</strong> : pays, ville, adresse complète et téléphone
            indiqués pour chaque commande.
          </li>
          <li>
            <strong>Lettre d’information</strong> : votre adresse e-mail et la date de votre
            inscription.
          </li>
          <li>
            <strong>Messages de contact</strong> : le nom, l’adresse e-mail et le message saisis
            dans le formulaire de contact, avec leur date.
          </li>
          <li>
            <strong>Contenus que vous publiez</strong> : commentaires, avis et recettes, publiés
            avec le nom que vous choisissez.
          </li>
          <li>
            <strong>Données techniques</strong> : adresse IP, type de navigateur, pages demandées et
            date de la demande, enregistrées dans les journaux du serveur pour la sécurité du site.
          </li>
        </ul>

        <h2>Pourquoi nous les utilisons</h2>
        <TwoColumnTable
          head={['Finalité', 'Base légale']}
          rows={PURPOSES.map((row) => [row.purpose, row.basis])}
        />
        <p>
          Vous pouvez retirer votre consentement à la lettre d’information à tout moment, sans effet
          sur les envois passés.
        </p>

        <h2>Combien de temps nous les gardons</h2>
        <TwoColumnTable
          head={['Données', 'Durée de conservation']}
          rows={RETENTION.map((row) => [row.data, row.period])}
        />

        <h2>Qui peut les voir</h2>
        <ul>
          <li>Les membres de notre équipe qui en ont besoin pour leur travail, et eux seuls.</li>
          <li>
            <strong>Les boutiques</strong> (leur vendeur et son équipe) voient le contenu et les
            coordonnées de livraison (nom, adresse, téléphone) des commandes passées chez elles, et
            uniquement celles-ci. Elles ne peuvent les utiliser que pour préparer, expédier et
            suivre ces commandes.
          </li>
          <li>
            Nos prestataires techniques (hébergement, envoi des e-mails, paiement, livraison), qui
            agissent sur nos instructions et sont tenus à la confidentialité.
          </li>
          <li>Les autorités publiques, uniquement lorsque la loi nous y oblige.</li>
        </ul>
        <p>
          Vos données sont hébergées au Togo. Si un prestataire situé dans un autre pays doit y
          accéder, ce transfert est encadré par des garanties appropriées (clauses contractuelles
          conformes à la loi togolaise et au RGPD).
        </p>

        <h2>Cookies et stockage dans votre navigateur</h2>
        <p>
          Le site n’utilise ni cookie publicitaire, ni outil de mesure d’audience, ni traceur de
          réseau social. Il conserve seulement, dans le stockage local de votre navigateur, ce qui
          est indispensable à son fonctionnement :
        </p>
        <ul>
          <li>
            <code>cart</code> : le contenu de votre panier (produits, quantités, prix), pour le
            retrouver d’une visite à l’autre ;
          </li>
          <li>
            <code>token</code> : votre jeton de session, signé et à durée limitée, quand vous êtes
            connecté, accompagné des informations d’affichage de votre compte (nom, e-mail, type de
            compte, identifiants de compte et de boutique) ;
          </li>
          <li>vos préférences d’affichage, le cas échéant.</li>
        </ul>
        <p>
          Ces données restent sur votre appareil ; la déconnexion efface le jeton et les
          informations du compte. Vous pouvez aussi tout effacer depuis les réglages de votre
          navigateur. Ce stockage étant strictement nécessaire au service que vous demandez, il ne
          requiert pas votre consentement.
        </p>

        <h2>Vos droits</h2>
        <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
        <ul>
          <li>
            <strong>accès</strong> : savoir si nous traitons des données vous concernant et en
            obtenir une copie ;
          </li>
          <li>
            <strong>rectification</strong> : faire corriger des données inexactes ou incomplètes ;
          </li>
          <li>
            <strong>suppression</strong> : faire effacer vos données, sauf celles que la loi nous
            oblige à conserver (factures, par exemple) ;
          </li>
          <li>
            <strong>opposition</strong> : vous opposer à un traitement fondé sur notre intérêt
            légitime, et à tout moment à la prospection ;
          </li>
          <li>
            si le RGPD s’applique à vous, également la <strong>limitation</strong> du traitement et
            la <strong>portabilité</strong> de vos données.
          </li>
        </ul>

        <h2>Comment exercer vos droits</h2>
        <p>
          Écrivez-nous {email && <>à {mail} (objet : « Données personnelles ») ou </>}
          par le{' '}
          <Anchor component={Link} to="/contact" td="underline">
            formulaire de contact
          </Anchor>
          , depuis l’adresse e-mail de votre compte si vous en avez un. Nous vous répondons dans un
          délai d’un mois au plus. En cas de doute sur votre identité, nous pouvons vous demander de
          la justifier. Pour vous désinscrire de la lettre d’information, il suffit de nous
          l’écrire.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’Instance de
          protection des données à caractère personnel (IPDCP) au Togo ou, si vous résidez dans
          l’Union européenne, l’autorité de protection des données de votre pays (la CNIL en
          France).
        </p>

        <h2>Sécurité</h2>
        <p>
          Les échanges avec le site sont chiffrés (HTTPS). Les mots de passe sont stockés sous forme
          d’empreinte, les sessions reposent sur des jetons signés qui expirent, et le serveur
          vérifie pour chaque action que vous avez le droit de l’effectuer : un vendeur n’accède
          qu’aux commandes de sa boutique. L’accès aux données est limité aux personnes habilitées.
          En cas de violation de données présentant un risque pour vous, nous prévenons l’autorité
          compétente et, si nécessaire, les personnes concernées.
        </p>

        <h2>Mineurs</h2>
        <p>
          La création d’un compte et les achats sont réservés aux personnes majeures. Nous ne
          collectons pas sciemment de données concernant des mineurs.
        </p>

        <h2>Modifications de cette politique</h2>
        <p>
          Nous pouvons faire évoluer cette politique, par exemple quand le service change. La date
          de dernière mise à jour figure en haut de la page ; en cas de changement important, nous
          vous prévenons par e-mail ou par un message sur le site avant son entrée en vigueur.
        </p>
      </Typography>
    </Container>
  );
}
