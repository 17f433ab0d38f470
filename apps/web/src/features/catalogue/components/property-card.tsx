import type { Site } from '@realty/contracts/sites/site';
import { ArrowUpRight, BadgeCheck, BedDouble, CalendarClock, MapPin, Ruler, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { PATHS } from '../../../config/paths.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { categoryLabel, placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useCatalogueTexts } from '../texts.ts';
import { bhkText, carpetAreaText, isVerified, plotAreaText, possessionShortText, pricePerSqftText } from '../utils/listing-facts.ts';
import { listingTitle } from '../utils/listing-text.ts';

/** Props of {@link PropertyCard}. */
export type PropertyCardProps = {
  site: Site;
  /**
   * Slot at the top right of the photo for per-listing actions such as the favourite heart
   * (docs/product/catalogue.md, "The listing page": the favourite heart for everyone but associates).
   */
  actions?: React.ReactNode;
  /** Slot under the price for more per-listing controls, e.g. the "Compare" toggle. */
  footer?: React.ReactNode;
  /** `sizes` of the cover photo; defaults to the three-column grid. */
  imageSizes?: string;
  /** Load the cover photo at once (first cards above the fold). */
  isPriority?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: 'h2' | 'h3';
  /** 'card' (photo above, the grid's card) or 'row' (photo beside the text, the phone's list layout). */
  layout?: 'card' | 'row';
};

/**
 * The facts line of a card: BHK, the size (carpet area, or for a listing without one, such as a
 * plot, the plot area in the unit given with square feet beside it: "150 sq yd (1,350 sq ft)"),
 * price per sq ft and possession, each only when the listing has it.
 */
function CardFacts({ site, isCompact }: { site: Site; isCompact: boolean }) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const carpet = carpetAreaText(site, language);
  const facts = [
    { id: 'bhk', label: t('fact.bhk'), value: bhkText((site as { bhk?: unknown }).bhk), Icon: BedDouble },
    carpet
      ? { id: 'carpet', label: t('fact.carpet_area'), value: carpet, Icon: Ruler }
      : { id: 'plot', label: t('fact.plot_area'), value: plotAreaText(site, language), Icon: Ruler },
    { id: 'ppsf', label: t('fact.price_per_sqft'), value: pricePerSqftText(site, language), Icon: Tag },
    { id: 'possession', label: t('fact.possession'), value: possessionShortText(site, language), Icon: CalendarClock },
  ].filter((fact): fact is typeof fact & { value: string } => Boolean(fact.value));
  if (facts.length === 0) return null;
  return (
    <dl className={`flex flex-wrap gap-x-3 gap-y-1 text-slate-700 ${isCompact ? 'text-xs' : 'text-sm'}`}>
      {facts.map(({ id, label, value, Icon }) => (
        <div key={id} data-fact={id} className="flex items-center gap-1">
          <dt className="sr-only">{label}</dt>
          <Icon aria-hidden="true" className="size-3.5 shrink-0 text-brand-600" />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The "Verified" badge of a listing staff have checked (`verified: true`). (docs/product/catalogue.md) */
export function VerifiedBadge({ className = '' }: { className?: string }) {
  const t = useCatalogueTexts();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/30 ${className}`}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5 text-brand-600" />
      {t('card.verified')}
    </span>
  );
}

/**
 * A listing card (docs/product/catalogue.md, "The listing page"): cover photo or 'No Image', the status badge and a 'Verified' badge when the listing is
 * verified, category, title, 'city, state', the facts the listing has — BHK ("2, 3 BHK"), carpet
 * area (or a plot's area: "150 sq yd (1,350 sq ft)"), price per sq ft, possession —, the price by the one rupee formatter ("₹62 L", "₹1.15 Cr")
 * and an arrow link to /detailpage/{site_id}. The whole card is clickable through the arrow
 * link; the `actions` and `footer` slots sit above it. `layout="row"` puts the photo beside the
 * text (the phone's list layout). Its words, the areas with their units (square feet, square
 * yards…), the category, the place and the price follow the page's language, from the listing
 * vocabulary on Hindi pages ("970–1,710 वर्ग फ़ुट", "वाराणसी, उत्तर प्रदेश"; docs/product/seo.md,
 * "Hindi"); the title is the Hindi one staff gave, else as entered.
 */
export function PropertyCard({
  site,
  actions,
  footer,
  imageSizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
  isPriority,
  headingLevel = 'h3',
  layout = 'card',
}: PropertyCardProps) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const cover = site.cover_images[0] ?? site.inner_images[0];
  const Heading = headingLevel;
  const isRow = layout === 'row';
  return (
    <article
      data-layout={layout}
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 ${
        isRow ? 'flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative shrink-0 overflow-hidden bg-slate-100 ${isRow ? 'w-[38%] min-h-32' : 'aspect-[4/3]'}`}>
        {cover ? (
          <ResponsiveImage
            path={cover}
            alt={`${site.site_title}, ${placeLabel(site.site_city, language)}`}
            sizes={isRow ? '40vw' : imageSizes}
            isPriority={isPriority}
            className={`size-full object-cover transition duration-300 group-hover:scale-[1.03] ${isRow ? 'absolute inset-0' : ''}`}
          />
        ) : (
          <NoImage className={`size-full ${isRow ? 'absolute inset-0' : ''}`} />
        )}
        <div className={`absolute flex flex-col items-start gap-1 ${isRow ? 'left-2 top-2' : 'left-3 top-3'}`}>
          <ListingStatusBadge status={site.site_status} className="shadow-sm" />
          {isVerified(site) ? <VerifiedBadge className="shadow-sm" /> : null}
        </div>
        {actions ? (
          <div data-slot="card-actions" className={`absolute z-10 ${isRow ? 'bottom-2 left-2' : 'right-3 top-3'}`}>
            {actions}
          </div>
        ) : null}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${isRow ? 'gap-1 p-3' : 'gap-2 p-4'}`}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{categoryLabel(site.site_category, language)}</p>
        <Heading className={`line-clamp-2 font-semibold text-slate-900 ${isRow ? 'text-base' : 'text-lg'}`}>
          {listingTitle(site, language)}
        </Heading>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="truncate">
            {placeLabel(site.site_city, language)}, {placeLabel(site.site_state, language)}
          </span>
        </p>
        <CardFacts site={site} isCompact={isRow} />
        <div className={`mt-auto flex items-center justify-between gap-3 ${isRow ? 'pt-1' : 'pt-3'}`}>
          <p className="text-lg font-bold text-brand-800">{formatPrice(site.site_price, language)}</p>
          <Link
            to={PATHS.detail(site.site_id)}
            aria-label={t('card.viewDetails', { title: site.site_title })}
            className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition after:absolute after:inset-0 after:content-[''] group-hover:bg-brand-800 focus-visible:outline-none ${
              isRow ? 'size-9' : 'size-10'
            }`}
          >
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        {footer ? (
          <div data-slot="card-footer" className="relative z-10 flex flex-wrap items-center gap-2">
            {footer}
          </div>
        ) : null}
      </div>
    </article>
  );
}
