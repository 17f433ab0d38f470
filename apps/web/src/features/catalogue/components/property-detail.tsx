import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/messages';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { CATALOGUE_MESSAGES } from '@realty/contracts/sites/catalogue-messages';
import type { Site } from '@realty/contracts/sites/site';
import { photosOf } from '@realty/contracts/sites/site-photos';
import { BadgeCheck, Building2, ExternalLink, MapPin, MessageCircle, Phone } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotFoundMark } from '../../../components/seo/not-found-mark.tsx';
import { ListingStatusBadge } from '../../../components/ui/listing-status-badge.tsx';
import { PropertyDetailSkeleton } from '../../../components/ui/skeleton.tsx';
import { BUSINESS } from '../../../config/business.ts';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { formatPrice, priceRangeText } from '../../../lib/format-price.ts';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { categoryLabel, listingAreaText, placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { readLastVisited } from '../../../lib/last-visited.ts';
import { useSite } from '../api/use-site.ts';
import { catalogueTexts, useCatalogueTexts } from '../texts.ts';
import { builderIdOf, developerPath, formatReviewDate, reraWebsiteOf, reviewedAtOf } from '../utils/builder-facts.ts';
import { isVerified, listingFacts } from '../utils/listing-facts.ts';
import { listingTitle } from '../utils/listing-text.ts';
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
  /**
   * Replaces the hero's 'Enquire Now' (the enquiry feature supplies its own control); also drawn
   * as 'Ask For Details' in About The Project, with `ask`: the words to show there (`label`) and
   * the question to prefill (`question`, naming the listing), both in the page's language.
   */
  renderEnquireAction?: (site: Site, ask?: { label: string; question: string }) => React.ReactNode;
  /** Per-card actions (e.g. favourite hearts) on the similar and recently viewed cards. */
  renderCardActions?: CardActionsRenderer;
  /** More controls under the similar and recently viewed cards' prices (e.g. the "Compare" toggle). */
  renderCardFooter?: CardActionsRenderer;
  /** Lays an interactive map of the listing over the drawn locator, its `fallback` (docs/product/catalogue.md, "The detail page"). */
  renderLocationMap?: (site: Site, fallback: React.ReactNode) => React.ReactNode;
  /** A section after the facts, e.g. the EMI calculator for the listing's price. */
  renderEmi?: (site: Site) => React.ReactNode;
  /** Controls of the listing beside the price in the hero, e.g. the "Compare" toggle. */
  renderSiteActions?: (site: Site) => React.ReactNode;
  /**
   * The page's head (title, description, structured data; docs/product/seo.md), decided by the
   * route: called with the listing once known (undefined while loading or when missing) and whether
   * the listing is not found, and drawn in every state of the page.
   */
  renderHead?: (site: Site | undefined, isNotFound: boolean) => React.ReactNode;
  /** Called once per viewed listing (the route records the view: locally for guests, on the server for customers). */
  onViewed?: (site: Site) => void;
  /**
   * The visitor's recently viewed site ids, most recent first, when they come from the server
   * (customers); without it the local `lastVisitedProperties` list is shown (guests).
   */
  recentlyViewedIds?: readonly number[];
};

/** Default 'Enquire Now' (or `label`) until an enquiry control is supplied: takes the visitor to the contact page. */
function ContactEnquireButton({ label }: { label?: string }) {
  const t = useCatalogueTexts();
  const navigate = useNavigate();
  return (
    <button type="button" className="btn-accent" onClick={() => navigate(PATHS.contact)}>
      {label ?? t('detail.enquire')}
    </button>
  );
}

/** Digits of the business phone for wa.me and tel: links, e.g. '919415012345'. */
const PHONE_DIGITS = BUSINESS.phone.replace(/\D/g, '');

/**
 * The WhatsApp link of a listing (docs/product/catalogue.md, "The detail page"): `https://wa.me/{business number}?text=` with a message naming
 * the listing, its address and, when given, its page; the message in `language` (default English).
 */
export function whatsAppHref(site: Pick<Site, 'site_title'>, address: string, pageUrl?: string, language: Language = 'en'): string {
  const message = catalogueTexts(language)('detail.whatsApp', { title: site.site_title, address, page: pageUrl ? ` ${pageUrl}` : '' });
  return `https://wa.me/${PHONE_DIGITS}?text=${encodeURIComponent(message)}`;
}

/** True once mounted in a window narrower than `md` (768 px); false on the server and in the first render. */
function useIsPhone(): boolean {
  const [isPhone, setPhone] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(max-width: 767.98px)');
    // not urgent: the phone's bar follows the page, which stays answerable meanwhile
    const update = () => startTransition(() => setPhone(query.matches));
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return isPhone;
}

/**
 * The detail page's bottom bar on a phone (docs/product/catalogue.md, "The detail page"):
 * Call (the business number), WhatsApp (a `wa.me` link
 * whose message names the listing and its address) and Enquire Now, stuck to the bottom of the
 * screen. Drawn only in a phone-sized window after mount (so the server render, which cannot
 * know the screen, hydrates unchanged), with a spacer so the page's end stays reachable.
 */
