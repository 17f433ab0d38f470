import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, registerTexts, type TextCatalogue } from '../i18n.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

registerTexts('messages', en, hi);

/**
 * Adds more English → Hindi message pairs to the shared `messages` namespace (a feature's own
 * `texts/messages.en.json` and `texts/messages.hi.json`), at module scope of the feature's texts file.
 */
export function registerMessages(more: TextCatalogue, moreHindi: TextCatalogue): void {
  i18n.addResourceBundle('en', 'messages', more, true, false);
  i18n.addResourceBundle('hi', 'messages', moreHindi, true, false);
}

/**
 * Messages that reach the screen in English from elsewhere: the spec's validation texts in
 * packages/contracts and the API's error messages, which name fields in words already. Their
 * catalogue is keyed by the English text itself: `texts/en.json` maps each text to what an
 * English page shows (itself, or the form's own wording: 'City is required' → 'Type the city'),
 * `texts/hi.json` to its Hindi; a message the catalogue does not know is shown as it came.
 * docs/product/seo.md, "Hindi"; docs/product/README.md, "Errors".
 */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('messages');
  return useCallback((message: string) => t(message, { defaultValue: wordedCodeNames(message) }), [t]);
}

/** A code name written with underscores: "site_brokerage_percent", "no_show". */
const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;

/**
 * The safety net for a message the catalogues do not know yet: each code name written with
 * underscores becomes words ("site_brokerage_percent must be …" → "Site brokerage percent must
 * be …", "no_show" → "no show"), so no person is shown a field's code name
 * (docs/product/README.md, "Errors"). Other text is kept as it came.
 */
export function wordedCodeNames(message: string): string {
  const worded = message.replace(SNAKE_CASE, (code) => code.replaceAll('_', ' '));
  return /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/.test(message) ? worded.charAt(0).toUpperCase() + worded.slice(1) : worded;
}
