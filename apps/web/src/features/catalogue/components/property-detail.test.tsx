import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../../../test/layout-stubs.ts';
import { PropertyDetail, whatsAppHref } from './property-detail.tsx';

const site = {
  site_id: 12,
  site_title: 'Lanka Residency',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_landmark: 'Lanka',
  site_famous_place: 'BHU Gate',
  site_category: 'Apartment',
  site_developer: 'Kashi Builders',
  site_rera_number: 'UPRERAPRJ1234',
  site_min_price: '4800000.00',
  site_max_price: '8500000.00',
  site_price: '6200000.00',
  site_area: '1,050 – 1,450 sq ft carpet area',
  site_description: 'Homes near the university.',
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
  bhk: [2, 3],
  carpet_area_sqft_min: 1050,
  carpet_area_sqft_max: 1450,
  price_per_sqft: 5905,
  possession: 'under_construction',
  possession_date: '2027-03',
  furnishing: 'semi',
  facing: 'east',
  transaction: 'new',
  ownership: 'freehold',
  approved_by: ['VDA'],
  loan_banks: ['SBI', 'HDFC'],
  verified: true,
};

describe('PropertyDetail: prices and facts (docs/product/catalogue.md, "The detail page")', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis({ matchMedia: false }));
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the price and the range by the one formatter, the Verified mark and a facts table of every structured field', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: { site, related_sites: [] } })),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PropertyDetail siteId={12} recentlyViewedIds={[]} renderEmi={(s) => <p>EMI for {s.site_price}</p>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Lanka Residency', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('₹62 L')).toBeInTheDocument();
    expect(screen.getByText('₹48 L – ₹85 L')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Facts of Lanka Residency' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Configuration')).toHaveTextContent('2, 3 BHK');
    expect(row('Carpet area')).toHaveTextContent('1,050–1,450 sq ft');
    expect(row('Price per sq ft')).toHaveTextContent('₹5,905 / sq ft');
    expect(row('Possession')).toHaveTextContent('Under construction, possession Mar 2027');
    expect(row('Furnishing')).toHaveTextContent('Semi-furnished');
    expect(row('Facing')).toHaveTextContent('East');
    expect(row('Transaction')).toHaveTextContent('New booking');
    expect(row('Ownership')).toHaveTextContent('Freehold');
    expect(row('Approved by')).toHaveTextContent('VDA');
    expect(row('Home loans from')).toHaveTextContent('SBI, HDFC');
    expect(screen.getByText('EMI for 6200000.00')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Enquire Now' })).toHaveLength(1);
  });

  it('writes a WhatsApp link with the listing and its address in the message', () => {
    const href = whatsAppHref(site, 'BHU Gate, Lanka, Varanasi, Uttar Pradesh');
    expect(href.startsWith('https://wa.me/919415012345?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('Lanka Residency, BHU Gate, Lanka, Varanasi, Uttar Pradesh');
  });
});
