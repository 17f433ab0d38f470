import { useTranslation } from 'react-i18next';
import { type Language, registerTexts, type TextCatalogue } from './i18n.ts';

/** Values put into a text's `{{placeholders}}`; `count` also picks the plural form. */
export type TextValues = Record<string, string | number>;

/** Looks up a text of a namespace by its key in the current page's language. */
export type TextLookup<K extends string> = (key: K, values?: TextValues) => string;

/** Keys of a catalogue without their plural suffixes (`homes_one`/`homes_other` → `homes`). */
export type TextKey<C> = {
  [K in Extract<keyof C, string>]: K extends `${infer Base}_${'one' | 'other'}` ? Base | K : K;
}[Extract<keyof C, string>];

/**
 * Declares namespace `ns` with its English catalogue (the source) and its Hindi one, and returns
 * the hook components use to read it: `const t = useXTexts(); t('filters.title')`. Keys are
 * checked against the English catalogue at compile time; a missing Hindi key fails
 * `lib/i18n/catalogues.test.ts`. docs/product/seo.md, "Hindi".
 */
export function defineTexts<C extends TextCatalogue>(ns: string, en: C, hi: TextCatalogue): () => TextLookup<TextKey<C>> {
  registerTexts(ns, en, hi);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per namespace at module scope; the hook it returns is stable
  return function useTexts() {
    const { t } = useTranslation(ns);
    return t as unknown as TextLookup<TextKey<C>>;
  };
}

/** The language of the page being drawn (from the `/hi` address prefix; see app/providers.tsx). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'hi' ? 'hi' : 'en';
}
