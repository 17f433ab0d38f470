/** A `GET /api/sites/{id}` answer for tests: a listing with the contract's fields plus `extra` (fields the API is adding). */
export function siteAnswer(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      site: {
        site_id: id,
        site_title: title,
        site_city: 'Lucknow',
        site_state: 'Uttar Pradesh',
        site_landmark: 'Gomti Nagar',
        site_famous_place: 'Ambedkar Park',
        site_category: 'Apartment',
        site_developer: 'Awadh Builders',
        site_rera_number: '',
        site_min_price: '0.00',
        site_max_price: '0.00',
        site_price: '5000000.00',
        site_area: '1,200 sq ft',
        site_description: '',
        site_status: 'Available',
        site_lat: 26.85,
        site_lon: 80.99,
        site_youtube_link: '',
        cover_images: [],
        inner_images: [],
        site_pdfs: [],
        amenities: [],
        related_sites: [],
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        ...extra,
      },
      related_sites: [],
    },
  };
}
