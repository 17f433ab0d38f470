import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_STATS } from '../content/home.ts';
import { StatCounters } from './stat-counters.tsx';

// The home page counters (docs/product/content.md "Counters").

afterEach(() => {
  vi.restoreAllMocks();
});

function renderWithStats(data: object) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StatCounters stats={HERO_STATS} />
    </QueryClientProvider>,
  );
}

describe('StatCounters', () => {
  it('shows the counts as the database has them, with no "+"', async () => {
    renderWithStats({ sites: 64, associates: 6, customers: 12 });
    expect((await screen.findAllByText('64')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('6').length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/\+/)).toEqual([]);
  });

  it('marks with "+" only the figures shown at a floor staff set', async () => {
    renderWithStats({ sites: 64, associates: 1000, customers: 12, floored: ['associates'] });
    expect((await screen.findAllByText('1000+')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('64').length).toBeGreaterThan(0);
    expect(screen.queryAllByText('64+')).toEqual([]);
    expect(screen.queryAllByText('12+')).toEqual([]);
  });
});
