import { defineTexts, type TextKey } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of alerts in English and Hindi (docs/product/alerts.md, "Unsubscribing" and "Price drops
 * of favourites"; docs/product/seo.md, "Hindi"): the `/alerts/unsubscribe` page and the
 * dashboard's favourites price-drop switch. The API's answers are told apart by their `code` and
 * `data`, never by their text.
 */
export const useAlertTexts = defineTexts('alerts', en, hi);

/** A key of the alerts' texts. */
export type AlertTextKey = TextKey<typeof en>;
