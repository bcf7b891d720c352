import classes from './image-carousel.module.css';

export interface CarouselSlide {
  /** Base name of the pictures made by scripts/make-home-images.ts in public/media/. */
  image: string;
  alt: string;
  caption: string;
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    image: 'carousel-1',
    alt: 'Pot de beurre de karité, tube de crème et boule de savon noir posés sur des pagnes wax',
    caption: 'Karité, savon noir et crèmes, travaillés à la main par des coopératives de femmes',
  },
  {
    image: 'carousel-2',
    alt: 'Coupes de poudre de moringa et de poudre de baobab, pot de gélules de moringa',
    caption: 'Moringa et baobab : des super-aliments cueillis et séchés au Sahel',
  },
  {
    image: 'carousel-3',
    alt: 'Corbeille de fleurs d’hibiscus séchées, bouteille et verre de bissap, tasse de tisane',
    caption: 'Bissap, jus et tisanes : les boissons de nos grands-mères',
  },
  {
    image: 'carousel-4',
    alt: 'Flacons d’huile précieuse et pot de miel avec sa cuillère en bois',
    caption: 'Huiles précieuses et miels bruts, pressés et récoltés près de chez nos producteurs',
  },
  {
    image: 'carousel-5',
    alt: 'Racines de gingembre et de curcuma autour d’une coupe d’épices',
    caption: 'Gingembre, curcuma et épices, pour la cuisine comme pour le bien-être',
  },
];

const WIDTH = 1200;
const HEIGHT = 500;
const PHONE_WIDTH = 640;
/**
 * Phones show a 16:9 crop of the 12:5 picture, so it is drawn 4/3 wider than the screen;
 * elsewhere it fills the page's container (Mantine `xl`: 1320 px minus its padding).
 */
const SIZES = '(max-width: 48em) 135vw, (max-width: 1320px) 100vw, 1288px';

/**
 * One picture with its caption; the same box before and after the carousel takes over.
 * Without `withImage`, only the box and caption: the picture is not fetched yet.
 */
export function SlideFigure({
  slide,
  withImage = true,
}: {
  slide: CarouselSlide;
  withImage?: boolean;
}) {
  const base = `/media/${slide.image}`;
  return (
    <figure className={classes.figure}>
      {withImage && (
        <img
          className={classes.image}
          src={`${base}.webp`}
          srcSet={`${base}-${PHONE_WIDTH}.webp ${PHONE_WIDTH}w, ${base}.webp ${WIDTH}w`}
          sizes={SIZES}
          width={WIDTH}
          height={HEIGHT}
          alt={slide.alt}
          loading="lazy"
          decoding="async"
        />
      )}
      <figcaption className={classes.caption}>{slide.caption}</figcaption>
    </figure>
  );
}
