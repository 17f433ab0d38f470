import type { Language } from '../../../lib/i18n/i18n.ts';
import amenitiesHi from './amenities.hi.json';
import placesHi from './places.hi.json';

const AMENITIES_HI: Readonly<Record<string, string>> = amenitiesHi;
const PLACES_HI: Readonly<Record<string, string>> = placesHi;

/** `word` from `vocabulary` on Hindi pages (matched without regard to case or surrounding spaces); otherwise, or when unknown, as entered. */
function fromVocabulary(vocabulary: Readonly<Record<string, string>>, word: string, language: Language): string {
  if (language !== 'hi') return word;
  const trimmed = word.trim();
  const exact = vocabulary[trimmed];
  if (exact) return exact;
  const lower = trimmed.toLowerCase();
  const key = Object.keys(vocabulary).find((known) => known.toLowerCase() === lower);
  return key ? (vocabulary[key] ?? word) : word;
}

/**
 * An amenity of a listing as a visitor reads it in `language`: on Hindi pages the word of the
 * translated amenity vocabulary (`amenities.hi.json`: "Lift" → "लिफ़्ट", "Power backup" →
 * "पावर बैकअप"); an amenity the vocabulary does not know stays as entered
 * (docs/product/catalogue.md, "Hindi").
 */
export function amenityLabel(amenity: string, language: Language): string {
  return fromVocabulary(AMENITIES_HI, amenity, language);
}

/**
 * A state, city or locality name as a visitor reads it in `language`: on Hindi pages in Devanagari
 * from the place vocabulary (`places.hi.json`: "Varanasi" → "वाराणसी", "Prayagraj" → "प्रयागराज",
 * "Sigra" → "सिगरा"); a name it does not know stays as entered (docs/product/catalogue.md, "Hindi").
 */
export function placeLabel(name: string, language: Language): string {
  return fromVocabulary(PLACES_HI, name, language);
}

/** Whether the listing's description shows in English on a page in `language` (a Hindi page whose listing has no Hindi description). */
export function isDescriptionInEnglish(site: { site_description_hi?: string | null }, language: Language): boolean {
  return language === 'hi' && !site.site_description_hi?.trim();
}
