import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NutritionTable } from './nutrition-table.tsx';

describe('the product page’s nutrition table', () => {
  it('is an accessible table: caption, column and row headers, French figures', () => {
    const html = renderToStaticMarkup(
      <NutritionTable values={{ energie: 250, glucides: 37, sucres: 22.5, vitamineC: 250 }} />,
    );
    expect(html).toContain('<caption>Valeurs nutritionnelles moyennes pour 100 g</caption>');
    expect(html).toMatch(/<th scope="col">Nutriment<\/th><th scope="col"[^>]*>Pour 100 g<\/th>/);
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)];
    expect(rows.map(([, label, quantity]) => [label, quantity])).toEqual([
      ['Énergie', '1\u202f046\u00a0kJ / 250\u00a0kcal'],
      ['Glucides', '37\u00a0g'],
      ['dont sucres', '22,5\u00a0g'],
      ['Vitamine C', '250\u00a0mg'],
    ]);
  });

  it('is not there when the seller gave no value', () => {
    expect(renderToStaticMarkup(<NutritionTable values={null} />)).toBe('');
    expect(renderToStaticMarkup(<NutritionTable values={{}} />)).toBe('');
  });
});
