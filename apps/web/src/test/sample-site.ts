/**
 * A listing as `GET /api/sites` answers it, for web tests (docs/product/catalogue.md, "The
 * listing"): "Ganga View {id}", an apartment in Sigra, Varanasi, priced ₹62 L (range ₹48 L – ₹85 L),
 * no photos or coordinates; `extra` adds or replaces fields (e.g. the structured ones). Test code only.
 */
export function sampleSite(id: number, extra: Record<string, unknown> = {}) {
  return {
    site_id: id,
    site_title: `Ganga View ${id}`,
    site_city: 'Varanasi',
    site_state: 'Uttar Pradesh',
    site_landmark: 'Sigra',
    site_famous_place: 'Assi Ghat',
    site_category: 'Apartment',
    site_developer: 'Kashi Builders',
    site_rera_number: '',
    site_min_price: '4800000.00',
    site_max_price: '8500000.00',
    site_price: '6200000.00',
    site_area: '1,200 sq ft',
    site_description: '',
    site_status: 'Available',
    site_lat: null,
    site_lon: null,
    site_youtube_link: '',
    cover_images: [],
    inner_images: [],
    site_pdfs: [],
    amenities: [],
    related_sites: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
