import { SITE_CATEGORIES } from '@realty/contracts/sites/site';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PropertyCardsSkeleton } from '../../../components/ui/skeleton.tsx';
import { useNearViewport } from '../../../components/ui/use-near-viewport.ts';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { categoryLabel, placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { citiesByState, useFeaturedPlaces } from '../api/use-places.ts';
import { useSites } from '../api/use-sites.ts';
import { useCatalogueTexts } from '../texts.ts';
import { listingSearchParams } from '../utils/listing-query.ts';
import { PropertyCard } from './property-card.tsx';
import type { CardActionsRenderer } from './property-grid.tsx';

/** Category filters of the featured section, default Family Houses (docs/product/catalogue.md). */
export const FEATURED_CATEGORIES = SITE_CATEGORIES.filter((c) => c !== 'Plots');
/** Default category of the featured section. (docs/product/catalogue.md) */
export const DEFAULT_FEATURED_CATEGORY = 'Family Houses';
/**
 * State to city lookup of the featured filter until `GET /api/places?featured=true` answers (the
 * server draws the page with it; docs/product/catalogue.md, "Places"): only Uttar Pradesh.
 */
export const FEATURED_CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  'Uttar Pradesh': ['Chitrakoot', 'Mirzapur', 'Varanasi', 'Prayagraj'],
};
/** Most listings the featured carousel holds. (docs/product/catalogue.md) */
export const FEATURED_LIMIT = 12;
/**
 * Cards drawn before the carousel comes near the viewport: as many as a desktop shows at once
 * (three; a phone shows about 1.2). The other nine, some 600 elements of markup, are drawn as the
 * visitor nears the section (docs/decisions/0017-light-first-load.md, point 10).
 */
export const FEATURED_FIRST_DRAWN = 3;

/**
 * 'Featured Properties' of the home page (docs/product/catalogue.md): category, state and city
 * filters applied by the API, and a carousel showing up to 3 cards on desktop and about 1.2 on
 * a phone; changing a filter brings the carousel back to its first card. The server draws the first
 * {@link FEATURED_FIRST_DRAWN} cards; the others are drawn as the visitor nears the section. Its words and the category
 * names follow the page's language, and on Hindi pages the state and city options read in
 * Devanagari from the listing vocabulary ("वाराणसी") while their values, sent to the API, stay
 * the English names (docs/product/seo.md, "Hindi").
 */
