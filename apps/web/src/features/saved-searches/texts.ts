import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of saved searches in English and Hindi (docs/product/alerts.md; docs/product/seo.md,
 * "Hindi"). The contracts' `SAVED_SEARCH_MESSAGES` (the API's answers) get their Hindi through
 * `useMessageText()`, registered here.
 */
export const useSavedSearchTexts = defineTexts('savedSearches', en, hi);
