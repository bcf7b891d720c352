import { formatFcfa } from './money.ts';

// Who runs the marketplace: shown by the footer, the contact page and the legal pages. How to
// reach it (e-mail, phone, social accounts) is configuration (CONTACT_EMAIL, CONTACT_PHONE,
// SOCIAL_*_URL, read by server/config.ts) and comes from the root loader, like the brand name:
// a link to an address nobody reads is worse than no link.
//
// The company identifiers and the hosting provider are placeholders until the operator supplies
// the real ones.

export const SHOP_ADDRESS = {
  street: '45, boulevard du 13 Janvier',
  district: 'Nyékonakpoè',
  postalBox: 'BP 81234',
  city: 'Lomé',
  country: 'Togo',
} as const;

/** The address on one line, for running text. */
export const SHOP_ADDRESS_LINE = `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.district}, ${SHOP_ADDRESS.postalBox}, ${SHOP_ADDRESS.city}, ${SHOP_ADDRESS.country}`;

/** The company that publishes the site (mentions légales). */
export const SHOP_PUBLISHER = {
  legalName: 'Marché Naturel Africain SARL',
  legalForm: 'société à responsabilité limitée',
  capital: formatFcfa(1_000_000),
  rccm: 'TG-LOM 2024 B 01234',
  nif: '1001234567',
  publicationDirector: 'la gérante de la société',
} as const;

export const SHOP_HOSTING = {
  name: 'Hébergement Atlantique SA',
  address: '12, avenue de la Libération, Lomé, Togo',
  website: 'https://hebergeur.example',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'whatsapp' | 'tiktok';

/** The networks the footer can link to, in its order, with their names. */
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
};

/** How to reach the team, as configured: what is not configured is not shown. */
export interface ShopContact {
  /** Also where contact messages are e-mailed. */
  email: string | null;
  /** `e164` for tel: links, `display` as people read it. */
  phone: { e164: string; display: string } | null;
  social: { network: SocialNetwork; href: string }[];
}

/** Nothing configured: the pages point to the contact form. */
export const NO_SHOP_CONTACT: ShopContact = { email: null, phone: null, social: [] };

export const QUICK_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Produits', href: '/products' },
  { label: 'Recettes/Astuces', href: '/astuces-recettes' },
  { label: 'Contact', href: '/contact' },
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Conditions d’utilisation', href: '/conditions-d-utilisation' },
  { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
  { label: 'Politique de contenu', href: '/politique-de-contenu' },
];
