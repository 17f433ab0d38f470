import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchingListingsMap } from './matching-listings-map.tsx';

vi.mock('./listings-map-canvas.tsx', () => ({
  default: ({ listings, viewKey }: { listings: readonly { site_id: number }[]; viewKey?: string | null }) => (
    <p data-testid="canvas" data-view-key={String(viewKey)}>
      {listings.length} markers
    </p>
  ),
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (city: string) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MatchingListingsMap query={{ city, page: 2, pageSize: 9, sort: 'priceLowHigh' }} pageListings={page} onSearchArea={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui('Varanasi'));
  return { fetchMock, queryClient, showCity: (city: string) => view.rerender(ui(city)) };
}

const answerOf = (count: number) => ({
  success: true,
  data: Array.from({ length: count }, (_, i) => point(i + 1)),
  matched: count,
  capped: false,
});

// docs/product/catalogue.md, "The listing page": the map shows every matching listing, not the page of 9.
describe('MatchingListingsMap', () => {
  it('draws every matching listing with a location, not only the page, and counts those without one', async () => {
    const { fetchMock } = renderMap({
      success: true,
      data: Array.from({ length: 30 }, (_, i) => point(i + 1)),
      matched: 32,
      capped: false,
    });
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

  it("keeps the visitor's view when the same query is fetched again with a listing more, and fits it again for a new query", async () => {
    const { fetchMock, queryClient, showCity } = renderMap(answerOf(30));
    const canvas = await screen.findByText('30 markers');
    const firstKey = canvas.getAttribute('data-view-key');
    expect(firstKey).not.toBe('null');
    // someone publishes a listing; the answer is fetched again (focus, reconnect): the view stays
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(answerOf(31)), { headers: { 'content-type': 'application/json' } }),
    );
    await queryClient.invalidateQueries();
    expect(await screen.findByText('31 markers')).toHaveAttribute('data-view-key', firstKey);
    // another city: while its answer loads the old markers stay and the view waits (null); then it is fitted anew
    let answer: (value: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    showCity('Prayagraj');
    await waitFor(() => expect(screen.getByTestId('canvas')).toHaveAttribute('data-view-key', 'null'));
    answer(new Response(JSON.stringify(answerOf(5)), { headers: { 'content-type': 'application/json' } }));
    const next = await screen.findByText('5 markers');
    expect(next.getAttribute('data-view-key')).not.toBe('null');
    expect(next.getAttribute('data-view-key')).not.toBe(firstKey);
  });
});
