import { defineTexts } from '../../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Titles and headings of the account pages (sign-up, sign-in, OTP, password reset, the customer
 * dashboard) and of /compare, in English and Hindi (docs/product/accounts.md; docs/product/seo.md,
 * "Hindi").
 */
export const useAccountPageTexts = defineTexts('account-pages', en, hi);
