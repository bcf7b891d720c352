import { describe, expect, it } from 'vitest';
import { healthContentProblem, productTextProblem } from '#common/health-claims.ts';
import {
  CATEGORY_REQUIRED,
  POSITIVE_NUMBER,
  REQUIRED,
  WHOLE_STOCK,
  newProductSchema,
  type SellerProduct,
} from '#common/seller-products.ts';
import {
  EMPTY_PRODUCT_FORM,
  formValuesOf,
  newProductPayload,
  productUpdatePayload,
  validateProductForm,
  type ProductFormValues,
} from './product-form.ts';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  categorieId: '3',
  name: '  Poudre de baobab 200 g ',
  description: 'Pulpe de baobab séchée au soleil.',
  price: '2 500',
  stock: '12',
  producerName: 'Coopérative Nafa',
  producerEmail: '',
};

const IMAGE = '/uploads/products/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.webp';

describe('validateProductForm', () => {
  it('shows the spec’s messages for an empty form, every field at once', () => {
    expect(validateProductForm(EMPTY_PRODUCT_FORM)).toEqual({
      ok: false,
      errors: {
        categorieId: CATEGORY_REQUIRED,
        name: REQUIRED,
        description: REQUIRED,
        price: REQUIRED,
        stock: REQUIRED,
      },
    });
  });

  it('wants a positive price and a whole stock of zero or more', () => {
    const check = (price: string, stock: string) => {
      const result = validateProductForm({ ...filled, price, stock });
      return result.ok ? {} : result.errors;
    };
    expect(check('0', '0')).toEqual({ price: POSITIVE_NUMBER });
    expect(check('-100', '-1')).toEqual({ price: POSITIVE_NUMBER, stock: WHOLE_STOCK });
    expect(check('abc', '2.5')).toEqual({ price: POSITIVE_NUMBER, stock: WHOLE_STOCK });
    expect(check('1500,5', '3')).toEqual({ price: 'Le prix est un nombre entier de FCFA.' });
    expect(check('20000000', '1')).toEqual({
      price: 'Le prix ne peut pas dépasser 10\u202f000\u202f000\u00a0FCFA.',
    });
  });

  it('checks the producer’s e-mail and wants its name with it', () => {
    const result = validateProductForm({ ...filled, producerName: '', producerEmail: 'nafa@' });
    expect(result).toEqual({
      ok: false,
      errors: { producerName: REQUIRED, producerEmail: 'L’adresse e-mail doit être valide.' },
    });
  });

  it('gives trimmed fields and whole numbers', () => {
    expect(validateProductForm(filled)).toEqual({
      ok: true,
      fields: {
        categorieId: 3,
        product: {
          name: 'Poudre de baobab 200 g',
          description: 'Pulpe de baobab séchée au soleil.',
        },
        producteur: { nom: 'Coopérative Nafa', email: '' },
        boutiqueProduct: { price: 2500, stockDisponible: 12 },
      },
    });
    const noProducer = validateProductForm({ ...filled, producerName: ' ' });
    expect(noProducer.ok && noProducer.fields.producteur).toBeUndefined();
  });

  it('holds the name and the description to the content policy, beside each', () => {
    const check = validateProductForm({
      ...filled,
      name: 'Tisane minceur',
      description: 'Guérit le paludisme.',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: healthContentProblem('Tisane minceur'),
        description: healthContentProblem('Guérit le paludisme.'),
      },
    });
  });
});

