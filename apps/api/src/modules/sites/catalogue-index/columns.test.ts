import { createRandom } from '@realty/db/seed/random';
import { describe, expect, it } from 'vitest';
import { TextColumn } from './columns.ts';

/**
 * A substring filter of the catalogue index (docs/decisions/0016-catalogue-search-index.md) must
 * find exactly the listings whose text contains the needle, as `String.includes` decides it for
 * each text alone: the texts are kept joined, so a hit must never be given to the wrong listing,
 * span two listings, or hide a second listing's hit.
 */
describe('TextColumn', () => {
  it('finds exactly the texts that contain each needle, as includes does one text at a time', () => {
    const { next } = createRandom(5);
    const words = ['ganga', 'gang', 'heights', 'lanka', 'a', 'ab', 'ba', '', 'गंगा', 'घाट', '100%', '_a'];
    const texts = Array.from({ length: 500 }, () =>
      Array.from({ length: Math.floor(next() * 4) }, () => words[Math.floor(next() * words.length)]).join(next() < 0.5 ? ' ' : ''),
    );
    texts.push('', 'a', 'ganga', '');
    const column = new TextColumn(texts);
    // needles at the ends of texts, the whole of a text, across what would be two texts joined, and empty
    const needles = [...words, 'aa', 'ga g', 'nga', 'lankaganga', 'anga ', ' ', 'z'];
    for (const needle of needles) {
      const [found] = column.matchesOfAll([needle]);
      expect({ needle, found: Array.from(found ?? []) }).toEqual({ needle, found: texts.map((text) => (text.includes(needle) ? 1 : 0)) });
    }
    expect(new TextColumn([]).matchesOfAll(['a'])[0]).toHaveLength(0);
  });
});
