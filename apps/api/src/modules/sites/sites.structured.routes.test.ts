import { codeNamesIn } from '@realty/contracts/common/field-labels';
import type { Site } from '@realty/contracts/sites/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

// docs/product/catalogue.md, "Structured fields", "Places" and "Searching": the filters of the
// structured fields, every name of a city, the map's box, the free-text `q` and its echo.

let ctx: TestContext;
const id: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await insertSites(ctx.db, [
    {
      title: 'Sigra Heights',
      city: 'Varanasi',
      landmark: 'Sigra',
      famousPlace: 'Kashi Vidyapith',
      category: 'Apartment',
      price: '6200000',
      area: '1,000 sq ft carpet area',
      bhk: [2, 3],
      carpetAreaSqftMin: '1000',
      carpetAreaSqftMax: '1500',
      builtUpAreaSqft: '1120',
      superBuiltUpAreaSqft: '1300',
      possession: 'ready',
      furnishing: 'semi',
      facing: 'north_east',
      transaction: 'new',
      ownership: 'freehold',
      approvedBy: ['VDA', 'UP-RERA'],
      loanBanks: ['SBI', 'HDFC Bank'],
      verified: true,
      lat: '25.3176',
      lon: '82.9739',
    },
    {
      title: 'Lanka Studio Residences',
      city: 'Varanasi',
      landmark: 'Lanka',
      famousPlace: 'BHU Main Gate',
      category: 'Apartment',
      price: '3200000',
      bhk: [1],
      carpetAreaSqftMin: '540',
      carpetAreaSqftMax: '540',
      possession: 'under_construction',
      possessionDate: '2027-06-01',
      furnishing: 'unfurnished',
      lat: '25.2830',
      lon: '82.9990',
    },
    {
      // stored under the city's old name, as listings saved before the places table were
      title: 'Civil Lines Residency',
      city: 'Allahabad',
      landmark: 'Civil Lines',
      famousPlace: 'Anand Bhawan',
      category: 'Apartment',
      price: '7400000',
      area: '',
      bhk: [3],
      carpetAreaSqftMin: '1380',
      possession: 'ready',
      lat: '25.4522',
      lon: '81.8350',
    },
    {
      title: 'Jhunsi Riverside Apartments',
      city: 'Prayagraj',
      landmark: 'Jhunsi',
      famousPlace: 'Triveni Sangam',
      category: 'Apartment',
      price: '4600000',
      bhk: [2],
      carpetAreaSqftMin: '960',
      carpetAreaSqftMax: '960',
      possession: 'ready',
    },
    {
      title: 'Gomti Nagar Villas',
      city: 'Lucknow',
      landmark: 'Gomti Nagar',
      famousPlace: 'Ambedkar Memorial Park',
      category: 'Family Houses',
      price: '24000000',
      bhk: [4, 5],
      carpetAreaSqftMin: '2700',
      carpetAreaSqftMax: '2700',
      builtUpAreaSqft: '3400',
      plotArea: '300',
      plotAreaUnit: 'sqyd',
      possession: 'ready',
      furnishing: 'furnished',
      verified: true,
      lat: '26.8500',
      lon: '81.0000',
    },
    {
      title: 'Sarnath Buddha Vihar Plots',
      city: 'Varanasi',
      landmark: 'Sarnath',
      famousPlace: 'Dhamek Stupa',
      category: 'Plots',
      price: '2800000',
      plotArea: '1000',
      plotAreaUnit: 'sqft',
      possession: 'ready',
      lat: '25.3811',
      lon: '83.0214',
    },
    {
      title: 'Naini Green Plots',
      city: 'Prayagraj',
      landmark: 'Naini',
      famousPlace: 'Naini Bridge',
      category: 'Plots',
      price: '1750000',
      area: '',
      plotArea: '100',
      plotAreaUnit: 'sqyd',
    },
    {
      title: 'Ekana Farm Plot',
      city: 'Lucknow',
      landmark: 'Sultanpur Road',
      famousPlace: 'Ekana Stadium',
      category: 'Plots',
      price: '4500000',
      plotArea: '0.25',
      plotAreaUnit: 'acre',
    },
    {
      title: 'Venkatesh Nagar Plot',
      city: 'Satna',
      state: 'Madhya Pradesh',
      landmark: 'Rewa Road',
      famousPlace: 'Venkatesh Temple',
      category: 'Plots',
      price: '1500000',
      plotArea: '100',
      plotAreaUnit: 'sqm',
    },
    {
      title: 'Swaroop Nagar Town Homes',
      city: 'Kanpur',
      landmark: 'Swaroop Nagar',
      famousPlace: 'Moti Jheel',
      category: 'Town Houses',
      price: '9800000',
      area: '',
    },
    {
      title: 'Faizabad Road Homes',
      city: 'Faizabad',
      landmark: 'Saket Puri',
      famousPlace: 'Guptar Ghat',
      category: 'Town Houses',
      price: '8200000',
      bhk: [3],
      carpetAreaSqftMin: '1350',
    },
  ]);
  const titles = ['sigra', 'lanka', 'civilLines', 'jhunsi', 'gomti', 'sarnath', 'naini', 'ekana', 'satna', 'kanpur', 'faizabad'];
  titles.forEach((name, i) => {
    id[name] = rows[i] as number;
  });
});
afterAll(async () => ctx?.close());

