import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the notification switches of the dashboards (offer alerts, visit updates) in English
 * and Hindi (docs/product/accounts.md, "Web Push"; docs/product/seo.md, "Hindi").
 */
export const usePushTexts = defineTexts('push', en, hi);
