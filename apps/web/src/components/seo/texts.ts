import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the page heads (titles, meta descriptions, the search and listing descriptions,
 * breadcrumb names) in English and Hindi (docs/product/seo.md, "Page heads, structured data and
 * status codes" and "Hindi").
 */
export const useSeoTexts = defineTexts('seo', en, hi);
