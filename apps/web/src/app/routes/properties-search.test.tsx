import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../../test/layout-stubs.ts';
import { sampleSite } from '../../test/sample-site.ts';
import PropertiesPage from './properties.tsx';

const site = sampleSite;

function renderAt(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/properties', element: <PropertiesPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The `/api/sites` list addresses the page asked for, as query parameters. */
const listRequests = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/sites?'))
    .map((url) => new URLSearchParams(url.split('?')[1]));

const answer = (data: unknown[], extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ success: true, data, total: data.length, page: 1, pageSize: 9, ...extra }));

describe('/properties: prices, chips and conflicts (docs/product/catalogue.md)', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis());
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows BHK, carpet area, price per sq ft, possession, Verified and the price by the one formatter on cards', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer([
        site(1, {
          bhk: [2, 3],
          carpet_area_sqft_min: 1050,
          carpet_area_sqft_max: 1450,
          price_per_sqft: 5905,
          possession: 'ready',
          verified: true,
        }),
        site(2, { site_price: '11500000.00', bhk: [], approved_by: [], loan_banks: [], verified: false }),
      ]),
    );
    renderAt('/properties');
    const cards = await screen.findAllByRole('article');
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('2, 3 BHK')).toBeInTheDocument();
    expect(first.getByText('₹62 L')).toBeInTheDocument();
    expect(first.getByText('1,050–1,450 sq ft')).toBeInTheDocument();
    expect(first.getByText('₹5,905 / sq ft')).toBeInTheDocument();
    expect(first.getByText('Ready to move')).toBeInTheDocument();
    expect(first.getByText('Verified')).toBeInTheDocument();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('₹1.15 Cr')).toBeInTheDocument();
    expect(second.queryByText('Verified')).toBeNull();
    expect(second.queryByText(/BHK/)).toBeNull();
  });

  it('says "Min Price must not be above Max Price" instead of "No properties found", and asks nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer([]));
    renderAt('/properties?minPrice=5000000&maxPrice=2000000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Min Price must not be above Max Price');
    expect(alert).toHaveTextContent('The Min Price (₹50 L) is above the Max Price (₹20 L)');
    expect(within(alert).getByRole('link', { name: 'Swap the prices' })).toHaveAttribute(
      'href',
      '/properties?minPrice=2000000&maxPrice=5000000',
    );
    expect(screen.queryByText('No properties found.')).toBeNull();
    expect(screen.queryByText('No properties found')).toBeNull();
    expect(listRequests(fetchMock)).toEqual([]);
  });

  it('shows the API’s 400 message when it refuses a filter', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Min Price must not be above Max Price',
            field: 'minPrice',
          }),
          { status: 400 },
        ),
    );
    renderAt('/properties?location=Varanasi');
    // the API's words, which name the fields as the page names them
    expect(await screen.findByRole('alert')).toHaveTextContent('Min Price must not be above Max Price');
  });

  it('shows what the free-text search understood as chips, and removes one by keeping the rest', async () => {
    const user = userEvent.setup();
    const understood = { bhk: [2], category: 'Apartment', city: 'Varanasi', maxPrice: 6_000_000 };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      return answer([site(1)], url.includes('q=') ? { understood } : {});
    });
    const router = renderAt('/properties?q=2+bhk+flat+in+varanasi+under+60+lakh');
    const criteria = await screen.findByRole('list', { name: 'Applied Criteria' });
    expect(await within(criteria).findByText('2 BHK')).toBeInTheDocument();
    expect(within(criteria).getByText('Apartment')).toBeInTheDocument();
    expect(within(criteria).getByText('Varanasi')).toBeInTheDocument();
    expect(within(criteria).getByText('Under ₹60 L')).toBeInTheDocument();
    expect(listRequests(fetchMock)[0]?.get('q')).toBe('2 bhk flat in varanasi under 60 lakh');

    await user.click(within(criteria).getByRole('button', { name: 'Remove 2 BHK' }));
    const address = new URLSearchParams(router.state.location.search);
    expect(address.has('q')).toBe(false);
    expect(address.has('bhk')).toBe(false);
    expect(Object.fromEntries(address)).toEqual({ category: 'Apartment', city: 'Varanasi', maxPrice: '6000000' });
    expect(
      await within(await screen.findByRole('list', { name: 'Applied Criteria' })).findByText('Category: Apartment'),
    ).toBeInTheDocument();
    expect(screen.queryByText('2 BHK')).toBeNull();
    const last = listRequests(fetchMock).at(-1);
    expect(last?.has('q')).toBe(false);
    expect(last?.has('bhk')).toBe(false);
    expect(last?.get('city')).toBe('Varanasi');
  });

  it('lights the BHK chips of the free-text search, and turning one on keeps the rest of what was understood', async () => {
    const user = userEvent.setup();
    const understood = { bhk: [2], city: 'Varanasi' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      return answer([site(1)], url.includes('q=') ? { understood } : {});
    });
    const router = renderAt('/properties?q=2+bhk+in+varanasi');
    const two = await screen.findByRole('checkbox', { name: '2 BHK' });
    await vi.waitFor(() => expect(two).toBeChecked());
    expect(screen.getByRole('checkbox', { name: '3 BHK' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '3 BHK' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ bhk: '2,3', city: 'Varanasi' });
    expect(await screen.findByRole('checkbox', { name: '3 BHK' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).toBeChecked();
    const last = listRequests(fetchMock).at(-1);
    expect(last?.has('q')).toBe(false);
    expect(last?.get('bhk')).toBe('2,3');
  });

  it('removes an ordinary filter from its chip', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer([site(1)]));
    const router = renderAt('/properties?location=Varanasi&bhk=2,3&verified=true');
    const criteria = await screen.findByRole('list', { name: 'Applied Criteria' });
    expect(within(criteria).getByText('BHK: 2, 3')).toBeInTheDocument();
    await user.click(within(criteria).getByRole('button', { name: 'Remove Verified only' }));
    expect(router.state.location.search).toBe('?location=Varanasi&bhk=2%2C3');
  });

  it('applies the BHK filter and the price per sq ft sort through the address', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer([site(1)]));
    const router = renderAt('/properties');
    await screen.findByText('Showing 1 - 1 of 1');
    await user.click(screen.getByRole('checkbox', { name: '2 BHK' }));
    expect(router.state.location.search).toBe('?bhk=2');
    await user.click(await screen.findByRole('checkbox', { name: '4+ BHK' }));
    expect(router.state.location.search).toBe('?bhk=2%2C4');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price per sq ft: Low to High');
    expect(router.state.location.search).toBe('?bhk=2%2C4&sort=pricePerSqftLowHigh');
    await screen.findByText('Showing 1 - 1 of 1');
    expect(listRequests(fetchMock).at(-1)?.toString()).toBe('bhk=2%2C4&sort=pricePerSqftLowHigh&page=1&pageSize=9');
  });

  it('remembers the phone list layout', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer([site(1), site(2)]));
    renderAt('/properties');
    await screen.findByText('Showing 1 - 2 of 2');
    expect(screen.getByRole('list', { name: 'Properties' })).toHaveAttribute('data-layout', 'carousel');
    await user.click(screen.getByRole('radio', { name: 'List layout' }));
    expect(screen.getByRole('list', { name: 'Properties' })).toHaveAttribute('data-layout', 'list');
    expect(window.localStorage.getItem('listingLayout')).toBe('list');
  });
});
