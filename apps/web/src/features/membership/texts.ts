import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts, type TextKey } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of buying Pro in English and Hindi (docs/product/payments.md, "Screens"; docs/product/seo.md,
 * "Hindi"): the dashboard's "Membership" section and the checkout. The API's membership messages
 * these screens show are added to the shared `messages` catalogue.
 */
export const useMembershipTexts = defineTexts('membership', en, hi);

/** A key of the membership texts. */
export type MembershipTextKey = TextKey<typeof en>;
