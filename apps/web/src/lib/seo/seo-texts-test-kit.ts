import '../../components/seo/texts.ts';
import { i18nFor, type Language } from '../i18n/i18n.ts';
import type { TextLookup } from '../i18n/texts.ts';

/** The page-head texts (components/seo/texts) of `language` as a lookup, for tests of the pure describers. Test code only. */
export function seoTexts<K extends string>(language: Language): TextLookup<K> {
  return i18nFor(language).getFixedT(language, 'seo') as unknown as TextLookup<K>;
}
