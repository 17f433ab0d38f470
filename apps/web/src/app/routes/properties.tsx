import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/seo/page-head.tsx';
import { useSeoTexts } from '../../components/seo/texts.ts';
import { PATHS } from '../../config/paths.ts';
import { FavouriteButton } from '../../features/activity/components/favourite-button.tsx';
import { useVisitor } from '../../features/activity/hooks/use-customer.ts';
import { type SitesAnswer, useSites } from '../../features/catalogue/api/use-sites.ts';
import { ListingFaq } from '../../features/catalogue/components/listing-faq.tsx';
import { ListingResults } from '../../features/catalogue/components/listing-results.tsx';
import { PropertiesHero } from '../../features/catalogue/components/properties-hero.tsx';
import {
  type ListingFilters,
  listingApiQuery,
  listingSearchParams,
  readListingAddress,
} from '../../features/catalogue/utils/listing-query.ts';
import { CompareToggle } from '../../features/compare/components/compare-toggle.tsx';
import { CompareTray } from '../../features/compare/components/compare-tray.tsx';
import { ListMapSwitch } from '../../features/map/components/list-map-switch.tsx';
import { MatchingListingsMap } from '../../features/map/components/matching-listings-map.tsx';
import { useListingView } from '../../features/map/hooks/use-listing-view.ts';
import { formatBbox } from '../../features/map/utils/map-geometry.ts';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button.tsx';
import { savedQueryOf } from '../../features/saved-searches/utils/saved-query.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { describeSearch, type SearchHeadFilters, searchPhrase } from '../../lib/seo/describe-search.ts';

/**
 * What the head of the listing page describes (docs/product/seo.md, "Page heads, structured data
 * and status codes"): the address filters, completed by what the API understood of the free-text
 * `q` ("2 bhk flats in lanka" → 2 BHK, Apartment, Lanka, Varanasi) once its answer is known.
 */
function searchHeadFilters(filters: ListingFilters, understood: SitesAnswer['understood']): SearchHeadFilters {
  return {
    bhk: filters.bhk ?? understood?.bhk,
    category: filters.category ?? understood?.category,
    locality: filters.location ?? understood?.locality,
    city: filters.city ?? understood?.city,
    minPrice: filters.minPrice ?? understood?.minPrice,
    maxPrice: filters.maxPrice ?? understood?.maxPrice,
    possession: filters.possession,
    furnishing: filters.furnishing,
    verified: filters.verified,
    term: filters.title ?? filters.search ?? (filters.q === undefined ? undefined : understood ? understood.text : filters.q),
    hasMapArea: filters.bbox !== undefined,
    page: filters.page,
  };
}

/**
 * /properties and /search-results (docs/product/catalogue.md, "The listing page"): the hero with
 * its search form, the results driven by the URL query (q, title, category, location, minPrice,
 * maxPrice, search, bhk, areas, possession, furnishing, verified, bbox, sort, page) read with
 * the API's own query schema, a notice naming any filter of the address the API would refuse
 * (left out, never sent) or saying why filters cannot go together, a favourite heart and a
 * "Compare" toggle on every card, the List / Map switch (the map shows every matching listing,
 * clustered, from `GET /api/sites/map`, not only the page, and "Search this area" sends `bbox`),
 * "Save this search" (docs/product/alerts.md), the compare tray, and the buyers' FAQ. Its head names the search
 * ("2 BHK flats in Lanka, Varanasi") with the number of matches (docs/product/seo.md).
 */
export default function PropertiesPage() {
  const [searchParams] = useSearchParams();
  const { filters, ignored, conflict } = readListingAddress(searchParams);
  const [view, setView] = useListingView();
  const { page: _page, sort: _sort, ...criteria } = filters;
  // the same query as the results below (one request): its total and what it understood of `q` describe the page
  const answer = useSites(listingApiQuery(filters), { enabled: conflict === undefined }).data;
  const seo = useSeoTexts();
  const visitor = useVisitor();
  const language = useLanguage();
  const head = describeSearch(searchHeadFilters(filters, answer?.understood), {
    t: seo,
    language,
    total: answer?.total,
    totalIsLowerBound: answer?.totalIsLowerBound === true,
  });
  return (
    <>
      <PageHead title={head.title} description={head.description} path={PATHS.properties} query={searchParams} />
      <PropertiesHero filters={filters} formKey={listingSearchParams(criteria).toString()} />
      <ListingResults
        filters={filters}
        ignored={ignored}
        conflict={conflict}
        renderCardActions={(site) => (
          <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} guestMessage="Please login first!" />
        )}
        renderCardFooter={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
        toolbar={
          <>
            <SaveSearchButton
              query={savedQueryOf(listingApiQuery(filters))}
              visitor={visitor.kind}
              description={searchPhrase(searchHeadFilters(filters, answer?.understood), seo, language) ?? seo('properties.title')}
            />
            <ListMapSwitch view={view} onChange={setView} />
          </>
        }
        renderMap={
          view === 'map'
            ? (sites, { searchArea }) => (
                <MatchingListingsMap
                  query={listingApiQuery(filters)}
                  pageListings={sites}
                  onSearchArea={(bbox) => searchArea(formatBbox(bbox))}
                />
              )
            : undefined
        }
      />
      <ListingFaq />
      <CompareTray />
    </>
  );
}
