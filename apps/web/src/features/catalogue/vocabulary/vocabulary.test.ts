import { describe, expect, it } from 'vitest';
import { amenityLabel, isDescriptionInEnglish, placeLabel } from './vocabulary.ts';

describe('listing vocabularies in Hindi (docs/product/catalogue.md, "Hindi")', () => {
  it('gives amenities, cities, localities and states in Devanagari on Hindi pages, as entered on English ones', () => {
    expect(amenityLabel('Lift', 'hi')).toBe('लिफ़्ट');
    expect(amenityLabel(' power backup ', 'hi')).toBe('पावर बैकअप');
    expect(amenityLabel('Lift', 'en')).toBe('Lift');
    expect(placeLabel('Varanasi', 'hi')).toBe('वाराणसी');
    expect(placeLabel('Prayagraj', 'hi')).toBe('प्रयागराज');
    expect(placeLabel('Sigra', 'hi')).toBe('सिगरा');
    expect(placeLabel('Uttar Pradesh', 'hi')).toBe('उत्तर प्रदेश');
    expect(placeLabel('Varanasi', 'en')).toBe('Varanasi');
  });

  it('keeps a word the vocabulary does not know as entered', () => {
    expect(amenityLabel('Helipad', 'hi')).toBe('Helipad');
    expect(placeLabel('Kashi Vidyapith', 'hi')).toBe('Kashi Vidyapith');
  });

  it('marks the description as English on a Hindi page whose listing has no Hindi text', () => {
    expect(isDescriptionInEnglish({ site_description_hi: null }, 'hi')).toBe(true);
    expect(isDescriptionInEnglish({ site_description_hi: '  ' }, 'hi')).toBe(true);
    expect(isDescriptionInEnglish({ site_description_hi: 'नदी के पास।' }, 'hi')).toBe(false);
    expect(isDescriptionInEnglish({ site_description_hi: null }, 'en')).toBe(false);
  });
});
