import { describe, expect, it } from 'vitest';
import { financialYearOf, financialYearStarting } from './financial-year.ts';

// India's financial year runs from 1 April to 31 March, by the day in India.
describe('financialYearOf', () => {
  it('turns on 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2026-11-29T10:00:00Z'))).toEqual({ startYear: 2026, short: '26-27', label: '2026-27' });
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z')).short).toBe('26-27'); // 23:59:59 on 31 March in India
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).short).toBe('27-28'); // 00:00 on 1 April in India
    expect(financialYearOf(new Date('2026-01-15T00:00:00Z')).short).toBe('25-26');
  });

  it('writes the turn of a century with two digits each', () => {
    expect(financialYearStarting(2099)).toEqual({ startYear: 2099, short: '99-00', label: '2099-00' });
    expect(financialYearStarting(2009).short).toBe('09-10');
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('nonsense'))).toThrow(RangeError);
  });
});
