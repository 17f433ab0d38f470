import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Building2, Handshake, type LucideIcon, MapPinned, Pause, Play, ShieldCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useAuthTexts } from '../texts.ts';

/** Time each slide stays before the next one, in milliseconds (docs/product/accounts.md "Slider interval"). */
export const SLIDE_INTERVAL_MS = 3000;

type Slide = { key: 'verified' | 'associate' | 'builder' | 'nearby'; icon: LucideIcon; art: string };

/** Drawn slides (CSS art, no downloads) about the marketplace's audiences; their title and text are `slider.{key}.*` texts. */
const SLIDES: readonly Slide[] = [
  {
    key: 'verified',
    icon: ShieldCheck,
    art: 'from-brand-700 via-brand-800 to-brand-900',
  },
  {
    key: 'associate',
    icon: Handshake,
    art: 'from-brand-600 via-brand-700 to-brand-900',
  },
  {
    key: 'builder',
    icon: Building2,
    art: 'from-brand-800 via-brand-900 to-slate-900',
  },
  {
    key: 'nearby',
    icon: MapPinned,
    art: 'from-brand-500 via-brand-700 to-brand-900',
  },
];

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The side image slider of the account screens (docs/product/accounts.md: it changes every 3 seconds).
 * Built on embla-carousel; it does not move for visitors who prefer reduced motion, and a
 * pause/play button and dot buttons let anyone stop it or pick a slide. Texts in the page's
 * language (docs/product/seo.md, "Hindi").
 */
export function ImageSlider({ className = '' }: { className?: string }) {
  const t = useAuthTexts();
  const isReduced = useMemo(prefersReducedMotion, []);
  const plugins = useMemo(
    () => (isReduced ? [] : [Autoplay({ delay: SLIDE_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true })]),
    [isReduced],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);
  const [isPlaying, setIsPlaying] = useState(!isReduced);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const togglePlay = () => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (isPlaying) autoplay.stop();
    else autoplay.play();
    setIsPlaying(!isPlaying);
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('slider.label')} className={`relative overflow-hidden rounded-2xl ${className}`}>
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full">
          {SLIDES.map((slide, index) => {
            const Icon = slide.icon;
            const title = t(`slider.${slide.key}.title`);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group with aria-roledescription="slide".
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slider.slideOf', { index: index + 1, total: SLIDES.length })}
                aria-hidden={index !== selected}
                className={`relative flex h-full min-w-0 shrink-0 grow-0 basis-full flex-col justify-end bg-gradient-to-br ${slide.art} p-6 text-white sm:p-8`}
              >
                <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
                  <div className="absolute -right-10 -top-10 size-48 rounded-full bg-white/10" />
                  <div className="absolute right-16 top-24 size-24 rounded-full bg-accent-400/30" />
                  <div className="absolute -left-8 bottom-28 h-20 w-56 rotate-12 rounded-3xl bg-white/5" />
                </div>
                <Icon aria-hidden="true" className="relative mb-4 size-10 text-accent-400" />
                <h2 className="relative text-xl font-semibold sm:text-2xl">{title}</h2>
                <p className="relative mt-2 max-w-sm text-sm text-brand-100 sm:text-base">{t(`slider.${slide.key}.text`)}</p>
              </div>
            );
          })}
        </div>
      </div>
      <div className="absolute right-4 top-4 flex items-center gap-2">
        {isReduced ? null : (
          <button
            type="button"
            onClick={togglePlay}
            aria-label={isPlaying ? t('slider.pause') : t('slider.play')}
            className="inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
          >
            {isPlaying ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          </button>
        )}
      </div>
      <div className="absolute bottom-3 right-4 flex gap-1">
        {SLIDES.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            onClick={() => embla?.scrollTo(index)}
            aria-label={t('slider.show', { index: index + 1, title: t(`slider.${slide.key}.title`) })}
            aria-current={index === selected}
            className="flex size-6 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-accent-400' : 'w-2 bg-white/60'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
