import { type AccountLanguage, accountLanguageOf } from '@realty/contracts/accounts/fields';
import { fileUrl, hasVariants, variantPath } from '@realty/contracts/media/image-variants';
import type { Database } from '@realty/db/client';
import type { Env } from '../../../config/env.ts';
import type { PiiKeys } from '../../../lib/crypto.ts';
import type { JobQueue } from '../../../providers/jobs/job-queue.ts';
import type { MailProvider } from '../../../providers/mail/mail-provider.ts';
import type { SmsProvider } from '../../../providers/sms/sms-provider.ts';
import { recordGonePushSubscription, sendPushNotification, type VapidKeys } from '../../push/push.service.ts';
import { ALERT_DELIVER_JOB, ALERT_DIGEST_JOB, type AlertDeliverJob } from '../alert-jobs.ts';
import { unsubscribeToken, unsubscribeUrl } from '../unsubscribe/unsubscribe-token.ts';
import { renderAlertEmail } from './alert-email.ts';
import { type AlertListing, type AlertSubject, digestPush, listingPush, smsText } from './alert-texts.ts';
import {
  type AlertItemRow,
  type AlertRecipient,
  type AlertSavedSearch,
  claimDigestDay,
  claimDueSms,
  claimPendingItems,
  DELIVERED_ITEM_DAYS,
  findRecipient,
  firstSavedSearchChannels,
  holdSms,
  listingsById,
  markAlerted,
  pruneDeliveredItems,
  recordDelivery,
  recordDigestItems,
  releaseSms,
  reserveSms,
  savedSearchesById,
  usersWithStaleInstantItems,
} from './delivery.repository.ts';
import { DIGEST_HOUR_IST, inQuietHours, istDate, istDayBounds, istHour, nextMorning } from './india-time.ts';
import { claimDueRetries, itemsById, postponeRetry, type RetryInput, scheduleRetry } from './retries.repository.ts';

/**
 * Delivering alerts (docs/product/alerts.md, "How alerts are sent"): the matching scan writes
 * `alert_items` and queues {@link ALERT_DELIVER_JOB} per customer; this module sends them by the
 * saved search's channels (SMS, Web Push, e-mail) in the customer's language:
 *
 * - `instant` items at once (the job runs within a minute), grouped per saved search; `daily`
 *   items in one digest per saved search at 09:00 India time ({@link ALERT_DIGEST_JOB}, every
 *   minute on one instance, runs the day's digest once: a row per India date claims it).
 * - SMS: one short text with the count, one link and the unsubscribe link; at most
 *   {@link SMS_PER_DAY} alert SMS per customer per India day (a third is not sent, the other
 *   channels still carry the listings); none between 21:00 and 09:00 India time: an instant
 *   alert's SMS then waits for 09:00 (push and e-mail go at once).
 * - Web Push: one notification per listing (instant) or one per digest.
 * - E-mail: only to a confirmed address; HTML with a text part, up to 10 cards and "See all N",
 *   with RFC 8058 one-click unsubscribe headers.
 * - Items of a paused saved search (or of favourites with the switch off) are dropped when their
 *   turn comes: marked delivered without being sent.
 * - Items are claimed with `UPDATE … WHERE delivered_at IS NULL RETURNING` before anything is
 *   sent, so under retries and on several instances no alert is sent twice. An SMS or e-mail that
 *   fails (the provider refuses it or cannot be reached) is stored and tried again by the
 *   minutely sweep after 1, 5, 30 and 120 minutes (`retries.repository.ts`), then given up and
 *   logged; the other channels still carry the items. A refused Web Push is not tried again (the
 *   push service keeps a notification for a day itself; a refusal means the subscription is
 *   gone). Every channel sent records an `alert_deliveries` row.
 */

/** Most alert SMS a customer is sent in one India day (docs/product/alerts.md). */
export const SMS_PER_DAY = 2;
/**
 * How old a pending instant item must be before the minutely sweep sends it itself (its queued
 * job was lost, or queued while another ran): 30 seconds, so an instant alert goes within about a
 * minute and a half even then.
 */
export const STALE_INSTANT_MS = 30 * 1000;

/** What a delivery run did: items claimed, alerts sent per channel, SMS held for the morning, SMS over the day's limit, items dropped (stopped alerts). */
export type DeliveryReport = {
  items: number;
  sms: number;
  push: number;
  email: number;
  smsHeld: number;
  smsOverLimit: number;
  dropped: number;
  /** SMS and e-mails that failed and were stored to be tried again. */
  retriesScheduled: number;
  /** SMS and e-mails given up after their last try. */
  givenUp: number;
};

