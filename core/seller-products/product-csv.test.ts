import { describe, expect, it } from 'vitest';
import { categoryFinder, categoryNamer } from './product-csv.ts';

const CATEGORIES = [
  { id: 1, nom: 'Huiles', famille: 'Soins du corps' },
  { id: 2, nom: 'Huiles', famille: 'Alimentation' },
  { id: 3, nom: 'Épices', famille: 'Alimentation' },
];

describe('the CSV import’s categories', () => {
  const find = categoryFinder(CATEGORIES);

  it('finds a name of one family, accents, capitals and spaces aside', () => {
    expect(find('épices')).toEqual({ id: 3 });
    expect(find('  EPICES ')).toEqual({ id: 3 });
  });

  it('says which families share an ambiguous name, and takes « Famille / Catégorie »', () => {
    expect(find('huiles')).toEqual({
      problem:
        'Catégorie ambiguë : « huiles » existe dans les familles « Alimentation », « Soins du corps ». Écrivez « Famille / Catégorie », par exemple « Alimentation / Huiles ».',
    });
    expect(find('Soins du corps / Huiles')).toEqual({ id: 1 });
    expect(find('alimentation/huiles')).toEqual({ id: 2 });
  });

  it('says when a category is unknown', () => {
    expect(find('Chaussures')).toEqual({ problem: 'Catégorie inconnue : « Chaussures ».' });
    expect(find('Cosmétiques / Huiles')).toEqual({
      problem: 'Catégorie inconnue : « Cosmétiques / Huiles ».',
    });
  });
});

describe('the CSV export’s categories', () => {
  it('names a shared name with its family, so that the import finds each again', () => {
    const name = categoryNamer(CATEGORIES);
    const find = categoryFinder(CATEGORIES);
    expect(name('Épices', 'Alimentation')).toBe('Épices');
    expect(name('Huiles', 'Soins du corps')).toBe('Soins du corps / Huiles');
    for (const category of CATEGORIES) {
      expect(find(name(category.nom, category.famille))).toEqual({ id: category.id });
    }
  });
});
