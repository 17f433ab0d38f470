import { type AreaUnit, isAreaUnit } from '@realty/contracts/listings/areas';
import { formatSquareFeet } from '@realty/contracts/sites/listing-fields';
import { i18n, type Language, registerTexts } from '../i18n.ts';
import type { TextLookup } from '../texts.ts';
import amenitiesHi from './amenities.hi.json';
import placesHi from './places.hi.json';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * # The listing vocabulary in Hindi
 *
 * The words of a listing that staff enter in English and that a Hindi page shows in Hindi
 * (docs/product/seo.md, "Hindi"; docs/product/catalogue.md, "Hindi title and description"), one
 * vocabulary for every feature that shows listings (the catalogue, compare, the map, the
 * dashboards, the page heads):
 * - amenities (`amenities.hi.json`, keyed by the English amenity: "Lift" → "लिफ़्ट");
 * - places: states, cities, localities and famous places (`places.hi.json`: "Varanasi" →
 *   "वाराणसी", "Sigra" → "सिगरा", "Kashi Vidyapith" → "काशी विद्यापीठ");
 * - categories, area units and the listing's area text (`texts/`, namespace `vocabulary`:
 *   "Family Houses" → "फ़ैमिली मकान", "sq ft" → "वर्ग फ़ुट", "970 sq ft – 1,710 sq ft carpet area"
 *   → "970 – 1,710 वर्ग फ़ुट कार्पेट एरिया").
 *
 * English pages always show what staff entered; a word the vocabulary does not know stays as
 * entered on Hindi pages too.
 */

registerTexts('vocabulary', en, hi);

const AMENITIES_HI: Readonly<Record<string, string>> = amenitiesHi;
const PLACES_HI: Readonly<Record<string, string>> = placesHi;

/** A key of the vocabulary's texts. */
type VocabularyKey = keyof typeof en;

const words = (language: Language): TextLookup<VocabularyKey> =>
  i18n.getFixedT(language, 'vocabulary') as unknown as TextLookup<VocabularyKey>;

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
 * (docs/product/seo.md, "Hindi").
 */
export function amenityLabel(amenity: string, language: Language): string {
  return fromVocabulary(AMENITIES_HI, amenity, language);
}

/**
 * A state, city, locality or famous place as a visitor reads it in `language`: on Hindi pages in
 * Devanagari from the place vocabulary (`places.hi.json`: "Varanasi" → "वाराणसी", "Prayagraj" →
 * "प्रयागराज", "Sigra" → "सिगरा", "Kashi Vidyapith" → "काशी विद्यापीठ"); a name it does not know
 * stays as entered. Only the label changes: filters and addresses keep sending the English name
 * (docs/product/seo.md, "Hindi").
 */
export function placeLabel(name: string, language: Language): string {
  return fromVocabulary(PLACES_HI, name, language);
}

/**
 * A listing category (`site_category`, e.g. "Family Houses") in `language`: on Hindi pages the
 * catalogue's categories in Hindi ("फ़ैमिली मकान", "अपार्टमेंट", "प्लॉट"), any other text as given;
 * English always as given (docs/product/seo.md, "Hindi").
 */
export function categoryLabel(category: string, language: Language): string {
  if (language === 'en') return category;
  const key = `category.${category.trim()}`;
  return Object.hasOwn(en, key) ? words(language)(key as VocabularyKey) : category;
}

/**
 * The short label of an area unit in `language` (docs/product/seo.md, "Hindi"): `sqft` → "sq ft"
 * ("वर्ग फ़ुट"), `sqyd` → "sq yd" ("वर्ग गज़"), `sqm` → "sq m" ("वर्ग मीटर"), `acre` → "acre"
 * ("एकड़"); the English labels are the contract's `AREA_UNIT_LABELS`.
 */
export function areaUnitLabel(unit: AreaUnit, language: Language): string {
  return words(language)(`unit.${unit}`);
}

/** An area as written: one figure or a range (the figures as written, e.g. "1,710"), in one unit. */
type Size = { min: string; max?: string; unit: AreaUnit };

/** The kinds of a home's area the area text names. */
type HomeKind = 'carpet' | 'builtUp' | 'superBuiltUp';

