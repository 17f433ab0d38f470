import { FavouriteButton } from '../../features/activity/components/favourite-button.tsx';
import { FeaturedProperties } from '../../features/catalogue/components/featured-properties.tsx';
import { CompareToggle } from '../../features/compare/components/compare-toggle.tsx';

/**
 * The home page's featured listings (docs/product/catalogue.md), each card with its favourite
 * heart and "Compare" toggle: a chunk of its own, loaded after the page's first code
 * (`lazySection` in home.tsx).
 */
export default function HomeFeatured() {
  return (
    <FeaturedProperties
      renderCardActions={(site) => <FavouriteButton siteId={site.site_id} siteTitle={site.site_title} />}
      renderCardFooter={(site) => <CompareToggle siteId={site.site_id} siteTitle={site.site_title} />}
    />
  );
}
