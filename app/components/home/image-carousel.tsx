import { Container, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CAROUSEL_SLIDES, SlideFigure } from './carousel-slides.tsx';
import classes from './image-carousel.module.css';

const SlideShow = lazy(() => import('./slide-show.tsx'));

/** Start fetching the carousel's code a little before it scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * The home page's image carousel. The server sends its first picture; the carousel's code
 * (Mantine Carousel and Embla) is only fetched when the section comes near the screen, so the
 * first visit of the page does not pay for it.
 */
export function ImageCarousel() {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const [first] = CAROUSEL_SLIDES;
  const firstSlide = first && (
    <>
      <SlideFigure slide={first} />
      <div className={classes.dots} />
    </>
  );
  return (
    <section aria-labelledby="carrousel-titre">
      <Container size="xl" py={{ base: 'xl', md: 48 }}>
        <Title order={2} id="carrousel-titre" fz={{ base: 24, sm: 30 }} mb="md">
          Nos produits en images
        </Title>
        <div ref={frameRef}>
          {near ? (
            <Suspense fallback={firstSlide}>
              <SlideShow />
            </Suspense>
          ) : (
            firstSlide
          )}
        </div>
      </Container>
    </section>
  );
}
