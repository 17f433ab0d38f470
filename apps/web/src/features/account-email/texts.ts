import { defineTexts, type TextKey } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the e-mail confirmation in English and Hindi (docs/product/accounts.md, "E-mail
 * confirmation"; docs/product/seo.md, "Hindi"): the dashboards' "E-mail" line and its toasts, and
 * the `/confirm-email` page. The API's answers are told apart by their `code`, never by their text.
 */
export const useAccountEmailTexts = defineTexts('account-email', en, hi);

/** A key of the e-mail confirmation's texts. */
export type AccountEmailTextKey = TextKey<typeof en>;
