import { z } from 'zod';
import { idSchema } from '../common/ids.ts';

/**
 * Messages of the favourites, viewed-site and enquiry flows, word for word (docs/product/activity.md,
 * §8). The API answers with them and the web shows them.
 */
export const ACTIVITY_MESSAGES = {
  favoriteAdded: 'Added to favorites successfully!',
  favoriteRemoved: 'Removed from favorites successfully!',
  alreadyFavorite: 'Already in favorites',
  favoriteNotFound: 'Unable to remove favorite (id missing). Please try again.',
  associateNoFavorites: 'You are not allowed to add favorites.',
  associateNoEnquiry: 'You are not allowed to make an enquiry.',
  guestFavoritesList: 'Please login first!',
  guestFavorites: 'Please login to add favorites!',
  guestFavoritesAlt: 'Please log in to add favorites',
  guestEnquiry: 'Please login to make an enquiry.',
  notLoggedIn: 'You are not logged in. Please login first.',
  propertyIdMissing: 'Property ID is missing.',
  enquirySent: 'Enquiry sent successfully.',
  serverError: 'Server error. Please try again.',
  genericError: 'Something went wrong. Please try again.',
  viewedRecorded: 'Viewed site recorded',
  propertyNotFound: 'Property not found.',
} as const;

/**
 * A positive whole-number id in a body or path, named `label` in words in 400 messages ('Property
 * ID must be a whole number'; the answer's `field` names the code): a JSON number or its digits
 * without a leading zero (the shared id rule of `common/ids.ts`).
 */
export const idField = (label: string) => idSchema(label);

/** The listing facts shown beside a favourite, a viewed site or an enquiry (docs/product/activity.md "Viewed site record"). */
export const siteSummarySchema = z
  .object({
    site_id: z.number().int(),
    site_title: z.string(),
    site_city: z.string(),
    site_state: z.string(),
    site_status: z.string(),
    site_area: z.string(),
    site_price: z.string().meta({ description: 'Rupees as decimal text' }),
    site_category: z.string(),
    cover_image: z.string().nullable().meta({ description: 'Path under /server/ of the first cover image, or null' }),
  })
  .meta({ id: 'SiteSummary' });

/** Shape of {@link siteSummarySchema}. */
export type SiteSummary = z.infer<typeof siteSummarySchema>;
