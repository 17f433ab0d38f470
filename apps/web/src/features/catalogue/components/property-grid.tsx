import type { Site } from '@realty/contracts/sites/site';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCatalogueTexts } from '../texts.ts';
import { PropertyCard } from './property-card.tsx';

/** Renders the per-listing actions (e.g. the favourite heart) of a card; see {@link PropertyCard}. */
export type CardActionsRenderer = (site: Site) => React.ReactNode;

/** How the cards are laid out on a phone: one at a time with arrows (the spec's), or a list of compact rows. */
export type PhoneLayout = 'carousel' | 'list';

/** Props of {@link PropertyGrid}. */
export type PropertyGridProps = {
  sites: readonly Site[];
  /** Accessible name of the list, e.g. 'Properties'. */
  label: string;
  renderCardActions?: CardActionsRenderer;
  /** Renders more per-listing controls under a card's price (e.g. the "Compare" toggle). */
  renderCardFooter?: CardActionsRenderer;
  /** Number of leading cards whose photos load at once. */
  priorityCount?: number;
  /** The phone layout (default 'carousel'); tablets and desktops always show the grid. */
  phoneLayout?: PhoneLayout;
};

/** True once the window is at least `md` (768 px) wide; false on the server and in the first render. */
function useIsWide(): boolean {
  const [isWide, setWide] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(min-width: 768px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return isWide;
}

/**
 * Listing cards (docs/product/catalogue.md, "The listing page"): a 3-column grid on desktop (2 on
 * tablets) and, on a phone, either one card at a time in a swipeable strip with previous/next
 * arrows and a 'n of N' position read out politely (the spec's layout), or, with
 * `phoneLayout="list"`, every card as a compact row one under another.
 */
export function PropertyGrid({
  sites,
  label,
  renderCardActions,
  renderCardFooter,
  priorityCount = 0,
  phoneLayout = 'carousel',
}: PropertyGridProps) {
  const t = useCatalogueTexts();
  const stripRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const isWide = useIsWide();
  const isList = phoneLayout === 'list' && !isWide;

  // A new set of listings starts the phone strip at its first card again.
  const idsKey = sites.map((site) => site.site_id).join(',');
  useEffect(() => {
    if (idsKey) stripRef.current?.scrollTo?.({ left: 0 });
    setIndex(0);
  }, [idsKey]);

  const onScroll = useCallback(() => {
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    setIndex(Math.round(strip.scrollLeft / strip.clientWidth));
  }, []);

  const go = (delta: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    const next = Math.min(Math.max(0, index + delta), sites.length - 1);
    strip.scrollTo({ left: next * strip.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm disabled:opacity-40';

  if (isList) {
    return (
      <ul aria-label={label} data-layout="list" className="flex flex-col gap-3">
        {sites.map((site, i) => (
          <li key={site.site_id}>
            <PropertyCard
              site={site}
              layout="row"
              actions={renderCardActions?.(site)}
              footer={renderCardFooter?.(site)}
              isPriority={i < priorityCount}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <ul
        ref={stripRef}
        onScroll={onScroll}
        aria-label={label}
        data-layout="carousel"
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] md:grid md:snap-none md:grid-cols-2 md:gap-6 md:overflow-visible lg:grid-cols-3 [&::-webkit-scrollbar]:hidden"
      >
        {sites.map((site, i) => (
          <li key={site.site_id} className="w-full shrink-0 snap-center px-0.5 py-1 md:w-auto md:p-0">
            <PropertyCard
              site={site}
              actions={renderCardActions?.(site)}
              footer={renderCardFooter?.(site)}
              isPriority={i < priorityCount}
            />
          </li>
        ))}
      </ul>
      {sites.length > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-4 md:hidden">
          <button type="button" className={arrow} onClick={() => go(-1)} disabled={index === 0} aria-label={t('grid.previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p aria-live="polite" className="min-w-16 text-center text-sm font-medium text-slate-700">
            {t('grid.position', { index: Math.min(index + 1, sites.length), total: sites.length })}
          </p>
          <button type="button" className={arrow} onClick={() => go(1)} disabled={index >= sites.length - 1} aria-label={t('grid.next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
