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

  it("draws 'Ask For Details' as the page's enquiry, keeps the brochure under 'Download PDF', and names the associate banner's link for what it does", async () => {
    const withBrochure = { ...site, site_pdfs: ['brochures/lanka.pdf'] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: { site: withBrochure, related_sites: [] } })),
    );
    const asked: { siteId: number; label: string | undefined; question: string | undefined }[] = [];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PropertyDetail
            siteId={12}
            recentlyViewedIds={[]}
            renderEnquireAction={(s, ask) => {
              asked.push({ siteId: s.site_id, label: ask?.label, question: ask?.question });
              return <button type="button">{`enquiry about ${s.site_id}: ${ask?.label ?? 'Enquire Now'}`}</button>;
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const about = (await screen.findByRole('heading', { name: 'About The Project' })).closest('section') as HTMLElement;
    expect(within(about).getByRole('button', { name: 'enquiry about 12: Ask For Details' })).toBeInTheDocument();
    expect(asked).toContainEqual({
      siteId: 12,
      label: 'Ask For Details',
      question: 'Please share more details about Lanka Residency: the price, what is available, payment plans and a site visit.',
    });
    expect(within(about).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/server/brochures/lanka.pdf');
    const banner = screen.getByRole('region', { name: /Career In Real Estate/i });
    expect(within(banner).getByRole('link', { name: 'Join as an associate' })).toHaveAttribute('href', '/registerassociate');
    expect(screen.queryByRole('link', { name: 'Enquire Now' })).toBeNull();
  });

  it('writes a WhatsApp link with the listing and its address in the message', () => {
    const href = whatsAppHref(site, 'BHU Gate, Lanka, Varanasi, Uttar Pradesh');
    expect(href.startsWith('https://wa.me/919415012345?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('Lanka Residency, BHU Gate, Lanka, Varanasi, Uttar Pradesh');
  });
});

describe('PropertyDetail: builder and verification (docs/product/builders.md, "Verification" and "Public")', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis({ matchMedia: false }));
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const renderWith = async (extra: Record<string, unknown>) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: { site: { ...site, ...extra }, related_sites: [] } })),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PropertyDetail siteId={12} recentlyViewedIds={[]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it("links the developer's name to its page, the RERA number to up-rera.in, and shows Verified with the review date", async () => {
    await renderWith({ builder_id: 7, reviewed_at: '2026-05-04T10:15:00.000Z' });
    const hero = (await screen.findByRole('heading', { name: 'Lanka Residency', level: 1 })).closest('header') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Kashi Builders' })).toHaveAttribute('href', '/developers/7');
    const rera = within(hero).getByRole('link', { name: /Check on up-rera\.in/ });
    expect(rera).toHaveAttribute('href', 'https://up-rera.in');
    expect(rera).toHaveAttribute('target', '_blank');
    expect(rera).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(hero).getByText('UPRERAPRJ1234')).toBeInTheDocument();
    expect(within(hero).getByText('Verified')).toBeInTheDocument();
    expect(within(hero).getByText(/Reviewed on/)).toHaveTextContent('Reviewed on 4 May 2026');
    expect(within(hero).getByText('4 May 2026')).toHaveAttribute('dateTime', '2026-05-04T10:15:00.000Z');
  });

  it('writes the developer as plain text and no review date when the listing has no builder (fields absent or null)', async () => {
    await renderWith({ builder_id: null, reviewed_at: null });
    const hero = (await screen.findByRole('heading', { name: 'Lanka Residency', level: 1 })).closest('header') as HTMLElement;
    expect(within(hero).getByText(/by Kashi Builders/)).toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'Kashi Builders' })).toBeNull();
    expect(within(hero).queryByText(/Reviewed on/)).toBeNull();
    // still a UP listing with a RERA number: its authority is linked
    expect(within(hero).getByRole('link', { name: /Check on up-rera\.in/ })).toHaveAttribute('href', 'https://up-rera.in');
  });

  it('links no authority for a state whose RERA website is not known, and shows no Verified badge for an unverified listing', async () => {
    await renderWith({ site_state: 'Bihar', site_rera_number: 'BRERAP00123-1/2024', verified: false });
    const hero = (await screen.findByRole('heading', { name: 'Lanka Residency', level: 1 })).closest('header') as HTMLElement;
    expect(within(hero).getByText('BRERAP00123-1/2024')).toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: /Check on/ })).toBeNull();
    expect(within(hero).queryByText('Verified')).toBeNull();
  });
});
