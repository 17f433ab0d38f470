import { useParams } from 'react-router';
import { useViewedSitesQuery } from '../../features/activity/api/activity-api.ts';
import { EnquireButton } from '../../features/activity/components/enquire-button.tsx';
import { FavouriteButton } from '../../features/activity/components/favourite-button.tsx';
import { useVisitor } from '../../features/activity/hooks/use-customer.ts';
import { useRecordView } from '../../features/activity/hooks/use-record-view.ts';
import { PropertyDetail } from '../../features/catalogue/components/property-detail.tsx';

/**
 * /detailpage/{id} and /detailproperty/{id} (docs/product/catalogue.md): the property detail of site
 * `id`, with the favourite heart on its cards, 'Enquire Now', and the view recorded (locally for
 * guests, on the server for customers, whose recently viewed list then comes from the server).
 */
export default function DetailPage() {
  const { id = '' } = useParams();
  const siteId = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  const visitor = useVisitor();
  const viewed = useViewedSitesQuery(visitor.kind === 'customer' ? visitor.userId : undefined);
  useRecordView(Number.isInteger(siteId) ? siteId : undefined);
  return (
    <PropertyDetail
      key={siteId}
      siteId={siteId}
      recentlyViewedIds={visitor.kind === 'customer' ? (viewed.data?.data.map((v) => v.site_id) ?? []) : undefined}
      renderEnquireAction={(site) => <EnquireButton siteId={site.site_id} />}
      renderCardActions={(site) => <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} />}
    />
  );
}
