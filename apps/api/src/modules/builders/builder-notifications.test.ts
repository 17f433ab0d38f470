import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpBuilder } from '../../../test/fixtures/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import type { JobHandler, JobQueue } from '../../providers/jobs/job-queue.ts';
import { defineNotificationJobs, NOTIFY_JOB, type Notification } from '../notifications/notifications.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** A queue that only keeps the handlers it is given, so a test runs a job itself. */
function capturingQueue() {
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
  return { queue, run: (name: string, data: object) => handlers.get(name)?.(data) };
}

describe('notifications to a builder (docs/product/builders.md, "Verification": the builder gets an SMS)', () => {
  it('sends the SMS to the builder’s own mobile', async () => {
    const builder = await signUpBuilder(ctx);
    const sms = { name: 'test', send: vi.fn(async () => {}) };
    const { queue, run } = capturingQueue();
    defineNotificationJobs(queue, { db: ctx.db, env: ctx.env, sms, warn: () => {} });
    const notification: Notification = {
      recipient: { type: 'builder', id: builder.user.builder_id },
      text: 'Kashi Realty: your project was approved.',
      title: 'Project approved',
      url: '/builderdashboard',
    };
    await run(NOTIFY_JOB, notification);
    expect(sms.send).toHaveBeenCalledWith({ to: builder.mobile, body: 'Kashi Realty: your project was approved.' });
  });

  it('ends quietly for a builder that no longer exists', async () => {
    const sms = { name: 'test', send: vi.fn(async () => {}) };
    const { queue, run } = capturingQueue();
    defineNotificationJobs(queue, { db: ctx.db, env: ctx.env, sms, warn: () => {} });
    await run(NOTIFY_JOB, { recipient: { type: 'builder', id: 999_999 }, text: 'x', title: 'x', url: '/' });
    expect(sms.send).not.toHaveBeenCalled();
  });
});
