import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the shared interface parts (loading placeholders, status badges, pagination, dialogs,
 * uploads, code boxes, carousels) in English and Hindi (docs/product/seo.md, "Hindi").
 */
export const useUiTexts = defineTexts('ui', en, hi);
