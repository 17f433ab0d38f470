import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/** Texts of the public developer page in English and Hindi (docs/product/builders.md, "Public"; docs/product/seo.md, "Hindi"). */
export const useDevelopersTexts = defineTexts('developers', en, hi);
