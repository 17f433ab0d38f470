import { describe, expect, it } from 'vitest';
import { demoSiteRow } from './catalogue.ts';
import { DEMO_LISTINGS } from './catalogue-data.ts';
import { CITIES } from './places.ts';
import { scaleSiteRow } from './scale.ts';

// The demo and generated catalogues fill every structured field, and their texts never
// contradict them (docs/product/catalogue.md, "Structured fields").

const NOW = Date.UTC(2026, 10, 20);
const demo = DEMO_LISTINGS.map((listing, i) => demoSiteRow(listing, i, NOW));
const generated = Array.from({ length: 3000 }, (_, i) => scaleSiteRow(i, NOW));

type Row = (typeof demo)[number];

/** Every bedroom count a text names: '2 BHK', '2 and 3 BHK', '1, 2 and 3 BHK', 'two-bedroom'. */
function countsNamed(text: string): number[] {
  const counts: number[] = [];
  for (const match of text.matchAll(/((?:\d+, )*\d+(?: and \d+)?) BHK/g)) counts.push(...(match[1]?.match(/\d+/g) ?? []).map(Number));
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
  for (const match of text.toLowerCase().matchAll(/\b(one|two|three|four|five)-bedroom/g)) counts.push(words[match[1] as string] as number);
  return counts;
}

function checkConsistent(row: Row): void {
  const label = row.title;
  const description = row.description ?? '';
  if (row.category === 'Plots') {
    expect(row.bhk, label).toEqual([]);
    expect(row.plotArea, label).not.toBeNull();
    expect(row.plotAreaUnit, label).not.toBeNull();
    expect(row.carpetAreaSqftMin, label).toBeNull();
    expect(row.furnishing, label).toBeNull();
    expect(description, label).not.toContain('size and floor');
    expect(description, label).not.toMatch(/BHK|bedroom|Homes are/);
  } else {
    expect(row.bhk?.length, label).toBeGreaterThan(0);
    expect(row.carpetAreaSqftMin, label).not.toBeNull();
    expect(row.carpetAreaSqftMax, label).not.toBeNull();
    expect(row.builtUpAreaSqft, label).not.toBeNull();
    expect(Number(row.carpetAreaSqftMin), label).toBeLessThanOrEqual(Number(row.carpetAreaSqftMax));
    for (const n of countsNamed(description)) expect(row.bhk, `${label}: ${n} BHK in "${description}"`).toContain(n);
  }
  if (row.category === 'Apartment') expect(row.superBuiltUpAreaSqft, label).not.toBeNull();
  expect(['ready', 'under_construction'], label).toContain(row.possession);
  expect(row.possessionDate !== null, label).toBe(row.possession === 'under_construction');
  if (row.possession === 'under_construction') expect(description, label).toMatch(/possession expected in \w+ 20\d\d/);
  else expect(description, label).toMatch(/Ready to move in|ready for registry/);
  expect(row.transaction, label).not.toBeNull();
  expect(row.ownership, label).not.toBeNull();
  expect(row.facing, label).not.toBeNull();
  for (const bank of row.loanBanks ?? []) expect(description, label).toContain(bank);
  if (row.reraNumber)
    expect(
      row.approvedBy?.some((a) => /RERA/.test(a)),
      label,
    ).toBe(true);
  // a listing sits in a locality of its own city
  expect(
    CITIES[row.city as string]?.localities.map((l) => l.name),
    label,
  ).toContain(row.landmark);
}

describe('the demo catalogue', () => {
  it('fills every structured field consistently with its texts', () => {
    for (const row of demo) checkConsistent(row);
  });

  it('says "Homes are 2 and 3 BHK" where the summary says 2 and 3 BHK, never "Homes are 3 BHK"', () => {
    const sigra = demo.find((r) => r.title === 'Sigra Heights') as Row;
    expect(sigra.bhk).toEqual([2, 3]);
    expect(sigra.description).toContain('Homes are 2 and 3 BHK');
    expect(sigra.description).not.toContain('Homes are 3 BHK');
  });

  it('prices plots by plot size, not by size and floor', () => {
    const plotsWithRange = demo.filter((r) => r.category === 'Plots' && Number(r.maxPrice) > 0);
    expect(plotsWithRange.length).toBeGreaterThan(3);
    for (const row of plotsWithRange) expect(row.description, row.title).toContain('depending on plot size');
  });

  it('stores canonical city names only, and quotes some plots in square yards', () => {
    expect(demo.filter((r) => r.city === 'Allahabad')).toEqual([]);
    expect(demo.filter((r) => r.city === 'Prayagraj').length).toBeGreaterThanOrEqual(8);
    expect(demo.filter((r) => r.plotAreaUnit === 'sqyd').length).toBeGreaterThanOrEqual(3);
    expect(demo.find((r) => r.title === 'Babatpur Road Airport City Plots')?.area).toBe('1,350 sq ft plot (150 sq yd)');
  });

  it('mixes the values of every list', () => {
    const seen = (pick: (r: Row) => unknown) => new Set(demo.map(pick).filter((v) => v !== null && v !== undefined));
    expect(seen((r) => r.possession)).toEqual(new Set(['ready', 'under_construction']));
    expect(seen((r) => r.furnishing)).toEqual(new Set(['unfurnished', 'semi', 'furnished']));
    expect(seen((r) => r.transaction)).toEqual(new Set(['new', 'resale']));
    expect(seen((r) => r.ownership)).toEqual(new Set(['freehold', 'leasehold']));
    expect(seen((r) => r.verified)).toEqual(new Set([true, false]));
    expect(seen((r) => r.facing).size).toBeGreaterThanOrEqual(6);
  });
});

describe('the generated catalogue', () => {
  it('fills every structured field consistently with its texts', () => {
    for (const row of generated) checkConsistent(row);
  });

  it('quotes plots in every unit', () => {
    expect(new Set(generated.map((r) => r.plotAreaUnit).filter(Boolean))).toEqual(new Set(['sqft', 'sqyd', 'sqm', 'acre']));
  });
});
