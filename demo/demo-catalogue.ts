// Demo catalogue: families, categories, boutiques, producers and products used
// to fill an empty database. Pure data. Prices are whole FCFA.
//
// Illustration variants (see product-illustrations.ts):
// - pot-beurre: variant % 3 === 2 gives whipped butter, % 3 === 1 adds flowers (scented)
// - poudre: variant % 6 -> 0 moringa, 1 baobab, 2 bissap, 3 brown, 4 ginger, 5 ochre
// - feuilles: variant % 3 -> 0 broad leaves, 1 lemongrass blades, 2 compound leaves
// - savon: variant % 3 -> 0 ball, 1 bars (colour: (variant >> 1) % 4 -> black, neem green, shea, black), 2 liquid
// - flacon-huile: variant % 9 -> golden, coco, avocado, black seed, castor, sesame, baobab, neem, propolis
// - bouteille-boisson: variant % 5 -> bissap, ginger, baobab, tamarind, lemongrass
// - tasse-tisane: variant % 5 -> kinkeliba, mint, bissap, lemongrass, ginger
// - pot-miel: variant % 4 -> golden, amber, dark, light
// - creme-cosmetique: variant % 3 -> pot, tube, lip balm; floor(variant / 3) % 5 -> plain, coffee, shea, avocado, sugar
// - graines-epices: variant % 7 -> clove, grains of selim (kani), fonio, sesame, gum arabic, pepper, soumbala
// - racines: variant % 3 -> fresh ginger, turmeric, dried ginger
// - gelules: variant % 4 -> moringa, baobab, bissap, ginger
// - gousses: variant % 3 -> tamarind, baobab fruit, nere pods

import type { NutritionValues } from '#common/nutrients.ts';
import type { IllustrationKind } from './product-illustrations.ts';

export interface DemoFamily {
  nom: string;
}

export interface DemoCategory {
  nom: string;
  /** DemoFamily.nom */
  famille: string;
}

export interface DemoBoutique {
  key: string;
  name: string;
  description: string;
  pays: string;
  ville: string;
}

export interface DemoProducer {
  key: string;
  nom: string;
  pays: string;
  email: string;
}

export interface DemoProduct {
  /** kebab-case ASCII, unique, used as the image file name */
  slug: string;
  name: string;
  description: string;
  /** DemoCategory.nom */
  categorie: string;
  /** DemoBoutique.key */
  boutique: string;
  /** DemoProducer.key */
  producteur: string;
  /** FCFA, positive integer */
  price: number;
  stock: number;
  /** days between the product being added to the shop and the seeding date */
  daysAgo: number;
  illustration: IllustrationKind;
  variant: number;
  /**
   * Per 100 g, from published composition tables for the raw ingredient (saved through the
   * seller's service, demo-nutrition.ts): what a « riche en … » of the description rests on.
   */
  nutrition?: NutritionValues;
}

const SOINS = 'Soins du corps et beauté';
const ALIMENTATION = 'Alimentation et superaliments';
const TISANES_PLANTES = 'Tisanes et plantes';

export const demoFamilies: DemoFamily[] = [
  { nom: SOINS },
  { nom: ALIMENTATION },
  { nom: TISANES_PLANTES },
];

const BEURRES = 'Beurres et huiles';
const SAVONS = 'Savons naturels';
const COSMETIQUES = 'Cosmétiques artisanaux';
const POUDRES = 'Poudres et superaliments';
const JUS = 'Jus et boissons';
const MIELS = 'Miels et produits de la ruche';
const EPICES = 'Épices, graines et céréales';
const TISANES = 'Tisanes et infusions';
const PLANTES = 'Plantes traditionnelles';

export const demoCategories: DemoCategory[] = [
  { nom: BEURRES, famille: SOINS },
  { nom: SAVONS, famille: SOINS },
  { nom: COSMETIQUES, famille: SOINS },
  { nom: POUDRES, famille: ALIMENTATION },
  { nom: JUS, famille: ALIMENTATION },
  { nom: MIELS, famille: ALIMENTATION },
  { nom: EPICES, famille: ALIMENTATION },
  { nom: TISANES, famille: TISANES_PLANTES },
  { nom: PLANTES, famille: TISANES_PLANTES },
];

export const demoBoutiques: DemoBoutique[] = [
  {
    key: 'karite-de-kara',
    name: 'Karité de Kara',
    description:
      'Au pied des monts Kabyè, nous travaillons main dans la main avec les femmes de la Kozah pour vous offrir un karité pur, baratté à l’ancienne. Chaque pot vendu soutient directement une productrice et sa famille.',
    pays: 'Togo',
    ville: 'Kara',
  },
  {
    key: 'saveurs-du-faso',
    name: 'Saveurs du Faso',
    description:
      'Karité, soumbala, sésame et plantes du Houet : le meilleur de l’Ouest burkinabè, choisi directement auprès des groupements de femmes et des herboristes de Bobo-Dioulasso. Nous goûtons et testons chaque produit avant de vous le proposer.',
    pays: 'Burkina Faso',
    ville: 'Bobo-Dioulasso',
  },
  {
    key: 'tresors-de-la-teranga',
    name: 'Les Trésors de la Teranga',
    description:
      'Bissap de Thiès, bouye, fonio et kinkéliba : nous choisissons pour vous le meilleur des terroirs sénégalais. Une boutique qui sent bon les marchés de Dakar et les recettes de grand-mère.',
    pays: 'Sénégal',
    ville: 'Dakar',
  },
  {
    key: 'ruche-de-parakou',
    name: 'La Ruche de Parakou',
    description:
      'Des miels récoltés dans les parcs à karité du Borgou et des produits du terroir béninois, de l’afitin au gingembre frais, expédiés depuis Parakou.',
    pays: 'Bénin',
    ville: 'Parakou',
  },
  {
    key: 'herboristerie-kenedougou',
    name: 'Herboristerie du Kénédougou',
    description:
      'Plantes, écorces et fruits séchés selon les savoirs des tradipraticiens de Sikasso. Nous conseillons chaque client avec patience, comme au comptoir de l’herboristerie.',
    pays: 'Mali',
    ville: 'Sikasso',
  },
  {
    key: 'comptoir-du-wouri',
    name: 'Comptoir du Wouri',
    description:
      'Poivre de Penja, miel d’Oku et huiles du Moungo : un comptoir de Douala qui fait voyager les trésors des hautes terres et de la côte camerounaise.',
    pays: 'Cameroun',
    ville: 'Douala',
  },
  {
    key: 'maison-akwaba',
    name: 'Maison Akwaba Nature',
    description:
      'Une petite maison de beauté naturelle à Cocody : gommages, masques et huiles préparés en petites séries à partir du karité de Korhogo et des fruits de la côte ivoirienne.',
    pays: "Côte d'Ivoire",
    ville: 'Abidjan',
  },
];

