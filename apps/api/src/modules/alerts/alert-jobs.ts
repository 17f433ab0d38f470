/**
 * The background jobs of alerts (docs/product/alerts.md, "Alerts") and what they carry. The scan
 * (`alerts/matching/`) finds what is to be told and writes `alert_items`; delivery
 * (`alerts/delivery/`) sends them by SMS, Web Push and e-mail.
 */

/** Reads the catalogue change log since the last scan and writes `alert_items` (every minute on one instance, and queued after catalogue writes). */
export const ALERT_SCAN_JOB = 'alerts-scan';

/** Sends a customer's pending `instant` alert items, data {@link AlertDeliverJob}; queued with singleton key `alerts-deliver:{userId}`. */
export const ALERT_DELIVER_JOB = 'alerts-deliver';

/** Sends every pending `daily` alert item as one digest per saved search (09:00 India time, or `npm run alerts:digest -- --at`). */
export const ALERT_DIGEST_JOB = 'alerts-digest';

/** What {@link ALERT_DELIVER_JOB} carries: the customer (`users.user_id`) whose pending instant items to send. */
export type AlertDeliverJob = { userId: number };

/**
 * Turns what the scan recorded (`alert_matches`, one row per listing) into `alert_items` under the
 * once-per-price rule and queues the deliveries; queued by each scan that recorded matches
 * (singleton key `alerts-expand`), and every minute on one instance.
 */
export const ALERT_EXPAND_JOB = 'alerts-expand';