export function StickyContactBar({ site, address, enquire }: { site: Site; address: string; enquire: React.ReactNode }) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const isPhone = useIsPhone();
  if (!isPhone) return null;
  const link = 'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold';
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <nav
        aria-label={t('detail.contactBar')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-6px_24px_rgb(15_61_62/0.12)] backdrop-blur"
      >
        <div className="flex items-stretch gap-2">
          <a href={BUSINESS.phoneHref} className={`${link} border border-brand-700 text-brand-800`}>
            <Phone aria-hidden="true" className="size-4" />
            {t('detail.call')}
          </a>
          <a
            href={whatsAppHref(site, address, window.location.href, language)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${link} bg-[#1f7a4d] text-white`}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp
          </a>
          <div className="flex flex-1 [&_button]:min-h-11 [&_button]:w-full [&_button]:px-2 [&_button]:text-sm">{enquire}</div>
        </div>
      </nav>
    </>
  );
}

/**
 * The facts table of the detail page (docs/product/catalogue.md, "The detail page"):
 * every structured field the listing carries (BHK, areas, price per
 * sq ft, possession, furnishing, facing, transaction, ownership, approvals, loan banks, RERA,
 * developer, Verified), one row each. Nothing when the listing has none.
 */
export function ListingFactsTable({ site }: { site: Site }) {
  const t = useCatalogueTexts();
  const facts = listingFacts(site, useLanguage());
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-2xl font-bold text-slate-900">
        {t('detail.facts')}
      </h2>
      <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('detail.factsOf', { title: site.site_title })}</caption>
          <tbody className="sm:grid sm:grid-cols-2">
            {facts.map((fact) => (
              <tr
                key={fact.id}
                data-fact={fact.id}
                className="flex justify-between gap-4 border-b border-slate-100 px-4 py-3 sm:odd:border-r"
              >
                <th scope="row" className="text-left font-medium text-slate-600">
                  {fact.label}
                </th>
                <td className="text-right font-semibold text-slate-900">{fact.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The 404 answer of the detail page: a friendly 'Property not found' with a way back to the listing. */
function PropertyNotFound() {
  const t = useCatalogueTexts();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <NotFoundMark />
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to={PATHS.properties} className="btn-primary mt-8">
        {t('notFound.browse')}
      </Link>
    </section>
  );
}

/**
 * The property detail page (docs/product/catalogue.md, "The detail page"):
 * hero with category badge, the Verified badge and "Reviewed on {date}" when staff reviewed it,
 * title, developer (linked to /developers/{builder_id} when a builder's project became the listing;
 * docs/product/builders.md, "Public"), RERA number with the authority's website, location line, price range and
 * area/price; photo grid and viewer; About The Project; location; video; associate banner;
 * Similar Properties; Recently Viewed Properties (from `recentlyViewedIds`, else the local list). Until the listing
 * arrives the page is drawn as a grey outline of itself, with 'Loading...' for screen readers; a 404 shows 'Property not
 * found' (code NOT_FOUND or VALIDATION_FAILED); a lost session (UNAUTHORIZED) shows 'Unauthorized: Please log in again.';
 * other failures 'Error fetching property. Please try again later.' (docs/product/catalogue.md, "The detail page").
 * The page's own words, prices and dates follow the page's language; on Hindi pages the header's
 * area ("970 – 1,710 वर्ग फ़ुट कार्पेट एरिया"), the category and the address with its famous place
 * ("काशी विद्यापीठ, सिगरा, वाराणसी, उत्तर प्रदेश") come from the listing vocabulary, the title and
 * description are the Hindi ones staff gave, else as entered (docs/product/seo.md, "Hindi").
 */
export function PropertyDetail({
  siteId,
  renderEnquireAction,
  renderCardActions,
  renderCardFooter,
  renderLocationMap,
  renderEmi,
  renderSiteActions,
  onViewed,
  recentlyViewedIds,
  renderHead,
}: PropertyDetailProps) {
  const t = useCatalogueTexts();
  const language = useLanguage();
  const messageText = useMessageText();
  const isValidId = Number.isInteger(siteId) && siteId > 0;
  const query = useSite(siteId);
  const site = query.data?.site;
  const [recentIds, setRecentIds] = useState<number[]>([]);

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

  const isNotFound = !isValidId || hasErrorCode(query.error, ERROR_CODES.NOT_FOUND, ERROR_CODES.VALIDATION_FAILED);
  const head = renderHead?.(site, isNotFound);
  if (isNotFound) {
    return (
      <>
        {head}
        <PropertyNotFound />
      </>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="container-page py-20 text-center">
        {head}
        <p className="text-lg font-semibold text-red-700">
          {messageText(
            hasErrorCode(query.error, ERROR_CODES.UNAUTHORIZED) ? ACCOUNT_MESSAGES.signInRequired : CATALOGUE_MESSAGES.detailFailed,
          )}
        </p>
        <button type="button" className="btn-outline mt-6" onClick={() => query.refetch()}>
          {t('detail.tryAgain')}
        </button>
      </div>
    );
  }
  if (!site) {
    return (
      <>
        {head}
        <PropertyDetailSkeleton />
      </>
    );
  }

  const address = locationLine([
    placeLabel(site.site_famous_place, language),
    placeLabel(site.site_landmark, language),
    placeLabel(site.site_city, language),
    placeLabel(site.site_state, language),
  ]);
  const range = priceRangeText(site.site_min_price, site.site_max_price, language);
  const photos = photosOf(site);
  const enquire = renderEnquireAction ? renderEnquireAction(site) : <ContactEnquireButton />;
  const askFor = { label: t('about.askDetails'), question: t('about.askQuestion', { title: listingTitle(site, language) }) };
  const ask = renderEnquireAction ? renderEnquireAction(site, askFor) : <ContactEnquireButton label={askFor.label} />;
  const builderId = builderIdOf(site);
  const reviewedAt = reviewedAtOf(site);
  const reraWebsite = reraWebsiteOf(site);

  return (
    <article>
      {head}
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page py-10 sm:py-14">
          <nav aria-label={t('detail.breadcrumb')} className="text-sm text-brand-100">
            <Link to={PATHS.properties} className="hover:underline">
              {t('detail.properties')}
            </Link>
            <span aria-hidden="true"> / </span>
            <span>{placeLabel(site.site_city, language)}</span>
          </nav>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">
              {categoryLabel(site.site_category, language)}
            </span>
            <ListingStatusBadge status={site.site_status} />
            {isVerified(site) ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                <BadgeCheck aria-hidden="true" className="size-3.5 text-brand-600" />
                {t('detail.verified')}
              </span>
            ) : null}
            {reviewedAt ? (
              <span className="text-xs text-brand-100">
                {t('detail.reviewedOn')} <time dateTime={reviewedAt}>{formatReviewDate(reviewedAt, language)}</time>
              </span>
            ) : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{listingTitle(site, language)}</h1>
          {site.site_developer ? (
            <p className="mt-2 flex items-center gap-2 text-brand-100">
              <Building2 aria-hidden="true" className="size-5" />
              <span>
                {t('detail.by')}{' '}
                {builderId ? (
                  <Link
                    to={developerPath(builderId)}
                    className="font-semibold text-white underline underline-offset-2 hover:text-accent-400"
                  >
                    {site.site_developer}
                  </Link>
                ) : (
                  site.site_developer
                )}
              </span>
            </p>
          ) : null}
          {site.site_rera_number ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">
              <BadgeCheck aria-hidden="true" className="size-5 text-accent-400" />
              {t('detail.rera')} <span className="font-mono">{site.site_rera_number}</span>
              {reraWebsite ? (
                <a
                  href={reraWebsite}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-2 hover:text-accent-400"
                >
                  {t('detail.checkOn', { host: new URL(reraWebsite).hostname })}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('detail.reraNewTab')}</span>
                </a>
              ) : null}
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
                  <dt className="text-xs font-semibold uppercase tracking-wide text-brand-200">{t('detail.priceRange')}</dt>
                  <dd className="text-xl font-bold sm:text-2xl">{range}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-brand-200">{t('detail.price')}</dt>
                <dd className="text-xl font-bold sm:text-2xl">{formatPrice(site.site_price, language)}</dd>
              </div>
              <div className="col-span-2 sm:col-span-1">
                <dt className="text-xs font-semibold uppercase tracking-wide text-brand-200">{t('detail.area')}</dt>
                <dd className="text-xl font-bold sm:text-2xl">{listingAreaText(site, language) || t('na')}</dd>
              </div>
            </dl>
            <div className="flex shrink-0 flex-wrap items-center gap-3">
              {renderSiteActions?.(site)}
              <div className="hidden md:contents">{enquire}</div>
            </div>
          </div>
        </div>
      </header>

      <div className="container-page space-y-14 py-10">
        <section aria-label={t('detail.photos')}>
          <PhotoGallery images={photos} title={site.site_title} />
        </section>
        <ListingFactsTable site={site} />
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <AboutProject site={site} askAction={ask} />
          <div className="space-y-10">
            <LocationBlock
              lat={site.site_lat}
              lon={site.site_lon}
              address={address}
              title={site.site_title}
              renderMap={renderLocationMap ? (fallback) => renderLocationMap(site, fallback) : undefined}
            />
            <VideoWalkthrough link={site.site_youtube_link} title={site.site_title} />
          </div>
        </div>
        {renderEmi?.(site)}
        <AssociateBanner />
        <SimilarProperties
          sites={query.data?.related_sites ?? []}
          renderCardActions={renderCardActions}
          renderCardFooter={renderCardFooter}
        />
        <RecentlyViewedProperties siteIds={shownRecentIds} renderCardActions={renderCardActions} renderCardFooter={renderCardFooter} />
      </div>
      <StickyContactBar site={site} address={address} enquire={enquire} />
    </article>
  );
}
