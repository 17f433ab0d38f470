// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListMapSwitch } from './list-map-switch.tsx';
import { ListingLocationMap } from './listing-location-map.tsx';
import { ListingsMap } from './listings-map.tsx';

const listings = [
  { site_id: 1, site_title: 'Lotus Greens', site_lat: 26.85, site_lon: 80.95, site_price: '4500000.00' },
  { site_id: 2, site_title: 'Ganga Residency', site_lat: null, site_lon: null, site_price: '7200000.00' },
];

describe('the maps on the server', () => {
  it('draws the listings map as a placeholder with its note, without Leaflet', () => {
    const html = renderToString(
      <MemoryRouter>
        <ListingsMap listings={listings} onSearchArea={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain('Loading the map…');
    expect(html).toContain('1 property on the map. 1 property has no location and is not shown.');
    expect(html).not.toContain('leaflet');
  });

  it('draws the location map as its fallback', () => {
    const html = renderToString(
      <ListingLocationMap lat={26.85} lon={80.95} title="Lotus Greens" fallback={<svg aria-label="Locator of Lotus Greens" />} />,
    );
    expect(html).toContain('Locator of Lotus Greens');
    expect(html).not.toContain('leaflet');
  });

  it('draws the switch on the list', () => {
    expect(renderToString(<ListMapSwitch view="list" onChange={() => {}} />)).toMatch(/aria-pressed="true"[^>]*>.*List/);
  });
});
