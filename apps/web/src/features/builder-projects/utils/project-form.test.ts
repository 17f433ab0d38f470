import { describe, expect, it } from 'vitest';
import { projectBodyOf, projectFormValuesOf } from './project-form.ts';

describe("a builder's project prices", () => {
  it('are typed in rupees, lakh or crore and sent as exact rupees', () => {
    const values = { ...projectFormValuesOf(), site_min_price: '20 lakh', site_max_price: '1.5 crore', site_price: '4500000' };
    expect(projectBodyOf(values)).toMatchObject({
      site_min_price: '2000000.00',
      site_max_price: '15000000.00',
      site_price: '4500000.00',
    });
  });

  it('send what is not an amount as typed, for the API to name the field, and blanks as blank', () => {
    const values = { ...projectFormValuesOf(), site_min_price: 'fifty', site_max_price: ' ' };
    expect(projectBodyOf(values)).toMatchObject({ site_min_price: 'fifty', site_max_price: '' });
  });
});
