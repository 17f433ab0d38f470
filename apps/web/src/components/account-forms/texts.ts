import '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the account form steps shared by every account kind (mobile, OTP, password, location
 * or city, the sign-in code step; docs/product/accounts.md, docs/product/builders.md "Account"),
 * in English and Hindi (docs/product/seo.md, "Hindi"). A kind's own fields and links keep their
 * texts in the kind's feature. The contracts' messages are translated by `useMessageText()`.
 */
export const useAccountFormTexts = defineTexts('account-forms', en, hi);
