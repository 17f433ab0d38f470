import { i18n, type Language } from '../../lib/i18n/i18n.ts';
import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts, type TextKey, type TextLookup } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

/**
 * Texts of the compare feature — the compare page, its table, the card toggle and the tray — in
 * English and Hindi (docs/product/catalogue.md, compare; docs/product/seo.md, "Hindi").
 */
export const useCompareTexts = defineTexts('compare', en, hi);

// the messages the compare screens show from lib/compare-list.ts and the API, keyed by their English
registerMessages(messagesEn, messagesHi);

/** A key of the compare texts. */
export type CompareTextKey = TextKey<typeof en>;

/** The compare texts in `language` outside a component (the table's value builders in `utils/`). */
export function compareTexts(language: Language): TextLookup<CompareTextKey> {
  return i18n.getFixedT(language, 'compare') as unknown as TextLookup<CompareTextKey>;
}

/** Whether the compare texts hold `key` (for values looked up by what the API sent). */
export const hasCompareText = (key: string): key is CompareTextKey => Object.hasOwn(en, key);
