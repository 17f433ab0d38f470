import { useCallback } from 'react';
import { i18n, type Language } from '../../lib/i18n/i18n.ts';
import { defineTexts, useLanguage } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';

/** Namespace of the marketing texts. */
const NS = 'marketing';

/**
 * Texts of the marketing feature (home sections, about page, audience pages, membership plans,
 * FAQs) in English and Hindi (docs/product/content.md; docs/product/seo.md, "Hindi").
 */
export const useMarketingTexts = defineTexts(NS, en, hi);

/** The English marketing catalogue, the source every content list reads its English from. */
const english: Readonly<Record<string, string>> = en;

/**
 * The English text of `key` in the marketing catalogue (content/*.ts build their lists from it).
 * @throws Error when the catalogue has no such key, so a mistyped key fails as soon as the content loads.
 */
export function englishText(key: string): string {
  const text = english[key];
  if (text === undefined) throw new Error(`The marketing catalogue has no text "${key}".`);
  return text;
}

/**
 * A piece of content whose texts live in the marketing catalogue: its string field `f` is the
 * text `${key}.${f}` (e.g. a step with key 'buyerSteps.login' has 'buyerSteps.login.title').
 */
export type ContentItem = { readonly key: string };

/**
 * `item` with every string field that has a catalogue text (`${item.key}.${field}`) in
 * `language`; other fields (numbers, image paths, the key itself) are kept. English gives the
 * item's own (English) texts back unchanged.
 */
export function localiseContent<T extends ContentItem>(item: T, language: Language): T {
  const t = i18n.getFixedT(language, NS);
  const out: Record<string, unknown> = { ...item };
  for (const [field, value] of Object.entries(item)) {
    const key = `${item.key}.${field}`;
    if (field !== 'key' && typeof value === 'string' && key in english) out[field] = t(key);
  }
  return out as T;
}

/** Hook form of {@link localiseContent} for the page's language: `const local = useLocalise(); local(step).title`. */
export function useLocalise(): <T extends ContentItem>(item: T) => T {
  const language = useLanguage();
  return useCallback(<T extends ContentItem>(item: T) => localiseContent(item, language), [language]);
}
