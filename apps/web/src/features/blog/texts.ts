import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/** Texts of the blog feature (cards and the home blog section) in English and Hindi (docs/product/content.md, "Blog"; docs/product/seo.md, "Hindi"). */
export const useBlogTexts = defineTexts('blog', en, hi);