/** What an area text says: a home's area (of a kind, when it names one), a plot (in two units when it gives two), or both. */
type AreaParts = { home?: { kind?: HomeKind; size: Size }; plot?: { size: Size; other?: Size } };

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
/** sq ft, sq. ft., sqft, square feet; sq yd, sq yards, gaj; sq m, sq mtr, square metres; acre(s). */
const UNIT = String.raw`(?:sq(?:uare)?\.?\s*(?:f(?:ee|oo)?t|yards?|yds?|met(?:er|re)s?|mtrs?|m)\.?|gaj|acres?)(?![a-z])`;
/** A figure or a range with its unit, e.g. "970 sq ft – 1,710 sq ft", "970-1,710 sq ft", "1,250 sq ft" (4 groups). */
const SIZE = String.raw`(${NUMBER})(?:\s*(${UNIT}))?(?:\s*(?:–|—|-|to)\s*(${NUMBER}))?\s*(${UNIT})`;
/** "carpet area", "built-up area", "built up", "super built-up area", "super area" (1 group). */
const KIND = String.raw`(super\s*built[-\s]?up(?:\s+area)?|super\s+area|built[-\s]?up(?:\s+area)?|carpet(?:\s+area)?)`;
/** "2,400 sq ft plot", "1,080 sq ft plot (120 sq yd)" (8 groups). */
const PLOT = String.raw`${SIZE}\s+plot(?:\s+area)?(?:\s*\(\s*${SIZE}\s*\))?`;
const HOME_TEXT = new RegExp(String.raw`^${SIZE}(?:\s+${KIND})?(?:\s+on\s+(?:an?\s+)?${PLOT})?$`, 'i');
const PLOT_TEXT = new RegExp(`^${PLOT}$`, 'i');

/** The unit a written unit stands for ("sq. ft." → sqft, "gaj" → sqyd, "acres" → acre). */
function unitOf(written: string): AreaUnit | undefined {
  const s = written.toLowerCase().replace(/[.\s]/g, '');
  if (/^acres?$/.test(s)) return 'acre';
  if (s === 'gaj') return 'sqyd';
  const rest = s.replace(/^sq(uare)?/, '');
  if (rest.startsWith('f')) return 'sqft';
  if (rest.startsWith('y')) return 'sqyd';
  if (rest.startsWith('m')) return 'sqm';
  return undefined;
}

/** The size of groups `at`..`at + 3` of a match of {@link SIZE}; undefined when absent or its two units differ. */
function sizeOf(match: RegExpExecArray, at: number): Size | undefined {
  const [min, firstUnit, max, unitText] = [match[at], match[at + 1], match[at + 2], match[at + 3]];
  const unit = unitText ? unitOf(unitText) : undefined;
  if (!min || !unit) return undefined;
  if (firstUnit && (max === undefined || unitOf(firstUnit) !== unit)) return undefined;
  return max === undefined ? { min, unit } : { min, max, unit };
}

function kindOf(written: string): HomeKind {
  const s = written.toLowerCase();
  return s.startsWith('super') ? 'superBuiltUp' : s.startsWith('built') ? 'builtUp' : 'carpet';
}

/**
 * Reads an area text in the shapes the contract's `areaTextOf` and staff write
 * ("1,200 sq ft", "1,250 sq ft carpet area", "970 sq ft – 1,710 sq ft carpet area", "1,850 sq ft built-up
 * area", "3,200 sq ft built-up on a 2,400 sq ft plot", "1,080 sq ft plot (120 sq yd)");
 * undefined for any other text.
 */
function readAreaText(text: string): AreaParts | undefined {
  const written = text.trim().replace(/\s+/g, ' ');
  const home = HOME_TEXT.exec(written);
  if (home) {
    const size = sizeOf(home, 1);
    if (!size) return undefined;
    const parts: AreaParts = { home: home[5] ? { kind: kindOf(home[5]), size } : { size } };
    if (home[6] === undefined) return parts;
    const plot = sizeOf(home, 6);
    if (!plot) return undefined;
    const other = home[10] === undefined ? undefined : sizeOf(home, 10);
    if (home[10] !== undefined && !other) return undefined;
    return { ...parts, plot: other ? { size: plot, other } : { size: plot } };
  }
  const plotOnly = PLOT_TEXT.exec(written);
  if (!plotOnly) return undefined;
  const size = sizeOf(plotOnly, 1);
  const other = plotOnly[5] === undefined ? undefined : sizeOf(plotOnly, 5);
  if (!size || (plotOnly[5] !== undefined && !other)) return undefined;
  return { plot: other ? { size, other } : { size } };
}

