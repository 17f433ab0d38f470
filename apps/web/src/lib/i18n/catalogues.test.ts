import { describe, expect, it } from 'vitest';

/** Every catalogue pair of the app: `.../texts/{name.}en.json` beside `.../texts/{name.}hi.json`. */
const english = import.meta.glob<Record<string, string>>('/src/**/texts/*en.json', { eager: true, import: 'default' });
const hindi = import.meta.glob<Record<string, string>>('/src/**/texts/*hi.json', { eager: true, import: 'default' });

/**
 * A field's code name as the API and the contracts write it: words joined by underscores
 * ("scheduled_at", "budget_min"), or run together with capitals ("minPrice", "pageSize").
 */
const CODE_NAME = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b/g;

/**
 * The messages catalogues: the API's and the contracts' English messages (keys) and what a page
 * shows for each (values). docs/product/README.md, "Errors".
 */
const isMessagesCatalogue = (path: string): boolean => /\/messages\.(en|hi)\.json$|\/i18n\/messages\/texts\//.test(path);

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('text catalogues (docs/product/seo.md, "Hindi")', () => {
  it('finds the catalogues', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  for (const [path, en] of Object.entries(english)) {
    const hiPath = path.replace(/en\.json$/, 'hi.json');
    describe(path, () => {
      it('has a Hindi catalogue beside it', () => {
        expect(hindi[hiPath], `${hiPath} is missing`).toBeDefined();
      });
      const hi = hindi[hiPath] ?? {};
      it('has every English key in Hindi, and no Hindi key without an English one', () => {
        expect(Object.keys(hi).filter((key) => !(key in en))).toEqual([]);
        expect(Object.keys(en).filter((key) => !(key in hi))).toEqual([]);
      });
      it('has no empty text and the same placeholders in both languages', () => {
        for (const [key, text] of Object.entries(en)) {
          expect(text.trim(), `${path} ${key} is empty`).not.toBe('');
          expect((hi[key] ?? '').trim(), `${hiPath} ${key} is empty`).not.toBe('');
          expect(placeholders(hi[key] ?? ''), `${hiPath} ${key} placeholders`).toEqual(placeholders(text));
        }
      });
      it('names no field by its code: every text a person sees uses words (docs/product/README.md, "Errors")', () => {
        // the messages catalogues are keyed by the API's English text; what they map it to is what is shown
        // placeholders and the tags of links inside a text (<signIn>…</signIn>) are not shown as such
        const shown = [...Object.values(en), ...Object.values(hi)].map((text) => text.replace(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g, ''));
        expect(shown.flatMap((text) => (text.match(CODE_NAME) ?? []).map((code) => `${code} in "${text}"`))).toEqual([]);
      });
      if (isMessagesCatalogue(path)) {
        it('maps messages written in words: no key holds a code name, and every key and shown text starts as a sentence does', () => {
          // the API names fields in words ('City is required'); a key with a code name is an old message nobody sends
          const keys = Object.keys(en);
          expect(keys.flatMap((key) => (key.match(CODE_NAME) ?? []).map((code) => `${code} in "${key}"`))).toEqual([]);
          expect([...keys, ...Object.values(en)].filter((text) => /^[a-z]/.test(text))).toEqual([]);
        });
      }
      it('is written in Devanagari, not copied from English', () => {
        const values = Object.values(hi);
        const devanagari = values.filter((text) => /[\u0900-\u097F]/.test(text)).length;
        expect(devanagari / Math.max(1, values.length)).toBeGreaterThan(0.6);
      });
    });
  }
});
