import { describe, expect, it } from 'vitest';
import {
  type AlertListing,
  bhkText,
  carpetAreaText,
  countText,
  digestPush,
  emailWords,
  listingPush,
  priceLine,
  priceText,
  smsText,
} from './alert-texts.ts';

// The words of alerts in English and Hindi (docs/product/alerts.md, "How alerts are sent", "Language").

const listing = (overrides: Partial<AlertListing> = {}): AlertListing => ({
  siteId: 9,
  title: 'Ganga Residency',
  kind: 'new',
  price: '5500000.00',
  previousPrice: null,
  bhk: [2, 3],
  carpetMin: '1050.00',
  carpetMax: '1450.00',
  locality: 'Sigra, Varanasi',
  photoUrl: null,
  url: 'https://www.kashirealty.in/detailpage/9',
  ...overrides,
});
const DEVANAGARI = /[\u0900-\u097F]/;
const search = { name: '2 BHK in Sigra' };

describe('alert texts', () => {
  it('writes prices in lakh and crore with the one formatter, in Hindi as लाख and करोड़', () => {
    expect(priceText('5500000.00', 'en')).toBe('₹55 L');
    expect(priceText('12000000.00', 'en')).toBe('₹1.2 Cr');
    expect(priceText('5500000.00', 'hi')).toBe('₹55 लाख');
    expect(priceText('12000000.00', 'hi')).toBe('₹1.2 करोड़');
    expect(priceText('not a price', 'en')).toBe('');
    expect(priceLine(listing({ kind: 'price_drop', price: '5200000.00', previousPrice: '6000000.00' }), 'en')).toBe('₹52 L (was ₹60 L)');
    expect(priceLine(listing({ kind: 'price_drop', price: '5200000.00', previousPrice: '6000000.00' }), 'hi')).toBe(
      '₹52 लाख (पहले ₹60 लाख)',
    );
  });

  it('writes BHK and carpet area as the listing page does', () => {
    expect(bhkText([3, 2, 2])).toBe('2, 3 BHK');
    expect(bhkText([0, 1])).toBe('1 RK, 1 BHK');
    expect(bhkText([])).toBe('');
    expect(carpetAreaText('1050.00', '1450.00', 'en')).toBe('1,050–1,450 sq ft');
    expect(carpetAreaText('1200', null, 'hi')).toBe('1,200 वर्ग फ़ुट');
    expect(carpetAreaText(null, null, 'en')).toBe('');
  });

  it('counts new listings and price drops in words', () => {
    expect(countText(1, 0, 'en')).toBe('1 new property');
    expect(countText(3, 2, 'en')).toBe('3 new properties and 2 price drops');
    expect(countText(0, 1, 'hi')).toBe('1 प्रॉपर्टी की क़ीमत घटी');
  });

  it('writes one short SMS with the count, the link and the unsubscribe link, in either language', () => {
    const en = smsText(search, 3, 0, 'https://x.in/properties?city=Varanasi', 'https://x.in/alerts/unsubscribe?token=t', 'en');
    expect(en).toBe(
      'Kashi Realty: 3 new properties for "2 BHK in Sigra": https://x.in/properties?city=Varanasi Stop alerts: https://x.in/alerts/unsubscribe?token=t',
    );
    const hi = smsText({ name: null }, 0, 1, 'https://x.in/detailpage/9', 'https://x.in/alerts/unsubscribe?token=t', 'hi');
    expect(hi).toBe(
      'काशी रियल्टी: आपकी पसंदीदा प्रॉपर्टी में 1 प्रॉपर्टी की क़ीमत घटी: https://x.in/detailpage/9 अलर्ट बंद करें: https://x.in/alerts/unsubscribe?token=t',
    );
    expect(en.length).toBeLessThan(200);
  });

  it('writes a push per listing and one per digest, and the e-mail’s words, in Hindi in Devanagari keeping every value', () => {
    expect(listingPush(search, listing(), 'en')).toEqual({
      title: 'New for "2 BHK in Sigra"',
      body: 'Ganga Residency · ₹55 L · 2, 3 BHK · 1,050–1,450 sq ft · Sigra, Varanasi',
    });
    const hiPush = listingPush(search, listing({ kind: 'price_drop', previousPrice: '6000000.00' }), 'hi');
    expect(hiPush.title).toBe('"2 BHK in Sigra" के लिए क़ीमत घटी');
    expect(hiPush.body).toContain('₹55 लाख (पहले ₹60 लाख)');
    const listings = [1, 2, 3, 4].map((i) => listing({ siteId: i, title: `Home ${i}` }));
    expect(digestPush(search, listings, 'en')).toEqual({
      title: '4 new properties for "2 BHK in Sigra"',
      body: 'Home 1 (₹55 L), Home 2 (₹55 L), Home 3 (₹55 L) and 1 more',
    });
    expect(digestPush(search, listings, 'hi').title).toBe('"2 BHK in Sigra" के लिए 4 नई प्रॉपर्टी');
    const en = emailWords(search, listings, true, 'en');
    expect(en).toMatchObject({ subject: '4 new properties for "2 BHK in Sigra"', seeAll: 'See all 4' });
    const hi = emailWords(search, listings, true, 'hi');
    for (const text of Object.values(hi)) expect(text).toMatch(DEVANAGARI);
    expect(hi.subject).toContain('2 BHK in Sigra');
    expect(hi.seeAll).toBe('सभी 4 देखें');
  });

  it('does not call a price drop alone "new" in the e-mail, in either language', () => {
    const drop = [listing({ kind: 'price_drop', previousPrice: '6000000.00' })];
    expect(emailWords(search, drop, false, 'en')).toMatchObject({
      subject: '1 price drop for "2 BHK in Sigra"',
      heading: 'Lower prices for "2 BHK in Sigra"',
      preview: 'Lower prices for your saved search',
    });
    expect(emailWords(search, drop, false, 'hi')).toMatchObject({
      subject: '"2 BHK in Sigra" के लिए 1 प्रॉपर्टी की क़ीमत घटी',
      heading: '"2 BHK in Sigra" की प्रॉपर्टी की क़ीमत घटी',
    });
    expect(emailWords(search, [listing()], true, 'hi').intro).toBe('पिछले डाइजेस्ट के बाद: "2 BHK in Sigra" के लिए 1 नई प्रॉपर्टी।');
  });
});