export const demoProducers: DemoProducer[] = [
  {
    key: 'union-kozah',
    nom: 'Union des femmes productrices de karité de la Kozah',
    pays: 'Togo',
    email: 'karite.kozah@example.org',
  },
  {
    key: 'ferme-agbeko',
    nom: 'Ferme familiale Agbéko',
    pays: 'Togo',
    email: 'ferme.agbeko@example.org',
  },
  {
    key: 'savonnieres-tamale',
    nom: 'Coopérative des savonnières de Tamale',
    pays: 'Ghana',
    email: 'savonnieres.tamale@example.org',
  },
  {
    key: 'gie-jappo',
    nom: 'GIE Jappo des transformatrices de Thiès',
    pays: 'Sénégal',
    email: 'gie.jappo@example.org',
  },
  {
    key: 'union-houet',
    nom: 'Union des productrices de karité du Houet',
    pays: 'Burkina Faso',
    email: 'karite.houet@example.org',
  },
  {
    key: 'herboriste-traore',
    nom: 'Herboristerie Issouf Traoré',
    pays: 'Burkina Faso',
    email: 'herboriste.traore@example.org',
  },
  {
    key: 'cooperative-benkadi',
    nom: 'Coopérative Benkadi des femmes de Korhogo',
    pays: "Côte d'Ivoire",
    email: 'benkadi.korhogo@example.org',
  },
  {
    key: 'atelier-aya',
    nom: 'Atelier cosmétique Aya Nature',
    pays: "Côte d'Ivoire",
    email: 'atelier.aya@example.org',
  },
  {
    key: 'rucher-adekambi',
    nom: 'Rucher familial Adékambi',
    pays: 'Bénin',
    email: 'rucher.adekambi@example.org',
  },
  {
    key: 'cooperative-alafia',
    nom: 'Coopérative Alafia de Kétou',
    pays: 'Bénin',
    email: 'alafia.ketou@example.org',
  },
  {
    key: 'mariam-coulibaly',
    nom: 'Mariam Coulibaly, tradipraticienne',
    pays: 'Mali',
    email: 'mariam.coulibaly@example.org',
  },
  {
    key: 'cooperative-jigiya',
    nom: 'Coopérative Jigiya des femmes de Bamako',
    pays: 'Mali',
    email: 'jigiya.bamako@example.org',
  },
  {
    key: 'apiculteurs-oku',
    nom: 'GIC des apiculteurs d’Oku',
    pays: 'Cameroun',
    email: 'apiculteurs.oku@example.org',
  },
  {
    key: 'plantation-ebongue',
    nom: 'Plantation familiale Ebongué du Moungo',
    pays: 'Cameroun',
    email: 'plantation.ebongue@example.org',
  },
];

