import { describe, expect, it } from 'vitest';
import { QUICK_LINKS } from './shop-info.ts';

// The footer's links (app/features/layout/site-footer.tsx): every page of terms and policies a
// visitor agrees to or may ask for is one tap away, on every page.

describe('the footer’s links', () => {
  it('lead to every page of terms and policies', () => {
    expect(QUICK_LINKS.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        '/mentions-legales',
        '/conditions-d-utilisation',
        '/politique-de-confidentialite',
        '/politique-de-contenu',
      ]),
    );
  });
});
