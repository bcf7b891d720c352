import { Button } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import earlyTaps from '../../early-taps.module.css';
import { NEEDS_JS_ATTRIBUTE, takeEarlyTap } from '../../early-taps.ts';
import classes from './hero-banner.module.css';

/** The spec's three welcome slogans, shown in turn. */
export const WELCOME_SLOGANS = [
  'Bienvenue au marché des bienfaits de la nature africaine',
  'Karité, moringa, bissap : des trésors préparés à la main',
  'Achetez directement à nos producteurs, au juste prix',
] as const;

const SLOGAN_INTERVAL_MS = 5000;
const PAUSE_BUTTON = 'hero-pause';
/** On the video while its clip waits for the visitor's first gesture. */
const AWAITING_GESTURE = 'attend-un-geste';

// Made by scripts/make-hero-video.ts. The phone poster is the part of the frame a phone shows
// (the banner crops the 16:9 frame to at most 576 × 500 up to 36em wide).
const POSTER = { src: '/media/hero-poster.webp', width: 960, height: 540 };
const PHONE_POSTER = { src: '/media/hero-poster-640.webp', width: 640, height: 556 };
const PHONE_MEDIA = '(max-width: 36em)';

/** The poster is the page's largest paint: the home route preloads the one this screen uses. */
export const HERO_POSTER_PRELOADS = [
  {
    rel: 'preload',
    as: 'image',
    type: 'image/webp',
    href: PHONE_POSTER.src,
    media: PHONE_MEDIA,
    fetchPriority: 'high',
  },
  {
    rel: 'preload',
    as: 'image',
    type: 'image/webp',
    href: POSTER.src,
    media: '(min-width: 36.0625em)',
    fetchPriority: 'high',
  },
];
const CLIPS = [
  { src: '/media/hero.webm', type: 'video/webm; codecs="vp9"' },
  { src: '/media/hero.mp4', type: 'video/mp4; codecs="avc1.4d401f"' },
];

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: 'slow-2g' | '2g' | '3g' | '4g';
}

/**
 * The clip (0.3 MB) is a nicety: never on Save-Data nor on a connection the browser rates
 * slower than 4G, never for people who asked for less motion.
 */
function clipAllowed(): boolean {
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  const slow = connection?.effectiveType !== undefined && connection.effectiveType !== '4g';
  return (
    connection?.saveData !== true &&
    !slow &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const GESTURES = ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Runs `task` on the visitor's first tap, key, wheel or scroll; returns a canceller. The poster
 * is the page's largest paint: a clip starting on its own later would be measured as a new,
 * late one, and a visitor who leaves at once has not paid for it.
 */
function afterFirstGesture(task: () => void): () => void {
  const stop = () => {
    for (const type of GESTURES) window.removeEventListener(type, run);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of GESTURES) window.addEventListener(type, run, { passive: true });
  return stop;
}

/** Runs `task` once the page has loaded and the browser is idle; returns a canceller. */
function afterPageLoad(task: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback: a short delay after `load` does the same job.
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 3000 })
        : window.setTimeout(task, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Top of the home page: looping background clip, cycling welcome slogans, way to the shop. */
export function HeroBanner({ brandName }: { brandName: string }) {
  const reducedMotion = useReducedMotion();
  const [slogan, setSlogan] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const animated = !reducedMotion && !paused;

  // Paused before the page was interactive: the motion never starts (app/early-taps.ts).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the server could not know
    if (takeEarlyTap(PAUSE_BUTTON)) setPaused(true);
  }, []);

  useEffect(() => {
    if (!animated || hovered) return;
    const timer = window.setInterval(
      () => setSlogan((current) => (current + 1) % WELCOME_SLOGANS.length),
      SLOGAN_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [animated, hovered]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !animated) return;
    const play = () => void video.play().catch(() => undefined); // refused autoplay: poster stays
    if (video.getAttribute('src')) {
      play();
      return () => video.pause();
    }
    let cancelLoad = () => {};
    video.dataset.clip = AWAITING_GESTURE;
    const cancelGesture = afterFirstGesture(() => {
      delete video.dataset.clip;
      cancelLoad = afterPageLoad(() => {
        const clip = CLIPS.find(({ type }) => video.canPlayType(type) !== '');
        if (!clip || !clipAllowed()) return;
        video.muted = true;
        video.src = clip.src;
        play();
      });
    });
    return () => {
      cancelGesture();
      cancelLoad();
      video.pause();
    };
  }, [animated]);

  const pauseLabel = paused ? 'Relancer l’animation' : 'Mettre en pause l’animation';
  const leaveWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
  };

  return (
    <section
      className={classes.hero}
      aria-labelledby="accueil-titre"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={leaveWhenFocusLeaves}
    >
      <picture>
        <source
          media={PHONE_MEDIA}
          srcSet={PHONE_POSTER.src}
          width={PHONE_POSTER.width}
          height={PHONE_POSTER.height}
          type="image/webp"
        />
        <img
          className={classes.media}
          src={POSTER.src}
          width={POSTER.width}
          height={POSTER.height}
          alt=""
          fetchPriority="high"
        />
      </picture>
      <video
        ref={videoRef}
        className={`${classes.media} ${classes.video}`}
        data-playing={playing || undefined}
        onPlaying={() => setPlaying(true)}
        aria-hidden="true"
        tabIndex={-1}
        preload="none"
        muted
        playsInline
        loop
        disablePictureInPicture
      />
      <div className={classes.shade} />
      <div className={classes.content}>
        <h1 id="accueil-titre" className={classes.title}>
          {brandName} · produits naturels d’Afrique : épicerie, beauté et plantes
        </h1>
        <div className={classes.slogans} data-testid="hero-slogans">
          {WELCOME_SLOGANS.map((text, index) => (
            <p
              key={text}
              className={classes.slogan}
              data-active={index === slogan || undefined}
              aria-hidden={index !== slogan}
            >
              {text}
            </p>
          ))}
        </div>
        {/* The shade shown in the dark theme, named so that autoContrast picks a dark label. */}
        <Button component={Link} to="/products" size="lg" radius="xl" color="ocre.5" autoContrast>
          Découvrir nos produits
        </Button>
      </div>
      <button
        type="button"
        className={`${classes.pause} ${earlyTaps.icon}`}
        {...{ [NEEDS_JS_ATTRIBUTE]: PAUSE_BUTTON }}
        aria-label={pauseLabel}
        title={pauseLabel}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <IconPlayerPlayFilled size={18} /> : <IconPlayerPauseFilled size={18} />}
      </button>
    </section>
  );
}
