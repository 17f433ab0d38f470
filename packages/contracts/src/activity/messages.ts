/**
 * Messages of the favourites, viewed-site and enquiry flows, word for word (docs/product/activity.md,
 * §8). The API answers with them and the web shows them.
 * Kept free of zod: the web's public pages read them on every page (issue #35).
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
