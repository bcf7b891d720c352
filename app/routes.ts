import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'Home' }),
  route('products', 'routes/products.tsx'),
  route('product-details/:id', 'routes/product-details.tsx', { id: 'productDetails' }),
  route('boutique/:id', 'routes/boutique.tsx'),
  route('astuces-recettes', 'routes/astuces-recettes.tsx'),
  route('article/:id', 'routes/article.tsx'),
  route('recette/:id', 'routes/recette.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('suivi-commande/:token', 'routes/suivi-commande.tsx'),
  route('suivre-ma-commande', 'routes/suivre-ma-commande.tsx'),
  route('paiement-test/:reference', 'routes/paiement-test.tsx'),
  route('paiement/:reference', 'routes/paiement.tsx'),
  route('facture/:orderId', 'routes/facture.ts'),
  // What the pages send and ask outside their own route (session cookie): images, the
  // delivery quote, the cart's current prices.
  route('images/:usage', 'routes/image-upload.ts'),
  route('livraison/devis', 'routes/delivery-quote.ts'),
  route('panier/produits', 'routes/cart-products.ts'),
  route('mes-donnees', 'routes/mes-donnees.ts'),
  route('connexion', 'routes/connexion.tsx'),
  route('inscription', 'routes/inscription.tsx'),
  route('deconnexion', 'routes/deconnexion.ts'),
  route('contact', 'routes/contact.tsx'),
  route('signaler/:id', 'routes/signaler.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  route('aide', 'routes/aide.tsx'),
  route('aide/guides/:slug', 'routes/guide.tsx'),
  route('assistance/demandes/:ticketId/nouveaux', 'routes/ticket-news.ts'),
  route('mentions-legales', 'routes/mentions-legales.tsx'),
  route('politique-de-confidentialite', 'routes/politique-de-confidentialite.tsx'),
  route('politique-de-contenu', 'routes/politique-de-contenu.tsx'),
  route('conditions-d-utilisation', 'routes/conditions-d-utilisation.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // The dashboards, guarded on the server (app/features/session/dashboard-access.server.ts).
  route('admin/:id', 'routes/dashboards/admin.tsx', { id: 'DashboardAdmin' }, [
    ...dashboardScreens('admin', 'routes/dashboards/admin-home.tsx', {
      commandes: 'routes/dashboards/admin-orders.tsx',
      vendeurs: 'routes/dashboards/admin-sellers.tsx',
      acheteurs: 'routes/dashboards/admin-buyers.tsx',
      categories: 'routes/dashboards/admin-categories.tsx',
      produits: 'routes/dashboards/admin-moderation.tsx',
      devises: 'routes/dashboards/admin-devises.tsx',
      commissions: 'routes/dashboards/admin-commissions.tsx',
      remboursements: 'routes/dashboards/admin-refunds.tsx',
      versements: 'routes/dashboards/admin-payouts.tsx',
      journal: 'routes/dashboards/admin-journal.tsx',
      courriels: 'routes/dashboards/admin-outbox.tsx',
      commentaires: 'routes/dashboards/admin-comments.tsx',
      articles: 'routes/dashboards/admin-articles.tsx',
      assistance: 'routes/dashboards/admin-tickets.tsx',
      faq: 'routes/dashboards/admin-faq.tsx',
      securite: 'routes/dashboards/admin-security.tsx',
    }),
    // The article editor (issue 18): a new article, or one of the list's.
    route('articles/nouveau', 'routes/dashboards/admin-article-editor.tsx', {
      id: 'admin-article-new',
    }),
    route('articles/:articleId', 'routes/dashboards/admin-article-editor.tsx', {
      id: 'admin-article-edit',
    }),
    route('comptes/:accountId', 'routes/dashboards/admin-account.tsx', { id: 'admin-account' }),
  ]),
  route(
    'vendeur-dashboard/:id',
    'routes/dashboards/vendeur-dashboard.tsx',
    { id: 'DashboardVendeur' },
    [
      ...dashboardScreens('vendeur', 'routes/dashboards/seller-home.tsx', {
        notifications: 'routes/dashboards/dashboard-notifications.tsx',
        orders: 'routes/dashboards/seller-orders.tsx',
        recherche: 'routes/dashboards/seller-search.tsx',
        products: 'routes/dashboards/seller-products.tsx',
        customers: 'routes/dashboards/seller-recipes.tsx',
        statistics: 'routes/dashboards/seller-statistics.tsx',
        paiements: 'routes/dashboards/seller-payments.tsx',
      }),
      // The « Produits » screen's CSV files: the import's template and the export.
      route('products/:file', 'routes/dashboards/seller-products-file.ts', {
        id: 'vendeur-products-file',
      }),
      // A month's statement of the « Paiements » screen, as CSV or PDF (releve/2026-11.csv).
      route('paiements/releve/:file', 'routes/dashboards/seller-payments-statement.ts', {
        id: 'vendeur-paiements-releve',
      }),
      // The settings screen and its panels (issues 15 and 19).
      route('settings', 'routes/dashboards/seller-settings.tsx', { id: 'vendeur-settings' }, [
        index('routes/dashboards/seller-settings-profile.tsx', { id: 'vendeur-settings-profil' }),
        route('store-settings', 'routes/dashboards/seller-settings-store.tsx'),
        route('payment-settings', 'routes/dashboards/seller-settings-payment.tsx'),
        route('delivery-settings', 'routes/dashboards/seller-settings-delivery.tsx'),
        route('user-roles', 'routes/dashboards/seller-settings-user-roles.tsx'),
        route('notifications', 'routes/dashboards/seller-settings-notifications.tsx'),
        route('security', 'routes/dashboards/seller-settings-security.tsx'),
        route('help-center', 'routes/dashboards/seller-settings-help.tsx'),
      ]),
    ],
  ),
  route(
    'acheteur-dashboard/:id',
    'routes/dashboards/acheteur-dashboard.tsx',
    { id: 'DashboardAcheteur' },
    dashboardScreens('acheteur', 'routes/dashboards/buyer-home.tsx', {
      mesAchats: 'routes/dashboards/buyer-purchases.tsx',
      commandes: 'routes/dashboards/buyer-orders.tsx',
      paiement: 'routes/dashboards/buyer-payments.tsx',
      notifications: 'routes/dashboards/dashboard-notifications.tsx',
      avis: 'routes/dashboards/buyer-reviews.tsx',
      parametres: 'routes/dashboards/buyer-settings.tsx',
      aide: 'routes/dashboards/buyer-help.tsx',
      panier: 'routes/dashboards/buyer-cart.tsx',
    }),
  ),
  route('mot-de-passe-oublie', 'routes/mot-de-passe-oublie.tsx'),
  route('reinitialiser-mot-de-passe', 'routes/reinitialiser-mot-de-passe.tsx'),
  route('confirmer-email/:token', 'routes/confirmer-email.tsx'),
  route('invitation-equipe/:token', 'routes/invitation-equipe.tsx'),
  // Keep last: any other address is a French 404 page inside the layout.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

/** A dashboard's home and its screens, each path in its own module. */
function dashboardScreens(dashboard: string, home: string, screens: Record<string, string>) {
  return [
    index(home, { id: `${dashboard}-home` }),
    ...Object.entries(screens).map(([path, file]) =>
      route(path, file, { id: `${dashboard}-${path}` }),
    ),
  ];
}
