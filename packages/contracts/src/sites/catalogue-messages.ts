/**
 * Person-facing texts of the listing and detail pages that the web app shows for the catalogue
 * calls, written once (docs/product/catalogue.md, "The listing page", "The detail page").
 */
export const CATALOGUE_MESSAGES = {
  /** A failed `GET /api/sites` on the listing page. */
  listFailed: 'Error fetching properties. Please try again later.',
  /** A failed `GET /api/sites/{id}` on the detail page (other than an unknown id). */
  detailFailed: 'Error fetching property. Please try again later.',
  /** Heading of the notice listing the address filters that `GET /api/sites` would refuse and the page therefore left out. */
  filtersIgnored: 'Some filters in this address were ignored:',
} as const;
