import '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the builder's sign-up and sign-in screens in English and Hindi (docs/product/builders.md,
 * "Account"; docs/product/seo.md, "Hindi"). The contracts' `BUILDER_MESSAGES` and
 * `ACCOUNT_MESSAGES` (and the API's answers) get their Hindi through `useMessageText()` from the
 * shared messages catalogue.
 */
export const useBuilderAccountTexts = defineTexts('builder-account', en, hi);
