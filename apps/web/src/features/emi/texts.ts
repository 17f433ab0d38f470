import { i18n, type Language } from '../../lib/i18n/i18n.ts';
import { defineTexts, type TextKey, type TextLookup } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/** Texts of the EMI calculator in English and Hindi (docs/product/catalogue.md, "The detail page"; docs/product/seo.md, "Hindi"). */
export const useEmiTexts = defineTexts('emi', en, hi);

/** The EMI calculator's texts in `language` outside a component (the form's messages in `utils/`). */
export function emiTexts(language: Language): TextLookup<TextKey<typeof en>> {
  return i18n.getFixedT(language, 'emi') as unknown as TextLookup<TextKey<typeof en>>;
}
