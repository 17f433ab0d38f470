import type { AccountLanguage } from '@realty/contracts/accounts/fields';

/**
 * One piece of an e-mail's body, in reading order (docs/product/alerts.md, "E-mail"): the same
 * pieces make both the HTML part (through the MJML layout) and the text part, so the two say
 * the same thing. Texts are plain text (escaped here), never HTML.
 */
export type EmailBlock =
  /** The e-mail's title line, once at the top. */
  | { kind: 'heading'; text: string }
  /** A paragraph of running text. */
  | { kind: 'paragraph'; text: string }
  /** The one action: a button in HTML, `text: url` on its own line in the text part. */
  | { kind: 'button'; text: string; url: string }
  /** An address written out for people whose client hides buttons ("or open this address"). */
  | { kind: 'link'; label: string; url: string }
  /** Small print under the action (why the e-mail came, how long a link works). */
  | { kind: 'note'; text: string }
  /**
   * A listing's card (alerts, docs/product/alerts.md "How alerts are sent"): the photo (an http(s)
   * address, or null), the title linking to `url`, the price line and the facts line (BHK, area,
   * locality). In the text part: title and price, the facts, then the address, each on a line.
   */
  | { kind: 'listing'; title: string; price: string; facts: string; url: string; photoUrl: string | null; photoAlt: string };

/**
 * What a template gives the layout: the account's `language` (en or hi: every text of the
 * layout follows it), the `subject` line, the `preview` line clients show beside the subject,
 * the body `blocks`, and `unsubscribeUrl` when the e-mail is an alert one can stop (the footer
 * then links to it; the sender adds the List-Unsubscribe headers from the same address).
 */
export type EmailContent = {
  language: AccountLanguage;
  subject: string;
  preview: string;
  blocks: EmailBlock[];
  unsubscribeUrl?: string;
};

/** A rendered e-mail: the subject and both alternative parts, ready for the mail provider. */
export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * The business facts of the e-mail footer, per language (the web app's `config/business.ts`
 * says the same on the site): the name and the postal address.
 */
