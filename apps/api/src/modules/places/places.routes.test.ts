import type { ListPlacesResponse } from '@realty/contracts/places/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/places${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/places', () => {
  it('answers the states with their cities, each city with its other names and localities', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    const { data } = body as ListPlacesResponse;
    expect(data.map((s) => s.state)).toEqual(['Uttar Pradesh', 'Bihar', 'Madhya Pradesh']);
    const up = data[0];
    expect(up).toMatchObject({ state: 'Uttar Pradesh', aliases: ['UP'], featured: true });
    const cities = new Map(up?.cities.map((c) => [c.city, c]));
    for (const city of [
      'Prayagraj',
      'Varanasi',
      'Lucknow',
      'Kanpur',
      'Agra',
      'Noida',
      'Ghaziabad',
      'Gorakhpur',
      'Ayodhya',
      'Mirzapur',
      'Chitrakoot',
    ]) {
      expect(cities.has(city), city).toBe(true);
    }
    expect(cities.get('Prayagraj')?.aliases).toContain('Allahabad');
    expect(cities.get('Varanasi')?.aliases).toEqual(expect.arrayContaining(['Banaras', 'Benares', 'Kashi']));
    expect(cities.get('Ayodhya')?.aliases).toContain('Faizabad');
    expect(cities.get('Varanasi')).toMatchObject({ featured: true, lat: 25.3176, lon: 82.9739 });
    expect(cities.get('Varanasi')?.localities).toEqual(expect.arrayContaining(['Lanka', 'Sigra', 'Sarnath']));
    // no name belongs to two cities
    const names = data.flatMap((s) => s.cities.flatMap((c) => [c.city, ...c.aliases].map((n) => n.toLowerCase())));
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the featured cities first, in the order of the featured filter', async () => {
    const { body } = await get();
    const up = (body as ListPlacesResponse).data[0];
    expect(up?.cities.slice(0, 4).map((c) => c.city)).toEqual(['Chitrakoot', 'Mirzapur', 'Varanasi', 'Prayagraj']);
    expect(up?.cities.slice(4).every((c) => !c.featured)).toBe(true);
  });

  it('answers only the featured lookup with featured=true: Uttar Pradesh and its four cities', async () => {
    const { status, body } = await get('?featured=true');
    expect(status).toBe(200);
    const { data } = body as ListPlacesResponse;
    expect(data.map((s) => s.state)).toEqual(['Uttar Pradesh']);
    expect(data[0]?.cities.map((c) => c.city)).toEqual(['Chitrakoot', 'Mirzapur', 'Varanasi', 'Prayagraj']);
  });

  it('answers 400 naming featured for another value', async () => {
    const { status, body } = await get('?featured=yes');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, field: 'featured', message: 'Featured must be true' });
  });
});
