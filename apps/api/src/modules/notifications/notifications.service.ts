import type { Database } from '@realty/db/client';
import { associates, builders, users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { loadVapidKeys, sendPushNotification } from '../push/push.service.ts';

/**
 * Pipeline notifications (docs/product/pipeline.md, "Notifications"): an SMS through the SMS
 * provider and, when the person has subscribed, a Web Push message. Requests only queue them
 * ({@link notify}); the `notify` job sends them in the background, and a failed SMS is retried
 * with backoff (a refused push subscription is not retried: the browser has unsubscribed).
 */

/** Name of the background job that sends one notification. */
export const NOTIFY_JOB = 'notify';

/**
 * One notification: to whom (a customer, an associate or a builder — docs/product/builders.md,
 * "Verification" — by id), the SMS text, and the push title and link.
 */
export type Notification = {
  recipient: { type: 'user' | 'associate' | 'builder'; id: number };
  text: string;
  title: string;
  url: string;
};

/**
 * Queues `notification` for sending; never throws and never waits for the SMS itself
 * (a failure to queue is logged by the queue).
 */
export async function notify(jobs: JobQueue, notification: Notification): Promise<void> {
  await jobs.send(NOTIFY_JOB, notification);
}

/** The person's mobile and push subscription (empty when none), or null when the account is gone. */
async function recipientOf(db: Database, recipient: Notification['recipient']): Promise<{ mobile: string; notiToken: string } | null> {
  if (recipient.type === 'user') {
    const [row] = await db.select({ mobile: users.mobile, notiToken: users.notiToken }).from(users).where(eq(users.userId, recipient.id));
    return row ?? null;
  }
  if (recipient.type === 'builder') {
    const [row] = await db
      .select({ mobile: builders.mobile, notiToken: builders.notiToken })
      .from(builders)
      .where(eq(builders.builderId, recipient.id));
    return row ?? null;
  }
  const [row] = await db
    .select({ mobile: associates.mobile, notiToken: associates.notiToken })
    .from(associates)
    .where(eq(associates.assId, recipient.id));
  return row ?? null;
}

/**
 * Defines the `notify` job on `jobs`: loads the recipient, sends the SMS (a provider error fails
 * the attempt, so the queue retries it: 5 more tries, 30 s doubling) and the Web Push message when
 * subscribed and push keys exist. A deleted account ends the job quietly.
 */
export function defineNotificationJobs(
  jobs: JobQueue,
  deps: { db: Database; env: Env; sms: SmsProvider; warn: (message: string) => void },
): void {
  const keys = loadVapidKeys(deps.env, deps.warn);
  jobs.define<Notification>(
    NOTIFY_JOB,
    async (notification) => {
      const recipient = await recipientOf(deps.db, notification.recipient);
      if (!recipient) return;
      if (recipient.notiToken && keys) {
        await sendPushNotification(keys, deps.env.VAPID_SUBJECT, recipient.notiToken, {
          title: notification.title,
          body: notification.text,
          url: notification.url,
        });
      }
      await deps.sms.send({ to: recipient.mobile, body: notification.text });
    },
    { retryLimit: 5, retryDelaySeconds: 30, backoff: true },
  );
}
