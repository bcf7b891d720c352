import { helpGuidePath, RETURN_GUIDE_SLUG } from '#common/help-centre.ts';
import type { HelpAudience } from '#common/help-centre.ts';

// The help centre's guides (issue 19): short pages on what the site really does, linked from the
// buyers' and sellers' help centres and public at /aide/guides/{slug}. Where the site has no rule
// (returns), they say so and send to the support.

export interface HelpGuide {
  slug: string;
  audience: HelpAudience;
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const HELP_GUIDES: HelpGuide[] = [
  {
    slug: 'photographier-ses-produits',
    audience: 'VENDEUR',
    title: 'Bien photographier vos produits',
    summary: 'Des photos nettes et fidèles, prises avec votre téléphone, qui se chargent vite.',
    sections: [
      {
        heading: 'La lumière',
        paragraphs: [
          'Photographiez de jour, près d’une fenêtre ou dehors à l’ombre : la lumière douce montre la vraie couleur du beurre de karité, de la poudre de baobab ou du savon noir. Évitez le flash et le plein soleil, qui brûlent les couleurs et font des reflets sur les pots.',
        ],
      },
      {
        heading: 'Le cadre',
        paragraphs: [
          'Posez le produit sur un fond uni et clair (un pagne uni, une planche, un drap), remplissez l’image avec lui et gardez l’étiquette lisible. Tenez le téléphone bien droit, ou appuyez-le contre un objet pour éviter le flou.',
          'Montrez ce que l’acheteur reçoit : le contenant réel et sa taille (une cuillère ou une main à côté aide à juger). Une photo ne doit pas promettre plus que le produit : la modération retire les photos et textes trompeurs.',
        ],
      },
      {
        heading: 'Sur le site',
        paragraphs: [
          'Dans Produits, chaque produit accepte jusqu’à quatre photos ; la première est celle des listes. Le site réduit chaque photo sur votre téléphone avant l’envoi (300 pixels au plus de côté, en JPEG) : elle part vite, même en 3G, et s’affiche vite chez l’acheteur. Inutile donc d’envoyer une image énorme, mais cadrez serré : les détails trop petits ne se verront pas.',
        ],
      },
    ],
  },
  {
    slug: 'frais-de-livraison',
    audience: 'VENDEUR',
    title: 'Régler vos frais de livraison',
    summary:
      'Les zones que vous desservez, leurs frais, délais et options, dans Paramètres de livraison.',
    sections: [
      {
        heading: 'Les zones',
        paragraphs: [
          'Dans Paramètres, puis Paramètres de livraison, allumez chaque zone que vous desservez : National (le pays de votre boutique), Afrique, Europe et International. Pour chaque commande, la zone la plus précise que vous desservez s’applique. Une zone que vous ne desservez pas est refusée au panier, avant tout paiement.',
        ],
      },
      {
        heading: 'Frais, transporteur et délai',
        paragraphs: [
          'Pour chaque zone, indiquez les frais en FCFA (0 pour une livraison offerte), le transporteur et le délai en jours. L’acheteur voit ces frais et ce délai au panier et au paiement ; ce sont eux qui sont facturés, calculés par le serveur.',
          'Avec le suivi du colis, vous saisirez le numéro de suivi du transporteur en passant la commande « En cours » ; l’acheteur le voit dans son suivi et dans l’e-mail. La livraison express ajoute un second tarif et un délai plus court, au choix de l’acheteur.',
        ],
      },
      {
        heading: 'Livraison offerte',
        paragraphs: [
          'Le champ « Livraison offerte dès » rend la livraison standard gratuite à partir d’un montant d’articles par commande. Laissez-le vide pour ne jamais l’offrir. Chaque enregistrement est daté et signé dans l’historique du panneau.',
        ],
      },
    ],
  },
  {
    slug: 'paiement-a-la-livraison',
    audience: 'VENDEUR',
    title: 'Gérer le paiement à la livraison',
    summary:
      'Ce que vous faites d’une commande payée en espèces au livreur, de la commande à la remise.',
    sections: [
      {
        heading: 'Quand il est proposé',
        paragraphs: [
          'Le paiement à la livraison est proposé aux acheteurs en Afrique. L’acheteur ne paie rien en ligne : il règle le montant total (articles et livraison) au moment où le colis lui est remis. Son espace lui affiche « À régler au livreur » avec la somme exacte.',
        ],
      },
      {
        heading: 'Les étapes',
        paragraphs: [
          'La commande arrive « En attente » dans Commandes, avec l’adresse et le téléphone de l’acheteur. Appelez-le si besoin pour convenir de la remise. Passez-la « En cours » quand le colis part (avec le numéro de suivi si la zone a le suivi), puis « Livrée » une fois le colis remis et payé : une commande payée à la livraison et marquée livrée est enregistrée comme payée.',
          'Tant qu’elle est « En attente » ou « En cours », vous pouvez l’annuler si l’acheteur renonce ou reste injoignable : le stock est remis en vente. L’acheteur peut lui-même annuler tant qu’elle est « En attente ».',
        ],
      },
      {
        heading: 'Conseils',
        paragraphs: [
          'Donnez au livreur le montant exact à encaisser et prévoyez de la monnaie. Ne marquez « Livrée » qu’après l’encaissement : le chiffre d’affaires de votre tableau de bord et les factures en dépendent.',
        ],
      },
    ],
  },
  {
    slug: 'payer-par-mobile-money',
    audience: 'ACHETEUR',
    title: 'Payer par Mobile Money',
    summary: 'Choisir Mobile Money au paiement, puis confirmer sur son téléphone.',
    sections: [
      {
        heading: 'Au moment de commander',
        paragraphs: [
          'Sur la page de paiement, choisissez votre pays puis la méthode Mobile Money, si elle est proposée : chaque boutique choisit les méthodes et les opérateurs qu’elle accepte, et le paiement en ligne doit être ouvert sur le site. Sinon, le paiement à la livraison reste possible en Afrique.',
          'Choisissez votre opérateur parmi ceux de votre pays (au Sénégal : Orange Money, Wave ou Free Money) et donnez votre numéro Mobile Money. Le montant payé est celui affiché : articles et livraison, en FCFA, calculé par le serveur.',
          'Votre opérateur vous demande alors de confirmer le paiement sur votre téléphone, avec votre code secret. Ce code ne se tape que sur le téléphone : le site ne vous le demandera jamais, et personne ne doit vous le demander.',
        ],
      },
      {
        heading: 'Après la commande',
        paragraphs: [
          'Tant que le paiement n’est pas fait, la commande est « En attente » de paiement : vous pouvez le faire depuis Mes Paiements, dans votre espace. Un paiement en ligne non fait dans le délai annule la commande et remet les produits en vente.',
          'Une fois payé, le paiement apparaît « Réussi » dans Mes Paiements, avec la facture de chaque commande à télécharger.',
        ],
      },
    ],
  },
  {
    slug: 'suivre-sa-commande',
    audience: 'ACHETEUR',
    title: 'Suivre votre commande',
    summary: 'Où voir l’avancement de vos commandes, avec ou sans compte.',
    sections: [
      {
        heading: 'Le lien de suivi',
        paragraphs: [
          'Après chaque commande, la page de confirmation donne un lien de suivi personnel, aussi envoyé par e-mail : il montre l’état de chaque commande (une par boutique), même si vous avez commandé sans compte. Gardez-le pour vous : il suffit pour voir la commande.',
        ],
      },
      {
        heading: 'Dans votre espace',
        paragraphs: [
          'Connecté, ouvrez Suivi des Commandes : chaque commande y montre son statut (« En attente », « En cours », « Livrée » ou « Annulée »), ses articles, les frais de livraison et le numéro de suivi du transporteur quand la boutique l’a donné. Chaque changement de statut vous est aussi envoyé par e-mail et affiché dans Notifications.',
          'Une commande encore « En attente » peut être annulée depuis Suivi des Commandes.',
        ],
      },
    ],
  },
  {
    slug: RETURN_GUIDE_SLUG,
    audience: 'ACHETEUR',
    title: 'Retourner un produit',
    summary: 'Ce qui est possible aujourd’hui si un produit ne vous convient pas.',
    sections: [
      {
        heading: 'Avant l’expédition',
        paragraphs: [
          'Tant que votre commande est « En attente », annulez-la vous-même depuis Suivi des Commandes : rien ne vous est dû, et le stock est remis en vente.',
        ],
      },
      {
        heading: 'Après la livraison',
        paragraphs: [
          'Le site n’a pas encore de procédure de retour ni de remboursement en ligne : chaque cas est vu par l’équipe avec la boutique. Écrivez-nous depuis Aide et support, en donnant le numéro de la commande (BAO-…), le produit concerné et ce qui ne va pas (colis abîmé, produit différent de la description, erreur de quantité) ; une photo décrite dans le message aide. Nous vous répondons dans la conversation de votre demande.',
          'Pour un produit dont la description ou la photo vous paraît trompeuse ou dangereuse, vous pouvez aussi le signaler depuis sa page : l’équipe de modération l’examine.',
        ],
      },
    ],
  },
];

export const guidesFor = (audience: HelpAudience) =>
  HELP_GUIDES.filter((guide) => guide.audience === audience);

export const guideBySlug = (slug: string | undefined) =>
  HELP_GUIDES.find((guide) => guide.slug === slug);

export const guidePath = (guide: Pick<HelpGuide, 'slug'>) => helpGuidePath(guide.slug);
