import { siteInputSchema } from '@realty/contracts/admin/site-input';
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
});
