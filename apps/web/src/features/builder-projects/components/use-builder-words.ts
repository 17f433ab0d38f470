import { MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import type { Language } from '../../../lib/i18n/i18n.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { type BuilderProjectsTextKey, type BuilderProjectsTexts, isBuilderProjectsTextKey, useBuilderProjectsTexts } from '../texts.ts';
import { formatWhen } from '../utils/format.ts';

/** Catalogue groups whose keys end in a value of a project (`status.approved`, `facing.north_east`). */
export type BuilderLabelGroup = 'status' | 'category' | 'possession' | 'furnishing' | 'facing' | 'transaction' | 'ownership' | 'areaUnit';

/** What {@link useBuilderWords} gives the builder's pages. */
export type BuilderWords = {
  /** The feature's texts in the page's language. */
  t: BuilderProjectsTexts;
  /** The page's language. */
  language: Language;
  /** The words of a value of `group` ("changes_requested" → "Changes requested"); the value as sent when the catalogue does not know it. */
  label: (group: BuilderLabelGroup, value: string) => string;
  /** A moment as "22 Nov 2026, 14:05" (Hindi month names on Hindi pages). */
  when: (iso: string) => string;
  /** A message that came in English (the API's, the contracts' rules) in the page's language. */
  message: (english: string) => string;
};

/** Marks where a file name goes when the media messages are turned into patterns. */
const NAME = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The upload messages that name a file or a number, as patterns, with the catalogue key saying them. */
const MEDIA_PATTERNS: readonly { pattern: RegExp; key: BuilderProjectsTextKey; value: 'name' | 'max' }[] = [
  ...(
    [
      ['media.notPhoto', MEDIA_MESSAGES.notPhoto],
      ['media.photoTooLarge', MEDIA_MESSAGES.photoTooLarge],
      ['media.photoTooSmall', MEDIA_MESSAGES.photoTooSmall],
      ['media.notPdf', MEDIA_MESSAGES.notPdf],
      ['media.pdfTooLarge', MEDIA_MESSAGES.pdfTooLarge],
    ] as const
  ).map(([key, say]) => ({ pattern: new RegExp(`^${escapeRegExp(say(NAME)).replace(NAME, '(.+)')}$`, 's'), key, value: 'name' as const })),
  {
    pattern: new RegExp(`^${escapeRegExp(MEDIA_MESSAGES.tooManyFiles(0)).replace('0', '(\\d+)')}$`),
    key: 'media.tooManyFiles',
    value: 'max',
  },
];

/**
 * The words, dates and messages of the builder's pages in the page's language
 * (docs/product/builders.md; docs/product/seo.md, "Hindi"): English at the spec's addresses,
 * Hindi under `/hi`. Listing content the builder typed (titles, descriptions, comments) stays as
 * entered.
 */
export function useBuilderWords(): BuilderWords {
  const t = useBuilderProjectsTexts();
  const language = useLanguage();
  const messageText = useMessageText();
  return {
    t,
    language,
    label: (group, value) => {
      const key = `${group}.${value}`;
      return isBuilderProjectsTextKey(key) ? t(key) : value;
    },
    when: (iso) => formatWhen(iso, language),
    message: (english) => {
      if (language === 'en') return messageText(english);
      for (const { pattern, key, value } of MEDIA_PATTERNS) {
        const match = pattern.exec(english);
        if (match) return t(key, { [value]: match[1] ?? '' });
      }
      return messageText(english);
    },
  };
}
