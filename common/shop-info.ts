// Who runs the marketplace and how to reach it: shown by the footer, the contact page and the
// legal pages, and used as the team's address for contact messages. The brand name is not here:
// it is configurable (BRAND_NAME) and comes from the root loader.
//
// The company identifiers, the hosting provider, the phone number and the social accounts are
// placeholders (".example" addresses) until the operator supplies the real ones.

export const SHOP_ADDRESS = {
  street: '45, boulevard du 13 Janvier',
  district: 'Nyékonakpoè',
  postalBox: 'BP 81234',
  city: 'Lomé',
  country: 'Togo',
} as const;

/** The address on one line, for running text. */
export const SHOP_ADDRESS_LINE = `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.district}, ${SHOP_ADDRESS.postalBox}, ${SHOP_ADDRESS.city}, ${SHOP_ADDRESS.country}`;

export const SHOP_EMAIL = 'contact@baobab.example';

export const SHOP_PHONE = {
  display: '+228 90 00 00 00',
  /** E.164, for tel: links. */
  e164: '+22890000000',
} as const;

/** The company that publishes the site (mentions légales). */
export const SHOP_PUBLISHER = {
  legalName: 'Marché Naturel Africain SARL',
  legalForm: 'société à responsabilité limitée',
  capital: '1 000 000 FCFA',
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

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://facebook.example/baobab' },
  { network: 'instagram', label: 'Instagram', href: 'https://instagram.example/baobab' },
  { network: 'whatsapp', label: 'WhatsApp', href: 'https://whatsapp.example/baobab' },
  { network: 'tiktok', label: 'TikTok', href: 'https://tiktok.example/@baobab' },
];

export const QUICK_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Produits', href: '/products' },
  { label: 'Recettes/Astuces', href: '/astuces-recettes' },
  { label: 'Contact', href: '/contact' },
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
];
