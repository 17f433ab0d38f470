import { useLanguage } from '../../lib/i18n/texts.ts';
import { useUiTexts } from './texts.ts';

type UiStatusKey = 'status.available' | 'status.notAvailable' | 'status.sold';
/** The text key of each known status, by its tone (grey is any other text, shown as given). */
const STATUS_KEYS: Record<ListingStatusTone, UiStatusKey | undefined> = {
  green: 'status.available',
  orange: 'status.notAvailable',
  red: 'status.sold',
  grey: undefined,
};

/** Colour name of a listing status badge. */
export type ListingStatusTone = 'green' | 'orange' | 'red' | 'grey';

/**
 * Badge colour of a listing's `site_status` (docs/product/catalogue.md, "The listing": Available
 * green, Not Available orange, Sold red, anything else grey). Case and surrounding spaces are
 * ignored.
 */
export function listingStatusTone(status: string | null | undefined): ListingStatusTone {
  const key = (status ?? '').trim().toLowerCase();
  if (key === 'available') return 'green';
  if (key === 'not available') return 'orange';
  if (key === 'sold') return 'red';
  return 'grey';
}

const TONE_CLASSES: Record<ListingStatusTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/**
 * The words of a listing's `site_status` in the page's language (docs/product/seo.md, "Hindi"):
 * English shows the status as given; Hindi writes Available, Not Available and Sold as उपलब्ध,
 * उपलब्ध नहीं and बिक चुकी and any other status as given; an empty status is 'Unknown'.
 */
export function useListingStatusText(): (status: string | null | undefined) => string {
  const t = useUiTexts();
  const language = useLanguage();
  return (status) => {
    const key = language === 'en' ? undefined : STATUS_KEYS[listingStatusTone(status)];
    return key ? t(key) : status || t('status.unknown');
  };
}

/** Props of {@link ListingStatusBadge}. */
export type ListingStatusBadgeProps = {
  /** The listing's `site_status` as given (Available, Not Available, Sold); empty shows 'Unknown'. */
  status: string;
  /** Extra classes, e.g. to place the badge over a card's photo. */
  className?: string;
};

/**
 * The one badge of a listing's status, wherever a listing is shown: the public cards and detail
 * page, and the back office's listings table and editor (docs/product/catalogue.md, "The
 * listing"; docs/product/back-office.md). Shows the status text as given in its colour
 * ({@link listingStatusTone}), also named in `data-tone`; the three known statuses are written in
 * the page's language (Hindi: उपलब्ध, उपलब्ध नहीं, बिक चुकी; docs/product/seo.md, "Hindi").
 */
export function ListingStatusBadge({ status, className = '' }: ListingStatusBadgeProps) {
  const tone = listingStatusTone(status);
  const text = useListingStatusText()(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]} ${className}`}
    >
      {text}
    </span>
  );
}
