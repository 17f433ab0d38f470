import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/fixtures/smtp-server.ts';
import { loadEnv } from '../../config/env.ts';
import { renderEmail } from '../../lib/email/email-layout.ts';
import { createMailProvider, mailFromOf } from './create-mail-provider.ts';
import { type MailMessage, mailOutboxDir } from './mail-provider.ts';
import { createOutboxMailProvider, outboxFileName } from './outbox-mail.ts';
import { createSmtpMailProvider } from './smtp-mail.ts';

const quietLog = { info: () => {}, warn: () => {} };

/** A header of a parsed message as it was written (one line: folding undone), e.g. 'List-Unsubscribe: <https://…>'; undefined when absent. */
const headerLine = (mail: { headerLines: readonly { key: string; line: string }[] } | undefined, key: string) =>
  mail?.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
const UNSUBSCRIBE = 'https://www.kashirealty.in/api/alerts/unsubscribe?token=u-123';
const LINK = 'https://www.kashirealty.in/confirm-email?token=abcDEF123_-';

/** An alert-like e-mail in the base layout, with an unsubscribe link. */
async function alertMessage(to: string): Promise<MailMessage> {
  const rendered = await renderEmail({
    language: 'en',
    subject: '3 new homes for "2 BHK in Sigra"',
    preview: 'New listings for your saved search',
    blocks: [
      { kind: 'heading', text: 'New homes for your search' },
      { kind: 'paragraph', text: 'Three listings match "2 BHK in Sigra" since yesterday.' },
      { kind: 'button', text: 'See them', url: LINK },
    ],
    unsubscribeUrl: UNSUBSCRIBE,
  });
  return { to, ...rendered, listUnsubscribeUrl: UNSUBSCRIBE, headers: { 'X-Entity-Ref-ID': 'alert-77' } };
}

describe('outbox mail provider', () => {
  it('writes one .eml per message to the folder, which a mail client reads back with headers and both parts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
    const logged: object[] = [];
    const at = new Date('2025-01-31T09:45:12.345Z');
    const provider = createOutboxMailProvider(
      join(dir, 'nested'),
      'Kashi Realty <no-reply@localhost>',
      { info: (o) => logged.push(o), warn: () => {} },
      () => at,
    );
    const receipt = await provider.send(await alertMessage('asha.verma@example.in'));
    await provider.send({ to: 'b@example.in', subject: 'Second', html: '<p>Two</p>', text: 'Two' });

    const files = readdirSync(join(dir, 'nested')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^20250131T094512345Z-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(
      join(dir, 'nested', files.find((f) => readFileSync(join(dir, 'nested', f), 'utf8').includes('alert-77')) ?? ''),
    );
    expect(raw.toString('utf8')).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.messageId).toBe(receipt.messageId);
    expect(mail.from?.value).toEqual([{ name: 'Kashi Realty', address: 'no-reply@localhost' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ name: '', address: 'asha.verma@example.in' }]);
    expect(mail.subject).toBe('3 new homes for "2 BHK in Sigra"');
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.headers.get('x-entity-ref-id')).toBe('alert-77');
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(mail.text).toContain(`See them: ${LINK}`);
    expect(mail.text).toContain(`Unsubscribe from these e-mails: ${UNSUBSCRIBE}`);
    // the log names the message, never its body (it may carry a link that signs someone in)
    expect(logged).toHaveLength(2);
    expect(JSON.stringify(logged)).not.toContain(LINK);
    rmSync(dir, { recursive: true, force: true });
  });

  it('names files by time so a listing of the folder is in sending order', () => {
    expect(outboxFileName(new Date('2025-03-04T05:06:07.089Z'), 'deadbeef')).toBe('20250304T050607089Z-deadbeef.eml');
  });

  it('writes to DATA_DIR/mail-outbox unless MAIL_OUTBOX_DIR says otherwise, as "Kashi Realty <no-reply@localhost>" unless MAIL_FROM says otherwise', () => {
    expect(mailOutboxDir(loadEnv({ DATA_DIR: '/srv/data' }))).toBe(join('/srv/data', 'mail-outbox'));
    expect(mailOutboxDir(loadEnv({ DATA_DIR: '/srv/data', MAIL_OUTBOX_DIR: '/tmp/mails' }))).toBe('/tmp/mails');
    expect(mailFromOf(loadEnv({}))).toBe('Kashi Realty <no-reply@localhost>');
    expect(mailFromOf(loadEnv({ MAIL_FROM: 'alerts@kashirealty.in' }))).toBe('alerts@kashirealty.in');
    expect(createMailProvider(loadEnv({}), quietLog).name).toBe('outbox');
  });
});

