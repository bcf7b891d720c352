import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The browser checks some forms with Zod before sending them (sign-in, registration, the cart's
// delivery and guest details, a seller's product and recipe forms). The server installs the
// French fallback messages (common/zod-locale.ts) for its own process; in the browser, each of
// these modules installs them itself, so a rule without a message of its own never shows Zod's
// English beside a field.

const BROWSER_VALIDATION = [
  './routes/connexion.tsx',
  './routes/inscription.tsx',
  './features/checkout/use-delivery-form.ts',
  './features/checkout/use-guest-form.ts',
  './features/seller-products/product-form.ts',
  './features/recipes/recipe-form.ts',
];

const fallbackMessage = () => z.string().safeParse(12).error?.issues[0]?.message;
// The first route module imported brings most of the app's modules with it: 4 to 5 s on a busy
// two-core machine, vitest's default limit.
const FIRST_IMPORT_MS = 30_000;

describe('the French fallback messages in the browser', () => {
  it.each(BROWSER_VALIDATION)(
    'are installed by %s',
    async (path) => {
      // Zod's own English, as in a browser that loaded no other module yet.
      z.config(z.locales.en());
      expect(fallbackMessage()).toBe('Invalid input: expected string, received number');
      vi.resetModules();
      await import(path);
      expect(fallbackMessage()).toBe('Ce champ attend du texte.');
    },
    FIRST_IMPORT_MS,
  );
});
