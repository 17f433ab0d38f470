import type { Site } from '@realty/contracts/sites/site';
import { describe, expect, it } from 'vitest';
import { bhkText, carpetAreaText, isVerified, listingFacts, possessionText, pricePerSqftText } from './listing-facts.ts';

const base: Site = {
  site_id: 7,
  site_title: 'Lanka Residency',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_landmark: 'Lanka',
  site_famous_place: 'BHU',
  site_category: 'Apartment',
  site_developer: 'Kashi Builders',
  site_rera_number: 'UPRERAPRJ1234',
  site_min_price: '4800000.00',
  site_max_price: '8500000.00',
  site_price: '6200000.00',
  site_area: '',
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
};

// docs/product/catalogue.md, "The listing": the structured fields, read defensively.
describe('listing facts', () => {
  it('writes the bedroom counts as cards show them', () => {
    expect(bhkText([3, 2])).toBe('2, 3 BHK');
    expect(bhkText([0])).toBe('1 RK');
    expect(bhkText([0, 1])).toBe('1 RK, 1 BHK');
    expect(bhkText([])).toBeUndefined();
    expect(bhkText('2')).toBeUndefined();
  });

  it('shows the carpet area as a range or one figure, with Indian grouping', () => {
    expect(carpetAreaText({ ...base, carpet_area_sqft_min: 1050, carpet_area_sqft_max: 1450 })).toBe('1,050–1,450 sq ft');
    expect(carpetAreaText({ ...base, carpet_area_sqft_min: 1200 })).toBe('1,200 sq ft');
    expect(carpetAreaText(base)).toBeUndefined();
  });

  it('takes the price per sq ft from the API, else works it out from one area, through the one formatter', () => {
    expect(pricePerSqftText({ ...base, price_per_sqft: 4500 })).toBe('₹4,500 / sq ft');
    expect(pricePerSqftText({ ...base, carpet_area_sqft_min: 1240 })).toBe('₹5,000 / sq ft');
    expect(pricePerSqftText(base)).toBeUndefined();
  });

  it('words the possession and the Verified mark', () => {
    expect(possessionText({ ...base, possession: 'ready' })).toBe('Ready to move');
    expect(possessionText({ ...base, possession: 'under_construction', possession_date: '2027-03' })).toBe(
      'Under construction, possession Mar 2027',
    );
    expect(isVerified({ ...base, verified: true })).toBe(true);
    expect(isVerified(base)).toBe(false);
  });

  it('lists every structured field the listing has, and none it lacks', () => {
    const facts = listingFacts({
      ...base,
      bhk: [2, 3],
      carpet_area_sqft_min: 1050,
      carpet_area_sqft_max: 1450,
      built_up_area_sqft: 1300,
      super_built_up_area_sqft: 1600,
      price_per_sqft: 5905,
      possession: 'under_construction',
      possession_date: '2027-03',
      furnishing: 'semi',
      facing: 'north_east',
      transaction: 'new',
      ownership: 'freehold',
      approved_by: ['VDA', 'UP-RERA'],
      loan_banks: ['SBI', 'HDFC'],
      verified: true,
    });
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ['Property type', 'Apartment'],
      ['Configuration', '2, 3 BHK'],
      ['Carpet area', '1,050–1,450 sq ft'],
      ['Built-up area', '1,300 sq ft'],
      ['Super built-up area', '1,600 sq ft'],
      ['Price per sq ft', '₹5,905 / sq ft'],
      ['Possession', 'Under construction, possession Mar 2027'],
      ['Furnishing', 'Semi-furnished'],
      ['Facing', 'North-East'],
      ['Transaction', 'New booking'],
      ['Ownership', 'Freehold'],
      ['Approved by', 'VDA, UP-RERA'],
      ['Home loans from', 'SBI, HDFC'],
      ['RERA number', 'UPRERAPRJ1234'],
      ['Developer', 'Kashi Builders'],
      ['Verification', 'Checked by our team'],
    ]);
    expect(listingFacts({ ...base, site_developer: '', site_rera_number: '' }).map((f) => f.label)).toEqual(['Property type']);
  });

  it('shows a plot in its own unit with square feet beside it', () => {
    const facts = listingFacts({ ...base, plot_area: 150, plot_area_unit: 'sqyd', plot_area_sqft: 1350 });
    expect(facts.find((f) => f.id === 'plot_area')?.value).toBe('150 sq yd (1,350 sq ft)');
  });
});
