import type { ContactType } from '@realty/contracts/content/create-contact';
import { registerMessages } from '../../lib/i18n/messages/messages.ts';
import { defineTexts } from '../../lib/i18n/texts.ts';
import en from './texts/en.json';
import hi from './texts/hi.json';
import messagesEn from './texts/messages.en.json';
import messagesHi from './texts/messages.hi.json';

/** Texts of the contact feature (the call-back form and the office block) in English and Hindi (docs/product/content.md "Contact page"; docs/product/seo.md, "Hindi"). */
export const useContactTexts = defineTexts('contact', en, hi);

// The spec's contact messages (CONTACT_MESSAGES and the not-allowed-character texts of its
// fields) in Hindi, for `useMessageText()`.
registerMessages(messagesEn, messagesHi);

/** The catalogue key of each 'I'm a' choice's label; the value sent stays the spec's English word. */
export const CONTACT_TYPE_TEXT = {
  'Property Seeker': 'form.type.propertySeeker',
  Associate: 'form.type.associate',
  Builder: 'form.type.builder',
} as const satisfies Record<ContactType, keyof typeof en>;