export const demoProducts: DemoProduct[] = [
  // --- Karité de Kara (Togo) -------------------------------------------------
  {
    slug: 'beurre-karite-brut-250g',
    name: 'Beurre de karité brut non raffiné 250 g',
    description:
      'Produit par les femmes de la préfecture de la Kozah, ce beurre est obtenu par barattage traditionnel des amandes torréfiées, sans solvant ni conservateur. Sa couleur ivoire et son léger parfum de noisette témoignent de sa pureté. À appliquer sur la peau sèche, les talons, les lèvres gercées ou les pointes des cheveux.',
    categorie: BEURRES,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 3000,
    stock: 48,
    daysAgo: 112,
    illustration: 'pot-beurre',
    variant: 0,
  },
  {
    slug: 'beurre-karite-brut-500g',
    name: 'Beurre de karité brut non raffiné 500 g',
    description:
      'Le même karité brut que notre pot de 250 g, en grand format pour toute la famille. Les noix sont ramassées en saison des pluies, séchées au soleil puis pilées et barattées à la main. Faites-le fondre entre vos paumes avant de masser le corps après la douche.',
    categorie: BEURRES,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 5500,
    stock: 23,
    daysAgo: 98,
    illustration: 'pot-beurre',
    variant: 3,
  },
  {
    slug: 'beurre-karite-fouette-nature-200ml',
    name: 'Beurre de karité fouetté nature 200 ml',
    description:
      'Notre karité brut, fouetté longuement avec un peu d’huile de coco pour obtenir une texture légère comme une mousse. Il pénètre vite sans laisser la peau grasse. Idéal le matin, sur le visage comme sur le corps.',
    categorie: BEURRES,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 4000,
    stock: 17,
    daysAgo: 41,
    illustration: 'pot-beurre',
    variant: 2,
  },
  {
    slug: 'beurre-karite-citronnelle-150g',
    name: 'Beurre de karité parfumé à la citronnelle 150 g',
    description:
      'Un karité brut délicatement parfumé à l’huile essentielle de citronnelle cultivée à la ferme Agbéko. Son parfum frais accompagne les soirées en plein air. À masser sur les bras et les jambes après la douche.',
    categorie: BEURRES,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 3500,
    stock: 12,
    daysAgo: 27,
    illustration: 'pot-beurre',
    variant: 1,
  },
  {
    slug: 'savon-noir-alata-samina-200g',
    name: 'Savon noir alata samina 200 g',
    description:
      'Fabriqué dans la région de Tamale à partir de cendres de cabosses de cacao, de feuilles de plantain et d’huile de palmiste, ce savon noir nettoie en douceur tout en respectant la peau. Faites-le mousser entre vos mains plutôt que de le frotter directement sur le visage. Convient aussi au lavage des cheveux.',
    categorie: SAVONS,
    boutique: 'karite-de-kara',
    producteur: 'savonnieres-tamale',
    price: 1500,
    stock: 60,
    daysAgo: 86,
    illustration: 'savon',
    variant: 0,
  },
  {
    slug: 'savon-karite-miel-120g',
    name: 'Savon au karité et au miel 120 g',
    description:
      'Un savon saponifié à froid, riche en beurre de karité de la Kozah et adouci par une touche de miel. Il laisse la peau souple et délicatement parfumée. Laissez-le sécher sur un porte-savon entre deux utilisations pour qu’il dure plus longtemps.',
    categorie: SAVONS,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 1200,
    stock: 35,
    daysAgo: 64,
    illustration: 'savon',
    variant: 4,
  },
  {
    slug: 'huile-moringa-50ml',
    name: 'Huile de moringa pressée à froid 50 ml',
    description:
      'Extraite des graines de moringa cultivées près de Kpalimé, cette huile fine et stable est riche en antioxydants. Quelques gouttes suffisent pour nourrir le visage ou faire briller les cheveux. Conservez-la à l’abri de la lumière.',
    categorie: BEURRES,
    boutique: 'karite-de-kara',
    producteur: 'ferme-agbeko',
    price: 6500,
    stock: 9,
    daysAgo: 33,
    illustration: 'flacon-huile',
    variant: 0,
  },
  {
    slug: 'poudre-moringa-200g',
    name: 'Poudre de feuilles de moringa 200 g',
    description:
      'Les jeunes feuilles sont cueillies le matin, séchées à l’ombre puis finement moulues pour préserver leur belle couleur verte. Une poudre riche en protéines, en fer et en calcium, à la saveur verte et légèrement poivrée. Ajoutez une cuillère à café dans une sauce, un jus ou une bouillie, sans la faire cuire longtemps.',
    categorie: POUDRES,
    boutique: 'karite-de-kara',
    producteur: 'ferme-agbeko',
    price: 2500,
    stock: 40,
    daysAgo: 75,
    illustration: 'poudre',
    variant: 0,
    nutrition: {
      energie: 272,
      matieresGrasses: 5.5,
      acidesGrasSatures: 1.2,
      glucides: 19,
      sucres: 2.5,
      fibres: 19,
      proteines: 27,
      sel: 0.1,
      vitamineC: 17,
      calcium: 2000,
      fer: 28,
      magnesium: 368,
      potassium: 1324,
    },
  },
  {
    slug: 'citronnelle-sechee-50g',
    name: 'Citronnelle séchée en botte 50 g',
    description:
      'Des tiges de citronnelle coupées à la main et séchées en bottes sur les claies de la ferme Agbéko. Leur parfum citronné se libère dès qu’on les froisse. Laissez infuser deux ou trois brins dix minutes dans l’eau frémissante, avec un peu de miel si vous le souhaitez.',
    categorie: TISANES,
    boutique: 'karite-de-kara',
    producteur: 'ferme-agbeko',
    price: 1000,
    stock: 31,
    daysAgo: 19,
    illustration: 'feuilles',
    variant: 1,
  },
  {
    slug: 'baume-levres-karite-10g',
    name: 'Baume à lèvres au karité 10 g',
    description:
      'Un stick tout simple composé de karité brut, de cire d’abeille et d’huile de coco. Il protège les lèvres du vent sec de l’harmattan. Glissez-le dans votre sac et appliquez-le aussi souvent que nécessaire. Contient de la cire d’abeille : à éviter en cas d’allergie aux produits de la ruche.',
    categorie: COSMETIQUES,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 1000,
    stock: 4,
    daysAgo: 8,
    illustration: 'creme-cosmetique',
    variant: 2,
  },
  {
    slug: 'creme-bebe-karite-coco-100ml',
    name: 'Crème bébé au karité et à la noix de coco 100 ml',
    description:
      'Une crème sans parfum ajouté, pensée pour la peau délicate des tout-petits. Le karité de la Kozah et l’huile de coco vierge nourrissent la peau et la protègent du frottement de la couche. Appliquez une noisette après le bain, en massant doucement. Si une rougeur persiste, demandez l’avis d’un professionnel de santé.',
    categorie: COSMETIQUES,
    boutique: 'karite-de-kara',
    producteur: 'union-kozah',
    price: 3500,
    stock: 14,
    daysAgo: 2,
    illustration: 'creme-cosmetique',
    variant: 1,
  },

  // --- Les Trésors de la Teranga (Sénégal) -------------------------------------
  {
    slug: 'bissap-fleurs-sechees-250g',
    name: 'Fleurs de bissap séchées 250 g',
    description:
      'Des calices d’hibiscus rouge foncé récoltés autour de Thiès, triés à la main et séchés à l’ombre. Ils donnent une boisson acidulée à la couleur rubis, servie chaude ou glacée. Comptez une bonne poignée par litre d’eau et laissez infuser au moins vingt minutes.',
    categorie: TISANES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 1500,
    stock: 55,
    daysAgo: 104,
    illustration: 'fleurs-hibiscus',
    variant: 0,
  },
  {
    slug: 'bissap-fleurs-sechees-1kg',
    name: 'Fleurs de bissap séchées 1 kg',
    description:
      'Le grand sac pour les baptêmes, les mariages et les fêtes de Tabaski. Les calices sont entiers, bien charnus et sans poussière. Conservez-les dans un bocal hermétique, au sec.',
    categorie: TISANES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 5000,
    stock: 18,
    daysAgo: 90,
    illustration: 'fleurs-hibiscus',
    variant: 1,
  },
  {
    slug: 'sirop-bissap-75cl',
    name: 'Sirop de bissap artisanal 75 cl',
    description:
      'Préparé par les femmes du GIE Jappo avec des fleurs de bissap, du sucre de canne et une pointe de menthe. Diluez un volume de sirop dans cinq volumes d’eau bien fraîche. Délicieux aussi nappé sur une salade de fruits.',
    categorie: JUS,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 3500,
    stock: 22,
    daysAgo: 52,
    illustration: 'bouteille-boisson',
    variant: 0,
  },
  {
    slug: 'jus-bouye-1l',
    name: 'Jus de bouye (pain de singe) 1 L',
    description:
      'Une boisson onctueuse à base de pulpe de baobab, de lait et d’une pointe de vanille, comme on la sert dans les rues de Dakar. À conserver au réfrigérateur et à consommer dans les trois jours après ouverture. Bien agiter avant de servir.',
    categorie: JUS,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 2000,
    stock: 7,
    daysAgo: 5,
    illustration: 'bouteille-boisson',
    variant: 2,
  },
  {
    slug: 'jus-gingembre-50cl',
    name: 'Jus de gingembre pimenté 50 cl',
    description:
      'Du gingembre frais râpé, pressé puis relevé d’un trait de citron vert et d’ananas. Un jus qui réveille, à boire très frais. Les plus sensibles le coupent avec un peu d’eau.',
    categorie: JUS,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 1500,
    stock: 26,
    daysAgo: 12,
    illustration: 'bouteille-boisson',
    variant: 1,
  },
  {
    slug: 'poudre-pain-de-singe-1kg',
    name: 'Poudre de pain de singe (baobab) 1 kg',
    description:
      'La pulpe blanche du fruit du baobab, naturellement séchée sur l’arbre puis tamisée finement. Elle est riche en vitamine C et en fibres (voir les valeurs nutritionnelles). Elle a un goût acidulé qui rappelle le yaourt. Délayez-la dans l’eau, le lait ou vos smoothies.',
    categorie: POUDRES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 6000,
    stock: 15,
    daysAgo: 70,
    illustration: 'poudre',
    variant: 1,
    nutrition: {
      energie: 250,
      matieresGrasses: 0.5,
      acidesGrasSatures: 0.1,
      glucides: 36,
      sucres: 22,
      fibres: 44,
      proteines: 2.5,
      sel: 0.01,
      vitamineC: 250,
      calcium: 300,
      magnesium: 170,
      potassium: 2270,
    },
  },
  {
    slug: 'poudre-bissap-200g',
    name: 'Poudre de bissap 200 g',
    description:
      'Des calices d’hibiscus séchés puis moulus très finement. Une cuillère suffit pour colorer et parfumer un jus, une pâtisserie ou une sauce. Se dissout sans laisser de dépôt.',
    categorie: POUDRES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 2000,
    stock: 20,
    daysAgo: 38,
    illustration: 'poudre',
    variant: 2,
  },
  {
    slug: 'fonio-precuit-1kg',
    name: 'Fonio précuit 1 kg',
    description:
      'Cette petite céréale ancestrale, cultivée sans engrais, est lavée, décortiquée puis précuite à la vapeur. Prête en cinq minutes, elle remplace le riz ou le couscous. Conditionnée dans un atelier qui travaille aussi le mil et le blé : peut contenir des traces de gluten. Servez-la avec une sauce d’arachide ou en salade.',
    categorie: EPICES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 2500,
    stock: 34,
    daysAgo: 81,
    illustration: 'graines-epices',
    variant: 2,
  },
  {
    slug: 'kinkeliba-feuilles-100g',
    name: 'Kinkéliba en feuilles 100 g',
    description:
      'Les feuilles de kinkéliba sont la boisson du petit-déjeuner dans de nombreuses familles sénégalaises. On les boit aussi après les repas, pour leur goût doux et boisé. Faites bouillir une poignée de feuilles dix minutes et sucrez selon votre goût.',
    categorie: TISANES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 1200,
    stock: 42,
    daysAgo: 95,
    illustration: 'feuilles',
    variant: 0,
  },
  {
    slug: 'tamarin-denoyaute-500g',
    name: 'Tamarin dénoyauté (dakhar) 500 g',
    description:
      'Une pulpe de tamarin mûr, débarrassée de ses graines et de sa coque, importée de Bamako par la coopérative Jigiya. Elle sert à préparer le jus de dakhar ou à relever les sauces aigres-douces. Faites-la tremper dans l’eau tiède puis filtrez.',
    categorie: POUDRES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'cooperative-jigiya',
    price: 2000,
    stock: 19,
    daysAgo: 57,
    illustration: 'gousses',
    variant: 0,
  },
  {
    slug: 'tisane-kinkeliba-20-sachets',
    name: 'Tisane de kinkéliba, 20 sachets',
    description:
      'Le kinkéliba du petit-déjeuner, en sachets pratiques pour le bureau ou le voyage. Chaque sachet contient des feuilles finement concassées. Laissez infuser cinq à huit minutes dans une eau très chaude.',
    categorie: TISANES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 1500,
    stock: 37,
    daysAgo: 23,
    illustration: 'tasse-tisane',
    variant: 0,
  },
  {
    slug: 'clous-de-girofle-100g',
    name: 'Clous de girofle entiers 100 g',
    description:
      'Des clous de girofle charnus et très parfumés, triés et conditionnés à Thiès. Ils relèvent le café Touba, le thé, les marinades et les plats mijotés. Conservez-les dans un bocal fermé pour garder tout leur arôme.',
    categorie: EPICES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 2500,
    stock: 28,
    daysAgo: 44,
    illustration: 'graines-epices',
    variant: 0,
  },
  {
    slug: 'huile-baobab-50ml',
    name: 'Huile de baobab pressée à froid 50 ml',
    description:
      'Pressée à partir des graines contenues dans le fruit du baobab, cette huile dorée est très appréciée pour les peaux sèches et les vergetures. Elle pénètre rapidement et ne laisse pas de film gras. Massez quelques gouttes sur la peau encore humide.',
    categorie: BEURRES,
    boutique: 'tresors-de-la-teranga',
    producteur: 'gie-jappo',
    price: 5000,
    stock: 3,
    daysAgo: 16,
    illustration: 'flacon-huile',
    variant: 6,
  },

  // --- Saveurs du Faso (Burkina Faso) ------------------------------------------
  {
    slug: 'beurre-karite-bio-houet-1kg',
    name: 'Beurre de karité bio du Houet 1 kg',
    description:
      'Un beurre certifié biologique, produit par plus de deux cents femmes de la province du Houet. Les amandes sont bouillies, séchées puis barattées selon la méthode transmise de mère en fille. Un format économique pour la peau, les cheveux et même la cuisine.',
    categorie: BEURRES,
    boutique: 'saveurs-du-faso',
    producteur: 'union-houet',
    price: 9000,
    stock: 4,
    daysAgo: 118,
    illustration: 'pot-beurre',
    variant: 6,
  },
  {
    slug: 'soumbala-boules-250g',
    name: 'Soumbala traditionnel en boules 250 g',
    description:
      'Les graines de néré sont cuites longuement, fermentées trois jours puis façonnées en boules et séchées au soleil. Le soumbala donne aux sauces un goût profond et remplace avantageusement les cubes d’assaisonnement. Émiettez-en une petite boule en début de cuisson.',
    categorie: EPICES,
    boutique: 'saveurs-du-faso',
    producteur: 'union-houet',
    price: 1500,
    stock: 30,
    daysAgo: 66,
    illustration: 'graines-epices',
    variant: 6,
  },
  {
    slug: 'gingembre-seche-250g',
    name: 'Gingembre séché en morceaux 250 g',
    description:
      'Des rhizomes de gingembre épluchés, tranchés puis séchés au soleil. Ils se conservent des mois et se râpent facilement. À faire bouillir pour une boisson chaude ou à moudre pour vos épices.',
    categorie: EPICES,
    boutique: 'saveurs-du-faso',
    producteur: 'herboriste-traore',
    price: 1500,
    stock: 25,
    daysAgo: 49,
    illustration: 'racines',
    variant: 2,
  },
  {
    slug: 'poudre-gingembre-100g',
    name: 'Poudre de gingembre 100 g',
    description:
      'Notre gingembre séché, moulu à la meule de pierre pour une poudre fine et très parfumée. Elle relève les jus, les bouillies et les marinades. Une pincée suffit, elle est puissante.',
    categorie: POUDRES,
    boutique: 'saveurs-du-faso',
    producteur: 'herboriste-traore',
    price: 1200,
    stock: 33,
    daysAgo: 35,
    illustration: 'poudre',
    variant: 4,
  },
  {
    slug: 'huile-karite-liquide-250ml',
    name: 'Huile de karité liquide 250 ml',
    description:
      'La fraction liquide du beurre de karité, séparée par simple décantation. Elle garde la douceur du karité dans une texture fluide, facile à étaler. Parfaite pour les massages et pour nourrir les cheveux crépus.',
    categorie: BEURRES,
    boutique: 'saveurs-du-faso',
    producteur: 'union-houet',
    price: 4500,
    stock: 16,
    daysAgo: 60,
    illustration: 'flacon-huile',
    variant: 9,
  },
  {
    slug: 'tisane-digestive-menthe-60g',
    name: 'Tisane menthe et kinkéliba 60 g',
    description:
      'Un mélange composé par l’herboriste Issouf Traoré : feuilles de kinkéliba, menthe verte et un peu de citronnelle. À boire après les repas copieux. Infusez une cuillère à soupe dans une tasse d’eau chaude pendant sept minutes.',
    categorie: TISANES,
    boutique: 'saveurs-du-faso',
    producteur: 'herboriste-traore',
    price: 1500,
    stock: 21,
    daysAgo: 29,
    illustration: 'tasse-tisane',
    variant: 1,
  },
  {
    slug: 'feuilles-neem-sechees-100g',
    name: 'Feuilles de neem séchées 100 g',
    description:
      'Le neem est présent dans toutes les cours du Burkina et ses feuilles sont utilisées depuis longtemps en usage externe. Ajoutées à l’eau du bain, elles lui donnent une odeur végétale et servent aux soins traditionnels de la peau. Usage externe uniquement : ne pas avaler, ne pas utiliser pendant la grossesse ni chez les enfants.',
    categorie: PLANTES,
    boutique: 'saveurs-du-faso',
    producteur: 'herboriste-traore',
    price: 1000,
    stock: 27,
    daysAgo: 88,
    illustration: 'feuilles',
    variant: 2,
  },
  {
    slug: 'savon-neem-150g',
    name: 'Savon au neem 150 g',
    description:
      'Un savon vert fabriqué à la main avec de l’huile de neem, du beurre de karité et de la poudre de feuilles. Il convient aux peaux grasses et sujettes aux boutons. Son odeur végétale est marquée, c’est le signe d’un neem de qualité.',
    categorie: SAVONS,
    boutique: 'saveurs-du-faso',
    producteur: 'union-houet',
    price: 1000,
    stock: 45,
    daysAgo: 73,
    illustration: 'savon',
    variant: 10,
  },
  {
    slug: 'moringa-gelules-60',
    name: 'Moringa en gélules, 60 gélules',
    description:
      'Chaque gélule végétale contient 400 mg de poudre de feuilles de moringa du Houet. Une façon simple de profiter du moringa sans son goût herbacé. Complément alimentaire : deux gélules par jour avec un grand verre d’eau. Ne pas dépasser la dose indiquée. Ne remplace pas une alimentation variée et équilibrée. Déconseillé aux femmes enceintes ou allaitantes et aux enfants ; demandez l’avis d’un professionnel de santé si vous prenez un traitement.',
    categorie: PLANTES,
    boutique: 'saveurs-du-faso',
    producteur: 'herboriste-traore',
    price: 4000,
    stock: 13,
    daysAgo: 22,
    illustration: 'gelules',
    variant: 0,
  },
  {
    slug: 'jus-tamarin-50cl',
    name: 'Jus de tamarin 50 cl',
    description:
      'La pulpe de tamarin est trempée, filtrée puis légèrement sucrée pour un jus acidulé et rafraîchissant. Préparé chaque semaine à Bobo-Dioulasso. À servir bien frais, il se garde cinq jours au réfrigérateur.',
    categorie: JUS,
    boutique: 'saveurs-du-faso',
    producteur: 'union-houet',
    price: 1000,
    stock: 0,
    daysAgo: 4,
    illustration: 'bouteille-boisson',
    variant: 3,
  },
  {
    slug: 'graines-sesame-500g',
    name: 'Graines de sésame blanc 500 g',
    description:
      'Le Burkina Faso est l’un des grands producteurs de sésame et ces graines viennent des champs des membres de l’Union. Elles sont lavées, triées et séchées sans traitement. Faites-les griller à sec quelques minutes pour révéler leur goût de noisette.',
    categorie: EPICES,
    boutique: 'saveurs-du-faso',
    producteur: 'union-houet',
    price: 1500,
    stock: 39,
    daysAgo: 55,
    illustration: 'graines-epices',
    variant: 3,
    nutrition: {
      energie: 573,
      matieresGrasses: 49.7,
      acidesGrasSatures: 7,
      glucides: 11.6,
      sucres: 0.3,
      fibres: 11.8,
      proteines: 17.7,
      sel: 0.03,
      calcium: 975,
      fer: 14.6,
      magnesium: 351,
      potassium: 468,
      zinc: 7.8,
    },
  },

  // --- Maison Akwaba Nature (Côte d'Ivoire) ------------------------------------
  {
    slug: 'huile-coco-vierge-250ml',
    name: 'Huile de coco vierge 250 ml',
    description:
      'Extraite à froid de la chair fraîche des noix de coco de Grand-Bassam, cette huile garde un parfum doux et gourmand. Elle fige en dessous de 24 °C, ce qui est tout à fait normal. Utilisez-la en bain d’huile sur les cheveux, en démaquillant ou en cuisine.',
    categorie: BEURRES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 4500,
    stock: 29,
    daysAgo: 100,
    illustration: 'flacon-huile',
    variant: 1,
  },
  {
    slug: 'huile-avocat-100ml',
    name: 'Huile d’avocat pressée à froid 100 ml',
    description:
      'Une huile d’un beau vert profond, pressée à partir d’avocats mûrs trop abîmés pour être vendus au marché. Très nourrissante, elle convient aux peaux matures et aux cheveux secs. Mélangez-la à votre crème ou appliquez-la pure en soin de nuit.',
    categorie: BEURRES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 5500,
    stock: 11,
    daysAgo: 47,
    illustration: 'flacon-huile',
    variant: 2,
  },
  {
    slug: 'gommage-cafe-karite-200g',
    name: 'Gommage corps au café et au karité 200 g',
    description:
      'Du café robusta de l’Ouest ivoirien finement moulu, mélangé à du karité de Korhogo et à de l’huile de coco. Il élimine les peaux mortes et laisse la peau douce et parfumée. Massez sur peau humide en mouvements circulaires, puis rincez à l’eau tiède.',
    categorie: COSMETIQUES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 5000,
    stock: 18,
    daysAgo: 31,
    illustration: 'creme-cosmetique',
    variant: 3,
  },
  {
    slug: 'gommage-sucre-coco-200g',
    name: 'Gommage au sucre de canne et à la noix de coco 200 g',
    description:
      'Un gommage doux au sucre de canne roux, idéal pour les peaux sensibles et les lèvres. L’huile de coco nourrit pendant que les grains de sucre fondent sous les doigts. Une à deux fois par semaine suffisent.',
    categorie: COSMETIQUES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 4500,
    stock: 20,
    daysAgo: 14,
    illustration: 'creme-cosmetique',
    variant: 12,
  },
  {
    slug: 'masque-capillaire-avocat-karite-250ml',
    name: 'Masque capillaire à l’avocat et au karité 250 ml',
    description:
      'Un masque épais pour les cheveux crépus et frisés, à base de pulpe d’avocat, de karité et d’huile de ricin. Il démêle, assouplit et redonne de l’éclat aux longueurs. Laissez poser trente minutes sous une serviette chaude avant le shampoing.',
    categorie: COSMETIQUES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 6000,
    stock: 0,
    daysAgo: 62,
    illustration: 'creme-cosmetique',
    variant: 9,
  },
  {
    slug: 'creme-corps-karite-cacao-200ml',
    name: 'Crème corporelle au karité et au beurre de cacao 200 ml',
    description:
      'Une crème fondante qui associe le karité de Korhogo au beurre de cacao ivoirien. Elle nourrit longtemps les peaux sèches et laisse un léger parfum chocolaté. À appliquer matin et soir sur tout le corps.',
    categorie: COSMETIQUES,
    boutique: 'maison-akwaba',
    producteur: 'cooperative-benkadi',
    price: 5500,
    stock: 15,
    daysAgo: 78,
    illustration: 'creme-cosmetique',
    variant: 6,
  },
  {
    slug: 'savon-noir-liquide-coco-500ml',
    name: 'Savon noir liquide à l’huile de coco 500 ml',
    description:
      'Notre savon noir dilué dans une eau florale et enrichi en huile de coco, pour un usage facile sous la douche. Il lave en douceur le corps et le visage. Quelques pressions suffisent : il mousse peu mais nettoie très bien.',
    categorie: SAVONS,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 3500,
    stock: 26,
    daysAgo: 53,
    illustration: 'savon',
    variant: 2,
  },
  {
    slug: 'beurre-karite-fouette-vanille-250ml',
    name: 'Beurre de karité fouetté à la vanille 250 ml',
    description:
      'Du karité de Korhogo fouetté jusqu’à devenir aérien, parfumé à la vanille naturelle. Sa texture de chantilly fond au contact de la peau. Un cadeau apprécié, présenté dans un pot en céramique réutilisable.',
    categorie: BEURRES,
    boutique: 'maison-akwaba',
    producteur: 'cooperative-benkadi',
    price: 5000,
    stock: 10,
    daysAgo: 9,
    illustration: 'pot-beurre',
    variant: 5,
  },
  {
    slug: 'savon-karite-korhogo-200g',
    name: 'Savon de karité de Korhogo 200 g',
    description:
      'Un pain de savon généreux, riche à 30 % en beurre de karité produit par les femmes de Korhogo. Il nettoie sans dessécher, même les peaux les plus fragiles. Coupez-le en deux pour qu’il dure plus longtemps.',
    categorie: SAVONS,
    boutique: 'maison-akwaba',
    producteur: 'cooperative-benkadi',
    price: 1200,
    stock: 52,
    daysAgo: 108,
    illustration: 'savon',
    variant: 13,
  },
  {
    slug: 'huile-ricin-100ml',
    name: 'Huile de ricin pure 100 ml',
    description:
      'Une huile épaisse pressée à froid, utilisée depuis toujours pour fortifier les cils, les sourcils et les cheveux. Appliquez-la le soir avec une brosse propre ou en bain d’huile sur le cuir chevelu. Usage externe uniquement. Un flacon dure plusieurs mois.',
    categorie: BEURRES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 3000,
    stock: 23,
    daysAgo: 39,
    illustration: 'flacon-huile',
    variant: 4,
  },
  {
    slug: 'baume-levres-karite-miel-15g',
    name: 'Baume à lèvres karité et miel 15 g',
    description:
      'Un baume doux et légèrement sucré, composé de karité, de cire et de miel du Bénin. Il répare les lèvres abîmées par le soleil et la climatisation. Appliquez-le au coucher pour un effet réparateur. Contient de la cire et du miel : à éviter en cas d’allergie aux produits de la ruche.',
    categorie: COSMETIQUES,
    boutique: 'maison-akwaba',
    producteur: 'atelier-aya',
    price: 1500,
    stock: 32,
    daysAgo: 1,
    illustration: 'creme-cosmetique',
    variant: 8,
  },

  // --- La Ruche de Parakou (Bénin) ---------------------------------------------
  {
    slug: 'miel-karite-500g',
    name: 'Miel de karité 500 g',
    description:
      'Récolté en fin de saison sèche, quand les karités du Borgou sont en fleurs. Ce miel clair cristallise finement et offre un goût doux, légèrement beurré. Un miel de petite production, extrait à froid et jamais chauffé. Le miel ne convient pas aux enfants de moins d’un an.',
    categorie: MIELS,
    boutique: 'ruche-de-parakou',
    producteur: 'rucher-adekambi',
    price: 4000,
    stock: 17,
    daysAgo: 92,
    illustration: 'pot-miel',
    variant: 3,
  },
  {
    slug: 'miel-foret-1kg',
    name: 'Miel de forêt sombre 1 kg',
    description:
      'Un miel ambré foncé issu des forêts galeries autour de Parakou, au goût puissant et légèrement boisé. Très apprécié dans le thé, le bouillon chaud ou les marinades. La famille Adékambi récolte ses ruches en respectant les colonies. Le miel ne convient pas aux enfants de moins d’un an.',
    categorie: MIELS,
    boutique: 'ruche-de-parakou',
    producteur: 'rucher-adekambi',
    price: 7000,
    stock: 8,
    daysAgo: 67,
    illustration: 'pot-miel',
    variant: 2,
  },
  {
    slug: 'miel-toutes-fleurs-250g',
    name: 'Miel toutes fleurs 250 g',
    description:
      'Un miel doré et fluide, reflet des fleurs sauvages de la savane béninoise. Sa douceur plaît aux enfants comme aux grands. À déguster sur une tartine ou dans une bouillie de mil. Le miel ne convient pas aux enfants de moins d’un an.',
    categorie: MIELS,
    boutique: 'ruche-de-parakou',
    producteur: 'rucher-adekambi',
    price: 2500,
    stock: 36,
    daysAgo: 20,
    illustration: 'pot-miel',
    variant: 0,
  },
  {
    slug: 'propolis-teinture-30ml',
    name: 'Teinture de propolis 30 ml',
    description:
      'La propolis est la résine que les abeilles récoltent sur les bourgeons pour protéger leur ruche. Nous la faisons macérer plusieurs semaines dans l’alcool avant de la filtrer. On en prend traditionnellement quelques gouttes dans une cuillerée de miel, trois fois par jour au plus. Ne pas dépasser la dose indiquée. Contient de l’alcool. Ne pas utiliser en cas d’allergie aux produits de la ruche (miel, pollen, propolis) ; déconseillée aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des enfants.',
    categorie: MIELS,
    boutique: 'ruche-de-parakou',
    producteur: 'rucher-adekambi',
    price: 4500,
    stock: 2,
    daysAgo: 45,
    illustration: 'flacon-huile',
    variant: 8,
  },
  {
    slug: 'afitin-soumbala-200g',
    name: 'Afitin de néré 200 g',
    description:
      'L’afitin est le condiment fermenté de la cuisine béninoise, préparé à partir des graines de néré. Il parfume les sauces de légumes et le gboman. Une cuillère à café émiettée suffit pour une marmite familiale.',
    categorie: EPICES,
    boutique: 'ruche-de-parakou',
    producteur: 'cooperative-alafia',
    price: 1200,
    stock: 27,
    daysAgo: 58,
    illustration: 'graines-epices',
    variant: 13,
  },
  {
    slug: 'gousses-nere-500g',
    name: 'Gousses de néré séchées 500 g',
    description:
      'Les longues gousses de néré renferment une pulpe jaune, sucrée et farineuse. On la mange telle quelle ou délayée dans l’eau pour une boisson nourrissante. Les graines peuvent ensuite servir à préparer l’afitin.',
    categorie: POUDRES,
    boutique: 'ruche-de-parakou',
    producteur: 'cooperative-alafia',
    price: 1500,
    stock: 14,
    daysAgo: 84,
    illustration: 'gousses',
    variant: 2,
  },
  {
    slug: 'gingembre-frais-1kg',
    name: 'Gingembre frais 1 kg',
    description:
      'Des rhizomes charnus et juteux récoltés autour de Kétou, livrés dans la semaine. Leur piquant est franc et leur parfum citronné. Conservez-les au frais, enveloppés dans un linge sec.',
    categorie: EPICES,
    boutique: 'ruche-de-parakou',
    producteur: 'cooperative-alafia',
    price: 1500,
    stock: 30,
    daysAgo: 6,
    illustration: 'racines',
    variant: 0,
  },
  {
    slug: 'curcuma-frais-500g',
    name: 'Curcuma frais 500 g',
    description:
      'Le curcuma frais a une chair orange vif et un goût plus doux que la poudre. Râpé dans les sauces, les jus ou le lait chaud avec un peu de poivre, il révèle tout son parfum. Attention, il tache les doigts et les planches en bois.',
    categorie: EPICES,
    boutique: 'ruche-de-parakou',
    producteur: 'cooperative-alafia',
    price: 1500,
    stock: 12,
    daysAgo: 26,
    illustration: 'racines',
    variant: 1,
  },
  {
    slug: 'jus-gingembre-citron-1l',
    name: 'Jus de gingembre et citron 1 L',
    description:
      'Le grand format de notre jus de gingembre, adouci par du citron et un peu de miel de la ruche. Pressé à Parakou et mis en bouteille le jour même. À consommer dans la semaine, bien frais.',
    categorie: JUS,
    boutique: 'ruche-de-parakou',
    producteur: 'cooperative-alafia',
    price: 2000,
    stock: 19,
    daysAgo: 11,
    illustration: 'bouteille-boisson',
    variant: 6,
  },
  {
    slug: 'huile-sesame-250ml',
    name: 'Huile de sésame pressée à froid 250 ml',
    description:
      'Une huile dorée au goût délicat de graines grillées, pressée en petites quantités par la coopérative Alafia. Elle sublime les salades et les légumes sautés. En massage, elle réchauffe et assouplit la peau.',
    categorie: BEURRES,
    boutique: 'ruche-de-parakou',
    producteur: 'cooperative-alafia',
    price: 3500,
    stock: 21,
    daysAgo: 71,
    illustration: 'flacon-huile',
    variant: 5,
  },

  // --- Herboristerie du Kénédougou (Mali) --------------------------------------
  {
    slug: 'quinqueliba-kenedougou-200g',
    name: 'Quinquéliba du Kénédougou 200 g',
    description:
      'Des feuilles de quinquéliba cueillies dans la brousse autour de Sikasso et séchées à l’ombre. Les anciens le boivent le matin et après les repas, comme une boisson chaude de tous les jours. Faites bouillir une poignée de feuilles dans un litre d’eau pendant dix minutes.',
    categorie: PLANTES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'mariam-coulibaly',
    price: 1800,
    stock: 24,
    daysAgo: 115,
    illustration: 'feuilles',
    variant: 3,
  },
  {
    slug: 'tisane-kinkeliba-gingembre-20-sachets',
    name: 'Tisane kinkéliba et gingembre, 20 sachets',
    description:
      'Un mélange de kinkéliba, de gingembre et de feuilles de citronnelle, au goût boisé et légèrement piquant. En Afrique de l’Ouest, on le boit volontiers après les repas. Une tasse le matin et une autre en milieu d’après-midi, chaude ou glacée.',
    categorie: TISANES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'mariam-coulibaly',
    price: 2500,
    stock: 16,
    daysAgo: 18,
    illustration: 'tasse-tisane',
    variant: 4,
  },
  {
    slug: 'gomme-arabique-250g',
    name: 'Gomme arabique en morceaux 250 g',
    description:
      'Des larmes de gomme d’acacia récoltées dans le Sahel malien, de couleur ambrée et translucide. Dissoute dans l’eau tiède, elle épaissit les boissons et les sirops et sert aussi en pâtisserie et en confiserie. Comptez une nuit de trempage pour une dissolution complète.',
    categorie: PLANTES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'cooperative-jigiya',
    price: 2000,
    stock: 18,
    daysAgo: 63,
    illustration: 'graines-epices',
    variant: 4,
  },
  {
    slug: 'poudre-pain-de-singe-500g',
    name: 'Poudre de pain de singe 500 g',
    description:
      'Le fruit du baobab est ouvert à la main, puis sa pulpe est séparée des graines et tamisée à Bamako. Sa poudre acidulée fait une boisson désaltérante et nourrissante. Une à deux cuillères à soupe par verre d’eau ou de lait.',
    categorie: POUDRES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'cooperative-jigiya',
    price: 3000,
    stock: 22,
    daysAgo: 50,
    illustration: 'poudre',
    variant: 7,
    nutrition: {
      energie: 245,
      matieresGrasses: 0.6,
      acidesGrasSatures: 0.1,
      glucides: 35,
      sucres: 21,
      fibres: 45,
      proteines: 2.7,
      sel: 0.01,
      vitamineC: 220,
      calcium: 295,
      potassium: 2200,
    },
  },
  {
    slug: 'fruits-baobab-entiers-3',
    name: 'Fruits de baobab entiers, lot de 3',
    description:
      'Des fruits entiers tels qu’ils tombent de l’arbre, avec leur coque veloutée. Cassez la coque pour découvrir les morceaux de pulpe blanche, à sucer comme un bonbon ou à délayer dans l’eau. Un bel objet à faire découvrir aux enfants.',
    categorie: POUDRES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'cooperative-jigiya',
    price: 2500,
    stock: 6,
    daysAgo: 36,
    illustration: 'gousses',
    variant: 1,
  },
  {
    slug: 'tamarin-gousses-1kg',
    name: 'Tamarin en gousses 1 kg',
    description:
      'Des gousses de tamarin bien mûres, à la pulpe brune et collante. Elles se décortiquent facilement et servent à préparer jus, sauces et confiseries. Sa saveur aigre-douce relève aussi les marinades et les chutneys.',
    categorie: POUDRES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'cooperative-jigiya',
    price: 2000,
    stock: 20,
    daysAgo: 94,
    illustration: 'gousses',
    variant: 3,
  },
  {
    slug: 'poivre-de-guinee-kani-100g',
    name: 'Poivre de Guinée (kani) 100 g',
    description:
      'Les fines gousses noires du kani dégagent un parfum résineux et poivré très caractéristique. On les ajoute entières au café, aux bouillies et aux soupes pour femmes après l’accouchement. Écrasez-les légèrement avant usage pour libérer leur arôme.',
    categorie: EPICES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'mariam-coulibaly',
    price: 1500,
    stock: 29,
    daysAgo: 42,
    illustration: 'graines-epices',
    variant: 1,
  },
  {
    slug: 'feuilles-moringa-sechees-100g',
    name: 'Feuilles de moringa séchées 100 g',
    description:
      'Des feuilles entières de moringa, séchées à l’abri du soleil pour garder leur couleur et leurs nutriments. Elles s’ajoutent aux sauces en fin de cuisson ou s’infusent en tisane. Un geste simple pour enrichir les repas de toute la famille.',
    categorie: PLANTES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'cooperative-jigiya',
    price: 1000,
    stock: 35,
    daysAgo: 77,
    illustration: 'feuilles',
    variant: 5,
    nutrition: {
      energie: 268,
      matieresGrasses: 5,
      acidesGrasSatures: 1.1,
      glucides: 20,
      sucres: 2.3,
      fibres: 19,
      proteines: 26,
      sel: 0.1,
      calcium: 1900,
      fer: 25,
      magnesium: 360,
      potassium: 1300,
    },
  },
  {
    slug: 'pain-de-singe-gelules-90',
    name: 'Pain de singe en gélules, 90 gélules',
    description:
      'La pulpe de baobab en gélules végétales, pour profiter de sa vitamine C et de ses fibres partout avec soi. Chaque gélule contient 500 mg de poudre pure. Complément alimentaire : trois gélules par jour, au cours des repas. Ne pas dépasser la dose indiquée. Ne remplace pas une alimentation variée et équilibrée. Déconseillé aux femmes enceintes ou allaitantes et aux enfants. Tenir hors de portée des enfants.',
    categorie: PLANTES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'cooperative-jigiya',
    price: 4500,
    stock: 10,
    daysAgo: 24,
    illustration: 'gelules',
    variant: 1,
    nutrition: {
      energie: 215,
      matieresGrasses: 0.4,
      acidesGrasSatures: 0.1,
      glucides: 30,
      sucres: 18,
      fibres: 43,
      proteines: 2,
      sel: 0.01,
      vitamineC: 200,
      calcium: 240,
      potassium: 1800,
    },
  },
  {
    slug: 'tisane-citronnelle-menthe-50g',
    name: 'Tisane citronnelle et menthe 50 g',
    description:
      'Un mélange frais et apaisant de citronnelle et de menthe, cultivées dans les jardins maraîchers de Sikasso. À boire chaude après le dîner, pour le plaisir d’une boisson sans caféine. Se prépare aussi en thé glacé avec un peu de miel.',
    categorie: TISANES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'mariam-coulibaly',
    price: 1200,
    stock: 30,
    daysAgo: 3,
    illustration: 'tasse-tisane',
    variant: 3,
  },
  {
    slug: 'huile-neem-100ml',
    name: 'Huile de neem 100 ml',
    description:
      'Une huile brute pressée à partir des graines de neem, à l’odeur forte et caractéristique. Diluée dans une huile douce, elle s’utilise sur le cuir chevelu et les peaux à imperfections. Usage externe uniquement : ne pas avaler, ne pas utiliser pendant la grossesse ni chez les enfants. Tenir hors de portée des enfants.',
    categorie: BEURRES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'mariam-coulibaly',
    price: 2500,
    stock: 15,
    daysAgo: 69,
    illustration: 'flacon-huile',
    variant: 7,
  },
  {
    slug: 'huile-nigelle-100ml',
    name: 'Huile de nigelle pressée à froid 100 ml',
    description:
      'L’huile de graines de nigelle, appelée aussi cumin noir, pressée par l’herboristerie Issouf Traoré à Bobo-Dioulasso. Son goût est puissant et légèrement piquant : quelques gouttes relèvent une salade ou un houmous. Déconseillée pendant la grossesse et l’allaitement et aux enfants ; demandez l’avis d’un médecin ou d’un pharmacien si vous prenez un traitement.',
    categorie: PLANTES,
    boutique: 'herboristerie-kenedougou',
    producteur: 'herboriste-traore',
    price: 7500,
    stock: 3,
    daysAgo: 13,
    illustration: 'flacon-huile',
    variant: 3,
  },

  // --- Comptoir du Wouri (Cameroun) --------------------------------------------
  {
    slug: 'poivre-noir-penja-100g',
    name: 'Poivre noir de Penja 100 g',
    description:
      'Cultivé sur les sols volcaniques de la vallée du Moungo, le poivre de Penja est réputé pour son parfum intense et ses notes boisées. Les baies sont cueillies à maturité puis séchées au soleil sur la plantation Ebongué. À moudre au dernier moment sur vos plats.',
    categorie: EPICES,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 3500,
    stock: 25,
    daysAgo: 102,
    illustration: 'graines-epices',
    variant: 5,
  },
  {
    slug: 'miel-blanc-oku-500g',
    name: 'Miel blanc d’Oku 500 g',
    description:
      'Récolté sur les flancs du mont Oku, ce miel rare est presque blanc et à la texture crémeuse. Les abeilles butinent les fleurs de la forêt de montagne de Kilum-Ijim. Un miel d’exception, à déguster à la petite cuillère. Le miel ne convient pas aux enfants de moins d’un an.',
    categorie: MIELS,
    boutique: 'comptoir-du-wouri',
    producteur: 'apiculteurs-oku',
    price: 6500,
    stock: 6,
    daysAgo: 59,
    illustration: 'pot-miel',
    variant: 7,
  },
  {
    slug: 'miel-ambre-montagne-1kg',
    name: 'Miel ambré des hautes terres 1 kg',
    description:
      'Un miel ambré et fluide récolté par les apiculteurs d’Oku sur les hauts plateaux de l’Ouest. Son goût rond, aux notes de caramel, convient à tous les usages. Le format familial pour la cuisine et les tisanes. Le miel ne convient pas aux enfants de moins d’un an.',
    categorie: MIELS,
    boutique: 'comptoir-du-wouri',
    producteur: 'apiculteurs-oku',
    price: 7500,
    stock: 9,
    daysAgo: 82,
    illustration: 'pot-miel',
    variant: 1,
  },
  {
    slug: 'huile-avocat-moungo-250ml',
    name: 'Huile d’avocat du Moungo 250 ml',
    description:
      'Pressée à froid à partir des avocats de la plantation Ebongué, cette huile verte convient aussi bien à la cuisine qu’aux soins. En salade, elle apporte une note douce et beurrée. Sur la peau, elle nourrit sans alourdir.',
    categorie: BEURRES,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 6000,
    stock: 12,
    daysAgo: 48,
    illustration: 'flacon-huile',
    variant: 11,
  },
  {
    slug: 'huile-coco-vierge-500ml',
    name: 'Huile de coco vierge de Kribi 500 ml',
    description:
      'Des noix de coco de la côte de Kribi, râpées puis pressées à froid dans la journée. L’huile obtenue est limpide et délicatement parfumée. Utilisez-la pour la cuisson douce, le soin des cheveux ou le massage des bébés.',
    categorie: BEURRES,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 7000,
    stock: 14,
    daysAgo: 30,
    illustration: 'flacon-huile',
    variant: 10,
  },
  {
    slug: 'poudre-cacao-pur-250g',
    name: 'Poudre de cacao pur 250 g',
    description:
      'Des fèves de cacao fermentées, torréfiées et moulues sans sucre ajouté, issues des cacaoyers de la plantation. Un goût intense, légèrement amer. Parfait dans un lait chaud, une bouillie ou vos gâteaux.',
    categorie: POUDRES,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 2500,
    stock: 31,
    daysAgo: 65,
    illustration: 'poudre',
    variant: 3,
  },
  {
    slug: 'savon-noir-ose-dudu-250g',
    name: 'Savon noir ose dudu 250 g',
    description:
      'Le savon noir traditionnel des communautés yoruba, préparé à Kétou avec des cendres végétales, du karité et de l’huile de palme. Il purifie les peaux grasses et atténue les taches. Rincez abondamment et hydratez ensuite avec un peu de karité.',
    categorie: SAVONS,
    boutique: 'comptoir-du-wouri',
    producteur: 'cooperative-alafia',
    price: 2000,
    stock: 33,
    daysAgo: 74,
    illustration: 'savon',
    variant: 3,
  },
  {
    slug: 'infusion-bissap-gingembre-20-sachets',
    name: 'Infusion bissap et gingembre, 20 sachets',
    description:
      'Un mélange tonique de calices d’hibiscus et de gingembre séché, à l’acidité agréable. Délicieux chaud au réveil ou glacé l’après-midi. Laissez infuser six minutes et ajoutez une cuillère de miel d’Oku.',
    categorie: TISANES,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 2000,
    stock: 27,
    daysAgo: 21,
    illustration: 'tasse-tisane',
    variant: 7,
  },
  {
    slug: 'jus-bissap-gingembre-1l',
    name: 'Jus de bissap au gingembre 1 L',
    description:
      'Un jus de foléré, comme on appelle le bissap au Cameroun, relevé de gingembre frais et légèrement sucré. Préparé chaque matin à Douala. À garder au réfrigérateur et à boire dans les quatre jours.',
    categorie: JUS,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 1500,
    stock: 18,
    daysAgo: 7,
    illustration: 'bouteille-boisson',
    variant: 5,
  },
  {
    slug: 'gingembre-gelules-60',
    name: 'Gingembre en gélules, 60 gélules',
    description:
      'De la poudre de gingembre du Moungo en gélules végétales dosées à 450 mg, pour emporter son goût piquant partout avec soi. Complément alimentaire : deux gélules par jour, au cours d’un repas. Ne pas dépasser la dose indiquée. Déconseillé aux femmes enceintes ou allaitantes, aux enfants et aux personnes qui prennent des anticoagulants : demandez l’avis d’un professionnel de santé.',
    categorie: PLANTES,
    boutique: 'comptoir-du-wouri',
    producteur: 'plantation-ebongue',
    price: 3500,
    stock: 11,
    daysAgo: 43,
    illustration: 'gelules',
    variant: 3,
  },
];
