import { and, eq } from 'drizzle-orm';
import type { RecipeInput } from '#common/recipe-schemas.ts';
import { createCatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { createRecipesRepository } from '#modules/recipes/recipes.repository.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import { createRecipesService } from '#modules/recipes/recipes.service.ts';
import type { Database } from '#modules/db/client.ts';
import { boutiqueProduits, boutiques, produits } from '#modules/db/schema.ts';
import { demoBoutiques, demoProducts } from './demo-catalogue.ts';
import { demoActors } from './demo-history.ts';

// Recipes and tips of the demo shops (issue 18), written by their sellers through the recipes
// service, each linked to the shop's own products: /astuces-recettes, the recipe pages and the
// product pages show them on first start, and one draft waits in its seller's screen. Uses as
// tradition and kitchens know them, without a medical claim (the service screens them as it
// screens any seller's, and demo/demo-content.test.ts checks them too).

export interface DemoRecipe {
  boutique: string;
  /** Demo product slugs of the same boutique, in the order shown; the first one's photo. */
  products: string[];
  publish: boolean;
  recipe: Omit<RecipeInput, 'productIds' | 'imageUrl'>;
}

export const demoRecipes: DemoRecipe[] = [
  {
    boutique: 'karite-de-kara',
    products: ['beurre-karite-brut-250g', 'citronnelle-sechee-50g', 'huile-moringa-50ml'],
    publish: true,
    recipe: {
      title: 'Baume fondant au karité et à la citronnelle',
      description:
        'Un baume maison pour les mains, les coudes et les pointes des cheveux, préparé en vingt minutes avec le karité de la Kozah.',
      ingredients:
        '50 g de beurre de karité brut\n1 cuillère à soupe d’huile de moringa\nQuelques brins de citronnelle séchée',
      dosage: 'Une noisette à chaque application.',
      usage:
        'Faites fondre doucement le karité au bain-marie avec la citronnelle pendant 15 minutes, filtrez, ajoutez l’huile de moringa, versez dans un petit pot propre et laissez prendre au frais.\nPrélevez une noisette, réchauffez-la entre vos paumes et appliquez-la sur la peau sèche ou sur les pointes.',
      benefits:
        'Nourrit et assouplit la peau, avec un parfum frais de citronnelle. Faites un essai sur une petite zone avant la première utilisation.',
      type: 'Baume',
      category: 'Beauté',
      tags: ['karité', 'citronnelle', 'fait maison'],
    },
  },
  {
    boutique: 'tresors-de-la-teranga',
    products: ['bissap-fleurs-sechees-250g', 'sirop-bissap-75cl'],
    publish: true,
    recipe: {
      title: 'Bissap glacé à la menthe',
      description:
        'La boisson rubis des fêtes dakaroises : des fleurs d’hibiscus infusées, sucrées et parfumées à la menthe fraîche.',
      ingredients:
        '100 g de fleurs de bissap séchées\n1,5 L d’eau\n100 g de sucre, ou selon votre goût\nQuelques feuilles de menthe fraîche\n1 sachet de sucre vanillé',
      dosage: 'Un grand verre bien frais, à partager.',
      usage:
        'Rincez les fleurs à l’eau froide. Portez l’eau à frémissement, retirez du feu, ajoutez les fleurs et laissez infuser 15 minutes.\nFiltrez, sucrez, ajoutez la menthe et la vanille, puis servez très frais. Se garde trois jours au réfrigérateur.',
      benefits:
        'Une boisson désaltérante au goût acidulé. Déconseillé aux femmes enceintes sans l’avis de leur médecin.',
      type: 'Infusion',
      category: 'Nutrition',
      tags: ['bissap', 'boisson', 'hibiscus'],
    },
  },
  {
    boutique: 'tresors-de-la-teranga',
    products: ['poudre-pain-de-singe-1kg'],
    publish: false,
    recipe: {
      title: 'Jus de bouye onctueux',
      description: 'Le jus de pain de singe des goûters sénégalais, épais et doux.',
      ingredients:
        '200 g de poudre de pain de singe\n1 L d’eau fraîche\n150 g de sucre\n1 sachet de sucre vanillé\nUn peu de fleur d’oranger',
      dosage: '',
      usage:
        'Délayez la poudre dans l’eau, laissez reposer 30 minutes, filtrez, puis sucrez et parfumez. Servez très frais.',
      benefits: '',
      type: null,
      category: 'Nutrition',
      tags: ['bouye', 'baobab', 'boisson'],
    },
  },
  {
    boutique: 'saveurs-du-faso',
    products: ['gingembre-seche-250g', 'poudre-gingembre-100g'],
    publish: true,
    recipe: {
      title: 'Boisson chaude au gingembre et au citron',
      description:
        'Une boisson épicée des soirées fraîches de Bobo-Dioulasso, avec le gingembre séché du Houet.',
      ingredients:
        '20 g de gingembre séché en morceaux\n1 L d’eau\nLe jus d’un demi-citron\nDu miel selon votre goût',
      dosage: 'Une tasse après le repas. Ne pas dépasser la dose indiquée.',
      usage:
        'Faites frémir le gingembre dans l’eau 10 minutes à couvercle fermé, laissez reposer 5 minutes et filtrez.\nAjoutez le citron et le miel. Se boit chaud, ou glacé en saison chaude.',
      benefits:
        'Un goût vif et réchauffant. Déconseillé aux enfants de moins de 6 ans ; si vous prenez un traitement, demandez l’avis de votre médecin.',
      type: 'Décoction',
      category: 'Bien-être',
      tags: ['gingembre', 'citron', 'boisson chaude'],
    },
  },
  {
    boutique: 'maison-akwaba',
    products: ['huile-coco-vierge-250ml', 'huile-ricin-100ml'],
    publish: true,
    recipe: {
      title: 'Huile de coco macérée à l’hibiscus pour les cheveux',
      description:
        'Une huile de soin rosée qui gaine les longueurs, préparée à Cocody avec la coco vierge de la côte.',
      ingredients:
        '200 ml d’huile de coco vierge\n2 cuillères à soupe de fleurs d’hibiscus séchées\n1 cuillère à café d’huile de ricin',
      dosage: 'Quelques gouttes sur les longueurs.',
      usage:
        'Faites tiédir l’huile de coco, versez-la sur les fleurs dans un bocal propre et sec, fermez et laissez macérer deux semaines à l’abri de la lumière en secouant de temps en temps.\nFiltrez, ajoutez l’huile de ricin et gardez le tout dans un flacon ambré. Appliquez sur les longueurs et les pointes, laissez poser une heure, puis lavez.',
      benefits: 'Les cheveux sont souples et brillants. Usage externe uniquement : ne pas avaler.',
      type: 'Macération',
      category: 'Beauté',
      tags: ['coco', 'cheveux', 'hibiscus'],
    },
  },
];

/** The offer id of each demo product of a boutique, by slug. */
async function offersBySlug(db: Database, boutiqueId: number, slugs: string[]) {
  return Promise.all(
    slugs.map(async (slug) => {
      const product = demoProducts.find((candidate) => candidate.slug === slug);
      if (!product) throw new Error(`Produit de démonstration inconnu : ${slug}`);
      const [row] = await db
        .select({ id: boutiqueProduits.id })
        .from(boutiqueProduits)
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .where(and(eq(boutiqueProduits.boutiqueId, boutiqueId), eq(produits.name, product.name)));
      if (!row) throw new Error(`Produit de démonstration absent : ${slug}`);
      return row.id;
    }),
  );
}

export async function seedDemoRecipes(db: Database): Promise<void> {
  const recipes = createRecipesService({
    repository: createRecipesRepository(db),
    catalogue: createCatalogueRepository(db),
    claims: createClaimRecorder(createClaimQueueRepository(db)),
  });
  const { sellerOf } = await demoActors(db);
  for (const demo of demoRecipes) {
    const shop = demoBoutiques.find((candidate) => candidate.key === demo.boutique);
    const [boutique] = shop
      ? await db.select({ id: boutiques.id }).from(boutiques).where(eq(boutiques.name, shop.name))
      : [];
    const seller = boutique && sellerOf.get(boutique.id);
    if (!boutique || !seller)
      throw new Error(`Boutique de démonstration absente : ${demo.boutique}`);
    await recipes.create(
      seller,
      {
        ...demo.recipe,
        imageUrl: `/uploads/demo/${demo.products[0]}.webp`,
        productIds: await offersBySlug(db, boutique.id, demo.products),
      },
      { publish: demo.publish },
    );
  }
}
