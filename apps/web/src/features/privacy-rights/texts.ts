import { defineTexts, type TextKey } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the person's rights on the dashboards in English and Hindi (docs/product/privacy-rights.md;
 * docs/product/seo.md, "Hindi"): "Download my data", "My details" and "Delete my account", and the
 * offer to cancel a deletion. The API's answers are told apart by their `code`, never by their text.
 */
export const usePrivacyRightsTexts = defineTexts('privacy-rights', en, hi);

/** A key of the privacy rights' texts. */
export type PrivacyRightsTextKey = TextKey<typeof en>;
