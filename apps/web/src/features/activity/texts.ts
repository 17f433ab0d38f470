import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of favourites, enquiries and the customer's activity lists in English and Hindi
 * (docs/product/activity.md; docs/product/seo.md, "Hindi"). The contracts' `ACTIVITY_MESSAGES`
 * (the API's answers) get their Hindi through `useMessageText()`, registered here.
 */
export const useActivityTexts = defineTexts('activity', en, hi);
