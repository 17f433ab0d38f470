import { type AccountLanguage, accountLanguageOf } from '@realty/contracts/accounts/fields';
import type { Database } from '@realty/db/client';
import { associates, builders, users } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { loadVapidKeys, recordGonePushSubscription, sendPushNotification } from '../push/push.service.ts';
import { isNotificationMessage, type NotificationMessage, type NotificationWords, notificationWords } from './notification-texts.ts';

/**
 * Pipeline notifications (docs/product/pipeline.md, "Notifications"): an SMS through the SMS
 * provider and, when the person has subscribed, a Web Push message. Requests only queue them
 * ({@link notify}); the `notify` job sends them in the background, and a failed SMS is retried
 * with backoff (a refused push subscription is not retried: the browser has unsubscribed). Both
 * are written in the recipient's language (docs/product/accounts.md, "Language of an account and
 * Hindi listing text"): the texts live in `notification-texts.ts`.
 */

/** Name of the background job that sends one notification. */
export const NOTIFY_JOB = 'notify';

/**
 * One notification: to whom (a customer, an associate or a builder — docs/product/builders.md,
 * "Verification" — by id), the SMS text, the push title and link, and, for every notification
 * made by {@link localisedNotification}, the `message` it says: the job then writes the text and
 * title in the recipient's language, and `text`/`title` hold its English words (what a queued
 * job without a `message`, or with a kind this version does not know, is sent as).
 */
export type Notification = {
  recipient: { type: 'user' | 'associate' | 'builder'; id: number };
  text: string;
  title: string;
  url: string;
  message?: NotificationMessage;
};

/**
 * The notification of `message` to `recipient`, linking to `url`: the message itself (written in
 * the recipient's language when sent) and its English words as `text` and `title`.
 * @see docs/product/pipeline.md ("Notifications")
 */
export function localisedNotification(recipient: Notification['recipient'], message: NotificationMessage, url: string): Notification {
  return { recipient, url, message, ...notificationWords(message, 'en') };
}

/**
 * The words `notification` is sent with to a person whose language is `language`: its `message`
 * written in that language, or its own `text`/`title` when it has no message this version knows.
 */
export function wordsFor(notification: Notification, language: AccountLanguage): NotificationWords {
  if (!isNotificationMessage(notification.message)) return { title: notification.title, text: notification.text };
  return notificationWords(notification.message, language);
}

/**
 * Queues `notification` for sending; never throws and never waits for the SMS itself
 * (a failure to queue is logged by the queue).
 */
export async function notify(jobs: JobQueue, notification: Notification): Promise<void> {
  await jobs.send(NOTIFY_JOB, notification);
}

/** A recipient as the job reaches them. */
type Reached = { mobile: string; notiToken: string; language: AccountLanguage };

/** The person's mobile, push subscription (empty when none) and language, or null when the account is gone. */
async function recipientOf(db: Database, recipient: Notification['recipient']): Promise<Reached | null> {
  const reached = (row: { mobile: string; notiToken: string; language: string } | undefined): Reached | null =>
    row ? { mobile: row.mobile, notiToken: row.notiToken, language: accountLanguageOf(row.language) } : null;
  if (recipient.type === 'user') {
    const [row] = await db
      .select({ mobile: users.mobile, notiToken: users.notiToken, language: users.language })
      .from(users)
      .where(eq(users.userId, recipient.id));
    return reached(row);
  }
  if (recipient.type === 'builder') {
    const [row] = await db
      .select({ mobile: builders.mobile, notiToken: builders.notiToken, language: builders.language })
      .from(builders)
      .where(eq(builders.builderId, recipient.id));
    return reached(row);
  }
  const [row] = await db
    .select({ mobile: associates.mobile, notiToken: associates.notiToken, language: associates.language })
    .from(associates)
    .where(eq(associates.assId, recipient.id));
  return reached(row);
}

/**
 * Defines the `notify` job on `jobs`: loads the recipient, writes the notification in their
 * language ({@link wordsFor}), sends the SMS (a provider error fails the attempt, so the queue
 * retries it: 5 more tries, 30 s doubling) and the Web Push message when subscribed and push keys
 * exist. A deleted account ends the job quietly.
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
      const words = wordsFor(notification, recipient.language);
      if (recipient.notiToken && keys) {
        const token = recipient.notiToken;
        const account = { kind: notification.recipient.type, id: notification.recipient.id };
        await sendPushNotification(
          keys,
          deps.env.VAPID_SUBJECT,
          token,
          { title: words.title, body: words.text, url: notification.url },
          () => recordGonePushSubscription(deps.db, account, token, new Date()),
        );
      }
      await deps.sms.send({ to: recipient.mobile, body: words.text });
    },
    { retryLimit: 5, retryDelaySeconds: 30, backoff: true },
  );
}
