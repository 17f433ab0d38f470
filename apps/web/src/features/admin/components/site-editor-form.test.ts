import { SITE_INPUT_MESSAGES, siteInputSchema } from '@realty/contracts/admin/site-input';
import { describe, expect, it } from 'vitest';
import { formValuesOf, payloadOf } from './site-editor-form.tsx';

describe('site editor values', () => {
  it('turns the form into a valid listing body: amenities one per line, blank coordinates as none', () => {
    const values = {
      ...formValuesOf(),
      site_title: 'Assi Ghat Homes',
      site_city: 'Varanasi',
      site_category: 'Apartment',
      site_price: '4500000',
      amenities_text: 'Lift\n\n Power backup \n',
    };
    const body = payloadOf(values, [3, 4]);
    expect(body).toMatchObject({
      site_state: 'Uttar Pradesh',
      site_status: 'Available',
      site_lat: null,
      site_lon: null,
      amenities: ['Lift', 'Power backup'],
      related_sites: [3, 4],
    });
    const parsed = siteInputSchema.parse(body);
    expect(parsed.site_price).toBe('4500000.00');
  });

  it('takes prices in rupees, lakh or crore and sends exact rupees; a stored amount reads back the same', () => {
    const values = {
      ...formValuesOf(),
      site_title: 'Assi Ghat Homes',
      site_city: 'Varanasi',
      site_category: 'Apartment',
      site_price: '1.5 crore',
      site_min_price: '20 lakh',
      site_max_price: '₹2,00,00,000',
    };
    const body = payloadOf(values, []);
    expect(body).toMatchObject({ site_price: '15000000.00', site_min_price: '2000000.00', site_max_price: '20000000.00' });
    expect(siteInputSchema.parse(body)).toMatchObject({ site_price: '15000000.00', site_min_price: '2000000.00' });
    expect(
      formValuesOf({ site_price: '500.00', site_min_price: '2000000.00', site_max_price: '0.00', amenities: [] } as never),
    ).toMatchObject({
      site_price: '₹500',
      site_min_price: '2000000',
    });
    // what is not an amount goes as typed, for the API to name the field
    expect(payloadOf({ ...values, site_price: 'fifty' }, []).site_price).toBe('fifty');
  });

  it('shows zero prices as empty fields', () => {
    const values = formValuesOf({
      site_min_price: '0.00',
      site_max_price: '0.00',
      site_price: '2500000.00',
      site_lat: 25.3,
      site_lon: null,
      amenities: ['Lift', 'Park'],
    } as never);
    expect(values).toMatchObject({
      site_min_price: '',
      site_price: '2500000',
      site_lat: '25.3',
      site_lon: '',
      amenities_text: 'Lift\nPark',
    });
  });

  it('sends the structured fields as the API reads them, and shows the fields of a saved listing again', () => {
    const values = {
      ...formValuesOf(),
      site_title: 'Sigra Heights',
      site_city: 'Varanasi',
      site_category: 'Apartment',
      site_price: '6200000',
      bhk_text: '3, 2',
      carpet_area_sqft_min: '1000',
      carpet_area_sqft_max: '1,500',
      plot_area: '',
      plot_area_unit: '',
      possession: 'under_construction',
      possession_date: '2027-06',
      furnishing: 'semi',
      facing: 'north_east',
      approved_by_text: 'VDA, UP-RERA, ',
      loan_banks_text: 'SBI',
      verified: true,
    };
    const parsed = siteInputSchema.parse(payloadOf(values, []));
    expect(parsed).toMatchObject({
      bhk: [2, 3],
      carpet_area_sqft_min: 1000,
      carpet_area_sqft_max: 1500,
      plot_area: null,
      plot_area_unit: null,
      possession: 'under_construction',
      possession_date: '2027-06',
      furnishing: 'semi',
      facing: 'north_east',
      transaction: null,
      approved_by: ['VDA', 'UP-RERA'],
      loan_banks: ['SBI'],
      verified: true,
    });
    const again = formValuesOf({
      site_min_price: '0.00',
      site_max_price: '0.00',
      site_price: '6200000.00',
      amenities: [],
      bhk: [2, 3],
      carpet_area_sqft_min: 1000,
      plot_area: 120,
      plot_area_unit: 'sqyd',
      possession: 'ready',
      approved_by: ['VDA'],
      loan_banks: [],
      verified: true,
    } as never);
    expect(again).toMatchObject({
      bhk_text: '2, 3',
      carpet_area_sqft_min: '1000',
      carpet_area_sqft_max: '',
      plot_area: '120',
      plot_area_unit: 'sqyd',
      possession: 'ready',
      possession_date: '',
      furnishing: '',
      approved_by_text: 'VDA',
      loan_banks_text: '',
      verified: true,
    });
  });
});

describe('brokerage percent of a listing', () => {
  it('starts new listings, and answers without one, at 2.00 and shows a saved one as sent', () => {
    expect(formValuesOf().site_brokerage_percent).toBe('2.00');
    const saved = { site_min_price: '0.00', site_max_price: '0.00', site_price: '0.00', amenities: [] };
    expect(formValuesOf(saved as never).site_brokerage_percent).toBe('2.00');
    expect(formValuesOf({ ...saved, site_brokerage_percent: '1.75' } as never).site_brokerage_percent).toBe('1.75');
  });

  it('sends site_brokerage_percent as typed, which the shared rules read as two-decimal text', () => {
    const values = { ...formValuesOf(), site_title: 'Sigra Heights', site_city: 'Varanasi', site_category: 'Apartment' };
    const body = payloadOf({ ...values, site_brokerage_percent: ' 2.5 ' }, []);
    expect(body).toMatchObject({ site_brokerage_percent: '2.5' });
    expect(siteInputSchema.parse(body).site_brokerage_percent).toBe('2.50');
    expect(siteInputSchema.parse(payloadOf(values, [])).site_brokerage_percent).toBe('2.00');
  });

  it('refuses more than 100 or more than 2 decimals under the field', () => {
    const values = { ...formValuesOf(), site_title: 'Sigra Heights', site_city: 'Varanasi', site_category: 'Apartment' };
    for (const bad of ['100.01', '2.555', 'two', '-1']) {
      const result = siteInputSchema.safeParse(payloadOf({ ...values, site_brokerage_percent: bad }, []));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['site_brokerage_percent', SITE_INPUT_MESSAGES.brokeragePercent],
      ]);
    }
  });
});