/** What delivery needs: the database, settings, providers read at each send (tests swap them), the PII keys (token signing), push keys and a logger. */
export type AlertDeliveryDeps = {
  db: Database;
  env: Env;
  providers: { sms: () => SmsProvider; mail: () => MailProvider };
  keys: PiiKeys;
  pushKeys: VapidKeys | null;
  log: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
};

/**
 * The alert delivery of one app (decorated as `app.alerts`): `now` is its clock (tests set it:
 * `app.alerts.now = () => new Date('2026-12-01T03:30:00Z')`; by default the identity context's).
 */
export type AlertDelivery = {
  now: () => Date;
  /** Sends customer `userId`'s pending instant items (and their held SMS now due); the {@link ALERT_DELIVER_JOB} handler. */
  deliverInstant: (userId: number) => Promise<DeliveryReport>;
  /**
   * The daily digest at `at`: the held SMS now due, then every pending `daily` item (everything
   * new since the last digest), one digest per saved search. `force` runs it even when the India day of `at` has
   * had its digest (`npm run alerts:digest -- --at`); otherwise it returns null then.
   */
  runDigest: (at: Date, options?: { force?: boolean }) => Promise<DeliveryReport | null>;
  /**
   * The minutely {@link ALERT_DIGEST_JOB}: held SMS now due, SMS and e-mails due to be tried again,
   * lost instant deliveries, the day's digest from 09:00 India time, and items delivered over
   * `DELIVERED_ITEM_DAYS` ago pruned (10,000 a minute at most).
   */
  tick: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's {@link AlertDelivery} (app.ts); tests set `app.alerts.now` and call its methods. */
    alerts: AlertDelivery;
  }
}

const emptyReport = (): DeliveryReport => ({
  items: 0,
  sms: 0,
  push: 0,
  email: 0,
  smsHeld: 0,
  smsOverLimit: 0,
  dropped: 0,
  retriesScheduled: 0,
  givenUp: 0,
});

/** The site's public origin for links in alerts: PUBLIC_ORIGIN, else `http://localhost:{PORT}` (development). */
export function alertOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : `http://localhost:${env.PORT}`;
}

