import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { CATALOGUE_MESSAGES } from '@realty/contracts/sites/catalogue-messages';
import type { Site } from '@realty/contracts/sites/site';
import { photosOf } from '@realty/contracts/sites/site-photos';
import { BadgeCheck, Building2, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { PropertyDetailSkeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { formatCrore, priceRangeText } from '../../../lib/format-price.ts';
import { readLastVisited } from '../../../lib/last-visited.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSite } from '../api/use-site.ts';
import { locationLine } from '../utils/truncate.ts';
import { AboutProject } from './about-project.tsx';
import { AssociateBanner } from './associate-banner.tsx';
import { LocationBlock } from './location-block.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import type { CardActionsRenderer } from './property-grid.tsx';
import { RecentlyViewedProperties } from './recently-viewed-properties.tsx';
import { SimilarProperties } from './similar-properties.tsx';
import { VideoWalkthrough } from './video-walkthrough.tsx';

/** Props of {@link PropertyDetail}. */
export type PropertyDetailProps = {
  /** The site id from the URL; anything that is not a positive whole number is treated as unknown. */
  siteId: number;
  /** Replaces the hero's 'Enquire Now' (the enquiry feature supplies its own control). */
  renderEnquireAction?: (site: Site) => React.ReactNode;
  /** Per-card actions (e.g. favourite hearts) on the similar and recently viewed cards. */
  renderCardActions?: CardActionsRenderer;
  /** Called once per viewed listing (the route records the view: locally for guests, on the server for customers). */
  onViewed?: (site: Site) => void;
  /**
   * The visitor's recently viewed site ids, most recent first, when they come from the server
   * (customers); without it the local `lastVisitedProperties` list is shown (guests).
   */
  recentlyViewedIds?: readonly number[];
};

/** Default 'Enquire Now' until an enquiry control is supplied: takes the visitor to the contact page. */
function ContactEnquireButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="btn-accent" onClick={() => navigate(PATHS.contact)}>
      Enquire Now
    </button>
  );
}

/** The 404 answer of the detail page: a friendly 'Property not found' with a way back to the listing. */
function PropertyNotFound() {
  usePageTitle('Property not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Property not found</h1>
      <p className="mt-3 text-slate-600">
        This listing may have been sold out, withdrawn or moved. Plenty of other homes and plots are waiting for you.
      </p>
      <Link to={PATHS.properties} className="btn-primary mt-8">
        Browse all properties
      </Link>
    </section>
  );
}

/**
 * The property detail page (docs/product/catalogue.md, "The detail page"):
 * hero with category badge, title, developer, RERA number, location line, price range and
 * area/price; photo grid and viewer; About The Project; location; video; associate banner;
 * Similar Properties; Recently Viewed Properties (from `recentlyViewedIds`, else the local list). Until the listing
 * arrives the page is drawn as a grey outline of itself, with 'Loading...' for screen readers; a 404 shows 'Property not
 * found' (code NOT_FOUND or VALIDATION_FAILED); a lost session (UNAUTHORIZED) shows 'Unauthorized: Please log in again.';
 * other failures 'Error fetching property. Please try again later.' (docs/product/catalogue.md, "The detail page").
 */
export function PropertyDetail({ siteId, renderEnquireAction, renderCardActions, onViewed, recentlyViewedIds }: PropertyDetailProps) {
  const isValidId = Number.isInteger(siteId) && siteId > 0;
  const query = useSite(siteId);
  const site = query.data?.site;
  const [recentIds, setRecentIds] = useState<number[]>([]);
  usePageTitle(site ? `${site.site_title}, ${site.site_city}` : 'Property');

  // Recorded once per listing shown, not on every re-render or new callback identity.
  const latest = useRef({ site, onViewed });
  latest.current = { site, onViewed };
  const viewedId = site?.site_id;
  useEffect(() => {
    if (viewedId === undefined) return;
    setRecentIds(readLastVisited().filter((id) => id !== viewedId));
    const { site: viewed, onViewed: notify } = latest.current;
    if (viewed) notify?.(viewed);
  }, [viewedId]);
  const shownRecentIds = recentlyViewedIds ? recentlyViewedIds.filter((id) => id !== viewedId) : recentIds;

  if (!isValidId || hasErrorCode(query.error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED)) return <PropertyNotFound />;
  if (query.isError) {
    return (
      <div role="alert" className="container-page py-20 text-center">
        <p className="text-lg font-semibold text-red-700">
          {hasErrorCode(query.error, ERROR_CODES.UNAUTHORIZED) ? ACCOUNT_MESSAGES.signInRequired : CATALOGUE_MESSAGES.detailFailed}
        </p>
        <button type="button" className="btn-outline mt-6" onClick={() => query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!site) return <PropertyDetailSkeleton />;

  const address = locationLine([site.site_famous_place, site.site_landmark, site.site_city, site.site_state]);
  const range = priceRangeText(site.site_min_price, site.site_max_price);
  const photos = photosOf(site);

  return (
    <article>
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page py-10 sm:py-14">
          <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
            <Link to={PATHS.properties} className="hover:underline">
              Properties
            </Link>
            <span aria-hidden="true"> / </span>
            <span>{site.site_city}</span>
          </nav>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">
              {site.site_category}
            </span>
            <ListingStatusBadge status={site.site_status} />
          </div>
          <h1 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{site.site_title}</h1>
          {site.site_developer ? (
            <p className="mt-2 flex items-center gap-2 text-brand-100">
              <Building2 aria-hidden="true" className="size-5" />
              by {site.site_developer}
            </p>
          ) : null}
          {site.site_rera_number ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-brand-100">
              <BadgeCheck aria-hidden="true" className="size-5 text-accent-400" />
              RERA number: <span className="font-mono">{site.site_rera_number}</span>
            </p>
          ) : null}
          <p className="mt-3 flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
            {address}
          </p>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-8">
              {range ? (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-brand-200">Price range</dt>
                  <dd className="text-xl font-bold sm:text-2xl">{range}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-brand-200">Price</dt>
                <dd className="text-xl font-bold sm:text-2xl">{formatCrore(site.site_price)}</dd>
              </div>
              <div className="col-span-2 sm:col-span-1">
                <dt className="text-xs font-semibold uppercase tracking-wide text-brand-200">Area</dt>
                <dd className="text-xl font-bold sm:text-2xl">{site.site_area || 'N/A'}</dd>
              </div>
            </dl>
            <div className="flex shrink-0 flex-wrap gap-3">
              {renderEnquireAction ? renderEnquireAction(site) : <ContactEnquireButton />}
            </div>
          </div>
        </div>
      </header>

      <div className="container-page space-y-14 py-10">
        <section aria-label="Photos">
          <PhotoGallery images={photos} title={site.site_title} />
        </section>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <AboutProject site={site} />
          <div className="space-y-10">
            <LocationBlock lat={site.site_lat} lon={site.site_lon} address={address} title={site.site_title} />
            <VideoWalkthrough link={site.site_youtube_link} title={site.site_title} />
          </div>
        </div>
        <AssociateBanner />
        <SimilarProperties sites={query.data?.related_sites ?? []} renderCardActions={renderCardActions} />
        <RecentlyViewedProperties siteIds={shownRecentIds} renderCardActions={renderCardActions} />
      </div>
    </article>
  );
}
