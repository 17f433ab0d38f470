import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts, type TextLookup } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of the associate's work on the dashboard and the lead's page in English and Hindi
 * (docs/product/pipeline.md, "Screens"; docs/product/seo.md, "Hindi"). The API's and the
 * contracts' messages these screens show are added to the shared `messages` catalogue.
 */
export const useAssociateWorkTexts = defineTexts('associate-work', en, hi);

/** A key of the associate work catalogue. */
export type AssociateWorkTextKey = Parameters<ReturnType<typeof useAssociateWorkTexts>>[0];

/** The lookup {@link useAssociateWorkTexts} gives. */
export type AssociateWorkTexts = TextLookup<AssociateWorkTextKey>;

/** Whether `key` is in the catalogue (for keys built from data such as a status sent by the API). */
export function isAssociateWorkTextKey(key: string): key is AssociateWorkTextKey {
  return Object.hasOwn(en, key);
}