describe('the nutrition values (issue 45)', () => {
  const CLAIM = 'Pulpe de baobab séchée au soleil, riche en vitamine C.';

  it('refuses a nutrient the description claims without its quantity, beside the description', () => {
    const check = validateProductForm({ ...filled, description: CLAIM });
    expect(check).toEqual({ ok: false, errors: { description: productTextProblem(CLAIM, null) } });
    expect(check.ok || check.errors.description).toContain(
      'Indiquez la quantité pour 100 g du nutriment mis en avant, dans le texte ou dans les valeurs nutritionnelles',
    );
  });

  it('accepts it with the quantity per 100 g, typed the French way', () => {
    const check = validateProductForm({
      ...filled,
      description: CLAIM,
      'valeursNutritionnelles.vitamineC': '250',
      'valeursNutritionnelles.sel': '0,02',
      'valeursNutritionnelles.potassium': '2 270',
    });
    expect(check.ok && check.fields.valeursNutritionnelles).toEqual({
      vitamineC: 250,
      sel: 0.02,
      potassium: 2270,
    });
  });

  it('says beside each value what is wrong with it', () => {
    const check = validateProductForm({
      ...filled,
      'valeursNutritionnelles.fer': '-1',
      'valeursNutritionnelles.energie': 'beaucoup',
      'valeursNutritionnelles.matieresGrasses': '120',
      'valeursNutritionnelles.sel': '0,123',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        'valeursNutritionnelles.fer':
          'La quantité de fer doit être un nombre positif ou nul, en mg pour 100 g, avec deux décimales au plus.',
        'valeursNutritionnelles.energie':
          'La quantité d’énergie doit être un nombre positif ou nul, en kcal pour 100 g, avec deux décimales au plus.',
        'valeursNutritionnelles.matieresGrasses':
          'La quantité de matières grasses ne peut pas dépasser 100 g pour 100 g.',
        'valeursNutritionnelles.sel':
          'La quantité de sel doit être un nombre positif ou nul, en g pour 100 g, avec deux décimales au plus.',
      },
    });
  });

  it('wants the sugars within the carbohydrates, the saturated fat within the fat', () => {
    const check = validateProductForm({
      ...filled,
      'valeursNutritionnelles.glucides': '20',
      'valeursNutritionnelles.sucres': '35',
      'valeursNutritionnelles.matieresGrasses': '0,5',
      'valeursNutritionnelles.acidesGrasSatures': '0,1',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        'valeursNutritionnelles.sucres':
          'La quantité de sucres ne peut pas dépasser celle de glucides.',
      },
    });
  });

  it('prefills the values of a product, decimals with a comma', () => {
    const product = {
      id: 9,
      price: 4500,
      stockDisponible: 0,
      active: true,
      producteur: null,
      valeursNutritionnelles: { vitamineC: 250, sel: 0.02 },
      product: {
        name: 'Poudre de baobab',
        description: 'Pulpe.',
        categorie: { id: 1, nom: 'Poudres', famille: { id: 1, nom: 'Alimentation' } },
      },
    } as unknown as SellerProduct;
    expect(formValuesOf(product)).toMatchObject({
      'valeursNutritionnelles.vitamineC': '250',
      'valeursNutritionnelles.sel': '0,02',
      'valeursNutritionnelles.fer': '',
    });
  });
});

describe('payloads', () => {
  const result = validateProductForm(filled);
  if (!result.ok) throw new Error('the filled form is valid');

  it('builds the spec’s add payload, accepted by the API’s schema', () => {
    const payload = newProductPayload(result.fields, [IMAGE], { tenantId: 7, boutiqueId: 2 });
    expect(payload).toEqual({
      categorieId: 3,
      tenantId: 7,
      product: { name: 'Poudre de baobab 200 g', description: 'Pulpe de baobab séchée au soleil.' },
      producteur: { nom: 'Coopérative Nafa', email: '' },
      images: [IMAGE],
      boutiqueProduct: { price: 2500, stockDisponible: 12, boutiqueId: 2 },
    });
    expect(newProductSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps the images in the slots’ order for an edit', () => {
    const other = IMAGE.replace('0f1e', 'aaaa');
    expect(productUpdatePayload(result.fields, [other, IMAGE]).images).toEqual([other, IMAGE]);
  });

  it('prefills the dialog from a product', () => {
    const product = {
      id: 9,
      price: 4500,
      stockDisponible: 0,
      active: true,
      producteur: { nom: 'Coopérative Nafa', email: 'nafa@example.org' },
      product: {
        name: 'Beurre de karité',
        description: 'Brut.',
        categorie: { id: 1, nom: 'Beurres et huiles', famille: { id: 1, nom: 'Soins' } },
      },
    } as SellerProduct;
    expect(formValuesOf(product)).toEqual({
      ...EMPTY_PRODUCT_FORM,
      categorieId: '1',
      name: 'Beurre de karité',
      description: 'Brut.',
      price: '4500',
      stock: '0',
      producerName: 'Coopérative Nafa',
      producerEmail: 'nafa@example.org',
    });
  });
});