export function FeaturedProperties({
  renderCardActions,
  renderCardFooter,
}: {
  renderCardActions?: CardActionsRenderer;
  /** More controls under each card's price (e.g. the "Compare" toggle). */
  renderCardFooter?: CardActionsRenderer;
}) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const id = useId();
  const places = useFeaturedPlaces();
  const citiesOf = citiesByState(places.data, FEATURED_CITIES_BY_STATE);
  const states = Object.keys(citiesOf);
  const [category, setCategory] = useState<string>(DEFAULT_FEATURED_CATEGORY);
  const [state, setState] = useState(states[0] ?? '');
  const [city, setCity] = useState('');
  const query = useSites({ category, state, city, sort: 'Newest', pageSize: FEATURED_LIMIT });
  const sites = query.data?.data ?? [];

  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  // embla measures the cards only once the visitor is about to see them (docs/decisions/0017-light-first-load.md)
  const sectionRef = useRef<HTMLElement>(null);
  const isNear = useNearViewport(sectionRef);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const sync = useCallback(() => {
    setCanPrev(Boolean(embla?.canScrollPrev()));
    setCanNext(Boolean(embla?.canScrollNext()));
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  // Changing a filter (or receiving its listings) starts again from the first card.
  const idsKey = sites.map((s) => s.site_id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters and listings are the triggers, not inputs
  useEffect(() => {
    if (!embla) return;
    embla.reInit();
    embla.scrollTo(0, true);
  }, [embla, category, state, city, idsKey]);

  // The cards, made again only when the listings or their controls change: the carousel's own
  // updates (measured, moved, its arrows enabled) redraw the section, not every card; the first
  // of them comes in React's blocking way right after the page is taken over.
  const slides = useMemo(
    () =>
      (isNear ? sites : sites.slice(0, FEATURED_FIRST_DRAWN)).map((site) => (
        <li key={site.site_id} className="min-w-0 shrink-0 grow-0 basis-[83%] pl-4 md:basis-1/2 lg:basis-1/3">
          <PropertyCard
            site={site}
            actions={renderCardActions?.(site)}
            footer={renderCardFooter?.(site)}
            imageSizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 83vw"
          />
        </li>
      )),
    [sites, isNear, renderCardActions, renderCardFooter],
  );

  const moreHref = `${PATHS.properties}?${listingSearchParams({ category, location: city || state, page: 1 }).toString()}`;
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50 disabled:opacity-40';

  return (
    <section ref={sectionRef} id="properties" aria-labelledby={`${id}-heading`} className="scroll-mt-24 bg-slate-50 py-16">
      <div className="container-page">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t('featured.eyebrow')}</p>
            <h2 id={`${id}-heading`} className="mt-1 text-3xl font-bold text-slate-900">
              {t('featured.title')}
            </h2>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <fieldset>
              <legend className="sr-only">{t('featured.category')}</legend>
              <div className="flex flex-wrap gap-2">
                {FEATURED_CATEGORIES.map((c) => (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={category === c}
                    onClick={() => setCategory(c)}
                    className={`rounded-full px-4 py-2 text-sm font-semibold transition ${category === c ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50'}`}
                  >
                    {categoryLabel(c, language)}
                  </button>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${id}-state`} className="label">
                {t('featured.state')}
              </label>
              <select
                id={`${id}-state`}
                className="input w-auto"
                value={state}
                onChange={(e) => {
                  setState(e.target.value);
                  setCity('');
                }}
              >
                {states.map((s) => (
                  <option key={s} value={s}>
                    {placeLabel(s, language)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-city`} className="label">
                {t('featured.city')}
              </label>
              <select id={`${id}-city`} className="input w-auto" value={city} onChange={(e) => setCity(e.target.value)}>
                <option value="">{t('featured.allCities')}</option>
                {(citiesOf[state] ?? []).map((c) => (
                  <option key={c} value={c}>
                    {placeLabel(c, language)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>

        <div className="mt-8" aria-live="polite" aria-busy={query.isPending}>
          {query.isPending ? (
            <PropertyCardsSkeleton />
          ) : sites.length === 0 ? (
            <p className="rounded-xl bg-white py-12 text-center text-slate-600 ring-1 ring-slate-200">
              {query.isError
                ? t('featured.failed')
                : t(city ? 'featured.noneIn' : 'featured.none', {
                    category: language === 'en' ? category.toLowerCase() : categoryLabel(category, language),
                    city: placeLabel(city, language),
                  })}
            </p>
          ) : null}
        </div>
        <div className={sites.length === 0 ? 'hidden' : ''}>
          <div ref={isNear ? viewportRef : undefined} className="overflow-hidden">
            <ul className="-ml-4 flex touch-pan-y" aria-label={t('featured.title')}>
              {slides}
            </ul>
          </div>
          <div className="mt-6 flex items-center justify-between gap-4">
            <Link to={moreHref} className="font-semibold text-brand-700 hover:underline">
              {t('featured.viewAll', { category: categoryLabel(category, language) })}
            </Link>
            <div className="flex gap-3">
              <button
                type="button"
                className={arrow}
                onClick={() => embla?.scrollPrev()}
                disabled={!canPrev}
                aria-label={t('featured.previous')}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                className={arrow}
                onClick={() => embla?.scrollNext()}
                disabled={!canNext}
                aria-label={t('featured.next')}
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
