import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

/**
 * Delivering alerts (docs/product/alerts.md, "How alerts are sent"): the one-click unsubscribe of
 * an alert (RFC 8058) and the customer's alert settings. Messages word for word as the API
 * answers them; the web app shows its own English and Hindi words, chosen by the answer's `code`
 * and `data`.
 */

/** Messages of the unsubscribe link and the alert settings. */
export const ALERT_MESSAGES = {
  /** 400 (field `token`): no token. */
  tokenMissing: 'The unsubscribe link is incomplete. Please open the whole link from the alert.',
  /** 400 (field `token`, code TOKEN_INVALID): damaged, forged or for another account. */
  tokenInvalid: 'This unsubscribe link is not valid. You can stop alerts from your dashboard.',
  /** 400 (field `token`, code TOKEN_EXPIRED): older than a year. */
  tokenExpired: 'This unsubscribe link has expired. You can stop alerts from your dashboard.',
  /** 200 of `POST /api/alerts/unsubscribe` for a saved search. */
  unsubscribed: 'Alerts stopped for this saved search. You can turn them on again from your dashboard.',
  /** 200 of `POST /api/alerts/unsubscribe` for the favourites' price drops. */
  favouritesUnsubscribed: 'Price-drop alerts of your favourites are stopped. You can turn them on again from your dashboard.',
  /** 200 when the saved search was deleted: nothing is sent for it any more. */
  savedSearchGone: 'This saved search was deleted: no alerts are sent for it.',
  /** 200 of `PATCH /api/user/alert-settings` turning favourites' price drops on. */
  favouritesOn: 'Price-drop alerts of your favourites are on.',
  /** 200 of `PATCH /api/user/alert-settings` turning them off. */
  favouritesOff: 'Price-drop alerts of your favourites are off.',
  /** 400 (field `favourite_price_alerts`). */
  favouritesNotBoolean: 'Price drops of favourites must be true or false.',
  /** 403: not a customer. */
  customersOnly: 'Only customers have alert settings.',
} as const;

/** How long an unsubscribe link works: 365 days, in milliseconds (an old digest's link keeps working a year). */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** What an unsubscribe link stops: one saved search's alerts, or the price drops of the customer's favourites. */
export const UNSUBSCRIBE_TARGETS = ['saved_search', 'favourites'] as const;
/** One of {@link UNSUBSCRIBE_TARGETS}. */
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];

const tokenSchema = singleLineText('The unsubscribe link', { error: ALERT_MESSAGES.tokenMissing, trim: true })
  .min(1, ALERT_MESSAGES.tokenMissing)
  .max(300, ALERT_MESSAGES.tokenInvalid)
  .meta({ description: 'The signed token of the unsubscribe link `/alerts/unsubscribe?token=…`' });

/**
 * Query of `GET /api/alerts/unsubscribe?token=…` (no sign-in): the token of the link. Missing →
 * 400 naming `token`.
 */
export const unsubscribeQuerySchema = z.object({ token: tokenSchema });

/**
 * Body of `POST /api/alerts/unsubscribe` `{ token }` (no sign-in). The page's own address
 * `POST /alerts/unsubscribe?token=…` (RFC 8058 one-click, body `List-Unsubscribe=One-Click`)
 * takes the token from the address instead.
 */
export const unsubscribeBodySchema = z.object({ token: tokenSchema }).meta({ id: 'UnsubscribeBody' });
/** Shape of {@link unsubscribeBodySchema}. */
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/**
 * What an unsubscribe link is for, as the confirmation page shows it: `target` (a saved search or
 * the favourites' price drops), the saved search's `name` (null for favourites, or when it was
 * deleted), `stopped` (true when its alerts are already stopped: the search paused or deleted, or
 * the favourites' switch off) and the account's `language` (`en` or `hi`).
 */
export const unsubscribeInfoSchema = z
  .object({
    target: z.enum(UNSUBSCRIBE_TARGETS),
    name: z.string().nullable(),
    stopped: z.boolean(),
    language: z.enum(['en', 'hi']),
  })
  .meta({ id: 'UnsubscribeInfo' });
/** Shape of {@link unsubscribeInfoSchema}. */
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

/** Answer of `GET /api/alerts/unsubscribe` (describe) and `POST /api/alerts/unsubscribe` (done: `stopped` true, with a `message`). */
export const unsubscribeResponseSchema = z
  .object({ success: z.literal(true), message: z.string().optional(), data: unsubscribeInfoSchema })
  .meta({ id: 'UnsubscribeResponse' });
/** Shape of {@link unsubscribeResponseSchema}. */
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/**
 * A customer's alert settings: `favourite_price_alerts` (true: a price drop of a listing in the
 * favourites is told by the channels of the first saved search, or SMS and push when none).
 */
export const alertSettingsSchema = z.object({ favourite_price_alerts: z.boolean() }).meta({ id: 'AlertSettings' });
/** Shape of {@link alertSettingsSchema}. */
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** Body of `PATCH /api/user/alert-settings`: `{ favourite_price_alerts: boolean }`; anything else is 400 naming the field. */
export const updateAlertSettingsBodySchema = z
  .object({ favourite_price_alerts: z.boolean({ error: ALERT_MESSAGES.favouritesNotBoolean }) })
  .meta({ id: 'UpdateAlertSettingsBody' });
/** Shape of {@link updateAlertSettingsBodySchema}. */
export type UpdateAlertSettingsBody = z.infer<typeof updateAlertSettingsBodySchema>;

/** Answer of `GET`/`PATCH /api/user/alert-settings` (PATCH with a `message`). */
export const alertSettingsResponseSchema = z
  .object({ success: z.literal(true), message: z.string().optional(), data: alertSettingsSchema })
  .meta({ id: 'AlertSettingsResponse' });
/** Shape of {@link alertSettingsResponseSchema}. */
export type AlertSettingsResponse = z.infer<typeof alertSettingsResponseSchema>;
