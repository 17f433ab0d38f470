import { useSearchParams } from 'react-router';
import { FavouriteButton } from '../../features/activity/components/favourite-button.tsx';
import { ListingFaq } from '../../features/catalogue/components/listing-faq.tsx';
import { ListingResults } from '../../features/catalogue/components/listing-results.tsx';
import { PropertiesHero } from '../../features/catalogue/components/properties-hero.tsx';
import { listingHeading, listingSearchParams, readListingAddress } from '../../features/catalogue/utils/listing-query.ts';
import { CompareToggle } from '../../features/compare/components/compare-toggle.tsx';
import { CompareTray } from '../../features/compare/components/compare-tray.tsx';
import { ListMapSwitch } from '../../features/map/components/list-map-switch.tsx';
import { ListingsMap } from '../../features/map/components/listings-map.tsx';
import { useListingView } from '../../features/map/hooks/use-listing-view.ts';
import { formatBbox } from '../../features/map/utils/map-geometry.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /properties and /search-results (docs/product/catalogue.md, "The listing page"): the hero with
 * its search form, the results driven by the URL query (q, title, category, location, minPrice,
 * maxPrice, search, bhk, areas, possession, furnishing, verified, bbox, sort, page) read with
 * the API's own query schema, a notice naming any filter of the address the API would refuse
 * (left out, never sent) or saying why filters cannot go together, a favourite heart and a
 * "Compare" toggle on every card, the List / Map switch (the map shows the current results and
 * "Search this area" sends `bbox`), the compare tray, and the buyers' FAQ.
 */
export default function PropertiesPage() {
  const [searchParams] = useSearchParams();
  const { filters, ignored, conflict } = readListingAddress(searchParams);
  usePageTitle(listingHeading(filters));
  const [view, setView] = useListingView();
  const { page: _page, sort: _sort, ...criteria } = filters;
  return (
    <>
      <PropertiesHero filters={filters} formKey={listingSearchParams(criteria).toString()} />
      <ListingResults
        filters={filters}
        ignored={ignored}
        conflict={conflict}
        renderCardActions={(site) => (
          <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} guestMessage="Please login first!" />
        )}
        renderCardFooter={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
        toolbar={<ListMapSwitch view={view} onChange={setView} />}
        renderMap={
          view === 'map'
            ? (sites, { searchArea }) => <ListingsMap listings={sites} onSearchArea={(bbox) => searchArea(formatBbox(bbox))} />
            : undefined
        }
      />
      <ListingFaq />
      <CompareTray />
    </>
  );
}