export const EMAIL_BUSINESS: Record<AccountLanguage, { name: string; address: string; whyLine: string; unsubscribe: string }> = {
  en: {
    name: 'Kashi Realty',
    address: '2nd Floor, Vinayak Plaza, Sigra–Mahmoorganj Road, Sigra, Varanasi, Uttar Pradesh 221010',
    whyLine: 'You are receiving this e-mail because of your account at Kashi Realty.',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  hi: {
    name: 'काशी रियल्टी',
    address: 'दूसरी मंज़िल, विनायक प्लाज़ा, सिगरा–महमूरगंज रोड, सिगरा, वाराणसी, उत्तर प्रदेश 221010',
    whyLine: 'यह ई-मेल आपको काशी रियल्टी पर आपके खाते के कारण मिला है।',
    unsubscribe: 'ये ई-मेल बंद करें',
  },
};

const BRAND = '#135a57';
const BRAND_DARK = '#0f3d3e';
const INK = '#0f172a';
const MUTED = '#475569';
const FONTS = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', Mangal, Arial, sans-serif";

/** `value` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** An address allowed in a link of an e-mail: http(s) only, so a template can never carry a `javascript:` link. @throws Error for anything else. */
function safeUrl(url: string): string {
  if (!/^https?:\/\/\S+$/.test(url)) throw new Error(`An e-mail link must be an http(s) address: ${url.slice(0, 40)}`);
  return escapeHtml(url);
}

function blockMjml(block: EmailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<mj-text font-size="22px" font-weight="700" line-height="30px" color="${INK}" padding-bottom="8px">${escapeHtml(block.text)}</mj-text>`;
    case 'paragraph':
      return `<mj-text>${escapeHtml(block.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="${safeUrl(block.url)}" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="600" border-radius="8px" inner-padding="14px 28px" padding="16px 25px">${escapeHtml(block.text)}</mj-button>`;
    case 'link':
      return `<mj-text font-size="14px" color="${MUTED}">${escapeHtml(block.label)}<br /><a href="${safeUrl(block.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(block.url)}</a></mj-text>`;
    case 'note':
      return `<mj-text font-size="13px" line-height="20px" color="${MUTED}">${escapeHtml(block.text)}</mj-text>`;
    case 'listing': {
      const photo = block.photoUrl
        ? `<td width="132" style="width:132px;padding:0 14px 0 0;vertical-align:top"><a href="${safeUrl(block.url)}"><img src="${safeUrl(block.photoUrl)}" alt="${escapeHtml(block.photoAlt)}" width="132" height="99" style="display:block;width:132px;height:99px;border-radius:8px;object-fit:cover;border:0" /></a></td>`
        : '';
      return `<mj-table padding="6px 25px" cellpadding="0" cellspacing="0" width="100%" table-layout="fixed"><tr><td style="border:1px solid #e2e8f0;border-radius:10px;padding:12px"><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>${photo}<td style="vertical-align:top"><a href="${safeUrl(block.url)}" style="color:${INK};font-size:16px;font-weight:700;line-height:22px;text-decoration:none">${escapeHtml(block.title)}</a><div style="color:${BRAND};font-size:16px;font-weight:700;line-height:22px;padding-top:4px">${escapeHtml(block.price)}</div><div style="color:${MUTED};font-size:14px;line-height:20px;padding-top:2px">${escapeHtml(block.facts)}</div></td></tr></table></td></tr></mj-table>`;
    }
  }
}

/**
 * The MJML of the base layout (docs/product/alerts.md, "E-mail"): the brand header (the business
 * name on the brand colour), the body blocks on a white card, and the footer with why the e-mail
 * came, the business name and postal address and, when `unsubscribeUrl` is given, the
 * unsubscribe link. Exported for tests; {@link renderEmail} compiles it.
 */
export function layoutMjml(content: EmailContent): string {
  const business = EMAIL_BUSINESS[content.language];
  const unsubscribe = content.unsubscribeUrl
    ? `<mj-text align="center" font-size="12px" color="${MUTED}" padding-top="0"><a href="${safeUrl(content.unsubscribeUrl)}" style="color:${MUTED};text-decoration:underline">${escapeHtml(business.unsubscribe)}</a></mj-text>`
    : '';
  return `<mjml lang="${content.language}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONTS}" />
      <mj-text font-size="16px" line-height="25px" color="${INK}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section background-color="${BRAND}" padding="20px 0">
      <mj-column>
        <mj-text align="left" font-size="22px" font-weight="700" color="#ffffff" padding="0 25px">${escapeHtml(business.name)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 0 20px" border-bottom="4px solid ${BRAND_DARK}">
      <mj-column>
        ${content.blocks.map(blockMjml).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0 28px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="18px" color="${MUTED}">${escapeHtml(business.whyLine)}</mj-text>
        <mj-text align="center" font-size="12px" line-height="18px" color="${MUTED}" padding-top="0"><strong>${escapeHtml(business.name)}</strong><br />${escapeHtml(business.address)}</mj-text>
        ${unsubscribe}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/**
 * The text part of `content` (docs/product/alerts.md, "E-mail"): the same blocks as plain text
 * (the action as `label: address` on its own line), then the footer: why the e-mail came, the
 * business name and address, and the unsubscribe address when given. Lines end with `\n`.
 */
export function layoutText(content: EmailContent): string {
  const business = EMAIL_BUSINESS[content.language];
  const lines: string[] = [];
  for (const block of content.blocks) {
    if (block.kind === 'heading') lines.push(block.text, '');
    else if (block.kind === 'paragraph' || block.kind === 'note') lines.push(block.text, '');
    else if (block.kind === 'button') lines.push(`${block.text}: ${block.url}`, '');
    else if (block.kind === 'listing')
      lines.push(block.price ? `${block.title} — ${block.price}` : block.title, ...(block.facts ? [block.facts] : []), block.url, '');
    else lines.push(block.label, block.url, '');
  }
  lines.push('--', business.whyLine, business.name, business.address);
  if (content.unsubscribeUrl) lines.push(`${business.unsubscribe}: ${content.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

let compiler: Promise<typeof import('mjml').default> | undefined;

/**
 * Renders `content` in the base layout: the HTML part compiled from {@link layoutMjml} by MJML
 * (loaded on the first e-mail, so the server starts without it; about 3 ms an e-mail after
 * that) and the text part from {@link layoutText}.
 * @throws Error when MJML finds the template invalid (strict validation) or a link is not http(s).
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  compiler ??= import('mjml').then((module) => module.default);
  const mjml2html = await compiler;
  const { html } = await mjml2html(layoutMjml(content), { validationLevel: 'strict' });
  return { subject: content.subject, html, text: layoutText(content) };
}
