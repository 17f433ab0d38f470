import type { Site } from '@realty/contracts/sites/site';
import { ArrowUpRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { NoImage, ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { PATHS } from '../../../config/paths.ts';
import { formatCrore } from '../../../lib/format-price.ts';

/** Props of {@link PropertyCard}. */
export type PropertyCardProps = {
  site: Site;
  /**
   * Slot at the top right of the photo for per-listing actions such as the favourite heart
   * (docs/product/catalogue.md, "The listing page": the favourite heart for everyone but associates).
   */
  actions?: React.ReactNode;
  /** `sizes` of the cover photo; defaults to the three-column grid. */
  imageSizes?: string;
  /** Load the cover photo at once (first cards above the fold). */
  isPriority?: boolean;
  /** Heading level of the title inside its section. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * A listing card (docs/product/catalogue.md, "The listing page"): cover photo or 'No Image', title,
 * 'city, state', availability badge, price '₹ x.xx Cr' and an arrow link to /detailpage/{site_id}.
 * The whole card is clickable through the arrow link; the `actions` slot sits above it.
 */
export function PropertyCard({
  site,
  actions,
  imageSizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
  isPriority,
  headingLevel = 'h3',
}: PropertyCardProps) {
  const cover = site.cover_images[0] ?? site.inner_images[0];
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {cover ? (
          <ResponsiveImage
            path={cover}
            alt={`${site.site_title}, ${site.site_city}`}
            sizes={imageSizes}
            isPriority={isPriority}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <NoImage className="size-full" />
        )}
        <ListingStatusBadge status={site.site_status} className="absolute left-3 top-3 shadow-sm" />
        {actions ? (
          <div data-slot="card-actions" className="absolute right-3 top-3 z-10">
            {actions}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{site.site_category}</p>
        <Heading className="line-clamp-2 text-lg font-semibold text-slate-900">{site.site_title}</Heading>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          {site.site_city}, {site.site_state}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-lg font-bold text-brand-800">{formatCrore(site.site_price)}</p>
          <Link
            to={PATHS.detail(site.site_id)}
            aria-label={`View details of ${site.site_title}`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white transition after:absolute after:inset-0 after:content-[''] group-hover:bg-brand-800 focus-visible:outline-none"
          >
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </article>
  );
}
