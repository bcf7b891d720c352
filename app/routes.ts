import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'Home' }),
  route('products', 'routes/products.tsx'),
  route('product-details/:id', 'routes/product-details.tsx', { id: 'productDetails' }),
  route('astuces-recettes', 'routes/astuces-recettes.tsx'),
  route('article/:id', 'routes/article.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('connexion', 'routes/connexion.tsx'),
  route('inscription', 'routes/inscription.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  route('mentions-legales', 'routes/mentions-legales.tsx'),
  route('politique-de-confidentialite', 'routes/politique-de-confidentialite.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('mot-de-passe-oublie', 'routes/mot-de-passe-oublie.tsx'),
  route('reinitialiser-mot-de-passe', 'routes/reinitialiser-mot-de-passe.tsx'),
  // Keep last: any other address is a French 404 page inside the layout.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
