import { describe, expect, it } from 'vitest';
import { AREA_UNIT_LABELS, AREA_UNITS, type AreaUnit, isAreaUnit, pricePerSqft, SQUARE_FEET_PER_UNIT, toSquareFeet } from './areas.ts';

describe('area units', () => {
  it('lists the four units in picker order with labels and factors', () => {
    expect(AREA_UNITS).toEqual(['sqft', 'sqyd', 'sqm', 'acre']);
    expect(AREA_UNIT_LABELS).toEqual({ sqft: 'sq ft', sqyd: 'sq yd', sqm: 'sq m', acre: 'acre' });
    expect(SQUARE_FEET_PER_UNIT).toEqual({ sqft: '1', sqyd: '9', sqm: '10.7639', acre: '43560' });
  });

  it('recognises a unit', () => {
    for (const unit of AREA_UNITS) expect(isAreaUnit(unit)).toBe(true);
    expect(isAreaUnit('SQFT')).toBe(false);
    expect(isAreaUnit('bigha')).toBe(false);
    expect(isAreaUnit(undefined)).toBe(false);
  });
});

describe('toSquareFeet', () => {
  it.each<[number | string, AreaUnit, number]>([
    [1200, 'sqft', 1200],
    [1200.5, 'sqft', 1200.5],
    [1, 'sqyd', 9],
    [150, 'sqyd', 1350],
    [200, 'sqyd', 1800],
    [1, 'sqm', 10.76],
    [100, 'sqm', 1076.39],
    [1000, 'sqm', 10_763.9],
    [10_000, 'sqm', 107_639],
    [1, 'acre', 43_560],
    [0.25, 'acre', 10_890],
    ['2.5', 'acre', 108_900],
    [0, 'sqm', 0],
    ['0.001', 'sqft', 0],
  ])('%s %s → %s sq ft', (value, unit, sqft) => {
    expect(toSquareFeet(value, unit)).toBe(sqft);
  });

  it('rounds half up to 2 decimals with exact arithmetic', () => {
    // 0.5 sq m = 5.38195 sq ft → 5.38; 1.5 sq m = 16.14585 → 16.15; 2.5 sq m = 26.90975 → 26.91
    expect(toSquareFeet(0.5, 'sqm')).toBe(5.38);
    expect(toSquareFeet(1.5, 'sqm')).toBe(16.15);
    expect(toSquareFeet('2.5', 'sqm')).toBe(26.91);
    // 0.125 sq ft is exactly half way at the third decimal: 0.125 → 0.13
    expect(toSquareFeet('0.125', 'sqft')).toBe(0.13);
    expect(toSquareFeet('0.124999', 'sqft')).toBe(0.12);
    // A float product would give 10.7639 * 3 = 32.291700000000006; the exact value is 32.2917 → 32.29.
    expect(toSquareFeet(3, 'sqm')).toBe(32.29);
    // 1.005 sq ft: the float 1.005 prints as "1.005", so it is read as 1.005 and rounds up.
    expect(toSquareFeet(1.005, 'sqft')).toBe(1.01);
  });

  it('agrees with an independent per-unit check over many values', () => {
    const factorsTenThousandths: Record<AreaUnit, bigint> = { sqft: 10_000n, sqyd: 90_000n, sqm: 107_639n, acre: 435_600_000n };
    for (const unit of AREA_UNITS) {
      for (let hundredths = 0n; hundredths < 5_000n; hundredths += 37n) {
        // value = hundredths / 100; sq ft = value · factor / 10^4 = hundredths · factor / 10^6, in hundredths: / 10^4
        const exact = hundredths * factorsTenThousandths[unit];
        const q = exact / 10_000n;
        const r = exact % 10_000n;
        const rounded = r >= 5_000n ? q + 1n : q;
        const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
        expect(toSquareFeet(text, unit)).toBe(Number(rounded) / 100);
      }
    }
  });

  it.each<[number | string, string]>([
    [-1, 'sqft'],
    [Number.NaN, 'sqft'],
    [Number.POSITIVE_INFINITY, 'sqft'],
    ['1,200', 'sqft'],
    ['N/A', 'sqft'],
    ['', 'sqft'],
    [100, 'bigha'],
    [100, 'SQM'],
  ])('refuses %s %s', (value, unit) => {
    expect(() => toSquareFeet(value, unit as AreaUnit)).toThrow(RangeError);
  });
});

describe('pricePerSqft', () => {
  it.each<[number | string, number | string, number]>([
    [4_500_000, 1_500, 3_000],
    ['4500000.00', '1500', 3_000],
    [5_000_000, 1_200, 4_167], // 4,166.67
    [5_000_000, 1_250.5, 3_998], // 3,998.40
    [2_500_000, 1_000, 2_500],
    [1, 3, 0], // 0.33
    [1, 2, 1], // 0.5 rounds half up
    [3, 2, 2], // 1.5 → 2
    [5, 2, 3], // 2.5 → 3 (half up, not to even)
    [10_000_000_000, 1, 10_000_000_000],
    ['6250000.50', '1000.25', 6_248], // 6,248.438…
  ])('₹%s over %s sq ft → ₹%s per sq ft', (price, area, perSqft) => {
    expect(pricePerSqft(price, area)).toBe(perSqft);
  });

  it('rounds exactly at the half rupee', () => {
    // 8,333.5 exactly → 8,334; a hair under → 8,333
    expect(pricePerSqft(16_667, 2)).toBe(8_334);
    expect(pricePerSqft('16666.99', 2)).toBe(8_333);
    expect(pricePerSqft(3_333_350, 400)).toBe(8_333); // 8,333.375
    expect(pricePerSqft(3_333_400, 400)).toBe(8_334); // 8,333.5
    expect(pricePerSqft(0.3, 0.1)).toBe(3); // a float quotient would give 2.9999999999999996
  });

  it.each<[unknown, unknown]>([
    [undefined, 1_000],
    [null, 1_000],
    ['', 1_000],
    ['  ', 1_000],
    [4_500_000, undefined],
    [4_500_000, null],
    [4_500_000, ''],
    [4_500_000, 0],
    [4_500_000, '0.00'],
    [0, 1_000],
    ['0.00', 1_000],
  ])('is undefined for price %s and area %s', (price, area) => {
    expect(pricePerSqft(price as number, area as number)).toBeUndefined();
  });

  it.each<[unknown, unknown]>([
    ['N/A', 1_000],
    [-1, 1_000],
    [4_500_000, -5],
    [4_500_000, '1,200'],
    [Number.NaN, 1_000],
  ])('refuses price %s and area %s', (price, area) => {
    expect(() => pricePerSqft(price as number, area as number)).toThrow(RangeError);
  });
});
