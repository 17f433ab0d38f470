import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts, type TextLookup } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

registerMessages(messagesEn, messagesHi);

/**
 * Texts of the builder's project pages (dashboard, project editor, media, trail) in English and
 * Hindi (docs/product/builders.md; docs/product/seo.md, "Hindi"). The contracts' and the API's
 * messages these pages show (form faults, RERA rules, uploads) are added to the shared
 * `messages` catalogue.
 */
export const useBuilderProjectsTexts = defineTexts('builder-projects', en, hi);

/** A key of the builder projects catalogue. */
export type BuilderProjectsTextKey = Parameters<ReturnType<typeof useBuilderProjectsTexts>>[0];

/** The lookup {@link useBuilderProjectsTexts} gives. */
export type BuilderProjectsTexts = TextLookup<BuilderProjectsTextKey>;

/** Whether `key` is in the catalogue (for keys built from data such as a status sent by the API). */
export function isBuilderProjectsTextKey(key: string): key is BuilderProjectsTextKey {
  return Object.hasOwn(en, key);
}
