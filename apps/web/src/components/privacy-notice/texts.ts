import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the short privacy notice beside every form that collects personal data, in English and
 * Hindi (docs/product/privacy.md, "Notice at each form"; docs/product/seo.md, "Hindi").
 */
export const usePrivacyNoticeTexts = defineTexts('privacy-notice', en, hi);
