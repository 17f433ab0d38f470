import { defineTexts } from '../../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/**
 * Texts of the work pages' routes (the associate dashboard and a lead's page, the builder
 * dashboard and a project's page: their document titles) in English and Hindi
 * (docs/product/pipeline.md, "Screens"; docs/product/builders.md; docs/product/seo.md, "Hindi").
 */
export const useWorkPageTexts = defineTexts('work-pages', en, hi);
