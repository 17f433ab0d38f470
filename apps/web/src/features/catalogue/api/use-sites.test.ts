import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchSites, type SitesQuery } from './use-sites.ts';

const answer = { success: true, data: [], total: 0, page: 1, pageSize: 9 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchSites', () => {
  it('sends a query the API accepts as it is, fractions and all', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
    await fetchSites({ title: 'Sigra', minPrice: 2_500_000.5, sort: 'priceLowHigh', page: 2, pageSize: 9 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/sites?title=Sigra&minPrice=2500000.5&sort=priceLowHigh&page=2&pageSize=9');
  });

  it('refuses, without sending anything, a value the API would answer with 400', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    for (const query of [{ minPrice: 20_000_000_000 }, { page: 100_001 }, { title: 'T'.repeat(101) }, { pageSize: 61 }]) {
      const failure = await fetchSites(query).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: Object.keys(query)[0] });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is typed by the contract: a misspelt filter or a wrong kind of value fails the type check', () => {
    // @ts-expect-error minPirce is not a filter of GET /api/sites
    const misspelt: SitesQuery = { minPirce: 5 };
    // @ts-expect-error sort is one of SITE_SORTS
    const unknownSort: SitesQuery = { sort: 'cheapest' };
    // @ts-expect-error prices are numbers of rupees
    const textPrice: SitesQuery = { minPrice: 'abc' };
    expect([misspelt, unknownSort, textPrice]).toHaveLength(3);
  });
});
