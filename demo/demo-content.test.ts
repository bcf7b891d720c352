import { describe, expect, it } from 'vitest';
import {
  healthContentProblem,
  screenHealthContent,
  type ScreeningContext,
} from '#common/health-claims.ts';
import { tabledNutrients } from '#common/nutrients.ts';
import { nutritionValuesSchema } from '#common/nutrition.ts';
import { demoArticles } from './demo-articles.ts';
import {
  demoBoutiques,
  demoCategories,
  demoFamilies,
  demoProducers,
  demoProducts,
} from './demo-catalogue.ts';
import { frenchTypography } from '#common/typography.ts';
import { demoRecipes } from './demo-recipes.ts';
import { demoAnswerTexts, demoReviewTexts } from './demo-reviews.ts';
import {
  recipeInputSchema,
  SCREENED_RECIPE_FIELDS,
  screenedRecipeText,
} from '#common/recipe-schemas.ts';

// The demo shows sellers what the content policy expects: every text of it passes the screening
// a seller's product goes through, and what issue 17's review found is refused.

/** What the screen says of a demo text: everything the demo shows must be accepted, not even
 * queued for the team. A product's text may claim the nutrients its table gives. */
const expectAccepted = (text: string, context?: ScreeningContext) =>
  expect(screenHealthContent(text, context), text).toMatchObject({ verdict: 'accepted' });

const tableOf = (demo: (typeof demoProducts)[number]) => ({
  nutrients: tabledNutrients(demo.nutrition),
});

