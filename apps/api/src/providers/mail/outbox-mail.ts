import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { type MailLogger, type MailProvider, nodemailerMessage } from './mail-provider.ts';

/** The file name of a message written at `at`: `20250131T094512345Z-<8 hex>.eml`, so a listing of the folder is in sending order. */
export function outboxFileName(at: Date, id: string = randomBytes(4).toString('hex')): string {
  return `${at.toISOString().replace(/[-:.]/g, '')}-${id}.eml`;
}

/**
 * Development and test mail provider (docs/product/alerts.md, "E-mail"): nodemailer builds the
 * whole message (`streamTransport` with `buffer: true`: headers, the text and HTML parts) and it
 * is written as one RFC 5322 `.eml` file to `dir`, named by {@link outboxFileName}; any mail
 * client opens it, and a developer or a browser test reads links from it. Logs the recipient,
 * subject and file, never the body.
 * @throws Error (from the file system) when the folder cannot be created or the file written.
 */
export function createOutboxMailProvider(dir: string, from: string, log: MailLogger, now: () => Date = () => new Date()): MailProvider {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let ready: Promise<unknown> | undefined;
  return {
    name: 'outbox',
    async send(message) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = await transport.sendMail(nodemailerMessage(from, message));
      const file = join(dir, outboxFileName(now()));
      await writeFile(file, info.message as Buffer);
      log.info({ mail: { to: message.to, subject: message.subject, file } }, 'E-mail written to the outbox');
      return { messageId: info.messageId };
    },
  };
}