type ListBody = {
  success: boolean;
  data: Site[];
  total: number;
  page: number;
  pageSize: number;
  understood?: Record<string, unknown>;
  message?: string;
  field?: string;
  code?: string;
};

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/sites${query}` });
  return { status: res.statusCode, body: res.json() as ListBody, raw: res.body };
}
/** Names (keys of `id`) of the listings answered, sorted, so a test reads as a set of names. */
async function names(query: string): Promise<string[]> {
  const { status, body } = await list(`${query}${query.includes('?') ? '&' : '?'}pageSize=60`);
  expect(status, JSON.stringify(body)).toBe(200);
  const byId = new Map(Object.entries(id).map(([name, siteId]) => [siteId, name]));
  return body.data.map((s) => byId.get(s.site_id) ?? String(s.site_id)).sort();
}
const siteOf = async (name: string): Promise<Site> => (await ctx.app.inject({ url: `/api/sites/${id[name]}` })).json().data.site as Site;

describe('GET /api/sites: the structured fields on the wire', () => {
  it('answers every structured field of a listing, areas in square feet and the price per square foot', async () => {
    const sigra = await siteOf('sigra');
    expect(sigra).toMatchObject({
      site_title: 'Sigra Heights',
      site_area: '1,000 sq ft carpet area',
      bhk: [2, 3],
      carpet_area_sqft_min: 1000,
      carpet_area_sqft_max: 1500,
      built_up_area_sqft: 1120,
      super_built_up_area_sqft: 1300,
      price_per_sqft: 6200,
      possession: 'ready',
      furnishing: 'semi',
      facing: 'north_east',
      transaction: 'new',
      ownership: 'freehold',
      approved_by: ['VDA', 'UP-RERA'],
      loan_banks: ['SBI', 'HDFC Bank'],
      verified: true,
    });
    for (const absent of ['plot_area', 'plot_area_unit', 'plot_area_sqft', 'possession_date']) expect(sigra).not.toHaveProperty(absent);
    const fromList = (await list(`?title=Sigra Heights`)).body.data[0];
    expect(fromList).toEqual(sigra);
  });

  it('gives the possession month of a listing under construction', async () => {
    expect(await siteOf('lanka')).toMatchObject({ possession: 'under_construction', possession_date: '2027-06', verified: false });
  });

  it('converts plot areas to square feet exactly (9, 10.7639 and 43,560 sq ft) and rounds the price per square foot to the rupee', async () => {
    expect(await siteOf('naini')).toMatchObject({
      bhk: [],
      plot_area: 100,
      plot_area_unit: 'sqyd',
      plot_area_sqft: 900,
      price_per_sqft: 1944,
    });
    expect(await siteOf('satna')).toMatchObject({ plot_area: 100, plot_area_unit: 'sqm', plot_area_sqft: 1076.39, price_per_sqft: 1394 });
    expect(await siteOf('ekana')).toMatchObject({ plot_area: 0.25, plot_area_unit: 'acre', plot_area_sqft: 10890, price_per_sqft: 413 });
    expect(await siteOf('sarnath')).toMatchObject({ plot_area: 1000, plot_area_unit: 'sqft', plot_area_sqft: 1000, price_per_sqft: 2800 });
  });

  it('takes the carpet area before the plot area for the price per square foot', async () => {
    expect(await siteOf('gomti')).toMatchObject({ plot_area_sqft: 2700, carpet_area_sqft_min: 2700, price_per_sqft: 8889 });
  });

  it('leaves the price per square foot out when the listing gives no area, and always sends the four fields that are never absent', async () => {
    const kanpur = await siteOf('kanpur');
    expect(kanpur).not.toHaveProperty('price_per_sqft');
    expect(kanpur).toMatchObject({ bhk: [], approved_by: [], loan_banks: [], verified: false, site_area: '' });
  });

  it('derives site_area from the structured areas when it is empty', async () => {
    expect((await siteOf('civilLines')).site_area).toBe('1,380 sq ft carpet area');
    expect((await siteOf('naini')).site_area).toBe('900 sq ft plot (100 sq yd)');
  });

  it('keeps the list answer to its five fields when no new parameter is given', async () => {
    const { body, raw } = await list('?city=Varanasi&sort=priceLowHigh');
    expect(Object.keys(body)).toEqual(['success', 'data', 'total', 'page', 'pageSize']);
    expect(raw.startsWith('{"success":true,"data":[{"site_id":')).toBe(true);
  });
});

describe('GET /api/sites: filters of the structured fields', () => {
  it('filters by bhk, one or several, with 4 meaning 4 or more', async () => {
    expect(await names('?bhk=2')).toEqual(['jhunsi', 'sigra']);
    expect(await names('?bhk=1,3')).toEqual(['civilLines', 'faizabad', 'lanka', 'sigra']);
    expect(await names('?bhk=1&bhk=3')).toEqual(['civilLines', 'faizabad', 'lanka', 'sigra']);
    expect(await names('?bhk=4')).toEqual(['gomti']);
    expect(await names('?bhk=5')).toEqual(['gomti']);
    expect(await names('?bhk=0')).toEqual([]);
  });

  it('filters by area in square feet against the carpet area, else the plot area', async () => {
    expect(await names('?minArea=1400')).toEqual(['ekana', 'gomti', 'sigra']);
    expect(await names('?maxArea=1000')).toEqual(['jhunsi', 'lanka', 'naini', 'sarnath', 'sigra']);
    expect(await names('?minArea=950&maxArea=1000')).toEqual(['jhunsi', 'sarnath', 'sigra']);
    expect(await names('?minArea=1076.39&maxArea=1076.39')).toEqual(['satna', 'sigra']);
  });

  it('filters by possession, furnishing and the Verified mark', async () => {
    expect(await names('?possession=under_construction')).toEqual(['lanka']);
    expect(await names('?possession=ready&category=Plots')).toEqual(['sarnath']);
    expect(await names('?furnishing=semi')).toEqual(['sigra']);
    expect(await names('?furnishing=semi,furnished')).toEqual(['gomti', 'sigra']);
    expect(await names('?verified=true')).toEqual(['gomti', 'sigra']);
  });

  it('keeps the listings inside the map box (edges included)', async () => {
    expect(await names('?bbox=82.9,25.2,83.1,25.4')).toEqual(['lanka', 'sarnath', 'sigra']);
    expect(await names('?bbox=82.9739,25.3176,82.9739,25.3176')).toEqual(['sigra']);
    expect(await names('?bbox=77,24,84,28&bhk=3')).toEqual(['civilLines', 'sigra']);
    expect(await names('?bbox=-10,-10,10,10')).toEqual([]);
  });

  it('combines the new filters with the spec filters by AND', async () => {
    expect(await names('?city=Varanasi&bhk=1,2,3&maxPrice=5000000')).toEqual(['lanka']);
    expect(await names('?category=Apartment&verified=true&minArea=1200')).toEqual(['sigra']);
  });

  it('reads a search word as the category filter: Plot, House, Villa', async () => {
    expect(await names('?category=Plot')).toEqual(await names('?category=Plots'));
    expect(await names('?type=house')).toEqual(['faizabad', 'gomti', 'kanpur']);
    expect(await names('?category=Villa')).toEqual(['gomti']);
  });

  it('sorts by price per square foot, low to high, listings without one last', async () => {
    const { body } = await list('?sort=pricePerSqftLowHigh&pageSize=60');
    const rates = body.data.map((s) => s.price_per_sqft);
    const given = rates.filter((r): r is number => r !== undefined);
    expect(given).toEqual([...given].sort((a, b) => a - b));
    expect(rates.slice(given.length).every((r) => r === undefined)).toBe(true);
    expect(body.data.at(-1)?.site_id).toBe(id.kanpur);
    expect(body.data[0]?.site_id).toBe(id.ekana);
  });
});

describe('GET /api/sites: every name of a city', () => {
  it('finds listings stored under the old name by the new one and the other way round', async () => {
    const prayagraj = ['civilLines', 'jhunsi', 'naini'];
    expect(await names('?city=Prayagraj')).toEqual(prayagraj);
    expect(await names('?city=Allahabad')).toEqual(prayagraj);
    expect(await names('?city=ALLAHABAD')).toEqual(prayagraj);
    expect(await names('?city=Ayodhya')).toEqual(['faizabad']);
    expect(await names('?city=faizabad')).toEqual(['faizabad']);
  });

  it('matches every name in the location and search filters', async () => {
    expect(await names('?location=Allahabad')).toEqual(['civilLines', 'jhunsi', 'naini']);
    expect(await names('?location=prayagraj civil lines')).toEqual(['civilLines']);
    expect(await names('?search=Banaras')).toEqual(['lanka', 'sarnath', 'sigra']);
    expect(await names('?search=Kashi')).toEqual(['lanka', 'sarnath', 'sigra']);
  });

  it('matches a state by its other names', async () => {
    expect(await names('?state=UP&category=Plots')).toEqual(['ekana', 'naini', 'sarnath']);
    expect(await names('?state=MP')).toEqual(['satna']);
  });
});

describe('GET /api/sites?q=…', () => {
  it('reads bedrooms, a city by any of its names and a price, and echoes what it understood', async () => {
    const { body } = await list('?q=2 bhk banaras under 70 lakh');
    expect(body.understood).toEqual({ bhk: [2], city: 'Varanasi', maxPrice: 7_000_000 });
    expect(body.data.map((s) => s.site_id)).toEqual([id.sigra]);
    expect(Object.keys(body)).toEqual(['success', 'data', 'total', 'page', 'pageSize', 'understood']);
  });

  it('reads the same search written in Hindi', async () => {
    const { body } = await list(`?q=${encodeURIComponent('बनारस में 2 बीएचके 70 लाख तक')}`);
    expect(body.understood).toEqual({ bhk: [2], city: 'Varanasi', maxPrice: 7_000_000 });
    expect(body.data.map((s) => s.site_id)).toEqual([id.sigra]);
    const lanka = await list(`?q=${encodeURIComponent('लंका में फ्लैट')}`);
    expect(lanka.body.understood).toEqual({ category: 'Apartment', city: 'Varanasi', locality: 'Lanka' });
    expect(lanka.body.data.map((s) => s.site_id)).toEqual([id.lanka]);
  });

  it('reads a category and the old name of a city', async () => {
    const { body } = await list('?q=plots in allahabad');
    expect(body.understood).toEqual({ category: 'Plot', city: 'Prayagraj' });
    expect(body.data.map((s) => s.site_id)).toEqual([id.naini]);
    expect(await names('?q=house in faizabad')).toEqual(['faizabad']);
  });

  it('reads a locality of a city, and a price range in crore', async () => {
    const { body } = await list('?q=flat in lanka');
    expect(body.understood).toEqual({ category: 'Apartment', city: 'Varanasi', locality: 'Lanka' });
    expect(body.data.map((s) => s.site_id)).toEqual([id.lanka]);
    const range = await list('?q=between 1 and 3 cr');
    expect(range.body.understood).toEqual({ minPrice: 10_000_000, maxPrice: 30_000_000 });
    expect(range.body.data.map((s) => s.site_id)).toEqual([id.gomti]);
  });

  it('keeps what it does not understand as a substring search', async () => {
    const { body } = await list('?q=heights');
    expect(body.understood).toEqual({ text: 'heights' });
    expect(body.data.map((s) => s.site_id)).toEqual([id.sigra]);
  });

  it('applies q together with the other filters by AND', async () => {
    expect(await names('?q=varanasi&bhk=1')).toEqual(['lanka']);
    expect(await names('?q=under 30 lakh&maxPrice=1600000')).toEqual(['satna']);
  });
});

describe('GET /api/sites: values it refuses', () => {
  it.each([
    ['?bhk=abc', 'bhk', 'BHK'],
    ['?bhk=2,,3', 'bhk', 'BHK'],
    ['?bhk=-1', 'bhk', 'BHK'],
    ['?bhk=21', 'bhk', 'BHK'],
    ['?bhk=2.5', 'bhk', 'BHK'],
    ['?minArea=big', 'minArea', 'Min Area'],
    ['?maxArea=-5', 'maxArea', 'Max Area'],
    ['?possession=soon', 'possession', 'Possession'],
    ['?furnishing=semi,plush', 'furnishing', 'Furnishing'],
    ['?verified=yes', 'verified', 'Verified'],
    ['?bbox=82.9,25.2,83.1', 'bbox', 'Map area'],
    ['?bbox=a,b,c,d', 'bbox', 'Map area'],
    ['?bbox=83.1,25.2,82.9,25.4', 'bbox', 'Map area'],
    ['?bbox=82.9,25.4,83.1,25.2', 'bbox', 'Map area'],
    ['?bbox=0,95,1,96', 'bbox', 'Map area'],
    ['?bbox=190,0,191,1', 'bbox', 'Map area'],
    [`?q=${'x'.repeat(201)}`, 'q', 'Search'],
    ['?sort=pricePerSqftHighLow', 'sort', 'Sort by'],
  ])('answers 400 naming the field for %s, in words', async (query, field, label) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    expect(body.message).toContain(label);
    expect(codeNamesIn(body.message ?? '')).toEqual([]);
  });

  it('refuses a minimum price above the maximum price, and a minimum area above the maximum area', async () => {
    const prices = await list('?minPrice=5000000&maxPrice=4000000');
    expect(prices.status).toBe(400);
    expect(prices.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Min Price must not be above Max Price',
      field: 'minPrice',
    });
    expect((await list('?minPrice=4000000&maxPrice=4000000')).status).toBe(200);
    const areas = await list('?minArea=2000&maxArea=1000');
    expect(areas.status).toBe(400);
    expect(areas.body).toMatchObject({ message: 'Min Area must not be above Max Area', field: 'minArea' });
  });
});