/** The listing fields the area text is made from (areas in square feet unless said; sent as numbers or decimal text). */
export type AreaListing = {
  /** The area text staff entered or the API derived, e.g. "1,250 sq ft carpet area". */
  site_area?: string | null;
  carpet_area_sqft_min?: unknown;
  carpet_area_sqft_max?: unknown;
  built_up_area_sqft?: unknown;
  super_built_up_area_sqft?: unknown;
  /** The plot area in `plot_area_unit`. */
  plot_area?: unknown;
  plot_area_unit?: unknown;
  plot_area_sqft?: unknown;
};

/** A square-foot figure above zero sent as a number or decimal text, as shown ("1,250"); undefined otherwise. */
function figure(value: unknown): string | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? formatSquareFeet(n) : undefined;
}

/** The parts of the structured areas, by the rules of the contract's `areaTextOf`; undefined without any area. */
function structuredParts(listing: AreaListing): AreaParts | undefined {
  const lo = figure(listing.carpet_area_sqft_min) ?? figure(listing.carpet_area_sqft_max);
  const hi = figure(listing.carpet_area_sqft_max) ?? figure(listing.carpet_area_sqft_min);
  const builtUp = figure(listing.built_up_area_sqft);
  const superBuiltUp = figure(listing.super_built_up_area_sqft);
  const home: AreaParts['home'] =
    lo && hi
      ? { kind: 'carpet', size: lo === hi ? { min: lo, unit: 'sqft' } : { min: lo, max: hi, unit: 'sqft' } }
      : builtUp
        ? { kind: 'builtUp', size: { min: builtUp, unit: 'sqft' } }
        : superBuiltUp
          ? { kind: 'superBuiltUp', size: { min: superBuiltUp, unit: 'sqft' } }
          : undefined;
  const own = figure(listing.plot_area);
  const unit = isAreaUnit(listing.plot_area_unit) ? listing.plot_area_unit : undefined;
  const inSqft = figure(listing.plot_area_sqft);
  let plot: AreaParts['plot'];
  if (inSqft && own && unit && unit !== 'sqft') plot = { size: { min: inSqft, unit: 'sqft' }, other: { min: own, unit } };
  else if (inSqft) plot = { size: { min: inSqft, unit: 'sqft' } };
  else if (own && unit) plot = { size: { min: own, unit } };
  return home || plot ? { home, plot } : undefined;
}

/** `parts` written out in `language` by the vocabulary's area texts. */
function areaPartsText(parts: AreaParts, language: Language): string {
  const t = words(language);
  const sized = ({ min, max, unit }: Size) =>
    max === undefined
      ? t('area.one', { value: min, unit: areaUnitLabel(unit, language) })
      : t('area.range', { min, max, unit: areaUnitLabel(unit, language) });
  const home = parts.home && (parts.home.kind ? t(`area.${parts.home.kind}`, { area: sized(parts.home.size) }) : sized(parts.home.size));
  const plot = parts.plot;
  if (!plot) return home ?? '';
  if (home) return t('area.onPlot', { home, plot: plot.other ? `${sized(plot.size)} (${sized(plot.other)})` : sized(plot.size) });
  return plot.other ? t('area.plotWith', { area: sized(plot.size), other: sized(plot.other) }) : t('area.plot', { area: sized(plot.size) });
}

/**
 * The listing's area text (`site_area`) as a visitor reads it in `language`
 * (docs/product/seo.md, "Hindi"): on English pages as entered; on Hindi pages with Hindi units and
 * words, the figures as written — "970 sq ft – 1,710 sq ft carpet area" → "970 – 1,710 वर्ग फ़ुट
 * कार्पेट एरिया", "3,200 sq ft built-up on a 2,400 sq ft plot" → "2,400 वर्ग फ़ुट के प्लॉट पर 3,200
 * वर्ग फ़ुट बिल्ट-अप एरिया", "1,080 sq ft plot (120 sq yd)" → "1,080 वर्ग फ़ुट का प्लॉट (120 वर्ग
 * गज़)". A text in another shape is made in Hindi from the structured areas (square feet) by the
 * rules of the contract's `areaTextOf`; a listing with neither keeps its text as entered ('' when none).
 */
export function listingAreaText(listing: AreaListing, language: Language): string {
  const entered = listing.site_area ?? '';
  if (language !== 'hi') return entered;
  const parts = readAreaText(entered) ?? structuredParts(listing);
  return parts ? areaPartsText(parts, language) : entered;
}
