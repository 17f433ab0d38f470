import { DEFAULT_MAIL_FROM, type Env } from '../../config/env.ts';
import { type MailLogger, type MailProvider, mailOutboxDir } from './mail-provider.ts';
import { createOutboxMailProvider } from './outbox-mail.ts';
import { createSmtpMailProvider } from './smtp-mail.ts';

/** The sender of every e-mail: MAIL_FROM, else {@link DEFAULT_MAIL_FROM} (development and tests only: production with SMTP requires MAIL_FROM). */
export function mailFromOf(env: Pick<Env, 'MAIL_FROM'>): string {
  return env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
}

/**
 * The mail provider chosen by MAIL_PROVIDER (docs/product/alerts.md, "E-mail"): `outbox`
 * (default; no real e-mail, one `.eml` file per message in {@link mailOutboxDir}) or `smtp`
 * (SMTP_URL, sent as MAIL_FROM). Both build the message with nodemailer.
 */
export function createMailProvider(env: Env, log: MailLogger): MailProvider {
  if (env.MAIL_PROVIDER === 'smtp') return createSmtpMailProvider({ url: env.SMTP_URL ?? '', from: mailFromOf(env) });
  return createOutboxMailProvider(mailOutboxDir(env), mailFromOf(env), log);
}
