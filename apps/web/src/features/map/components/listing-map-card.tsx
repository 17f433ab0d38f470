import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useMapTexts } from '../texts.ts';
import { listingPlaceText, listingPriceText, type MapListing } from '../utils/map-listing.ts';

/**
 * The small card a listing's marker opens on the map (docs/product/catalogue.md, "The listing
 * page"): thumbnail when there is a photo, title, "locality, city", price (or "Price on
 * request") and a link to /detailpage/{id}; its words, the price and the place names (from the
 * listing vocabulary: "सिगरा, वाराणसी") in the page's language (docs/product/seo.md, "Hindi").
 */
export function ListingMapCard({ listing }: { listing: MapListing }) {
  const t = useMapTexts();
  const language = useLanguage();
  const cover = listing.cover_images?.[0];
  const place = listingPlaceText(listing, language);
  const price = listingPriceText(listing, language);
  return (
    <div className="flex gap-3">
      {cover ? (
        <ResponsiveImage
          path={cover}
          alt=""
          sizes="72px"
          width={72}
          height={54}
          className="h-14 w-[72px] shrink-0 rounded-md object-cover"
        />
      ) : null}
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{listing.site_title}</p>
        {place ? <p className="text-xs text-slate-600">{place}</p> : null}
        <p className="mt-1 font-bold text-brand-800">{price ?? t('card.priceOnRequest')}</p>
        <Link to={PATHS.detail(listing.site_id)} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
          {t('card.viewDetails')} <span className="sr-only">{t('card.of', { title: listing.site_title })}</span>
        </Link>
      </div>
    </div>
  );
}
