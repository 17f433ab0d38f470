import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_STORAGE_KEY } from '../../../lib/compare-list.ts';
import { siteAnswer } from '../test/sites.ts';
import { readCompareAddress } from '../utils/compare-address.ts';
import { CompareTray } from './compare-tray.tsx';
import { CompareView } from './compare-view.tsx';

const answers: Record<string, unknown> = {
  '/api/sites/1': siteAnswer(1, 'Lotus Greens', { site_price: '5000000.00', bhk: [2, 3], possession: 'ready' }),
  '/api/sites/2': siteAnswer(2, 'Ganga Residency', { site_price: '7250000.00', bhk: [2, 3] }),
};

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = answers[url];
    return body
      ? new Response(JSON.stringify(body), { status: 200 })
      : new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Property not found.' }), { status: 404 });
  });
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CompareView', () => {
  it('shows the listings side by side and highlights the rows that differ', async () => {
    mockApi();
    renderWith(<CompareView address={readCompareAddress(new URLSearchParams('ids=1,2'))} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Lotus Greens/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Ganga Residency/ })).toBeInTheDocument();

    const price = within(table)
      .getByRole('rowheader', { name: /^Price Differs$/ })
      .closest('tr') as HTMLElement;
    expect(price).toHaveClass('compare-row-differs');
    expect(price).toHaveAttribute('data-differs', 'true');
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹50 L', '₹72.5 L']);

    const bhk = within(table).getByRole('rowheader', { name: 'Bedrooms' }).closest('tr') as HTMLElement;
    expect(bhk).not.toHaveAttribute('data-differs');
    const possession = within(table)
      .getByRole('rowheader', { name: /^Possession Differs$/ })
      .closest('tr') as HTMLElement;
    expect(
      within(possession)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ready to move', '—Not given']);
  });

  it('hides the rows that match with "Show only differences"', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWith(<CompareView address={readCompareAddress(new URLSearchParams('ids=1,2'))} />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(screen.queryByRole('rowheader', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /^Price Differs$/ })).toBeInTheDocument();
  });

  it('says which ids were left out and which listings were not found', async () => {
    mockApi();
    renderWith(<CompareView address={readCompareAddress(new URLSearchParams('ids=1,99,x,2,3'))} />);
    expect(await screen.findByText(/Property #99 was not found/)).toBeInTheDocument();
    expect(screen.getByText(/#3 was left out/)).toBeInTheDocument();
    expect(screen.getByText(/“x” is not a property id/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Lotus Greens/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Ganga Residency/ })).toBeInTheDocument();
    expect(screen.getByRole('table').querySelectorAll('th[scope="col"]')).toHaveLength(2);
  });

  it('shows an empty state with a link to the listing when no ids are given', () => {
    renderWith(<CompareView address={readCompareAddress(new URLSearchParams(''))} />);
    expect(screen.getByRole('heading', { name: 'No properties to compare yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
  });
});

describe('CompareTray', () => {
  it('is absent with nothing picked, and lists the picks with remove, clear and "Compare now"', async () => {
    mockApi();
    const user = userEvent.setup();
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '[1,2]');
    renderWith(<CompareTray />);
    const tray = screen.getByRole('complementary', { name: 'Compare properties' });
    expect(within(tray).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=1,2');
    await user.click(await within(tray).findByRole('button', { name: 'Remove Ganga Residency from compare' }));
    expect(within(tray).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=1');
    await user.click(within(tray).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('complementary', { name: 'Compare properties' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });
});
