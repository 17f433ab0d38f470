import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './client.ts';
import { places, sites } from './schema.ts';
import { CITIES } from './seed/places.ts';
import { openTestDatabase } from './test-database.ts';

// Migrations 0007 to 0009 (docs/decisions/0010-structured-listings.md): the places table, the
// structured columns with their generated columns and checks, and canonical city names.

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase('structured'));
});
afterAll(async () => drop?.());

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

describe('the places table', () => {
  it('holds every city of the generated catalogues in its state, with their localities', async () => {
    const all = await handle.db.select().from(places);
    const states = new Map(all.filter((p) => p.kind === 'state').map((p) => [p.placeId, p.name]));
    const cities = new Map(all.filter((p) => p.kind === 'city').map((p) => [p.name, p]));
    for (const city of Object.values(CITIES)) {
      const row = cities.get(city.city);
      expect(row, city.city).toBeDefined();
      expect(states.get(row?.stateId ?? 0), city.city).toBe(city.state);
      for (const locality of city.localities) expect(row?.localities, `${locality} in ${city.city}`).toContain(locality.name);
    }
  });

  it('gives each name to one city only', async () => {
    const all = await handle.db.select().from(places).where(eq(places.kind, 'city'));
    const names = all.flatMap((c) => [c.name, ...c.aliases].map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the structured columns', () => {
  it('convert plot areas to square feet exactly and round the price per square foot half up', async () => {
    const rows = await handle.db
      .insert(sites)
      .values([
        { title: 'Yards', price: '1750000', plotArea: '100', plotAreaUnit: 'sqyd' },
        { title: 'Metres', price: '1500000', plotArea: '1000', plotAreaUnit: 'sqm' },
        { title: 'Acres', price: '4500000', plotArea: '0.2500', plotAreaUnit: 'acre' },
        { title: 'Half rupee', price: '8333', carpetAreaSqftMin: '2' },
        { title: 'Carpet first', price: '6000000', carpetAreaSqftMax: '1200', plotArea: '2400', plotAreaUnit: 'sqft' },
        { title: 'No price', price: '0', carpetAreaSqftMin: '1000' },
        { title: 'No area', price: '5000000' },
      ])
      .returning();
    const by = new Map(rows.map((r) => [r.title, r]));
    expect(by.get('Yards')).toMatchObject({ plotAreaSqft: '900.00', areaSqftMin: '900.00', pricePerSqft: 1944 });
    expect(by.get('Metres')).toMatchObject({ plotAreaSqft: '10763.90', pricePerSqft: 139 });
    expect(by.get('Acres')).toMatchObject({ plotAreaSqft: '10890.00', pricePerSqft: 413 });
    expect(by.get('Half rupee')?.pricePerSqft).toBe(4167);
    expect(by.get('Carpet first')).toMatchObject({ areaSqftMin: '1200.00', areaSqftMax: '1200.00', pricePerSqft: 5000 });
    expect(by.get('No price')?.pricePerSqft).toBeNull();
    expect(by.get('No area')).toMatchObject({ pricePerSqft: null, areaSqftMin: null, location: null });
  });

  it.each([
    ['an unknown unit', { plotArea: '1', plotAreaUnit: 'hectare' }],
    ['a plot area without its unit', { plotArea: '1' }],
    ['a bedroom count above 20', { bhk: [21] }],
    ['an unknown furnishing', { furnishing: 'plush' }],
    ['a possession date of a ready listing', { possession: 'ready', possessionDate: '2027-06-01' }],
  ])('refuses %s', async (_what, values) => {
    await expect(handle.db.insert(sites).values({ title: 'Refused', ...values })).rejects.toThrow();
  });

  it('stores the location as a point that the map box and nearest-first queries read', async () => {
    await handle.db.insert(sites).values([
      { title: 'Near', lat: '25.3176', lon: '82.9739' },
      { title: 'Far', lat: '26.8500', lon: '81.0000' },
    ]);
    const inBox = rowsOf<{ title: string }>(
      await handle.db.execute(sql`select site_title as title from sites where location <@ box(point(82.9, 25.2), point(83.1, 25.4))`),
    );
    expect(inBox.map((r) => r.title)).toEqual(['Near']);
    const nearest = rowsOf<{ title: string }>(
      await handle.db.execute(
        sql`select site_title as title from sites where location is not null order by location <-> point(81.01, 26.84) limit 2`,
      ),
    );
    expect(nearest.map((r) => r.title)).toEqual(['Far', 'Near']);
  });

  it('lets the nearest-first query and the box use the GiST index', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(sql`explain select site_id from sites order by location <-> point(81.01, 26.84) limit 5`),
      )
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('sites_location');
  });
});

describe('migration 0009: canonical city names', () => {
  it('renames listings stored under another name of a city, in any case, and leaves unknown cities alone', async () => {
    const inserted = await handle.db
      .insert(sites)
      .values([
        { title: 'Old name', city: 'Allahabad' },
        { title: 'Shouted', city: 'BANARAS' },
        { title: 'Lower', city: 'faizabad' },
        { title: 'Canonical', city: 'Lucknow' },
        { title: 'Elsewhere', city: 'Ahmedabad' },
      ])
      .returning({ id: sites.siteId });
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0009_canonical_cities.sql'), 'utf8');
    await handle.db.execute(sql.raw(migration));
    const rows = await handle.db
      .select({ title: sites.title, city: sites.city })
      .from(sites)
      .where(sql`${sites.siteId} = any(${sql.raw(`ARRAY[${inserted.map((r) => r.id).join(',')}]`)})`);
    expect(Object.fromEntries(rows.map((r) => [r.title, r.city]))).toEqual({
      'Old name': 'Prayagraj',
      Shouted: 'Varanasi',
      Lower: 'Ayodhya',
      Canonical: 'Lucknow',
      Elsewhere: 'Ahmedabad',
    });
  });
});
