import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the site's frame — header, navigation, footer and the skip link — in English and
 * Hindi (docs/product/catalogue.md, "Header and navigation"; docs/product/seo.md, "Hindi").
 */
export const useLayoutTexts = defineTexts('layout', en, hi);

/** A key of the layout texts (e.g. a navigation label's `nav.*` key). */
export type LayoutTextKey = keyof typeof en;
