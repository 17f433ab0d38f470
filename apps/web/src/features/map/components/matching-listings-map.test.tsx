import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchingListingsMap } from './matching-listings-map.tsx';

vi.mock('./listings-map-canvas.tsx', () => ({
  default: ({ listings }: { listings: readonly { site_id: number }[] }) => <p data-testid="canvas">{listings.length} markers</p>,
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const point = (id: number) => ({
  site_id: id,
  site_title: `Home ${id}`,
  site_lat: 25.3 + id / 1000,
  site_lon: 82.97,
  site_price: '4500000.00',
  site_landmark: 'Sigra',
  site_city: 'Varanasi',
});
const page = Array.from({ length: 9 }, (_, i) => point(i + 1));

function renderMap(answer: unknown) {
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MatchingListingsMap
          query={{ city: 'Varanasi', page: 2, pageSize: 9, sort: 'priceLowHigh' }}
          pageListings={page}
          onSearchArea={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

// docs/product/catalogue.md, "The listing page": the map shows every matching listing, not the page of 9.
describe('MatchingListingsMap', () => {
  it('draws every matching listing with a location, not only the page, and counts those without one', async () => {
    const fetchMock = renderMap({ success: true, data: Array.from({ length: 30 }, (_, i) => point(i + 1)), matched: 32, capped: false });
    expect(await screen.findByText('30 properties on the map. 2 properties have no location and are not shown.')).toBeInTheDocument();
    expect(await screen.findByTestId('canvas')).toHaveTextContent('30 markers');
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url.startsWith('/api/sites/map?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual({ city: 'Varanasi' });
  });

  it('says when the map holds only the first of the matches', async () => {
    renderMap({ success: true, data: Array.from({ length: 20 }, (_, i) => point(i + 1)), matched: 10_001, capped: true });
    expect(
      await screen.findByText(
        'The map shows 20 of 10,000+ matching properties: zoom in and search this area, or add filters, to see the others.',
      ),
    ).toBeInTheDocument();
  });
});
