import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { ListMapSwitch } from './components/list-map-switch.tsx';
import { ListingMapCard } from './components/listing-map-card.tsx';
import { mapNote } from './utils/map-geometry.ts';
import { clusterLabel, listingPriceText } from './utils/map-listing.ts';

// docs/product/seo.md, "Hindi": the maps in Hindi.
describe('maps in Hindi', () => {
  it('words the note, the cluster label and the price in Hindi', () => {
    expect(mapNote(7, 2, 'hi')).toBe('नक्शे पर 7 प्रॉपर्टी। 2 प्रॉपर्टी की लोकेशन नहीं दी गई है, इसलिए वे नहीं दिखाई गईं।');
    expect(mapNote(0, 1, 'hi')).toBe('इन नतीजों में से कोई भी प्रॉपर्टी नक्शे पर नहीं दिखाई जा सकती। उसकी लोकेशन नहीं दी गई है।');
    expect(clusterLabel(12, 'hi')).toBe('यहाँ 12 प्रॉपर्टी हैं; देखने के लिए ज़ूम करें');
    expect(listingPriceText({ site_price: '4500000.00' }, 'hi')).toBe('₹45 लाख');
    expect(listingPriceText({ site_price: '1,00,000' })).toBeNull();
  });

  it('draws the switch and a marker card in Hindi', () => {
    render(
      <I18nextProvider i18n={i18nFor('hi')}>
        <MemoryRouter basename="/hi" initialEntries={['/hi/properties']}>
          <ListMapSwitch view="map" onChange={() => {}} />
          <ListingMapCard
            listing={{
              site_id: 3,
              site_title: 'Ganga View',
              site_lat: 25.3,
              site_lon: 83,
              site_price: null,
              site_landmark: 'Sigra',
              site_city: 'Varanasi',
            }}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'नक्शा' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('कीमत के लिए संपर्क करें')).toBeInTheDocument();
    expect(screen.getByText('सिगरा, वाराणसी')).toBeInTheDocument();
    expect(screen.queryByText(/Sigra|Varanasi/)).toBeNull();
    expect(screen.getByRole('link', { name: 'पूरा ब्योरा देखें — Ganga View' })).toHaveAttribute('href', '/hi/detailpage/3');
  });
});
