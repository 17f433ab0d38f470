import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, uniqueIp, uniqueMobile } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import type { JobHandler, JobQueue } from '../../providers/jobs/job-queue.ts';
import { defineNotificationJobs, localisedNotification, NOTIFY_JOB, type Notification, wordsFor } from './notifications.service.ts';

/**
 * The `notify` job writes each notification in the recipient's language (docs/product/accounts.md,
 * "Language of an account and Hindi listing text"; docs/product/pipeline.md, "Notifications"),
 * through the app's real SMS provider (the outbox file).
 */

let ctx: TestContext;
let run: (data: Notification) => Promise<unknown>;
beforeAll(async () => {
  ctx = await createTestContext();
  const handlers = new Map<string, JobHandler<object>>();
  const queue: JobQueue = {
    define: (name, handler) => {
      handlers.set(name, handler as JobHandler<object>);
    },
    everyMinute: () => {},
    send: async () => null,
    start: async () => {},
    stop: async () => {},
    isRunning: () => true,
    stats: async () => [],
  };
  defineNotificationJobs(queue, { db: ctx.db, env: ctx.env, sms: ctx.app.identity.sms, warn: () => {} });
  run = async (data) => handlers.get(NOTIFY_JOB)?.(data);
});
afterAll(async () => ctx?.close());

/** A customer signed up through the API in `language` (or without saying one); returns the id and mobile. */
async function customerIn(language?: 'en' | 'hi'): Promise<{ id: number; mobile: string }> {
  const mobile = uniqueMobile();
  const remoteAddress = uniqueIp();
  await ctx.app.inject({ method: 'POST', url: '/api/auth/user/send-otp', payload: { mobile }, remoteAddress });
  const code = readOutbox(ctx)
    .filter((m) => m.to === mobile)
    .at(-1)
    ?.body.slice(0, 6);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/sign-up',
    remoteAddress,
    payload: {
      user_name: 'Sita Devi',
      user_email: `sita.${mobile}@example.in`,
      user_mobile: mobile,
      user_password: 'Sangam#Prayag2024',
      otp: code,
      ...(language ? { language } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.user_id, mobile };
}

const lastSmsTo = (mobile: string) =>
  readOutbox(ctx)
    .filter((m) => m.to === mobile)
    .at(-1)?.body;

const accepted = (id: number) =>
  localisedNotification(
    { type: 'user', id },
    { kind: 'leadAccepted', city: 'Prayagraj', associateName: 'Ravi Kumar', associateMobile: '9415000002' },
    '/userdashboard',
  );

describe('notifications in the recipient’s language', () => {
  it('queues the message with its English words, so a queued job reads as before', () => {
    expect(accepted(5)).toEqual({
      recipient: { type: 'user', id: 5 },
      url: '/userdashboard',
      title: 'Your personal associate',
      text: 'Ravi Kumar (9415000002) is your personal associate for Prayagraj. They will call you shortly.',
      message: { kind: 'leadAccepted', city: 'Prayagraj', associateName: 'Ravi Kumar', associateMobile: '9415000002' },
    });
  });

  it('sends a Hindi-language customer the Hindi SMS', async () => {
    const customer = await customerIn('hi');
    await run(accepted(customer.id));
    expect(lastSmsTo(customer.mobile)).toBe('Prayagraj में Ravi Kumar (9415000002) आपके निजी प्रॉपर्टी सलाहकार होंगे। वे जल्द ही आपको फ़ोन करेंगे।');
  });

  it('sends an English-language customer (the default) the English SMS', async () => {
    const customer = await customerIn();
    await run(accepted(customer.id));
    expect(lastSmsTo(customer.mobile)).toBe(
      'Ravi Kumar (9415000002) is your personal associate for Prayagraj. They will call you shortly.',
    );
  });

  it('sends a job queued without a message, or with a kind this version does not know, as its own text', async () => {
    const customer = await customerIn('hi');
    await run({ recipient: { type: 'user', id: customer.id }, title: 'Old', text: 'Queued before languages.', url: '/' });
    expect(lastSmsTo(customer.mobile)).toBe('Queued before languages.');
    const future = {
      recipient: { type: 'user', id: customer.id },
      title: 'New',
      text: 'A later kind.',
      url: '/',
      message: { kind: 'somethingNew' },
    };
    await run(future as unknown as Notification);
    expect(lastSmsTo(customer.mobile)).toBe('A later kind.');
  });

  it('gives the push message the same language as the SMS', () => {
    expect(wordsFor(accepted(1), 'hi').title).toBe('आपके प्रॉपर्टी सलाहकार');
    expect(wordsFor(accepted(1), 'en').title).toBe('Your personal associate');
  });
});
