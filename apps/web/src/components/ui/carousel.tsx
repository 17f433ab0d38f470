import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUiTexts } from './texts.ts';
import { useNearViewport } from './use-near-viewport.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/** Props of {@link Carousel}. */
export type CarouselProps<T> = {
  /** Accessible name of the carousel region, e.g. 'Voices of Trust'. */
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Time between automatic moves in milliseconds (docs/product/catalogue.md); 0 turns auto-moving off. */
  intervalMs: number;
  /**
   * Width classes of one slide as a fraction of the carousel, per breakpoint, e.g.
   * 'basis-full sm:basis-1/2 lg:basis-1/3' (one, two, then three slides per view). Use fractions,
   * not pixel widths: a whole number of slides then fills the view, so at rest no slide is cut off
   * and no gap is left empty.
   */
  slideClassName?: string;
  /** Colours of the buttons: 'light' on light backgrounds, 'dark' on dark ones. */
  tone?: 'light' | 'dark';
  /** Show previous and next buttons (default true). */
  hasArrows?: boolean;
  className?: string;
};

/**
 * The one carousel of the site (embla-carousel-react with embla-carousel-autoplay), used by every
 * auto-moving strip (docs/product/catalogue.md intervals). It loops and wraps from the last position to
 * the first; previous/next buttons wrap too. Auto-moving stops while the pointer is over it or
 * focus is inside it, stays stopped after its pause button is pressed until play is pressed, and
 * never starts when the visitor prefers reduced motion (the pause button is then not shown).
 * Accessibility: a labelled region with `aria-roledescription="carousel"`, slides as labelled
 * groups ("2 of 5"), real buttons with `aria-label`s. The root carries `data-index` (the selected
 * position) and `data-playing` for tests and styling, and, once the carousel is live,
 * `data-settled`: 'false' while the slides are moving, 'true' when they rest.
 *
 * It starts (measures, shows its buttons, moves) only when it first comes near the viewport
 * (docs/product/content.md "Carousels", docs/decisions/0017-light-first-load.md): until then it is the row of slides the server drew.
 *
 * Layout: slide widths come from CSS alone (`slideClassName`), never from a measurement, and the
 * track's layout does not change after it has been measured; when everything fits in one view
 * the slides are centred. The carousel measures again whenever the track or a slide changes
 * width (a resize, a breakpoint, a section shown after being hidden).
 */
export function Carousel<T>({
  label,
  items,
  renderItem,
  getKey,
  intervalMs,
  slideClassName = 'basis-full',
  tone = 'light',
  hasArrows = true,
  className = '',
}: CarouselProps<T>) {
  const t = useUiTexts();
  const isReducedMotion = usePrefersReducedMotion();
  const isAutoMoving = intervalMs > 0 && !isReducedMotion && items.length > 1;
  const [autoplay] = useState(() =>
    Autoplay({
      delay: Math.max(intervalMs, 500),
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: isReducedMotion ? 10 : 30 },
    isAutoMoving ? [autoplay] : [],
  );
  const [selected, setSelected] = useState(0);
  const [canScroll, setCanScroll] = useState(false);
  const [isPausedByUser, setPausedByUser] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const shouldPlay = isAutoMoving && !isPausedByUser && !isHovered && !isFocusWithin;
  const regionId = useId();
  const rootRef = useRef<HTMLElement>(null);
  // embla measures and starts moving only once the visitor is about to see the carousel
  const isNear = useNearViewport(rootRef);

  const syncPlayback = useCallback(() => {
    if (!embla || !isAutoMoving) return;
    const plugin = embla.plugins().autoplay;
    // the plugin does not start (and must not be called) when everything fits in one position
    if (!plugin || embla.scrollSnapList().length <= 1) return;
    if (shouldPlay) plugin.play();
    else plugin.stop();
  }, [embla, isAutoMoving, shouldPlay]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onReInit = () => {
      setCanScroll(embla.scrollSnapList().length > 1);
      onSelect();
    };
    onReInit();
    embla.on('select', onSelect).on('reInit', onReInit);
    return () => {
      embla.off('select', onSelect).off('reInit', onReInit);
    };
  }, [embla]);

  // Written straight onto the element in the same frame the slides move, so a reader never sees a stale value.
  useEffect(() => {
    const root = rootRef.current;
    if (!embla || !root) return;
    const onMove = () => root.setAttribute('data-settled', 'false');
    const onRest = () => root.setAttribute('data-settled', 'true');
    onRest();
    embla.on('scroll', onMove).on('settle', onRest).on('reInit', onRest);
    return () => {
      embla.off('scroll', onMove).off('settle', onRest).off('reInit', onRest);
      root.removeAttribute('data-settled');
    };
  }, [embla]);

  useEffect(() => {
    syncPlayback();
    if (!embla) return;
    // a swipe stops the autoplay plugin; resume when nothing else holds it
    embla.on('pointerUp', syncPlayback).on('reInit', syncPlayback);
    return () => {
      embla.off('pointerUp', syncPlayback).off('reInit', syncPlayback);
    };
  }, [embla, syncPlayback]);

  const move = (direction: 1 | -1) => {
    if (!embla) return;
    if (direction === 1) {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    } else if (embla.canScrollPrev()) embla.scrollPrev();
    else embla.scrollTo(embla.scrollSnapList().length - 1);
    if (embla.scrollSnapList().length > 1) embla.plugins().autoplay?.reset();
  };

  // The slides, made again only when the items change: the carousel's own updates (measured, moved,
  // hovered, focused, a slide selected) redraw its frame and buttons, not every slide.
  const slides = useMemo(
    () =>
      items.map((item, index) => (
        // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a group with aria-roledescription 'slide'
        <div
          key={getKey(item, index)}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slide', { index: index + 1, total: items.length })}
          className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
        >
          {renderItem(item, index)}
        </div>
      )),
    [items, getKey, renderItem, slideClassName, t],
  );

  const buttonClass =
    tone === 'dark'
      ? 'inline-flex size-10 items-center justify-center rounded-full border border-white/60 bg-white/10 text-white hover:bg-white/25 focus-visible:outline-white'
      : 'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm hover:bg-brand-50';
  const showControls = canScroll && (hasArrows || isAutoMoving);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-index={selected}
      data-playing={shouldPlay ? 'true' : 'false'}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <div ref={isNear ? viewportRef : undefined} className="overflow-hidden" id={regionId}>
        {/* 'safe' centring: centred when the slides fit, from the start when they overflow, without any class that changes after measuring */}
        <div className="-ml-4 flex touch-pan-y justify-center-safe">{slides}</div>
      </div>
      {showControls && (
        <div className="mt-5 flex items-center justify-center gap-3">
          {hasArrows && (
            <button
              type="button"
              className={buttonClass}
              aria-label={t('carousel.previous')}
              aria-controls={regionId}
              onClick={() => move(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
          )}
          {isAutoMoving && (
            <button
              type="button"
              className={buttonClass}
              aria-label={isPausedByUser ? t('carousel.play', { label }) : t('carousel.pause', { label })}
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              {isPausedByUser ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            </button>
          )}
          {hasArrows && (
            <button type="button" className={buttonClass} aria-label={t('carousel.next')} aria-controls={regionId} onClick={() => move(1)}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
