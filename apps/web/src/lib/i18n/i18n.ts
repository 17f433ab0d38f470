import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The languages of the site (docs/product/seo.md, "Hindi"): English at the spec's addresses,
 * Hindi under `/hi/...`.
 */
export const LANGUAGES = ['en', 'hi'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** The address prefix of Hindi pages. */
export const HINDI_PREFIX = '/hi';

/** BCP 47 tags of each language for `<html lang>`, `og:locale` (with `_`) and `hreflang`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language of an address: Hindi for `/hi` and `/hi/...`, English otherwise. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The router's basename for `language`: `/hi` for Hindi, none for English. */
export function basenameOf(language: Language): string | undefined {
  return language === 'hi' ? HINDI_PREFIX : undefined;
}

/**
 * The address of `path` (an English, spec address such as `/properties?city=Varanasi`) in
 * `language`: unchanged in English, prefixed with `/hi` in Hindi (`/` becomes `/hi`).
 */
export function localisedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  if (path === '/' || path === '') return HINDI_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${HINDI_PREFIX}${path.slice(1)}`;
  return `${HINDI_PREFIX}${path}`;
}

/** The spec (English) address of a path that may carry the `/hi` prefix. */
export function unlocalisedPath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** Flat text catalogue of one namespace: key → text (i18next interpolation `{{name}}`, plurals `key_one`/`key_other`). */
export type TextCatalogue = Record<string, string>;

/**
 * The one i18next instance holding every namespace's English and Hindi texts. Initialised
 * synchronously (texts are bundled with the code that uses them, never fetched), so the server
 * renderer and the browser's first render read the same texts.
 */
export const i18n: I18n = i18next.createInstance();
// the default of react-i18next (English) wherever no <I18nextProvider> is above, e.g. in component tests
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: {},
  // texts are bundled, never loaded: no suspense, so the server draws the same first render
  react: { useSuspense: false },
});

/** Namespaces registered so far with {@link registerTexts}, with their English catalogue. */
export const registeredTexts = new Map<string, { en: TextCatalogue; hi: TextCatalogue }>();

/**
 * Adds namespace `ns`'s texts in both languages (idempotent). Called at module scope by the
 * module that uses them, so a lazily loaded page brings its own texts.
 */
export function registerTexts(ns: string, en: TextCatalogue, hi: TextCatalogue): void {
  if (registeredTexts.has(ns)) return;
  registeredTexts.set(ns, { en, hi });
  // a namespace is added once, whole: no deep merge with texts already there
  i18n.addResourceBundle('en', ns, en);
  i18n.addResourceBundle('hi', ns, hi);
}

const instances = new Map<Language, I18n>();

/**
 * The i18next instance fixed to `language`, sharing the texts of {@link i18n} (one per language,
 * made once), for `<I18nextProvider>`.
 */
export function i18nFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}
