import '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the account screens (sign-up, sign-in, OTP, password reset, the customer and
 * associate dashboards) in English and Hindi (docs/product/accounts.md; docs/product/seo.md,
 * "Hindi"). The spec's own messages (contracts' `ACCOUNT_MESSAGES` and the API's answers) are
 * translated by `useMessageText()` from the shared messages catalogue.
 */
export const useAuthTexts = defineTexts('auth', en, hi);
