import { describe, expect, it } from 'vitest';
import { clampDay, dayBefore, financialYearBounds, quarterBounds, quarterOf, returnDate } from './tds-year.ts';

// The calendar of TDS (docs/product/tds.md, "Financial year and quarters").

describe('the TDS calendar', () => {
  it('puts each day of credit in its quarter, 31 March in Q4 and 1 April in Q1', () => {
    expect(
      ['2026-04-01', '2026-06-30', '2026-07-01', '2026-09-30', '2026-10-01', '2026-12-31', '2027-01-01', '2027-03-31'].map(quarterOf),
    ).toEqual(['Q1', 'Q1', 'Q2', 'Q2', 'Q3', 'Q3', 'Q4', 'Q4']);
    expect(() => quarterOf('2026-13-01')).toThrow(RangeError);
  });

  it('bounds a financial year and its quarters', () => {
    expect(financialYearBounds('2026-27')).toEqual({ startYear: 2026, from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearBounds('1999-00')).toEqual({ startYear: 1999, from: '1999-04-01', to: '2000-03-31' });
    expect(() => financialYearBounds('2026-28')).toThrow(RangeError);
    expect(quarterBounds('2026-27', 'Q1')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterBounds('2026-27', 'Q2')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterBounds('2026-27', 'Q3')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterBounds('2026-27', 'Q4')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('writes the day before a start, the return’s DD-MM-YYYY, and holds a day within a year', () => {
    expect(dayBefore('2025-04-01')).toBe('2025-03-31');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(returnDate('2026-11-05')).toBe('05-11-2026');
    expect(clampDay('2026-11-29', '2025-04-01', '2026-03-31')).toBe('2026-03-31');
    expect(clampDay('2026-11-29', '2027-04-01', '2028-03-31')).toBe('2027-04-01');
    expect(clampDay('2026-11-29', '2026-04-01', '2027-03-31')).toBe('2026-11-29');
  });
});
