import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../../test/layout-stubs.ts';
import { sampleSite } from '../../test/sample-site.ts';
import PropertiesPage from './properties.tsx';

const site = (id: number) => sampleSite(id, { site_min_price: '2000000.00', site_max_price: '9000000.00', site_price: '4500000.00' });

function renderAt(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/properties', element: <PropertiesPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The `/api/sites` addresses the page asked for. */
const listRequests = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/sites?'));

describe('/properties: the filters it sends and the count it shows', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis());
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves them out of the request, loads the list and names each one in a notice', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify({ success: true, data: [site(1), site(2)], total: 2, page: 1, pageSize: 9 })),
      );
    renderAt(`/properties?location=Varanasi&minPrice=abc&maxPrice=20000000000&page=100001&title=${'T'.repeat(101)}`);

    expect(await screen.findByText('Showing 1 - 2 of 2')).toBeInTheDocument();
    const notice = screen.getByText('Some filters in this address were ignored:').closest('[role="status"]');
    expect(notice).not.toBeNull();
    const items = within(notice as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `Property Name "${'T'.repeat(30)}…": Title must be at most 100 characters`,
      'Min Price "abc" was not used: type an amount such as 60 lakh or 1.5 crore (0 to 1,000 crore).',
      'Max Price "20000000000" was not used: type an amount such as 60 lakh or 1.5 crore (0 to 1,000 crore).',
      'Page "100001": Page must be at most 100000',
    ]);
    expect(screen.queryByText('Error fetching properties. Please try again later.')).toBeNull();
    expect(listRequests(fetchMock)).toEqual(['/api/sites?location=Varanasi&page=1&pageSize=9']);
  });

  it('shows no notice when every filter is usable, and sends a fractional price as written', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ success: true, data: [site(1)], total: 1, page: 1, pageSize: 9 })));
    renderAt('/properties?minPrice=2500000.5');
    expect(await screen.findByText('Showing 1 - 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Some filters in this address were ignored:')).toBeNull();
    expect(listRequests(fetchMock)).toEqual(['/api/sites?minPrice=2500000.5&page=1&pageSize=9']);
  });

  it('says "of 10,000+" and lets the visitor page on past the last page it knows', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            data: Array.from({ length: 9 }, (_, i) => site(i + 1)),
            total: 10008,
            page: 1112,
            pageSize: 9,
            totalIsLowerBound: true,
          }),
        ),
    );
    renderAt('/properties?category=Apartment&page=1112');
    // page 1112 ends at the 10,008th listing, so the API counted up to there
    expect(await screen.findByText('Showing 10,000 - 10,008 of 10,008+')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Property pages' });
    // the page is not taken for the last one (no redirect back), Next leads on
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/properties?category=Apartment&page=1113');
    // the numbers end in an ellipsis: no page is named the last
    expect(pages.textContent).toMatch(/1…111111121113…Next$/);
    expect(within(pages).getByRole('link', { name: 'Page 1112' })).toHaveAttribute('aria-current', 'page');
  });
});