/** Absolute address of a stored photo path (the 480 px rendition when it has one). */
function photoAddress(origin: string, path: string | undefined): string | null {
  if (!path) return null;
  const url = fileUrl(hasVariants(path) ? variantPath(path, 480) : path);
  if (url.startsWith('//')) return `https:${url}`;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** A group of claimed items: one saved search's, or the favourites' (savedSearchId null). */
type Group = { savedSearchId: number | null; items: AlertItemRow[] };

function groupsOf(items: readonly AlertItemRow[]): Group[] {
  const groups = new Map<string, Group>();
  for (const item of items) {
    const key = String(item.savedSearchId ?? 'favourites');
    const group = groups.get(key) ?? { savedSearchId: item.savedSearchId, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * One item per listing of a group, in the order the listings first came. Items are written once
 * per price, so a listing can have several pending at once (a digest's day, a held delivery): one
 * new and then cheaper is one new listing at its latest price; two drops are one drop from the
 * price before the first.
 */
export function onePerListing(items: readonly AlertItemRow[]): AlertItemRow[] {
  const bySite = new Map<number, AlertItemRow>();
  for (const item of [...items].sort((a, b) => a.alertItemId - b.alertItemId)) {
    const earlier = bySite.get(item.siteId);
    bySite.set(
      item.siteId,
      earlier ? { ...item, kind: earlier.kind, previousPrice: earlier.kind === 'new' ? null : earlier.previousPrice } : item,
    );
  }
  return [...bySite.values()];
}

/** Builds the alert delivery of an app (see {@link AlertDelivery}); `now` is the clock it starts with. */
export function createAlertDelivery(deps: AlertDeliveryDeps, now: () => Date): AlertDelivery {
  const { db, env, log } = deps;
  const origin = alertOrigin(env);

  const seeAllOf = (savedSearch: AlertSavedSearch | undefined): string =>
    savedSearch ? `${origin}/properties?${new URLSearchParams(savedSearch.query).toString()}` : `${origin}/userdashboard`;
  const detailOf = (siteId: number): string => `${origin}/detailpage/${siteId}`;
  const unsubscribeOf = (userId: number, savedSearchId: number | null, at: Date, language: AccountLanguage): string =>
    unsubscribeUrl(origin, unsubscribeToken(deps.keys, { userId, savedSearchId, at }), language);

  /**
   * Stores a channel that failed for the `attempts`-th time, to be tried again; logs and counts it
   * as given up when that was the last try.
   */
  async function retryLater(input: RetryInput, attempts: number, at: Date, report: DeliveryReport) {
    if (await scheduleRetry(db, input, attempts, at)) report.retriesScheduled += 1;
    else {
      report.givenUp += 1;
      log.warn(
        { userId: input.userId, savedSearchId: input.savedSearchId, channel: input.channel, attempts },
        'alert given up on this channel after its last try',
      );
    }
  }

  /** Sends one alert SMS within the day's limit (`attempts`: the how-many-th try this is); a failure is stored to be tried again. */
  async function sendSms(
    recipient: AlertRecipient,
    savedSearchId: number | null,
    items: number,
    text: string,
    at: Date,
    report: DeliveryReport,
    attempts = 1,
  ) {
    const { start, end } = istDayBounds(at);
    const reserved = await reserveSms(db, {
      userId: recipient.userId,
      savedSearchId,
      items,
      at,
      dayStart: start,
      dayEnd: end,
      limit: SMS_PER_DAY,
    });
    if (reserved === null) {
      report.smsOverLimit += 1;
      log.info({ userId: recipient.userId, savedSearchId }, 'alert SMS not sent: the day’s limit of 2 is reached');
      return;
    }
    try {
      await deps.providers.sms().send({ to: recipient.mobile, body: text });
      report.sms += 1;
    } catch (error) {
      await releaseSms(db, reserved);
      log.warn({ err: error, userId: recipient.userId, savedSearchId, attempts }, 'alert SMS could not be sent');
      await retryLater({ userId: recipient.userId, savedSearchId, channel: 'sms', smsText: text, smsItems: items }, attempts, at, report);
    }
  }

  /** The listings of `items` as the alert shows them (an item whose listing is gone is left out). */
  async function listingsOf(items: readonly AlertItemRow[], language: AccountLanguage): Promise<AlertListing[]> {
    const facts = await listingsById(db, [...new Set(items.map((item) => item.siteId))]);
    const listings: AlertListing[] = [];
    for (const item of items) {
      const site = facts.get(item.siteId);
      if (!site) continue;
      listings.push({
        siteId: item.siteId,
        title: (language === 'hi' && site.titleHi) || site.title,
        kind: item.kind,
        price: item.price,
        previousPrice: item.previousPrice,
        bhk: site.bhk ?? [],
        carpetMin: site.carpetMin,
        carpetMax: site.carpetMax,
        locality: [site.landmark, site.city].filter((part: string) => part.trim() !== '').join(', '),
        photoUrl: photoAddress(origin, (site.coverImages as string[])[0]),
        url: detailOf(item.siteId),
      });
    }
    return listings;
  }

  /**
   * Sends one group's alert by its channels; `digest` for the daily digest. `retry` sends by its
   * one channel only, as its `attempts`-th try (an e-mail tried again).
   */
  async function sendGroup(
    recipient: AlertRecipient,
    group: Group,
    savedSearch: AlertSavedSearch | undefined,
    digest: boolean,
    at: Date,
    report: DeliveryReport,
    retry?: { channel: 'email'; attempts: number },
  ) {
    const { savedSearchId } = group;
    // stopped since the items were claimed, or the saved search is gone: dropped
    if (savedSearchId !== null && (!savedSearch || savedSearch.paused)) {
      report.dropped += group.items.length;
      return;
    }
    if (savedSearchId === null && !recipient.favouritePriceAlerts) {
      report.dropped += group.items.length;
      return;
    }
    const language = accountLanguageOf(recipient.language);
    const listings = await listingsOf(onePerListing(group.items), language);
    if (listings.length === 0) return;
    const wanted = savedSearch?.channels ?? (await firstSavedSearchChannels(db, recipient.userId)) ?? ['sms', 'push'];
    const channels = retry ? wanted.filter((channel) => channel === retry.channel) : wanted;
    const subject: AlertSubject = { name: savedSearch?.name ?? null };
    const unsubscribe = unsubscribeOf(recipient.userId, savedSearchId, at, language);
    const seeAll = seeAllOf(savedSearch);
    const newCount = listings.filter((l) => l.kind === 'new').length;
    const drops = listings.length - newCount;
    const single = listings.length === 1 ? listings[0] : undefined;

    if (channels.includes('sms') && recipient.mobile) {
      if (inQuietHours(at)) {
        await holdSms(db, {
          userId: recipient.userId,
          savedSearchId,
          siteId: single?.siteId ?? null,
          newItems: newCount,
          priceDrops: drops,
          dueAt: nextMorning(at),
          at,
        });
        report.smsHeld += 1;
      } else {
        const text = smsText(subject, newCount, drops, single?.url ?? seeAll, unsubscribe, language);
        await sendSms(recipient, savedSearchId, listings.length, text, at, report);
      }
    }

    if (channels.includes('push') && recipient.notiToken && deps.pushKeys) {
      const pushes = digest
        ? [{ ...digestPush(subject, listings, language), url: seeAll, items: listings.length }]
        : listings.map((listing) => ({ ...listingPush(subject, listing, language), url: listing.url, items: 1 }));
      let carried = 0;
      for (const push of pushes) {
        const token = recipient.notiToken;
        const sent = await sendPushNotification(
          deps.pushKeys,
          env.VAPID_SUBJECT,
          token,
          {
            title: push.title,
            body: push.body,
            url: push.url,
            unsubscribeUrl: unsubscribe,
            unsubscribeTitle: language === 'hi' ? 'अलर्ट बंद करें' : 'Stop alerts',
          },
          () => recordGonePushSubscription(db, { kind: 'user', id: recipient.userId }, token, at),
        );
        if (sent) carried += push.items;
      }
      if (carried > 0) {
        await recordDelivery(db, { userId: recipient.userId, savedSearchId, channel: 'push', items: carried, at });
        report.push += 1;
      } else {
        log.warn({ userId: recipient.userId, savedSearchId }, 'alert push was refused by the push service');
      }
    }

    if (channels.includes('email') && recipient.emailConfirmed && recipient.email) {
      try {
        const rendered = await renderAlertEmail({ language, subject, listings, digest, seeAllUrl: seeAll, unsubscribeUrl: unsubscribe });
        await deps.providers.mail().send({ to: recipient.email, ...rendered, listUnsubscribeUrl: unsubscribe });
        await recordDelivery(db, { userId: recipient.userId, savedSearchId, channel: 'email', items: listings.length, at });
        report.email += 1;
      } catch (error) {
        const attempts = retry?.attempts ?? 1;
        log.warn({ err: error, userId: recipient.userId, savedSearchId, attempts }, 'alert e-mail could not be sent');
        const itemIds = group.items.map((item) => item.alertItemId);
        await retryLater({ userId: recipient.userId, savedSearchId, channel: 'email', itemIds, digest }, attempts, at, report);
      }
    }
    if (savedSearchId !== null && !retry) await markAlerted(db, savedSearchId, at);
  }

  /** Sends the claimed `items` (of any customers), grouped per customer and saved search. */
  async function sendItems(items: readonly AlertItemRow[], digest: boolean, at: Date, report: DeliveryReport) {
    report.items += items.length;
    const byUser = new Map<number, AlertItemRow[]>();
    for (const item of items) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
    const searches = await savedSearchesById(db, [...new Set(items.flatMap((i) => (i.savedSearchId === null ? [] : [i.savedSearchId])))]);
    for (const [userId, own] of byUser) {
      const recipient = await findRecipient(db, userId);
      if (!recipient) {
        report.dropped += own.length;
        continue;
      }
      for (const group of groupsOf(own)) {
        try {
          await sendGroup(
            recipient,
            group,
            group.savedSearchId === null ? undefined : searches.get(group.savedSearchId),
            digest,
            at,
            report,
          );
        } catch (error) {
          log.warn({ err: error, userId, savedSearchId: group.savedSearchId }, 'alert could not be sent');
        }
      }
    }
  }

  /** Sends the held SMS due at `at` (of `userId`, or everyone when null); dropped when alerts were stopped meanwhile. */
  async function sendDueSms(at: Date, userId: number | null, report: DeliveryReport) {
    const due = await claimDueSms(db, at, userId);
    if (due.length === 0) return;
    const searches = await savedSearchesById(db, [
      ...new Set(due.flatMap((row) => (row.savedSearchId === null ? [] : [row.savedSearchId]))),
    ]);
    for (const row of due) {
      const recipient = await findRecipient(db, row.userId);
      const savedSearch = row.savedSearchId === null ? undefined : searches.get(row.savedSearchId);
      const stopped =
        !recipient ||
        (row.savedSearchId !== null && (!savedSearch || savedSearch.paused || !savedSearch.channels.includes('sms'))) ||
        (row.savedSearchId === null && !recipient.favouritePriceAlerts);
      if (stopped) {
        report.dropped += 1;
        continue;
      }
      const language = accountLanguageOf(recipient.language);
      const link = row.siteId !== null && row.newItems + row.priceDrops === 1 ? detailOf(row.siteId) : seeAllOf(savedSearch);
      const text = smsText(
        { name: savedSearch?.name ?? null },
        row.newItems,
        row.priceDrops,
        link,
        unsubscribeOf(row.userId, row.savedSearchId, at, language),
        language,
      );
      await sendSms(recipient, row.savedSearchId, row.newItems + row.priceDrops, text, at, report);
    }
  }

  /**
   * Tries again the SMS and e-mails due by `at` (at most 100 a minute): dropped when their alerts
   * were stopped meanwhile (the saved search paused, deleted or no longer on that channel, the
   * e-mail no longer confirmed); an SMS due in the quiet hours waits for the morning.
   */
  async function sendDueRetries(at: Date, report: DeliveryReport) {
    const due = await claimDueRetries(db, at, 100);
    if (due.length === 0) return;
    const searches = await savedSearchesById(db, [...new Set(due.flatMap((r) => (r.savedSearchId === null ? [] : [r.savedSearchId])))]);
    for (const retry of due) {
      const attempts = retry.attempts + 1;
      const recipient = await findRecipient(db, retry.userId);
      const savedSearch = retry.savedSearchId === null ? undefined : searches.get(retry.savedSearchId);
      const stopped =
        !recipient ||
        (retry.savedSearchId !== null && (!savedSearch || savedSearch.paused || !savedSearch.channels.includes(retry.channel))) ||
        (retry.savedSearchId === null && !recipient.favouritePriceAlerts);
      if (stopped) {
        report.dropped += 1;
        continue;
      }
      try {
        if (retry.channel === 'sms') {
          if (inQuietHours(at)) await postponeRetry(db, retry, nextMorning(at));
          else await sendSms(recipient, retry.savedSearchId, retry.smsItems ?? 1, retry.smsText ?? '', at, report, attempts);
        } else {
          const items = await itemsById(db, retry.itemIds);
          const group = { savedSearchId: retry.savedSearchId, items };
          if (items.length > 0) await sendGroup(recipient, group, savedSearch, retry.digest, at, report, { channel: 'email', attempts });
        }
      } catch (error) {
        log.warn({ err: error, userId: retry.userId, savedSearchId: retry.savedSearchId }, 'alert could not be tried again');
      }
    }
  }

  const delivery: AlertDelivery = {
    now,
    async deliverInstant(userId) {
      const at = delivery.now();
      const report = emptyReport();
      await sendDueSms(at, userId, report);
      const items = await claimPendingItems(db, { userId, frequency: 'instant', at });
      await sendItems(items, false, at, report);
      return report;
    },
    async runDigest(at, options = {}) {
      const claimed = await claimDigestDay(db, istDate(at), at);
      if (!claimed && !options.force) return null;
      const report = emptyReport();
      await sendDueSms(at, null, report);
      const items = await claimPendingItems(db, { userId: null, frequency: 'daily', at });
      await sendItems(items, true, at, report);
      await recordDigestItems(db, istDate(at), at, items.length);
      return report;
    },
    async tick() {
      const at = delivery.now();
      const report = emptyReport();
      await sendDueSms(at, null, report);
      await sendDueRetries(at, report);
      for (const userId of await usersWithStaleInstantItems(db, new Date(at.getTime() - STALE_INSTANT_MS), 50)) {
        await delivery.deliverInstant(userId);
      }
      if (istHour(at) >= DIGEST_HOUR_IST) await delivery.runDigest(at);
      await pruneDeliveredItems(db, new Date(at.getTime() - DELIVERED_ITEM_DAYS * 24 * 3600_000), 10_000);
    },
  };
  return delivery;
}

/**
 * Defines the alert jobs on `jobs`: {@link ALERT_DELIVER_JOB} (`{ userId }`, queued by the scan
 * with singleton key `alerts-deliver:{userId}`) sends the customer's instant alerts;
 * {@link ALERT_DIGEST_JOB} runs every minute on one instance ({@link AlertDelivery.tick}).
 */
export function defineAlertDeliveryJobs(jobs: JobQueue, delivery: AlertDelivery): void {
  jobs.define<AlertDeliverJob>(
    ALERT_DELIVER_JOB,
    async ({ userId }) => {
      if (!Number.isSafeInteger(userId)) return;
      await delivery.deliverInstant(userId);
    },
    { retryLimit: 5, retryDelaySeconds: 30, backoff: true },
  );
  jobs.define(ALERT_DIGEST_JOB, async () => delivery.tick(), { retryLimit: 0 });
  jobs.everyMinute(ALERT_DIGEST_JOB);
}
