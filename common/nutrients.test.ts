import { describe, expect, it } from 'vitest';
import { nutritionOrNull, nutritionRows, tabledNutrients } from './nutrients.ts';
import { nutritionValuesSchema } from './nutrition.ts';
import { productTextProblem } from './health-claims.ts';

describe('a product’s nutrition values', () => {
  it('are shown in the label’s order, French decimals, energy in kJ and kcal', () => {
    expect(
      nutritionRows({ vitamineC: 250, sel: 0.02, energie: 250, sucres: 22.5, potassium: 2270 }),
    ).toEqual([
      {
        key: 'energie',
        label: 'Énergie',
        quantity: '1\u202f046\u00a0kJ / 250\u00a0kcal',
        part: false,
      },
      { key: 'sucres', label: 'dont sucres', quantity: '22,5\u00a0g', part: true },
      { key: 'sel', label: 'Sel', quantity: '0,02\u00a0g', part: false },
      { key: 'vitamineC', label: 'Vitamine C', quantity: '250\u00a0mg', part: false },
      { key: 'potassium', label: 'Potassium', quantity: '2\u202f270\u00a0mg', part: false },
    ]);
  });

  it('are none when every one is left empty', () => {
    expect(nutritionOrNull({})).toBeNull();
    expect(nutritionOrNull(undefined)).toBeNull();
    expect(nutritionOrNull({ fer: 0 })).toEqual({ fer: 0 });
  });

  it('are refused with French messages: unknown, negative, too many decimals, too much', () => {
    const issues = (values: unknown) =>
      nutritionValuesSchema
        .safeParse(values)
        .error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues({ fer: -1 })).toEqual([
      [
        'fer',
        'La quantité de fer doit être un nombre positif ou nul, en mg pour 100 g, avec deux décimales au plus.',
      ],
    ]);
    expect(issues({ proteines: '27' })?.[0]?.[0]).toBe('proteines');
    expect(issues({ energie: 901 })).toEqual([
      ['energie', 'La quantité d’énergie ne peut pas dépasser 900 kcal pour 100 g.'],
    ]);
    expect(issues({ acidesGrasSatures: 2, matieresGrasses: 1 })).toEqual([
      [
        'acidesGrasSatures',
        'La quantité d’acides gras saturés ne peut pas dépasser celle de matières grasses.',
      ],
    ]);
    expect(issues({ omega3: 1 })?.length).toBe(1);
    expect(issues({ vitamineC: 250, sel: 0.02 })).toBeUndefined();
  });
});

describe('a nutrient claim on a product (issue 45 §3.3)', () => {
  const CLAIM = 'Naturellement riche en vitamine C et en fibres.';

  it('rests on the values the table gives, above zero', () => {
    expect(tabledNutrients({ vitamineC: 250, fibres: 44, fer: 0 })).toEqual([
      'Fibres alimentaires',
      'Vitamine C',
    ]);
    expect(productTextProblem(CLAIM, { vitamineC: 250, fibres: 44 })).toBeUndefined();
    expect(productTextProblem(CLAIM, { vitamineC: 250, fibres: 0 })).toBeDefined();
    expect(productTextProblem('Source de fer.', { fer: 28 })).toBeUndefined();
  });

  it('without them, tells the seller where to give the quantity per 100 g', () => {
    expect(productTextProblem(CLAIM, null)).toBe(
      'Indiquez la quantité pour 100 g du nutriment mis en avant, dans le texte ou dans les valeurs nutritionnelles\u00a0: «\u202friche en vitamine C et en fibres\u202f». Voir la politique de contenu.',
    );
  });
});
