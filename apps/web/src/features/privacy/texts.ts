import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of privacy in English and Hindi (docs/product/privacy.md; docs/product/seo.md, "Hindi"):
 * the notice page /privacy, its grievance form and the dashboards' Privacy section. The API's
 * messages about nominees and grievances are added to the shared `messages` catalogue.
 */
export const usePrivacyTexts = defineTexts('privacy', en, hi);
