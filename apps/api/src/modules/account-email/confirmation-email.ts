import type { AccountLanguage } from '@realty/contracts/accounts/fields';
import { type EmailContent, type RenderedEmail, renderEmail } from '../../lib/email/email-layout.ts';

/** What the confirmation e-mail says, per language: `{name}` is the account's name. */
const TEXTS: Record<
  AccountLanguage,
  { subject: string; preview: string; greeting: string; body: string; button: string; link: string; note: string }
> = {
  en: {
    subject: 'Confirm your e-mail address',
    preview: 'One click, and your Kashi Realty alerts can reach this address.',
    greeting: 'Namaste {name},',
    body: 'Please confirm that this is your e-mail address. Once it is confirmed, the alerts you choose (new listings for your saved searches, price changes) can be sent here.',
    button: 'Confirm my e-mail',
    link: 'If the button does not work, open this address in your browser:',
    note: 'This link works once, for 24 hours. If you did not ask for it, you can ignore this e-mail: nothing changes until the link is opened.',
  },
  hi: {
    subject: 'अपना ई-मेल पता पक्का करें',
    preview: 'एक क्लिक, और आपके काशी रियल्टी अलर्ट इस पते पर आ सकेंगे।',
    greeting: 'नमस्ते {name},',
    body: 'कृपया पक्का करें कि यह आपका ई-मेल पता है। पक्का होने के बाद, आपके चुने हुए अलर्ट (आपकी सहेजी गई खोजों की नई प्रॉपर्टी, क़ीमत में बदलाव) यहाँ भेजे जा सकेंगे।',
    button: 'मेरा ई-मेल पक्का करें',
    link: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में खोलें:',
    note: 'यह लिंक 24 घंटे तक, एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: लिंक खोले बिना कुछ नहीं बदलेगा।',
  },
};

/**
 * The content of the e-mail-confirmation e-mail (docs/product/accounts.md, "E-mail
 * confirmation") in the account's `language`: a greeting with `name`, why to confirm, the
 * "Confirm my e-mail" button to `link` (`{origin}/confirm-email?token=…`), the same address
 * written out, and that the link works once for 24 hours.
 */
export function confirmationEmailContent(params: { language: AccountLanguage; name: string; link: string }): EmailContent {
  const t = TEXTS[params.language];
  return {
    language: params.language,
    subject: t.subject,
    preview: t.preview,
    blocks: [
      { kind: 'heading', text: t.subject },
      { kind: 'paragraph', text: t.greeting.replace(' {name}', params.name.trim() ? ` ${params.name.trim()}` : '') },
      { kind: 'paragraph', text: t.body },
      { kind: 'button', text: t.button, url: params.link },
      { kind: 'link', label: t.link, url: params.link },
      { kind: 'note', text: t.note },
    ],
  };
}

/** {@link confirmationEmailContent} rendered in the base layout: subject, HTML and text parts. @throws Error from {@link renderEmail}. */
export function renderConfirmationEmail(params: { language: AccountLanguage; name: string; link: string }): Promise<RenderedEmail> {
  return renderEmail(confirmationEmailContent(params));
}
