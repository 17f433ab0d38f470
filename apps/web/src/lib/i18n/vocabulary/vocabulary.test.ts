import { AREA_UNIT_LABELS, AREA_UNITS } from '@realty/contracts/listings/areas';
import { areaTextOf } from '@realty/contracts/sites/listing-fields';
import { describe, expect, it } from 'vitest';
import places from './places.hi.json';
import { amenityLabel, areaUnitLabel, listingAreaText, placeLabel } from './vocabulary.ts';

describe('the listing vocabulary in Hindi (docs/product/seo.md, "Hindi")', () => {
  it('gives amenities, cities, localities, states and famous places in Devanagari on Hindi pages, as entered on English ones', () => {
    expect(amenityLabel('Lift', 'hi')).toBe('लिफ़्ट');
    expect(amenityLabel(' power backup ', 'hi')).toBe('पावर बैकअप');
    expect(amenityLabel('Lift', 'en')).toBe('Lift');
    expect(placeLabel('Varanasi', 'hi')).toBe('वाराणसी');
    expect(placeLabel('Prayagraj', 'hi')).toBe('प्रयागराज');
    expect(placeLabel('Sigra', 'hi')).toBe('सिगरा');
    expect(placeLabel('Uttar Pradesh', 'hi')).toBe('उत्तर प्रदेश');
    expect(placeLabel('Kashi Vidyapith', 'hi')).toBe('काशी विद्यापीठ');
    expect(placeLabel('banaras hindu university', 'hi')).toBe('काशी हिन्दू विश्वविद्यालय');
    expect(placeLabel('Varanasi', 'en')).toBe('Varanasi');
    expect(placeLabel('Kashi Vidyapith', 'en')).toBe('Kashi Vidyapith');
  });

  it('keeps a word the vocabulary does not know as entered', () => {
    expect(amenityLabel('Helipad', 'hi')).toBe('Helipad');
    expect(placeLabel('Ganga Mahal', 'hi')).toBe('Ganga Mahal');
  });

  it('writes every place of the vocabulary in Devanagari', () => {
    const latin = Object.entries(places).filter(([, hindi]) => /[A-Za-z]/.test(hindi) || !/[\u0900-\u097F]/.test(hindi));
    expect(latin).toEqual([]);
  });

  it('names the area units in Hindi, and in English as the contract does', () => {
    expect(AREA_UNITS.map((unit) => areaUnitLabel(unit, 'hi'))).toEqual(['वर्ग फ़ुट', 'वर्ग गज़', 'वर्ग मीटर', 'एकड़']);
    expect(AREA_UNITS.map((unit) => areaUnitLabel(unit, 'en'))).toEqual(AREA_UNITS.map((unit) => AREA_UNIT_LABELS[unit]));
  });
});

describe('the area text of a listing in Hindi (docs/product/seo.md, "Hindi")', () => {
  const hindi = (site_area: string) => listingAreaText({ site_area }, 'hi');

  it('shows the text as entered on English pages', () => {
    expect(listingAreaText({ site_area: '970 sq ft – 1,710 sq ft carpet area', carpet_area_sqft_min: 970 }, 'en')).toBe(
      '970 sq ft – 1,710 sq ft carpet area',
    );
    expect(listingAreaText({ site_area: 'about two bighas' }, 'en')).toBe('about two bighas');
  });

  it('reads every shape the catalogue writes, with Hindi units and words and the figures as written', () => {
    expect(hindi('970 sq ft – 1,710 sq ft carpet area')).toBe('970 – 1,710 वर्ग फ़ुट कार्पेट एरिया');
    expect(hindi('1,250 sq ft carpet area')).toBe('1,250 वर्ग फ़ुट कार्पेट एरिया');
    expect(hindi('1,850 sq ft built-up area')).toBe('1,850 वर्ग फ़ुट बिल्ट-अप एरिया');
    expect(hindi('1,400 sq ft super built-up area')).toBe('1,400 वर्ग फ़ुट सुपर बिल्ट-अप एरिया');
    expect(hindi('3,200 sq ft built-up on a 2,400 sq ft plot')).toBe('2,400 वर्ग फ़ुट के प्लॉट पर 3,200 वर्ग फ़ुट बिल्ट-अप एरिया');
    expect(hindi('1,000 sq ft plot')).toBe('1,000 वर्ग फ़ुट का प्लॉट');
    expect(hindi('1,080 sq ft plot (120 sq yd)')).toBe('1,080 वर्ग फ़ुट का प्लॉट (120 वर्ग गज़)');
    expect(hindi('2,560 sq ft carpet area on a 1,080 sq ft plot (120 sq yd)')).toBe(
      '1,080 वर्ग फ़ुट (120 वर्ग गज़) के प्लॉट पर 2,560 वर्ग फ़ुट कार्पेट एरिया',
    );
  });

  it('reads what staff type: other spellings of the units, ranges without the first unit, acres', () => {
    expect(hindi('1,150 Sq. Ft. Carpet Area')).toBe('1,150 वर्ग फ़ुट कार्पेट एरिया');
    expect(hindi('1,200 sq ft')).toBe('1,200 वर्ग फ़ुट');
    expect(hindi('900-1,400 sqft carpet')).toBe('900 – 1,400 वर्ग फ़ुट कार्पेट एरिया');
    expect(hindi('150 gaj plot')).toBe('150 वर्ग गज़ का प्लॉट');
    expect(hindi('2 acres plot')).toBe('2 एकड़ का प्लॉट');
    expect(hindi('500 square metres plot')).toBe('500 वर्ग मीटर का प्लॉट');
  });

  it('reads every text the contract derives from the structured areas', () => {
    const texts = [
      areaTextOf({ carpet_area_sqft_min: 968, carpet_area_sqft_max: 1710 }),
      areaTextOf({ built_up_area_sqft: 2000 }),
      areaTextOf({ plot_area: 150, plot_area_unit: 'sqyd', plot_area_sqft: 1350 }),
      areaTextOf({ carpet_area_sqft_min: 2560, carpet_area_sqft_max: 2560, plot_area: 2400, plot_area_unit: 'sqft', plot_area_sqft: 2400 }),
      areaTextOf({ plot_area: 0.25, plot_area_unit: 'acre', plot_area_sqft: 10890 }),
    ];
    for (const text of texts) expect(hindi(text), text).not.toMatch(/[A-Za-z]/);
  });

  it('makes a text of another shape from the structured areas, and keeps it as entered without them', () => {
    expect(listingAreaText({ site_area: 'Spacious 3 BHK homes', carpet_area_sqft_min: '970.00', carpet_area_sqft_max: 1710 }, 'hi')).toBe(
      '970 – 1,710 वर्ग फ़ुट कार्पेट एरिया',
    );
    expect(listingAreaText({ site_area: 'Big plot', plot_area: 150, plot_area_unit: 'sqyd', plot_area_sqft: 1350 }, 'hi')).toBe(
      '1,350 वर्ग फ़ुट का प्लॉट (150 वर्ग गज़)',
    );
    expect(listingAreaText({ site_area: 'about two bighas' }, 'hi')).toBe('about two bighas');
    expect(listingAreaText({ site_area: '' }, 'hi')).toBe('');
  });
});
