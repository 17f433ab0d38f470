import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the content pages the app composes (home, about, FAQs, contact, membership, the
 * audience pages, the blog pages, the developer page, 404 and the search page) in English and
 * Hindi (docs/product/content.md; docs/product/seo.md, "Hindi").
 */
export const usePageTexts = defineTexts('pages', en, hi);
