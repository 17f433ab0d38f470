import { join } from 'node:path';
import type { Env } from '../../config/env.ts';

/**
 * One e-mail (docs/product/alerts.md, "E-mail"): `to` is one address, `subject` one line, `html`
 * and `text` the two alternative parts of the same message (every e-mail has both). `headers`
 * are extra header lines; `listUnsubscribeUrl` (an https address that unsubscribes with one POST)
 * adds `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058), as every alert e-mail carries.
 */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  listUnsubscribeUrl?: string;
};

/** What a sent (or written) e-mail is known by: its `Message-ID` header value, `<…@…>`. */
export type MailReceipt = { messageId: string };

/**
 * Something that delivers e-mail (ARCHITECTURE.md, "Swappable providers"): the outbox folder in
 * development, an SMTP server in production. `send` rejects when the message could not be
 * handed over (the SMTP server refused it or could not be reached, or the file not written).
 */
export type MailProvider = { name: string; send: (message: MailMessage) => Promise<MailReceipt> };

/** Where the outbox provider writes its `.eml` files: MAIL_OUTBOX_DIR, else DATA_DIR/mail-outbox. */
export function mailOutboxDir(env: Pick<Env, 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>): string {
  return env.MAIL_OUTBOX_DIR ?? join(env.DATA_DIR, 'mail-outbox');
}

/** The header lines of `message`: its own `headers`, then the RFC 8058 pair when it has a `listUnsubscribeUrl`. */
export function mailHeaders(message: Pick<MailMessage, 'headers' | 'listUnsubscribeUrl'>): Record<string, string> {
  return {
    ...message.headers,
    ...(message.listUnsubscribeUrl
      ? { 'List-Unsubscribe': `<${message.listUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
  };
}

/**
 * The nodemailer message of `message` sent as `from` (both providers build it here, so the
 * outbox file and the SMTP message are the same bytes but for the Message-ID and date).
 */
export function nodemailerMessage(from: string, message: MailMessage) {
  return { from, to: message.to, subject: message.subject, html: message.html, text: message.text, headers: mailHeaders(message) };
}

/** Minimal logger the providers write to (never the message's body: it may carry a sign-in or confirmation link). */
export type MailLogger = { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
