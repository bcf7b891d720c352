import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CAROUSEL_SLIDES, SlideFigure } from './carousel-slides.tsx';
import sections from './home-section.module.css';
import classes from './image-carousel.module.css';

const SlideShow = lazy(() => import('./slide-show.tsx'));

/** Fetch the carousel's code when it comes into view: its first picture is already there. */
const PRELOAD_MARGIN = '0px';

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
    <section aria-labelledby="carrousel-titre" className={sections.section}>
      <h2 id="carrousel-titre" className={sections.heading}>
        Nos produits en images
      </h2>
      <div ref={frameRef} className={classes.frame}>
        {near ? (
          <Suspense fallback={firstSlide}>
            <SlideShow />
          </Suspense>
        ) : (
          firstSlide
        )}
      </div>
    </section>
  );
}