describe('SMTP mail provider (against a real SMTP server started here)', { timeout: 20_000 }, () => {
  let starttls: TestSmtpServer;
  let implicitTls: TestSmtpServer;
  beforeAll(async () => {
    starttls = await startTestSmtpServer({ user: 'mailer', pass: 'secret-pass' });
    implicitTls = await startTestSmtpServer({ secure: true, user: 'mailer', pass: 'secret-pass' });
  });
  afterAll(async () => {
    await starttls?.close();
    await implicitTls?.close();
  });

  it('sends over smtp:// upgraded with STARTTLS, signed in with the URL’s account: headers, both parts, the link and unsubscribe arrive', async () => {
    const provider = createSmtpMailProvider({
      url: `smtp://mailer:secret-pass@127.0.0.1:${starttls.port}`,
      from: 'Kashi Realty <alerts@kashirealty.in>',
      tls: { rejectUnauthorized: false },
    });
    const receipt = await provider.send(await alertMessage('asha.verma@example.in'));
    const arrived = starttls.received.at(-1);
    expect(arrived).toMatchObject({ from: 'alerts@kashirealty.in', to: ['asha.verma@example.in'], user: 'mailer', secure: true });
    const mail = arrived?.mail;
    expect(mail?.messageId).toBe(receipt.messageId);
    expect(mail?.from?.value).toEqual([{ name: 'Kashi Realty', address: 'alerts@kashirealty.in' }]);
    expect(mail?.subject).toBe('3 new homes for "2 BHK in Sigra"');
    expect(headerLine(mail, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(arrived?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(arrived?.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(arrived?.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(mail?.html).toContain(`href="${LINK}"`);
    expect(mail?.html).toContain('Kashi Realty');
    expect(mail?.text).toContain(`See them: ${LINK}`);
  });

  it('sends over smtps:// (TLS from the start), and leaves the unsubscribe headers out of a message without a listUnsubscribeUrl', async () => {
    const provider = createSmtpMailProvider({
      url: `smtps://mailer:secret-pass@127.0.0.1:${implicitTls.port}`,
      from: 'alerts@kashirealty.in',
      tls: { rejectUnauthorized: false },
    });
    await provider.send({ to: 'vikram@example.in', subject: 'नमस्ते', html: '<p>हिंदी</p>', text: 'हिंदी' });
    const mail = implicitTls.received.at(-1)?.mail;
    expect(implicitTls.received.at(-1)?.secure).toBe(true);
    expect(mail?.subject).toBe('नमस्ते');
    expect(mail?.text?.trim()).toBe('हिंदी');
    expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
    expect(headerLine(mail, 'list-unsubscribe-post')).toBeUndefined();
  });

  it('rejects when the password is wrong or the server refuses the message, and refuses an unchecked certificate by default', async () => {
    const wrong = createSmtpMailProvider({
      url: `smtp://mailer:wrong@127.0.0.1:${starttls.port}`,
      from: 'alerts@kashirealty.in',
      tls: { rejectUnauthorized: false },
    });
    await expect(wrong.send({ to: 'a@example.in', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toMatchObject({ code: 'EAUTH' });

    const strict = createSmtpMailProvider({ url: `smtp://mailer:secret-pass@127.0.0.1:${starttls.port}`, from: 'alerts@kashirealty.in' });
    await expect(strict.send({ to: 'a@example.in', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow(/certificate/i);

    starttls.refuse = true;
    try {
      const ok = createSmtpMailProvider({
        url: `smtp://mailer:secret-pass@127.0.0.1:${starttls.port}`,
        from: 'alerts@kashirealty.in',
        tls: { rejectUnauthorized: false },
      });
      await expect(ok.send({ to: 'a@example.in', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      starttls.refuse = false;
    }
  });

  it('refuses to send the password in the clear to a server that does not offer STARTTLS', async () => {
    const plain = await startTestSmtpServer({ noStartTls: true });
    try {
      const provider = createSmtpMailProvider({ url: `smtp://mailer:secret-pass@127.0.0.1:${plain.port}`, from: 'alerts@kashirealty.in' });
      await expect(provider.send({ to: 'a@example.in', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow(/STARTTLS/i);
      expect(plain.received).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('is chosen by MAIL_PROVIDER=smtp, which needs SMTP_URL and MAIL_FROM', () => {
    expect(() => loadEnv({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    const env = loadEnv({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://u:p@smtp.example.in:587', MAIL_FROM: 'alerts@kashirealty.in' });
    expect(createMailProvider(env, quietLog).name).toBe('smtp');
  });
});
