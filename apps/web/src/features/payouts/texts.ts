import { defineTexts, type TextKey } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the associate's payouts and TDS on the dashboard in English and Hindi
 * (docs/product/payouts.md, "What associates and staff see"; docs/product/seo.md, "Hindi").
 */
export const usePayoutTexts = defineTexts('payouts', en, hi);

/** A key of the payouts texts. */
export type PayoutTextKey = TextKey<typeof en>;