const product = (slug: string) => {
  const found = demoProducts.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Produit de démonstration inconnu : ${slug}`);
  return found;
};

describe('the demo content', () => {
  it.each(demoProducts.map((demo) => [demo.slug, demo] as const))(
    '%s follows the content policy',
    (_slug, demo) => {
      expectAccepted(demo.name, tableOf(demo));
      expectAccepted(demo.description, tableOf(demo));
    },
  );

  it('gives the nutrients its texts claim per 100 g, in values the seller’s form accepts', () => {
    const claiming = demoProducts.filter(
      (demo) => screenHealthContent(demo.description).nutrientsWithoutQuantity.length > 0,
    );
    expect(claiming.map((demo) => demo.slug)).toEqual([
      'poudre-moringa-200g',
      'poudre-pain-de-singe-1kg',
    ]);
    for (const demo of demoProducts.filter((candidate) => candidate.nutrition)) {
      expect(nutritionValuesSchema.safeParse(demo.nutrition).success, demo.slug).toBe(true);
    }
  });

  it('has shops, producers, reviews and answers that follow the policy', () => {
    for (const boutique of demoBoutiques) {
      expectAccepted(boutique.name);
      expectAccepted(boutique.description);
    }
    for (const producer of demoProducers) expectAccepted(producer.nom);
    for (const text of [...demoReviewTexts, ...demoAnswerTexts]) expectAccepted(text);
  });

  it('is written in French typography, names included: they are stored and shown as written', () => {
    const texts = [
      ...demoProducts.flatMap((demo) => [demo.name, demo.description]),
      ...demoProducers.map((producer) => producer.nom),
      ...demoBoutiques.flatMap((boutique) => [boutique.name, boutique.description]),
      ...[...demoCategories, ...demoFamilies].map(({ nom }) => nom),
      ...demoArticles.flatMap((article) => [
        article.title,
        article.description,
        ...article.paragraphs,
      ]),
    ];
    for (const text of texts) expect(text).toBe(frenchTypography(text));
    expect(demoProducts.map((demo) => demo.name)).toContain('Miel blanc d’Oku 500 g');
    expect(demoProducers.map((producer) => producer.nom)).toContain('GIC des apiculteurs d’Oku');
  });

  it('names no category or family as a medicine', () => {
    for (const { nom } of [...demoCategories, ...demoFamilies]) expectAccepted(nom);
  });

  it('has recipes and tips that follow the policy too, precautions included', () => {
    for (const article of demoArticles) {
      for (const text of [article.title, article.description, article.category]) {
        expectAccepted(text);
      }
      expectAccepted(article.paragraphs.join('\n'));
    }
  });

  it.each(demoRecipes.map((demo) => [demo.recipe.title, demo] as const))(
    'recipe « %s » is a valid recipe that follows the policy, linked to its own shop’s products',
    (_title, demo) => {
      const input = { ...demo.recipe, imageUrl: null, productIds: [] };
      expect(recipeInputSchema.safeParse(input).success).toBe(true);
      for (const field of SCREENED_RECIPE_FIELDS) {
        const text = screenedRecipeText(input, field);
        expectAccepted(text);
      }
      expect(demo.products.length).toBeGreaterThan(0);
      for (const slug of demo.products) {
        expect(product(slug).boutique, slug).toBe(demo.boutique);
      }
    },
  );

  it('has recipes from several shops, and a draft', () => {
    expect(new Set(demoRecipes.map((demo) => demo.boutique)).size).toBeGreaterThanOrEqual(3);
    expect(demoRecipes.some((demo) => !demo.publish)).toBe(true);
  });
});

// What the demo said before issue 17, and the product that says it properly now.
const REVIEWED = [
  {
    slug: 'tisane-kinkeliba-gingembre-20-sachets',
    before:
      "Tisane minceur kinkéliba et gingembre. Un mélange drainant de kinkéliba, de gingembre et de feuilles de citronnelle, à boire dans le cadre d'une alimentation équilibrée.",
    found: ['minceur', 'drainant'],
  },
  {
    slug: 'gingembre-gelules-60',
    before:
      "Une aide naturelle pour les digestions difficiles et les trajets en voiture. Deux gélules par jour, à prendre au cours d'un repas.",
    found: ['digestions difficiles', 'trajets en voiture'],
    dose: true,
  },
  {
    slug: 'propolis-teinture-30ml',
    before: 'Quelques gouttes dans une cuillère de miel en cas de gorge irritée.',
    found: ['gorge irritée'],
  },
  {
    slug: 'tamarin-gousses-1kg',
    before: 'Le tamarin est aussi connu pour ses vertus légèrement laxatives.',
    found: ['laxatives'],
  },
  {
    slug: 'creme-bebe-karite-coco-100ml',
    before:
      "Le karité de la Kozah et l'huile de coco vierge apaisent les rougeurs et protègent des irritations du change.",
    found: ['irritations du change'],
  },
  {
    slug: 'fonio-precuit-1kg',
    before: 'Elle remplace le riz ou le couscous et convient aux régimes sans gluten.',
    found: ['sans gluten'],
  },
  {
    slug: 'moringa-gelules-60',
    before: "Deux gélules par jour avec un grand verre d'eau, pendant un mois.",
    found: [],
    dose: true,
  },
  {
    slug: 'huile-nigelle-100ml',
    before: 'Une cuillère à café par jour, pure ou mélangée à du miel.',
    found: [],
    dose: true,
  },
];

describe('the claims issue 17’s review found in the demo', () => {
  it.each(REVIEWED)('$slug: refused as it was, accepted as rewritten', (reviewed) => {
    expect(screenHealthContent(reviewed.before)).toMatchObject({
      claims: reviewed.found,
      doseWithoutWarning: reviewed.dose ?? false,
      verdict: 'refused',
    });
    expect(healthContentProblem(reviewed.before)).toBeDefined();
    const now = product(reviewed.slug);
    expectAccepted(`${now.name}. ${now.description}`, tableOf(now));
  });

  it('renamed the category and the family that presented plants as medicines', () => {
    expect(healthContentProblem('Plantes médicinales')).toBeDefined();
    expect(healthContentProblem('Tisanes et remèdes naturels')).toBeDefined();
    const names = [...demoCategories, ...demoFamilies].map((entry) => entry.nom);
    expect(names).toEqual(
      expect.arrayContaining(['Plantes traditionnelles', 'Tisanes et plantes']),
    );
  });
});
