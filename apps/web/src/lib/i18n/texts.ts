import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n as defaultI18n, type Language, registerTexts, type TextCatalogue } from './i18n.ts';

/** Values put into a text's `{{placeholders}}`; `count` also picks the plural form. */
export type TextValues = Record<string, string | number>;

/** Looks up a text of a namespace by its key in the current page's language. */
export type TextLookup<K extends string> = (key: K, values?: TextValues) => string;

/** Keys of a catalogue without their plural suffixes (`homes_one`/`homes_other` → `homes`). */
export type TextKey<C> = {
  [K in Extract<keyof C, string>]: K extends `${infer Base}_${'one' | 'other'}` ? Base | K : K;
}[Extract<keyof C, string>];

/** Text lookups made so far, per i18next instance (one per language) and namespace. */
const lookups = new WeakMap<I18n, Map<string, TextLookup<string>>>();

/**
 * The lookup of namespace `ns` in `instance`'s language. A text asked for without values is read
 * from i18next once and remembered: texts are bundled with the code and never change while the
 * page runs, and i18next's resolution of a key (fallbacks, plurals, nesting) was a tenth of the
 * home page's script on a phone. A text with values (placeholders, `count`) is resolved each time.
 */
function lookupOf(instance: I18n, ns: string): TextLookup<string> {
  let byNamespace = lookups.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    lookups.set(instance, byNamespace);
  }
  let lookup = byNamespace.get(ns);
  if (!lookup) {
    const translate = instance.getFixedT(null, ns);
    const plain = new Map<string, string>();
    lookup = (key, values) => {
      if (values) return translate(key, values);
      let text = plain.get(key);
      if (text === undefined) {
        text = translate(key);
        plain.set(key, text);
      }
      return text;
    };
    // what i18next's own lookups carry: `<Trans t={t}>` reads the namespace from it
    Object.assign(lookup, { ns, lng: instance.language });
    byNamespace.set(ns, lookup);
  }
  return lookup;
}

/** The i18next instance of the page's language: the nearest `<I18nextProvider>`'s, else English. */
function useTextsInstance(): I18n {
  return useContext(I18nContext)?.i18n ?? defaultI18n;
}

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
    return lookupOf(useTextsInstance(), ns) as TextLookup<TextKey<C>>;
  };
}

/** The language of the page being drawn (from the `/hi` address prefix; see app/providers.tsx). */
export function useLanguage(): Language {
  return useTextsInstance().language === 'hi' ? 'hi' : 'en';
}
