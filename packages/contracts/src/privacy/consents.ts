import { z } from 'zod';

/**
 * Consents and the privacy notice (docs/product/privacy.md, "Notice" and "Consents"; Digital
 * Personal Data Protection Act, 2023, ss. 5–6; DPDP Rules 2025, Rule 3): the version of the notice
 * every consent is recorded with, the purposes asked for separately, and
 * `GET /api/me/consents`, `PUT /api/me/consents/{purpose}`, `DELETE /api/me/consents/{purpose}`.
 */

/**
 * The version of the privacy notice at `/privacy` (the day it was last changed, `YYYY-MM-DD`).
 * Every consent given or withdrawn is recorded with it; change it whenever the notice's items,
 * purposes or periods change.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/**
 * The purposes that are not needed for the service and so are asked for separately, never
 * pre-ticked (docs/product/privacy.md, "Consents"): marketing SMS, marketing e-mail and the alerts
 * of saved searches.
 */
export const CONSENT_PURPOSES = ['marketing_sms', 'marketing_email', 'saved_search_alerts'] as const;
/** One of {@link CONSENT_PURPOSES}. */
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Whether `value` is one of {@link CONSENT_PURPOSES}. */
export const isConsentPurpose = (value: unknown): value is ConsentPurpose =>
  typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);

/** Where a consent was given or withdrawn: the web site (cookie session) or a program calling the API (Bearer token). */
export const CONSENT_CHANNELS = ['web', 'api'] as const;
/** One of {@link CONSENT_CHANNELS}. */
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Years the consent log is kept (docs/product/privacy.md, "Consents"). */
export const CONSENT_LOG_YEARS = 7;

/** Person-facing messages of the consent routes. */
export const CONSENT_MESSAGES = {
  unknownPurpose:
    'There is no such consent purpose. The purposes are offers and news by SMS, offers and news by e-mail, and alerts of saved searches.',
  given: 'Thank you. Your consent is recorded; you can withdraw it here at any time.',
  withdrawn: 'Your consent is withdrawn. Nothing more will be sent for this purpose.',
  notForStaff: 'Consents are kept for customer, associate and builder accounts.',
} as const;

/** Path of the consent routes: one of {@link CONSENT_PURPOSES} (anything else is a 400 naming `purpose`, in words). */
export const consentParamsSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: CONSENT_MESSAGES.unknownPurpose }),
});

/**
 * One purpose as its account sees it: `state` `given`, `withdrawn` or `not_asked` (never said),
 * and for the last thing said: the notice version shown, when (ISO 8601) and the channel.
 */
export const consentSchema = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES),
    state: z.enum(['given', 'withdrawn', 'not_asked']),
    given: z.boolean(),
    notice_version: z.string().nullable(),
    at: z.string().nullable(),
    channel: z.string().nullable(),
  })
  .meta({ id: 'Consent' });
/** Shape of {@link consentSchema}. */
export type Consent = z.infer<typeof consentSchema>;

/** Answer of `GET /api/me/consents`: every purpose, in the order of {@link CONSENT_PURPOSES}, and the current notice version. */
export const consentsResponseSchema = z.object({
  success: z.literal(true),
  notice_version: z.string(),
  data: z.array(consentSchema),
});
/** Shape of {@link consentsResponseSchema}. */
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/** Answer of `PUT`/`DELETE /api/me/consents/{purpose}`: the purpose as it now stands. */
export const consentChangeResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: consentSchema });
/** Shape of {@link consentChangeResponseSchema}. */
export type ConsentChangeResponse = z.infer<typeof consentChangeResponseSchema>;

/** Answer of `GET /api/privacy/notice`: the notice version and the grievance officer (from GRIEVANCE_OFFICER_NAME / _EMAIL). */
export const privacyNoticeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    notice_version: z.string(),
    grievance_officer: z.object({ name: z.string(), email: z.string() }),
    grievance_days: z.number().int(),
  }),
});
/** Shape of {@link privacyNoticeResponseSchema}. */
export type PrivacyNoticeResponse = z.infer<typeof privacyNoticeResponseSchema>;
