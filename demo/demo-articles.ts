// Demo articles of /astuces-recettes: recipes and tips with the products of the catalogue.
// Pure data. Health statements stay modest, send readers to a health professional where
// it matters and pass the content policy (demo-content.test.ts). The reading time is computed
// from the text when seeding.

import type { ArticleCategory } from '#common/blog.ts';
import type { CoverScene } from './article-illustrations.ts';

export interface DemoArticle {
  /** kebab-case ASCII, unique, used as the image file name */
  slug: string;
  title: string;
  /** One or two sentences for cards and link previews. */
  description: string;
  category: ArticleCategory;
  author: string;
  featured: boolean;
  /** days between publication and the seeding date */
  daysAgo: number;
  /** The still lifes of the cover (see product-illustrations.ts for the variants) and its backdrop. */
  cover: {
    scenes: [CoverScene, CoverScene] | [CoverScene, CoverScene, CoverScene];
    backdrop: number;
  };
  paragraphs: string[];
}

export const demoArticles: DemoArticle[] = [
  {
    slug: 'infusion-de-kinkeliba',
    title: 'L’infusion de kinkéliba : préparation et bons usages',
    description:
      'Le « thé de longue vie » des matins sénégalais se prépare en quelques minutes. Dosage, ' +
      'temps d’infusion et précautions : tout ce qu’il faut savoir pour en profiter sereinement.',
    category: 'Bons usages',
    author: 'Aminata Diallo',
    featured: true,
    daysAgo: 9,
    cover: {
      scenes: [
        { kind: 'feuilles', variant: 3 },
        { kind: 'pot-miel', variant: 1 },
        { kind: 'tasse-tisane', variant: 0 },
      ],
      backdrop: 3,
    },
    paragraphs: [
      'Au Sénégal, au Mali ou en Guinée, le kinkéliba se boit le matin, souvent avec un peu de ' +
        'sucre et du pain, et particulièrement pendant le ramadan pour rompre le jeûne. Ses ' +
        'feuilles, récoltées sur un arbuste de la savane (Combretum micranthum), donnent une ' +
        'infusion ambrée au goût doux et légèrement boisé, proche du thé mais sans caféine. On le ' +
        'surnomme volontiers le « thé de longue vie ».',
      'Pour une tasse, comptez une cuillerée à soupe de feuilles séchées (environ 2 g) pour ' +
        '250 ml d’eau. Pour une théière ou une bouteille d’un litre, une petite poignée de 8 à ' +
        '10 g suffit. Les feuilles entières, vendues en bottes ou en vrac, donnent une infusion ' +
        'plus parfumée que les sachets de poudre.',
      'La méthode la plus simple : portez l’eau à frémissement, versez-la sur les feuilles, ' +
        'couvrez et laissez infuser dix minutes. Pour une boisson plus corsée, à la manière ' +
        'traditionnelle, faites bouillir les feuilles cinq minutes puis laissez reposer hors du ' +
        'feu avant de filtrer. Le kinkéliba se réchauffe sans problème et se garde vingt-quatre ' +
        'heures au réfrigérateur, où il devient une délicieuse boisson fraîche.',
      'Pour varier, ajoutez en fin d’infusion quelques feuilles de menthe, une tranche de ' +
        'citron, un bâton de citronnelle ou une rondelle de gingembre frais. Si vous le sucrez, ' +
        'préférez une petite cuillerée de miel, ajoutée lorsque l’infusion a un peu tiédi.',
      'Traditionnellement, le kinkéliba se boit après les repas et tout au long de la journée. ' +
        'Des travaux scientifiques ont étudié ses effets, mais ils restent limités et ne ' +
        'permettent pas de lui attribuer des propriétés médicales. Considérez-le comme une boisson agréable et réconfortante, qui ' +
        'aide aussi à boire davantage dans la journée.',
      'Quelques précautions : à cause de son effet diurétique, évitez d’en boire de grandes ' +
        'quantités le soir. Pour un adulte, ne dépassez pas deux à trois tasses ' +
        'par jour. Les femmes enceintes ou allaitantes, les personnes atteintes ' +
        'd’une maladie des reins ou du foie et celles qui prennent des diurétiques ou un autre ' +
        'traitement régulier devraient consulter un professionnel de santé avant d’en boire ' +
        'chaque jour.',
      'Conservez les feuilles dans un sachet en papier ou une boîte fermée, au sec et à l’abri ' +
        'de la lumière : elles gardent leur arôme pendant plusieurs mois. Jetez-les si elles ' +
        'sentent le moisi ou si elles ont pris l’humidité.',
    ],
  },
  {
    slug: 'jus-de-bissap-maison',
    title: 'Le jus de bissap maison, frais et peu sucré',
    description:
      'Des fleurs d’hibiscus, de la menthe, un peu de gingembre et bien moins de sucre que ' +
      'd’habitude : notre bissap se prépare en vingt minutes et se garde trois jours au frais.',
    category: 'Nutrition',
    author: 'Aminata Diallo',
    featured: true,
    daysAgo: 29,
    cover: {
      scenes: [
        { kind: 'fleurs-hibiscus', variant: 3 },
        { kind: 'poudre', variant: 8 },
        { kind: 'bouteille-boisson', variant: 10 },
      ],
      backdrop: 2,
    },
    paragraphs: [
      'Le bissap, c’est la boisson des fêtes, des baptêmes et des après-midi de chaleur, de ' +
        'Dakar à Lomé. On le prépare avec les calices séchés de l’hibiscus (Hibiscus sabdariffa), ' +
        'qui lui donnent sa couleur rubis et son goût acidulé. Les versions vendues dans la rue ' +
        'sont souvent très sucrées : fait à la maison, il devient une boisson rafraîchissante que ' +
        'l’on dose à son goût.',
      'Ingrédients pour un litre et demi : 60 g de fleurs de bissap séchées (environ deux ' +
        'poignées), 1,5 litre d’eau, 80 à 120 g de sucre ou trois cuillerées à soupe de miel, une ' +
        'dizaine de feuilles de menthe fraîche, un morceau de gingembre frais de la taille d’un ' +
        'pouce et, si vous aimez, un sachet de sucre vanillé ou quelques gouttes de fleur ' +
        'd’oranger.',
      'Commencez par rincer rapidement les fleurs à l’eau froide pour retirer la poussière. ' +
        'Portez l’eau à ébullition, coupez le feu, puis ajoutez les fleurs, le gingembre pelé et ' +
        'râpé et la menthe. Couvrez et laissez infuser quinze à vingt minutes : au-delà, le jus ' +
        'devient plus amer sans gagner en couleur.',
      'Filtrez à travers une passoire fine ou un linge propre en pressant bien les fleurs. ' +
        'Sucrez pendant que le jus est encore tiède, pour que le sucre se dissolve sans effort, ' +
        'puis goûtez : l’acidité de l’hibiscus masque le sucre et l’on a vite tendance à en ' +
        'mettre trop. Commencez par la dose la plus basse, vous pourrez toujours en ajouter au ' +
        'moment de servir.',
      'Laissez refroidir, mettez en bouteille et placez au réfrigérateur au moins deux heures. ' +
        'Le bissap se garde trois jours dans une bouteille propre et bien fermée. Servez-le très ' +
        'frais, avec des glaçons et une feuille de menthe ; pendant l’harmattan, une version ' +
        'chaude et à peine sucrée se boit aussi comme une infusion.',
      'Les fleurs déjà infusées ne sont pas perdues : une seconde infusion, plus légère, donne ' +
        'un jus rosé très désaltérant. Vous pouvez aussi mélanger le bissap avec du jus d’ananas ' +
        'ou de la purée de mangue pour un cocktail sans alcool aux couleurs du coucher de soleil.',
      'Restons simples : le bissap est une boisson plaisir, riche en pigments ' +
        'végétaux et naturellement acidulée, qui ne remplace pas un traitement. Si vous prenez des ' +
        'médicaments contre l’hypertension, si vous êtes enceinte ou si vous surveillez votre ' +
        'glycémie, demandez l’avis d’un professionnel de santé avant d’en faire une habitude ' +
        'quotidienne, et gardez la main légère sur le sucre.',
    ],
  },
  {
    slug: 'routine-cheveux-au-karite',
    title: 'Routine cheveux au beurre de karité : nourrir sans alourdir',
    description:
      'Méthode LOC, bain de karité, protection de nuit : comment utiliser le beurre de karité ' +
      'brut sur cheveux crépus, frisés ou bouclés, en bonne quantité et au bon moment.',
    category: 'Beauté',
    author: 'Awa Kpodar',
    featured: true,
    daysAgo: 50,
    cover: {
      scenes: [
        { kind: 'flacon-huile', variant: 6 },
        { kind: 'pot-beurre', variant: 5 },
        { kind: 'pot-beurre', variant: 0 },
      ],
      backdrop: 0,
    },
    paragraphs: [
      'Le beurre de karité est l’un des plus anciens soins des cheveux en Afrique de l’Ouest. ' +
        'Extrait des noix de l’arbre à karité et travaillé à la main par les femmes des ' +
        'coopératives du nord du Togo, du Burkina Faso ou du Ghana, il nourrit la fibre et ' +
        'protège les longueurs du dessèchement. Encore faut-il bien l’utiliser : trop de beurre, ' +
        'et les cheveux deviennent lourds et ternes.',
      'Premier principe : le karité n’apporte pas d’eau aux cheveux, il la retient. Il ' +
        's’applique donc sur des cheveux humides ou après un soin hydratant. C’est tout le sens de ' +
        'la méthode « LOC » (liquide, huile, crème) : on vaporise d’abord de l’eau ou un lait ' +
        'hydratant, on applique quelques gouttes d’huile légère, puis on scelle avec une noisette ' +
        'de beurre.',
      'Pour l’appliquer, prélevez l’équivalent d’un petit pois par mèche, frottez-le entre vos ' +
        'paumes jusqu’à ce qu’il fonde, puis lissez-le des longueurs vers les pointes. Travaillez ' +
        'section par section, en insistant sur les pointes, la partie la plus ancienne et la ' +
        'plus fragile du cheveu. Sur les racines et le cuir chevelu, restez très léger.',
      'Une fois par semaine ou tous les quinze jours, offrez à vos cheveux un bain de karité ' +
        'avant le shampoing. Faites fondre deux cuillerées à soupe de beurre au bain-marie avec ' +
        'une cuillerée d’huile de coco ou de baobab, appliquez sur les longueurs, couvrez d’un ' +
        'bonnet et laissez poser trente minutes à une heure. Lavez ensuite avec un shampoing doux, ' +
        'par exemple au savon noir liquide, puis appliquez votre après-shampoing.',
      'Le soir, le karité protège aussi les coiffures : nattes, vanilles, bantu knots. Une fine ' +
        'couche sur les pointes avant de nouer un foulard ou un bonnet en satin limite la casse ' +
        'due au frottement sur l’oreiller. Sur des tresses avec rajouts, appliquez-le seulement ' +
        'sur vos cheveux, à la base, et très peu.',
      'Choisissez un karité brut, non raffiné, de couleur ivoire à jaune pâle, à l’odeur ' +
        'légèrement fumée et noisettée. Sa texture peut devenir granuleuse en saison fraîche : ce ' +
        'n’est pas un défaut, seulement de petits cristaux qui fondent au contact de la peau. ' +
        'Méfiez-vous des beurres très blancs et sans odeur, souvent raffinés et moins riches.',
      'Le karité convient à la plupart des cuirs chevelus. Si le vôtre est très gras, sujet aux ' +
        'pellicules ou à une dermatite, évitez les racines, réservez-le aux longueurs et observez la réaction pendant ' +
        'quelques semaines. En cas de démangeaisons, de rougeurs ou de chute de cheveux ' +
        'inhabituelle, consultez un dermatologue.',
    ],
  },
  {
    slug: 'bouillie-de-mil-au-moringa',
    title: 'Bouillie de mil au moringa pour bien commencer la journée',
    description:
      'Une bouillie de mil onctueuse, parfumée au citron et relevée d’une cuillerée de poudre de ' +
      'moringa : un petit-déjeuner rassasiant et économique, prêt en quinze minutes.',
    category: 'Nutrition',
    author: 'Mariam Ouédraogo',
    featured: false,
    daysAgo: 4,
    cover: {
      scenes: [
        { kind: 'graines-epices', variant: 9 },
        { kind: 'feuilles', variant: 2 },
        { kind: 'poudre', variant: 6 },
      ],
      backdrop: 3,
    },
    paragraphs: [
      'Au Burkina Faso comme au Mali ou au Niger, la bouillie de mil (le koko ou le moni selon ' +
        'les régions) accompagne les matins depuis toujours. Elle cale sans alourdir, se prépare ' +
        'avec peu d’ingrédients et se décline à l’infini. Nous lui ajoutons ici la poudre de ' +
        'feuilles de moringa, un arbre cultivé dans toute la région.',
      'Pour deux bols : 60 g de farine de mil, 600 ml d’eau, le jus d’un demi-citron (ou une ' +
        'cuillerée à soupe de jus de tamarin), une à deux cuillerées à soupe de sucre ou de miel, ' +
        'une pincée de sel, une cuillerée à café rase de poudre de moringa et, pour la ' +
        'gourmandise, un peu de lait ou de lait caillé.',
      'Délayez d’abord la farine de mil dans 150 ml d’eau froide, en fouettant pour éviter les ' +
        'grumeaux. Portez le reste de l’eau à ébullition avec le sel, puis versez le mélange en ' +
        'filet sans cesser de remuer. Baissez le feu et laissez épaissir huit à dix minutes en ' +
        'tournant régulièrement avec une cuillère en bois : la bouillie doit napper la cuillère.',
      'Hors du feu, ajoutez le jus de citron, le sucre ou le miel, puis la poudre de moringa. Ce ' +
        'dernier geste compte : ajoutée en fin de cuisson, la poudre garde sa couleur verte et son ' +
        'goût d’herbe fraîche, et ne bout pas longtemps. Mélangez bien, goûtez et ajustez ' +
        'l’acidité.',
      'Le moringa a un goût prononcé, entre l’épinard et le thé vert. Si c’est votre première ' +
        'fois, commencez par une demi-cuillerée à café et augmentez peu à peu. Inutile de dépasser ' +
        'une cuillerée à café par jour : au-delà, la bouillie devient amère.',
      'La poudre de moringa apporte des minéraux, des vitamines et des protéines végétales : un ' +
        'complément intéressant d’une alimentation variée, qui ne la remplace pas. Pour les jeunes ' +
        'enfants, les femmes enceintes ou allaitantes et les personnes qui suivent un traitement, ' +
        'notamment pour le diabète ou la tension, demandez conseil à un professionnel de santé ' +
        'avant d’en consommer régulièrement.',
      'Variantes : remplacez une partie de l’eau par du lait pour une bouillie plus douce, ' +
        'ajoutez une pincée de gingembre en poudre, des arachides grillées concassées ou des dés ' +
        'de mangue au moment de servir. La bouillie se garde une journée au réfrigérateur ; ' +
        'détendez-la avec un peu d’eau chaude en la réchauffant.',
    ],
  },
  {
    slug: 'savon-noir-pour-le-visage',
    title: 'Le savon noir pour le visage : mode d’emploi en douceur',
    description:
      'Le savon noir africain nettoie en profondeur, mais il dessèche s’il est mal utilisé. Nos ' +
      'conseils pour l’adopter sur le visage sans irriter la peau.',
    category: 'Beauté',
    author: 'Adjoa Houngbédji',
    featured: false,
    daysAgo: 15,
    cover: {
      scenes: [
        { kind: 'savon', variant: 7 },
        { kind: 'creme-cosmetique', variant: 6 },
        { kind: 'savon', variant: 0 },
      ],
      backdrop: 4,
    },
    paragraphs: [
      'Le savon noir africain, appelé alata samina au Ghana ou ose dudu au Nigeria, est fabriqué ' +
        'à partir de cendres de végétaux (cabosses de cacao, peaux de banane plantain, feuilles ' +
        'de palmier) mélangées à des huiles et des beurres, souvent du karité et de l’huile de ' +
        'palmiste. Rien à voir avec le savon noir du Maghreb, une pâte à l’huile d’olive utilisée ' +
        'au hammam : le nôtre est brun, friable et un peu irrégulier.',
      'Sa richesse en cendres lui donne un fort pouvoir lavant. C’est sa force pour les peaux ' +
        'mixtes à grasses, et sa limite : frotté à sec directement sur le visage, il tire la ' +
        'peau, voire l’irrite. Le bon geste consiste donc à ne jamais appliquer le pain ' +
        'directement sur la peau.',
      'Prélevez un petit morceau, de la taille d’un pois chiche, ou frottez le pain entre vos ' +
        'mains mouillées. Faites mousser dans vos paumes avec de l’eau tiède, puis massez le ' +
        'visage du bout des doigts, en petits cercles, pendant trente secondes à une minute, sans ' +
        'oublier les ailes du nez et le menton. Évitez le contour des yeux.',
      'Rincez abondamment à l’eau tiède et séchez en tamponnant avec une serviette propre, sans ' +
        'frotter. Appliquez aussitôt un soin : quelques gouttes d’huile de baobab ou de jojoba sur ' +
        'peau grasse, une noisette de crème ou une fine couche de karité fondu sur peau sèche. La ' +
        'sensation de tiraillement doit disparaître en quelques minutes ; si elle persiste, ' +
        'espacez les utilisations.',
      'Au début, une utilisation par jour, le soir, suffit. Les peaux grasses pourront passer à ' +
        'deux fois par jour après une ou deux semaines si tout se passe bien ; les peaux sèches ou ' +
        'sensibles s’en tiendront à deux ou trois fois par semaine. Quelques petits boutons ' +
        'peuvent apparaître les premiers jours : s’ils durent plus de deux semaines, ce savon ne ' +
        'vous convient sans doute pas.',
      'Le savon noir craint l’humidité. Coupez le pain en plusieurs morceaux, gardez-en un seul ' +
        'en service et rangez les autres dans une boîte fermée ou du papier kraft. Dans la salle ' +
        'de bain, posez-le sur un porte-savon qui s’égoutte : laissé dans l’eau, il fond très ' +
        'vite.',
      'Il est déconseillé sur une peau abîmée, une plaie ou un eczéma en poussée. En cas d’acné ' +
        'importante, de rosacée ou de traitement dermatologique (rétinoïdes, peeling), demandez ' +
        'l’avis de votre dermatologue avant de l’adopter.',
    ],
  },
  {
    slug: 'tisane-du-soir-citronnelle-gingembre',
    title: 'Tisane du soir à la citronnelle et au gingembre',
    description:
      'Une infusion douce et parfumée pour marquer la fin de la journée : citronnelle fraîche, ' +
      'une pointe de gingembre et un rituel simple pour ralentir avant de dormir.',
    category: 'Bien-être',
    author: 'Fanta Coulibaly',
    featured: false,
    daysAgo: 36,
    cover: {
      scenes: [
        { kind: 'feuilles', variant: 1 },
        { kind: 'racines', variant: 3 },
        { kind: 'tasse-tisane', variant: 3 },
      ],
      backdrop: 1,
    },
    paragraphs: [
      'Dans bien des cours, en Côte d’Ivoire comme au Bénin, une touffe de citronnelle pousse ' +
        'près de la maison. On en coupe quelques tiges pour une tisane le soir, quand la chaleur ' +
        'retombe. Son parfum frais, entre citron et herbe coupée, se prête bien à un petit rituel ' +
        'de fin de journée, loin des écrans.',
      'Pour deux tasses : deux tiges de citronnelle fraîche (ou une cuillerée à soupe de ' +
        'citronnelle séchée), une fine rondelle de gingembre frais, 500 ml d’eau et, au choix, une ' +
        'cuillerée à café de miel ou quelques feuilles de menthe. Pour une jolie couleur rosée, ' +
        'ajoutez deux ou trois fleurs de bissap.',
      'Rincez les tiges, retirez les feuilles extérieures abîmées, puis écrasez-les légèrement ' +
        'avec le plat d’un couteau avant de les couper en tronçons : c’est ce geste qui libère ' +
        'leurs huiles parfumées. Portez l’eau à frémissement, ajoutez la citronnelle et le ' +
        'gingembre, couvrez et laissez infuser dix minutes hors du feu. Filtrez, puis ajoutez le ' +
        'miel quand la tisane est tiède.',
      'Le gingembre réchauffe et relève l’ensemble ; le soir, restez léger, une rondelle ' +
        'suffit. La citronnelle apporte son parfum citronné à la fin du dîner. Rien de magique, mais une boisson chaude sans caféine, bue ' +
        'lentement, aide à marquer une pause.',
      'Faites-en un moment à part : asseyez-vous dehors ou près d’une fenêtre, éteignez la ' +
        'télévision, posez le téléphone. Buvez la tisane une heure avant le coucher en respirant ' +
        'lentement, ou en notant trois bons moments de la journée. Ce sont ces habitudes ' +
        'régulières, plus que la plante elle-même, qui aident le corps à comprendre que la ' +
        'journée est finie.',
      'Évitez de la boire juste avant de vous coucher si vous vous levez la nuit pour aller aux ' +
        'toilettes. Si les troubles du sommeil durent plusieurs semaines, ou s’accompagnent d’une ' +
        'grande fatigue ou d’anxiété, parlez-en à un professionnel de santé : une tisane ' +
        'accompagne le repos, elle ne soigne pas l’insomnie.',
    ],
  },
  {
    slug: 'smoothie-au-pain-de-singe',
    title: 'Smoothie au pain de singe et à la mangue',
    description:
      'La poudre de pain de singe, la pulpe du fruit du baobab, donne à ce smoothie une note ' +
      'acidulée et une texture veloutée. Deux minutes au mixeur, sans sucre ajouté.',
    category: 'Nutrition',
    author: 'Yao Kouassi',
    featured: false,
    daysAgo: 22,
    cover: {
      scenes: [
        { kind: 'gousses', variant: 1 },
        { kind: 'poudre', variant: 1 },
        { kind: 'bouteille-boisson', variant: 2 },
      ],
      backdrop: 1,
    },
    paragraphs: [
      'Le pain de singe est le fruit du baobab. Sous sa coque dure et veloutée se cache une ' +
        'pulpe blanche et farineuse qui sèche naturellement sur l’arbre. Réduite en poudre, elle ' +
        'se conserve longtemps et se glisse partout : dans le jus de bouye sénégalais, dans les ' +
        'bouillies, les sauces… et dans les smoothies, où son goût acidulé rappelle le yaourt et ' +
        'le citron.',
      'Pour deux grands verres : une mangue bien mûre (ou 250 g de mangue surgelée), une banane, ' +
        '300 ml de lait, de boisson végétale ou d’eau de coco, deux cuillerées à soupe rases de ' +
        'poudre de pain de singe, le jus d’un demi-citron vert et, si vous le souhaitez, une ' +
        'cuillerée à café de miel et quelques glaçons.',
      'Épluchez la mangue et la banane, coupez-les en morceaux et mettez-les dans le bol du ' +
        'mixeur. Ajoutez le liquide, la poudre de pain de singe et le jus de citron vert. Mixez ' +
        'une minute, jusqu’à obtenir une texture lisse. Goûtez avant d’ajouter du miel : des ' +
        'fruits bien mûrs suffisent souvent à sucrer le smoothie.',
      'La poudre de baobab absorbe le liquide et épaissit en quelques minutes. Si le smoothie ' +
        'devient trop épais, ajoutez un peu de liquide et mixez encore quelques secondes. Servez ' +
        'aussitôt, ou gardez-le au réfrigérateur dans un bocal fermé jusqu’au lendemain matin ; ' +
        'secouez avant de boire.',
      'Le pain de singe a sa place dans un petit-déjeuner équilibré, avec sa pointe ' +
        'd’acidité. Ses fibres peuvent toutefois surprendre un intestin qui n’y ' +
        'est pas habitué : commencez par une cuillerée à soupe par jour, sans dépasser deux, et buvez suffisamment ' +
        'd’eau.',
      'D’autres idées : remplacez la mangue par de l’ananas ou de la papaye, ajoutez une poignée ' +
        'd’épinards ou une demi-cuillerée de moringa pour une version verte, ou saupoudrez la ' +
        'poudre sur un yaourt nature avec quelques dattes hachées. Gardez la poudre dans un bocal ' +
        'hermétique, à l’abri de l’humidité : à l’air, elle durcit en petits blocs.',
    ],
  },
  {
    slug: 'huile-de-nigelle',
    title: 'Huile de nigelle : ce que l’on sait et comment l’utiliser',
    description:
      'Pressée à froid à partir des graines de nigelle, cette huile au goût puissant s’utilise ' +
      'en cuisine comme en soin de la peau. Bons gestes, doses raisonnables et précautions.',
    category: 'Bons usages',
    author: 'Rokia Traoré',
    featured: false,
    daysAgo: 58,
    cover: {
      scenes: [
        { kind: 'pot-miel', variant: 2 },
        { kind: 'flacon-huile', variant: 3 },
      ],
      backdrop: 0,
    },
    paragraphs: [
      'La nigelle (Nigella sativa), aussi appelée cumin noir ou habba sawda, est une petite ' +
        'plante dont les graines noires et anguleuses parfument les pains et les plats du Sahel, ' +
        'd’Afrique du Nord et du Moyen-Orient. Pressées à froid, ces graines donnent une huile ' +
        'ambrée au goût très prononcé, à la fois poivré, amer et légèrement piquant.',
      'Cette huile est au cœur de nombreuses traditions de soin. La recherche s’intéresse ' +
        'surtout à la thymoquinone, l’un de ses composés, mais ses résultats restent ' +
        'préliminaires : l’huile de nigelle accompagne une hygiène de vie saine, elle ne ' +
        'remplace pas un médicament.',
      'En cuisine, utilisez-la crue et en petite quantité, car la chaleur altère ses arômes. ' +
        'Quelques gouttes suffisent pour relever une vinaigrette, un houmous, une salade de ' +
        'tomates ou des légumes rôtis. Mélangée à une cuillerée de miel, elle est aussi plus ' +
        'facile à avaler pour qui souhaite en prendre une petite dose le matin.',
      'Pour un adulte, une consommation raisonnable tourne autour d’une cuillerée à café par ' +
        'jour, pendant les repas, sans la dépasser. Son goût puissant est en soi un bon garde-fou : si vous ne le ' +
        'supportez pas, inutile d’insister. Comme toute huile, elle peut causer des inconforts ' +
        'digestifs à forte dose.',
      'En soin de la peau, l’huile de nigelle s’applique diluée : une à deux gouttes dans une ' +
        'noisette de crème ou dans une cuillerée d’huile douce (jojoba, baobab, coco), à masser sur ' +
        'les zones sèches, les coudes ou les mains. Faites toujours un essai sur une petite zone, ' +
        'à l’intérieur du poignet, et attendez vingt-quatre heures : certaines personnes y sont ' +
        'allergiques.',
      'Précautions importantes : l’huile de nigelle est déconseillée pendant la grossesse et ' +
        'peut interagir avec certains traitements, notamment ceux qui fluidifient le sang ou qui ' +
        'abaissent la tension ou la glycémie. Si vous suivez un traitement, avant une opération ' +
        'ou pour un enfant, demandez l’avis de votre médecin ou de votre pharmacien avant d’en ' +
        'consommer.',
      'Choisissez une huile vierge, pressée à froid, vendue en flacon de verre teinté. Refermez ' +
        'bien le flacon après usage et gardez-le à l’abri de la lumière et de la chaleur ; une ' +
        'fois ouvert, utilisez-le dans les six mois. Une odeur rance ou une amertume très ' +
        'désagréable signalent une huile oxydée, à ne plus consommer.',
    ],
  },
  {
    slug: 'automassage-pieds-mains-karite',
    title: 'Automassage des pieds et des mains au beurre de karité',
    description:
      'Dix minutes, un peu de beurre de karité et quelques gestes simples pour délasser des ' +
      'pieds fatigués et adoucir des mains sèches, le soir avant de dormir.',
    category: 'Bien-être',
    author: 'Estelle Ngo Mbarga',
    featured: false,
    daysAgo: 71,
    cover: {
      scenes: [
        { kind: 'pot-beurre', variant: 1 },
        { kind: 'flacon-huile', variant: 15 },
      ],
      backdrop: 4,
    },
    paragraphs: [
      'Après une journée debout, au marché, dans les transports ou au travail, ce sont souvent ' +
        'les pieds et les mains qui accusent la fatigue. Le beurre de karité, riche et fondant, se ' +
        'prête parfaitement à l’automassage : il glisse sous les doigts, nourrit les peaux sèches ' +
        'et laisse une agréable sensation de douceur.',
      'Préparez votre baume : une cuillerée à soupe de beurre de karité brut, fondue au creux de ' +
        'la main ou au bain-marie avec une cuillerée à café d’huile de baobab ou de coco pour plus ' +
        'de glisse. Si vous aimez les senteurs, choisissez un karité parfumé, mais évitez les ' +
        'huiles essentielles si vous avez la peau sensible.',
      'Commencez par un bain de pieds tiède de cinq minutes, avec une poignée de sel. Séchez ' +
        'soigneusement, entre les orteils aussi. Asseyez-vous confortablement, posez un pied sur ' +
        'la cuisse opposée et répartissez le baume sur la plante, le talon et le dessus du pied.',
      'Avec les pouces, tracez de petits cercles appuyés du talon vers les orteils, puis massez ' +
        'chaque orteil en le faisant doucement tourner. Pressez ensuite la voûte plantaire avec ' +
        'le poing fermé, en glissant lentement du talon vers l’avant du pied. Terminez en ' +
        'remontant vers la cheville par de longs mouvements, puis changez de pied.',
      'Pour les mains, massez chaque paume avec le pouce opposé, en petits cercles, puis étirez ' +
        'chaque doigt de la base vers le bout. Insistez sur les articulations et les cuticules, ' +
        'souvent sèches : le karité qui reste sur les doigts fait un excellent soin des ongles.',
      'Enfilez ensuite de fines chaussettes de coton et, si vous le pouvez, des gants : le ' +
        'beurre agit toute la nuit et vous retrouvez des talons plus doux au réveil. Deux ou trois ' +
        'fois par semaine suffisent pour voir la différence sur des talons craquelés.',
      'Ne massez pas une zone gonflée, douloureuse, rouge ou chaude, ni une plaie. Les personnes ' +
        'diabétiques doivent être particulièrement attentives à leurs pieds : en cas de perte de ' +
        'sensibilité, de crevasses profondes ou d’une blessure qui tarde à cicatriser, consultez ' +
        'un professionnel de santé sans attendre.',
    ],
  },
  {
    slug: 'conservation-du-beurre-de-karite',
    title: 'Bien conserver son beurre de karité et ses huiles végétales',
    description:
      'Chaleur, lumière, doigts mouillés : les ennemis du karité et des huiles sont connus. Nos ' +
      'conseils pour garder vos produits naturels frais plus longtemps, même sous un climat chaud.',
    category: 'Lifestyle',
    author: 'Équipe Baobab',
    featured: false,
    daysAgo: 93,
    cover: {
      scenes: [
        { kind: 'pot-beurre', variant: 3 },
        { kind: 'flacon-huile', variant: 10 },
        { kind: 'pot-beurre', variant: 8 },
      ],
      backdrop: 1,
    },
    paragraphs: [
      'Un beurre de karité brut bien conservé garde ses qualités un à deux ans. Mais comme tous ' +
        'les produits naturels sans conservateur, il s’abîme au contact de l’air, de la lumière, ' +
        'de la chaleur et de l’eau. Les huiles végétales (baobab, coco, nigelle, avocat) obéissent ' +
        'aux mêmes règles, et certaines sont encore plus fragiles.',
      'Premier réflexe : le contenant. Gardez votre karité dans un pot bien fermé, en verre ou en ' +
        'plastique alimentaire, plutôt que dans un sachet ouvert. Les huiles se conservent mieux ' +
        'dans un flacon de verre teinté, ambré ou vert, qui les protège de la lumière. Refermez ' +
        'toujours le couvercle après usage, même si vous comptez vous en resservir le soir.',
      'Deuxième réflexe : la température. Le karité fond vers 35 °C ; sous un climat chaud, il ' +
        'passe volontiers de l’état solide à l’état liquide au fil des jours. Ce n’est pas grave ' +
        'en soi, mais ces allers-retours lui donnent une texture granuleuse et accélèrent son ' +
        'vieillissement. Rangez-le dans un placard à l’abri du soleil, loin de la cuisinière, et ' +
        'jamais sur le rebord d’une fenêtre.',
      'Si votre karité est devenu granuleux, vous pouvez lui rendre sa douceur : faites-le fondre ' +
        'doucement au bain-marie, laissez-le tiédir, puis placez-le une heure au réfrigérateur ' +
        'pour qu’il se solidifie vite. Pour une texture fouettée et légère, battez-le ensuite dix ' +
        'minutes au fouet électrique.',
      'Troisième réflexe : des mains sèches et propres. L’eau qui entre dans un pot de beurre ou ' +
        'd’huile favorise les moisissures. Dans la salle de bain, utilisez une petite spatule ou ' +
        'prélevez le produit avec des doigts bien secs. Pour un grand pot, remplissez un petit pot ' +
        'd’usage quotidien et laissez le reste fermé au frais.',
      'Apprenez à reconnaître un produit qui a tourné : odeur rance, aigre ou de vieille huile, ' +
        'couleur qui fonce nettement, points de moisissure. Dans ce cas, ne l’utilisez plus sur la ' +
        'peau et ne le consommez pas. L’odeur naturelle du karité brut, légèrement fumée et ' +
        'noisettée, ne doit pas être confondue avec celle du rance.',
      'Notez enfin la date d’ouverture sur l’étiquette : cela évite les mauvaises surprises. Et ' +
        'achetez des quantités adaptées à votre usage : mieux vaut un pot de 250 g renouvelé ' +
        'souvent qu’un seau de deux kilos qui vieillit au fond du placard.',
    ],
  },
  {
    slug: 'coffret-cadeau-naturel-fait-maison',
    title: 'Composer un coffret cadeau naturel fait maison',
    description:
      'Pour une fête, un anniversaire ou un retour au pays : comment composer un joli coffret de ' +
      'produits naturels africains, avec des étiquettes écrites à la main et sans plastique.',
    category: 'Lifestyle',
    author: 'Fatou Ndiaye',
    featured: false,
    daysAgo: 124,
    cover: {
      scenes: [
        { kind: 'savon', variant: 3 },
        { kind: 'bouteille-boisson', variant: 15 },
        { kind: 'pot-miel', variant: 3 },
      ],
      backdrop: 2,
    },
    paragraphs: [
      'Offrir des produits naturels africains, c’est offrir un peu de chez soi. Pour la famille ' +
        'restée au pays comme pour les amis de la diaspora, un coffret composé à la main fait ' +
        'toujours plaisir, et il coûte souvent moins cher qu’un cadeau tout fait. Quelques idées ' +
        'pour le réussir.',
      'Choisissez un thème plutôt qu’un assortiment au hasard. Un coffret « soin » réunira un pot ' +
        'de karité, un pain de savon noir et une huile de baobab ; un coffret « gourmand », du ' +
        'bissap séché, du miel et de la poudre de pain de singe ; un coffret « détente », du ' +
        'kinkéliba, de la citronnelle séchée et une jolie tasse. Trois ou quatre produits ' +
        'suffisent.',
      'Pour le contenant, pensez à ce qui resservira : un panier tressé, une calebasse décorée, ' +
        'une boîte en bois ou un pagne wax noué autour des produits. Calez les pots avec du papier ' +
        'kraft froissé ou de la paille plutôt qu’avec du plastique, et protégez les flacons en ' +
        'verre dans un morceau de tissu.',
      'Ajoutez une étiquette écrite à la main pour chaque produit : son nom, son origine, la ' +
        'coopérative ou le producteur, et une idée d’utilisation. Par exemple : « Bissap du ' +
        'Sénégal : infuser 60 g de fleurs dans 1,5 litre d’eau chaude, sucrer légèrement, servir ' +
        'très frais. » C’est ce petit mot qui transforme des produits en cadeau.',
      'Si le coffret voyage, renseignez-vous sur la réglementation : les liquides sont limités en ' +
        'cabine, et certains pays encadrent l’entrée des produits végétaux ou animaux, comme le ' +
        'miel ou les graines. Glissez pots et flacons dans un sac bien fermé au cas où ils ' +
        'couleraient, et placez-les au centre de la valise, entourés de vêtements.',
      'Enfin, privilégiez les produits de petits producteurs et de coopératives : c’est ' +
        'l’assurance d’une qualité suivie et d’un revenu juste pour celles et ceux qui les ' +
        'fabriquent, bien souvent des femmes. Un cadeau qui fait plaisir deux fois.',
    ],
  },
];
