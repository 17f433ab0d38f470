import type { Site } from '@realty/contracts/sites/site';
import { useParams } from 'react-router';
import { JsonLd } from '../../components/seo/json-ld.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { useViewedSitesQuery } from '../../features/activity/api/activity-api.ts';
import { EnquireButton } from '../../features/activity/components/enquire-button.tsx';
import { FavouriteButton } from '../../features/activity/components/favourite-button.tsx';
import { useVisitor } from '../../features/activity/hooks/use-customer.ts';
import { useRecordView } from '../../features/activity/hooks/use-record-view.ts';
import { PropertyDetail } from '../../features/catalogue/components/property-detail.tsx';
import { CompareToggle } from '../../features/compare/components/compare-toggle.tsx';
import { CompareTray } from '../../features/compare/components/compare-tray.tsx';
import { EmiCalculator } from '../../features/emi/components/emi-calculator.tsx';
import { ListingLocationMap } from '../../features/map/components/listing-location-map.tsx';
import { localisedPath } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { describeListing, listingName } from '../../lib/seo/describe-listing.ts';
import { breadcrumbStructuredData, listingStructuredData } from '../../lib/seo/structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';

/**
 * The head of a listing's page (docs/product/seo.md, "Page heads, structured data and status
 * codes"): its title, locality, city, price, BHK and cover photo in the title, description and
 * link preview, with `/detailpage/{id}` as its canonical address (also on /detailproperty/{id}),
 * and its `RealEstateListing` and `BreadcrumbList` (Home › City › Listing) blocks. A missing
 * listing is titled 'Property not found' (its page marks itself not found: 404 and noindex).
 */
function ListingHead({ site, isNotFound }: { site: Site | undefined; isNotFound: boolean }) {
  const seo = useSeoTexts();
  const language = useLanguage();
  const origin = useSiteOrigin();
  if (isNotFound) return <PageHead title={seo('listing.notFound.title')} description={seo('listing.notFound.description')} />;
  if (!site) return <PageHead title={seo('listing.loading')} description={seo('properties.description')} />;
  const path = `/detailpage/${site.site_id}`;
  const url = `${origin}${localisedPath(path, language)}`;
  const head = describeListing(site, seo, language);
  const home = `${origin}${localisedPath('/', language)}`;
  const city = `${origin}${localisedPath(`/properties?city=${encodeURIComponent(site.site_city)}`, language)}`;
  return (
    <>
      <PageHead title={head.title} description={head.description} image={head.image} path={path} />
      <JsonLd data={listingStructuredData(site, { url, origin, language, name: head.title, description: head.description })} />
      <JsonLd
        data={breadcrumbStructuredData([
          { name: seo('breadcrumb.home'), url: home },
          { name: site.site_city, url: city },
          { name: listingName(site, language), url },
        ])}
      />
    </>
  );
}

/**
 * /detailpage/{id} and /detailproperty/{id} (docs/product/catalogue.md, "The detail page"): the
 * property detail of site `id`, with the favourite heart and the "Compare" toggle on its cards,
 * 'Enquire Now' (also in the phone's bottom bar beside Call and WhatsApp, and as 'Ask For
 * Details' in About The Project), the listing on an
 * interactive map over the drawn locator (its fallback), the EMI calculator for the listing's
 * price, the compare tray, and the view recorded (locally for guests, on the server for
 * customers, whose recently viewed list then comes from the server). Its head is {@link ListingHead}.
 */
export default function DetailPage() {
  const { id = '' } = useParams();
  const siteId = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  const visitor = useVisitor();
  const viewed = useViewedSitesQuery(visitor.kind === 'customer' ? visitor.userId : undefined);
  useRecordView(Number.isInteger(siteId) ? siteId : undefined);
  return (
    <>
      <PropertyDetail
        key={siteId}
        siteId={siteId}
        recentlyViewedIds={visitor.kind === 'customer' ? (viewed.data?.data.map((v) => v.site_id) ?? []) : undefined}
        renderEnquireAction={(site, ask) => (
          <EnquireButton siteId={site.site_id} label={ask?.label} question={ask?.question} siteTitle={site.site_title} />
        )}
        renderCardActions={(site) => <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} />}
        renderCardFooter={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
        renderSiteActions={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
        renderLocationMap={(site, fallback) => (
          <ListingLocationMap lat={site.site_lat} lon={site.site_lon} title={site.site_title} fallback={fallback} />
        )}
        renderEmi={(site) => <EmiCalculator priceRupees={site.site_price} />}
        renderHead={(site, isNotFound) => <ListingHead site={site} isNotFound={isNotFound} />}
      />
      <CompareTray className="max-md:bottom-16" />
    </>
  );
}
