import { i18n, type Language } from '../../lib/i18n/i18n.ts';
import { registerMessages, wordedCodeNames } from '../../lib/i18n/messages/messages.ts';
import { defineTexts, type TextKey, type TextLookup } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

/**
 * Texts of the catalogue — search box, filters, sort, result cards, the detail page — in English
 * and Hindi (docs/product/catalogue.md; docs/product/seo.md, "Hindi").
 */
export const useCatalogueTexts = defineTexts('catalogue', en, hi);

// the spec's error texts the catalogue's screens show (packages/contracts), keyed by their English
registerMessages(messagesEn, messagesHi);

/** A key of the catalogue texts. */
export type CatalogueTextKey = TextKey<typeof en>;

/**
 * The catalogue texts in `language` outside a component (the text builders of `utils/`, which
 * take the page's language as an argument; components pass `useLanguage()`).
 */
export function catalogueTexts(language: Language): TextLookup<CatalogueTextKey> {
  return i18n.getFixedT(language, 'catalogue') as unknown as TextLookup<CatalogueTextKey>;
}

/**
 * A message that comes in English from elsewhere (the contracts' validation texts, the API's
 * error `message`) in `language`, from the messages catalogue; a message it does not know is
 * given back as it came. The non-hook twin of `useMessageText()` for the text builders of `utils/`.
 */
export function messageIn(message: string, language: Language): string {
  return i18n.getFixedT(language, 'messages')(message, { defaultValue: wordedCodeNames(message) });
}
