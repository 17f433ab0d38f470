import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { CompareTable } from './components/compare-table.tsx';
import { siteAnswer } from './test/sites.ts';
import { ignoredIdsNotice } from './utils/compare-address.ts';
import { buildCompareRows, readCompareListing } from './utils/compare-fields.ts';

// docs/product/seo.md, "Hindi": the compare page in Hindi.
const rowOf = (rows: ReturnType<typeof buildCompareRows>, id: string) => rows.find((r) => r.field.id === id)?.values;

describe('compare in Hindi', () => {
  it('writes the values in Hindi, what staff entered as entered', () => {
    const listing = readCompareListing(
      siteAnswer(1, 'Lotus Greens', {
        carpet_area_sqft_min: 1050,
        carpet_area_sqft_max: 1400,
        possession: 'ready',
        possession_date: '2027-03',
        facing: 'north_east',
        verified: false,
        site_min_price: '4500000.00',
        site_max_price: '12500000.00',
      }),
    );
    const rows = buildCompareRows([listing], 'hi');
    expect(rowOf(rows, 'price_range')).toEqual(['₹45 लाख – ₹1.25 करोड़']);
    expect(rowOf(rows, 'carpet_area')).toEqual(['1,050 – 1,400 वर्ग फ़ुट']);
    expect(rowOf(rows, 'possession')).toEqual(['रहने को तैयार']);
    expect(rowOf(rows, 'possession_date')).toEqual(['मार्च 2027']);
    expect(rowOf(rows, 'facing')).toEqual(['उत्तर-पूर्व']);
    expect(rowOf(rows, 'verified')).toEqual(['जाँची नहीं गई']);
    expect(rowOf(rows, 'status')).toEqual(['उपलब्ध']);
    expect(rowOf(buildCompareRows([listing]), 'facing')).toEqual(['North-East']);
  });

  it('writes the places, the area as listed, the category and the furnishing from the listing vocabulary', () => {
    const listing = readCompareListing(
      siteAnswer(1, 'Sigra Heights', {
        site_city: 'Varanasi',
        site_landmark: 'Sigra',
        site_famous_place: 'Kashi Vidyapith',
        site_category: 'Family Houses',
        site_area: '3,200 sq ft built-up on a 2,400 sq ft plot',
        plot_area: 150,
        plot_area_unit: 'sqyd',
        furnishing: 'semi',
      }),
    );
    const rows = buildCompareRows([listing], 'hi');
    expect(rowOf(rows, 'city')).toEqual(['वाराणसी']);
    expect(rowOf(rows, 'locality')).toEqual(['सिगरा']);
    expect(rowOf(rows, 'near')).toEqual(['काशी विद्यापीठ']);
    expect(rowOf(rows, 'category')).toEqual(['फ़ैमिली मकान']);
    expect(rowOf(rows, 'area_text')).toEqual(['2,400 वर्ग फ़ुट के प्लॉट पर 3,200 वर्ग फ़ुट बिल्ट-अप एरिया']);
    expect(rowOf(rows, 'plot_area')).toEqual(['150 वर्ग गज़']);
    expect(rowOf(rows, 'furnishing')).toEqual(['सेमी-फ़र्निश्ड']);
    const english = buildCompareRows([listing]);
    expect(rowOf(english, 'near')).toEqual(['Kashi Vidyapith']);
    expect(rowOf(english, 'area_text')).toEqual(['3,200 sq ft built-up on a 2,400 sq ft plot']);
    expect(rowOf(english, 'furnishing')).toEqual(['Semi-furnished']);
  });

  it('says which ids were left out in Hindi', () => {
    expect(ignoredIdsNotice({ invalid: ['x'], overLimit: [4, 5] }, 'hi')).toBe(
      'एक बार में सिर्फ़ 3 प्रॉपर्टी की तुलना हो सकती है, इसलिए #4, #5 छोड़ दी गईं। “x” प्रॉपर्टी का नंबर नहीं है, इसलिए छोड़ दिया गया।',
    );
    expect(ignoredIdsNotice({ invalid: [], overLimit: [4] })).toBe('Only 3 properties can be compared at once, so #4 was left out.');
  });

  it('draws the table in Hindi', () => {
    const listings = [
      readCompareListing(siteAnswer(1, 'Lotus Greens', { site_price: '5000000.00' })),
      readCompareListing(siteAnswer(2, 'Ganga Residency', { site_price: '7250000.00' })),
    ];
    render(
      <I18nextProvider i18n={i18nFor('hi')}>
        <MemoryRouter basename="/hi" initialEntries={['/hi/compare']}>
          <CompareTable listings={listings} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    // rows are found by their field, not by role: role queries over the whole table are slow in jsdom
    const price = document.querySelector('tr[data-field="price"]') as HTMLElement;
    expect(within(price).getByText('कीमत')).toBeInTheDocument();
    expect(within(price).getByText('अलग')).toBeInTheDocument();
    expect(within(price).getByText('₹50 लाख')).toBeInTheDocument();
    expect(within(price).getByText('₹72.5 लाख')).toBeInTheDocument();
    expect(screen.getByLabelText('सिर्फ़ फ़र्क़ दिखाएँ')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByText('Lotus Greens').closest('a')).toHaveAttribute('href', '/hi/detailpage/1');
  });
});
