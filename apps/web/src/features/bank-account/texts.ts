import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts, type TextKey } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of the associate's bank account for payouts in English and Hindi
 * (docs/product/payouts-bank-details.md, "What the associate sees"; docs/product/seo.md, "Hindi"):
 * the dashboard's "Bank account for payouts" section and its form. The API's bank account messages
 * these screens show are added to the shared `messages` catalogue.
 */
export const useBankAccountTexts = defineTexts('bankAccount', en, hi);

/** A key of the bank account texts. */
export type BankAccountTextKey = TextKey<typeof en>;
