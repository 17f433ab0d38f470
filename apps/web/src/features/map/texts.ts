import { i18n, type Language } from '../../lib/i18n/i18n.ts';
import { defineTexts, type TextKey, type TextLookup } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/** Texts of the maps (results map, listing location map, the List / Map switch) in English and Hindi (docs/product/seo.md, "Hindi"). */
export const useMapTexts = defineTexts('map', en, hi);

/** The map texts in `language` outside a component (notes and marker labels built in `utils/` and for Leaflet). */
export function mapTexts(language: Language): TextLookup<TextKey<typeof en>> {
  return i18n.getFixedT(language, 'map') as unknown as TextLookup<TextKey<typeof en>>;
}
