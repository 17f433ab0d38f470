import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of the customer's side of the brokerage pipeline (the requirement form, "Your personal
 * associate", site visits and searches) in English and Hindi (docs/product/pipeline.md, "Screens";
 * docs/product/seo.md, "Hindi"). The contracts' `PIPELINE_MESSAGES`, the requirement rules' and
 * the API's answers get their Hindi through `useMessageText()`, registered here.
 */
export const useCustomerLeadsTexts = defineTexts('customer-leads', en, hi);
