import type { NavItem } from '../layout/phone-menu.tsx';

// The dashboards' menus (spec section 2: seller layout, buyer dashboard). Paths are relative to
// the dashboard's root (`/vendeur-dashboard/{id}`, `/acheteur-dashboard/{id}`).

export const SELLER_MENU: NavItem[] = [
  { to: 'statistics', label: 'Tableau de bord' },
  // The spec's 'Gestion de Boutique' opens the orders: the item carries the screen's name.
  { to: 'orders', label: 'Commandes' },
  { to: 'products', label: 'Produits' },
  { to: 'customers', label: 'Recettes et Astuces' },
  { to: 'paiements', label: 'Paiements' },
  { to: 'settings', label: 'Paramètres' },
];

export const BUYER_MENU: NavItem[] = [
  { to: 'mesAchats', label: 'Mes Achats' },
  { to: 'commandes', label: 'Suivi des Commandes' },
  { to: 'paiement', label: 'Mes Paiements' },
  { to: 'avis', label: 'Avis et Évaluations' },
  { to: 'parametres', label: 'Paramètres' },
  { to: 'aide', label: 'Aide et support' },
  { to: 'notifications', label: 'Notifications' },
  { to: 'panier', label: 'Panier' },
];

/** The back-office (issue 14): the spec's figures on its home, each table on its own screen. */
export const ADMIN_MENU: NavItem[] = [
  { to: 'commandes', label: 'Commandes' },
  { to: 'vendeurs', label: 'Vendeurs' },
  { to: 'acheteurs', label: 'Acheteurs' },
  { to: 'categories', label: 'Catégories' },
  { to: 'produits', label: 'Modération' },
  { to: 'commentaires', label: 'Commentaires' },
  { to: 'articles', label: 'Articles' },
  { to: 'commissions', label: 'Commissions' },
  { to: 'remboursements', label: 'Remboursements' },
  { to: 'versements', label: 'Versements' },
  { to: 'devises', label: 'Devises' },
  { to: 'journal', label: 'Journal' },
  { to: 'courriels', label: 'E-mails' },
  { to: 'assistance', label: 'Assistance' },
  { to: 'faq', label: 'FAQ' },
  { to: 'securite', label: 'Sécurité' },
];

/** The seller top bar's search, over the boutique's products and orders. */
export const SELLER_SEARCH_LABEL = 'Rechercher dans vos produits et commandes';

export const SELLER_HOME_TITLE = 'Espace vendeur';
export const BUYER_HOME_TITLE = 'Mon espace acheteur';
export const ADMIN_HOME_TITLE = 'Tableau de bord de l’administration';
