import { useParams } from 'react-router';
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

/**
 * /detailpage/{id} and /detailproperty/{id} (docs/product/catalogue.md, "The detail page"): the
 * property detail of site `id`, with the favourite heart and the "Compare" toggle on its cards,
 * 'Enquire Now' (also in the phone's bottom bar beside Call and WhatsApp), the listing on an
 * interactive map over the drawn locator (its fallback), the EMI calculator for the listing's
 * price, the compare tray, and the view recorded (locally for guests, on the server for
 * customers, whose recently viewed list then comes from the server).
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
        renderEnquireAction={(site) => <EnquireButton siteId={site.site_id} />}
        renderCardActions={(site) => <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} />}
        renderCardFooter={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
        renderSiteActions={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
        renderLocationMap={(site, fallback) => (
          <ListingLocationMap lat={site.site_lat} lon={site.site_lon} title={site.site_title} fallback={fallback} />
        )}
        renderEmi={(site) => <EmiCalculator priceRupees={site.site_price} />}
      />
      <CompareTray className="max-md:bottom-16" />
    </>
  );
}
