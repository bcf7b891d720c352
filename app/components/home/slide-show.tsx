import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { CAROUSEL_SLIDES, SlideFigure } from './carousel-slides.tsx';
import classes from './image-carousel.module.css';

const COUNT = CAROUSEL_SLIDES.length;

/** Adds a slide and its two neighbours (the pictures one click away) to those fetched. */
const withNeighbours = (fetched: ReadonlySet<number>, index: number) =>
  new Set([...fetched, index, (index + 1) % COUNT, (index + COUNT - 1) % COUNT]);

/**
 * The interactive carousel (Mantine, on Embla). Loaded on demand by ImageCarousel: it is not
 * part of the home page's first download. Its English labels are replaced with French ones.
 */
export default function SlideShow() {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // Only the first picture at first; its neighbours once the carousel is really on screen,
  // then the neighbours of each picture shown: nobody downloads five wide pictures unasked.
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (!embla) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setFetched((current) => withNeighbours(current, embla.selectedScrollSnap()));
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(embla.rootNode());
    return () => observer.disconnect();
  }, [embla]);

  return (
    <>
      <Carousel
        classNames={{ root: classes.carousel, control: classes.control }}
        aria-roledescription="carrousel"
        aria-label="Photos de nos produits"
        emblaOptions={{ loop: true }}
        controlSize={40}
        previousControlProps={{ 'aria-label': 'Image précédente', title: 'Image précédente' }}
        nextControlProps={{ 'aria-label': 'Image suivante', title: 'Image suivante' }}
        previousControlIcon={<IconChevronLeft size={22} aria-hidden="true" />}
        nextControlIcon={<IconChevronRight size={22} aria-hidden="true" />}
        getEmblaApi={setEmbla}
        onSlideChange={(index) => {
          setSelected(index);
          setFetched((current) => withNeighbours(current, index));
        }}
      >
        {CAROUSEL_SLIDES.map((slide, index) => (
          <Carousel.Slide
            key={slide.image}
            aria-roledescription="image"
            aria-label={`${index + 1} sur ${COUNT}`}
            aria-hidden={index !== selected}
          >
            <SlideFigure slide={slide} withImage={fetched.has(index)} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <div className={classes.dots}>
        {CAROUSEL_SLIDES.map((slide, index) => (
          <button
            key={slide.image}
            type="button"
            className={classes.dot}
            aria-label={`Afficher l’image ${index + 1} sur ${COUNT}`}
            aria-current={index === selected}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
      <VisuallyHidden aria-live="polite">
        {`Image ${selected + 1} sur ${COUNT} : ${CAROUSEL_SLIDES[selected]?.caption ?? ''}`}
      </VisuallyHidden>
    </>
  );
}
