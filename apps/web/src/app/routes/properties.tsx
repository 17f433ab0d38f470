import { useSearchParams } from 'react-router';
import { FavouriteButton } from '../../features/activity/components/favourite-button.tsx';
import { ListingFaq } from '../../features/catalogue/components/listing-faq.tsx';
import { ListingResults } from '../../features/catalogue/components/listing-results.tsx';
import { PropertiesHero } from '../../features/catalogue/components/properties-hero.tsx';
import { listingHeading, listingSearchParams, readListingAddress } from '../../features/catalogue/utils/listing-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /properties and /search-results (docs/product/catalogue.md, "The listing page"): the hero with
 * its search form, the results driven by the URL query (title, category, location, minPrice,
 * maxPrice, search, sort, page) read with the API's own query schema, a notice naming any filter
 * of the address the API would refuse (left out, never sent), a favourite heart on every card,
 * and the buyers' FAQ.
 */
export default function PropertiesPage() {
  const [searchParams] = useSearchParams();
  const { filters, ignored } = readListingAddress(searchParams);
  usePageTitle(listingHeading(filters));
  const { page: _page, sort: _sort, ...criteria } = filters;
  return (
    <>
      <PropertiesHero filters={filters} formKey={listingSearchParams(criteria).toString()} />
      <ListingResults
        filters={filters}
        ignored={ignored}
        renderCardActions={(site) => (
          <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} guestMessage="Please login first!" />
        )}
      />
      <ListingFaq />
    </>
  );
}
