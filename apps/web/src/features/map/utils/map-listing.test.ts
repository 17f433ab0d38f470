import { describe, expect, it } from 'vitest';
import { clusterLabel, escapeHtml, listingMarkerHtml, listingPlaceText, listingPriceText } from './map-listing.ts';

describe('map listing texts', () => {
  it('shows the price in lakh or crore, or the ready-made text', () => {
    expect(listingPriceText({ site_price: '4500000.00' })).toBe('₹45 L');
    expect(listingPriceText({ site_price: 12_500_000 })).toBe('₹1.25 Cr');
    expect(listingPriceText({ site_price: '0.00' })).toBeNull();
    expect(listingPriceText({ site_price: 'N/A' })).toBeNull();
    expect(listingPriceText({ site_price: '4500000.00', priceText: '₹45 L – ₹60 L' })).toBe('₹45 L – ₹60 L');
  });

  it('writes the place as "locality, city"', () => {
    expect(listingPlaceText({ site_landmark: 'Gomti Nagar', site_city: 'Lucknow' })).toBe('Gomti Nagar, Lucknow');
    expect(listingPlaceText({ site_landmark: ' ', site_city: 'Lucknow' })).toBe('Lucknow');
    expect(listingPlaceText({ site_landmark: 'Gomti Nagar', site_city: 'Lucknow' }, 'hi')).toBe('गोमती नगर, लखनऊ');
    expect(listingPlaceText({ site_landmark: 'Riverside Lane', site_city: 'Lucknow' }, 'hi')).toBe('Riverside Lane, लखनऊ');
  });

  it('draws the marker as escaped HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(listingMarkerHtml('₹45 L')).toBe('<span class="listing-marker__tag">₹45 L</span>');
    expect(listingMarkerHtml(null)).toContain('listing-marker__dot');
    expect(clusterLabel(12)).toBe('12 properties here; zoom in to see them');
  });
});
