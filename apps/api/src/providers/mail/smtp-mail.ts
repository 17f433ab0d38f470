import { createTransport } from 'nodemailer';
import { type MailProvider, nodemailerMessage } from './mail-provider.ts';

/** Settings of the SMTP provider: `url` as SMTP_URL (`smtp://…:587` STARTTLS, `smtps://…:465` TLS), `from` as MAIL_FROM. */
export type SmtpSettings = {
  url: string;
  from: string;
  /**
   * TLS options for the connection (Node's `tls.connect` options). Tests pass
   * `{ rejectUnauthorized: false }` for their self-signed certificate; production leaves it unset,
   * so the server's certificate is checked.
   */
  tls?: { rejectUnauthorized?: boolean };
  /** Milliseconds to wait for the connection, the greeting and each reply; default 10,000. */
  timeoutMs?: number;
  /**
   * Whether a plain `smtp://` connection must be upgraded with STARTTLS (default true: a server
   * that does not offer it is refused, so a password never travels in the clear). Only tests
   * against a local server set false.
   */
  requireTls?: boolean;
};

/**
 * Sends e-mail through an SMTP server with nodemailer (docs/product/alerts.md, "E-mail";
 * docs/decisions/0028-email-channel.md): one connection per message, STARTTLS required on
 * `smtp://`, TLS from the start on `smtps://`, the account of the URL for AUTH.
 * @throws Error (nodemailer's, with its `code`, e.g. EAUTH, ECONNECTION, EENVELOPE) when the
 *   server cannot be reached or refuses the message.
 */
export function createSmtpMailProvider(settings: SmtpSettings): MailProvider {
  const timeout = settings.timeoutMs ?? 10_000;
  const secure = settings.url.startsWith('smtps:');
  const transport = createTransport({
    url: settings.url,
    requireTLS: !secure && (settings.requireTls ?? true),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    ...(settings.tls ? { tls: settings.tls } : {}),
  });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(settings.from, message));
      return { messageId: info.messageId };
    },
  };
}
