import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion.ts';
import { PATHS } from '../../../config/paths.ts';
import { HERO_STATS } from '../content/home.ts';
import { useMarketingTexts } from '../texts.ts';
import { StatCounters } from './stat-counters.tsx';

const HERO_POSTER = '/media/hero/hero-poster.webp';

/**
 * True once the page has loaded and the browser is idle: the background video (about 125 KB)
 * starts then, so it never competes with the page's code and photos on a slow connection.
 */
function useAfterPageLoad(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const start = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setLoaded(true), { timeout: 2000 })
        : window.setTimeout(() => setLoaded(true), 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return isLoaded;
}

/**
 * The home hero (docs/product/content.md "Home hero"): a looping, muted background video over the
 * brand gradient (the gradient alone when the video fails to load, with a console warning, or
 * when the visitor prefers reduced motion), the headline, 'Find Your Dream Property Today!'
 * (/properties) and 'Join Us as an Associate' (/registerassociate), the search box given by the
 * catalogue feature, and the animated hero figures. The poster is drawn at once (the server
 * preloads it); the video replaces it after the page has loaded.
 */
export function HomeHero({ searchBox }: { searchBox: ReactNode }) {
  const t = useMarketingTexts();
  const isReducedMotion = usePrefersReducedMotion();
  const [hasVideoFailed, setVideoFailed] = useState(false);
  const isPageLoaded = useAfterPageLoad();
  const onVideoError = () => {
    console.warn('Hero video could not be loaded; showing the gradient instead.');
    setVideoFailed(true);
  };
  return (
    <section
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white"
      aria-labelledby="home-hero-title"
    >
      <img
        src={HERO_POSTER}
        alt=""
        width={960}
        height={540}
        fetchPriority="high"
        aria-hidden="true"
        className="absolute inset-0 -z-10 size-full object-cover opacity-60"
      />
      {isPageLoaded && !isReducedMotion && !hasVideoFailed && (
        <video
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={HERO_POSTER}
          aria-hidden="true"
          tabIndex={-1}
          onError={onVideoError}
        >
          <source src="/media/hero/hero-loop.webm" type="video/webm" />
          <source src="/media/hero/hero-loop.mp4" type="video/mp4" onError={onVideoError} />
        </video>
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-900/70 via-brand-900/40 to-brand-900/80" />
      <div className="container-page py-16 sm:py-20 lg:py-28">
        <div className="max-w-3xl">
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent-400">{t('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-brand-100 sm:text-lg">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={PATHS.properties} className="btn-accent focus-visible:outline-white">
              {t('actions.findProperty')}
            </Link>
            <Link
              to={PATHS.registerAssociate}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white transition hover:bg-white/10 focus-visible:outline-white"
            >
              {t('actions.joinAssociate')}
            </Link>
          </div>
        </div>
        <div className="mt-10">{searchBox}</div>
        <StatCounters stats={HERO_STATS} tone="dark" className="mt-10 max-w-2xl" />
      </div>
    </section>
  );
}
