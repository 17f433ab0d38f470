import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

/**
 * Texts of the e-mail confirmation (docs/product/accounts.md, "E-mail confirmation"), word for
 * word as the API answers them. The web app shows its own English and Hindi words, chosen by the
 * answer's `code`.
 */
export const EMAIL_CONFIRMATION_MESSAGES = {
  /** 200 of `POST /api/me/email/confirmation`. */
  sent: 'We have sent a confirmation link to your e-mail address. It works for 24 hours.',
  /** 200 of `POST /api/me/email/confirmation` when there is nothing to confirm. */
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  /** 429: a link was sent less than a minute ago. */
  tooSoon: 'We sent you a confirmation link less than a minute ago. Please check your e-mail, or wait a minute and ask again.',
  /** 429: five links in the last 24 hours. */
  tooMany: 'You have asked for 5 confirmation links in the last 24 hours. Please use the newest one, or ask again tomorrow.',
  /** 403: a staff session (staff accounts have no e-mail to confirm). */
  notForStaff: 'E-mail confirmation is for customer, associate and builder accounts.',
  /** 502: the mail server did not take the message. */
  sendFailed: 'The confirmation e-mail could not be sent. Please try again in a few minutes.',
  /** 200 of `POST /api/me/email/confirm`. */
  confirmed: 'Thank you! Your e-mail address is confirmed.',
  /** 400 (field `token`): no token in the body. */
  tokenMissing: 'The confirmation link is incomplete. Please open the whole link from the e-mail.',
  /** 400 (field `token`, code TOKEN_INVALID): unknown, damaged, or for an address the account no longer has. */
  tokenInvalid: 'This confirmation link is not valid. Please ask for a new one from your dashboard.',
  /** 400 (field `token`, code TOKEN_EXPIRED): older than 24 hours. */
  tokenExpired: 'This confirmation link has expired: links work for 24 hours. Please ask for a new one from your dashboard.',
  /** 400 (field `token`, code TOKEN_USED): the link was used already. */
  tokenUsed: 'This confirmation link has already been used. Each link works once.',
} as const;

/** How long a confirmation link works: 24 hours, in milliseconds. */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Least time between two confirmation e-mails of one account: one minute, in milliseconds. */
export const EMAIL_CONFIRMATION_MIN_GAP_MS = 60 * 1000;
/** Most confirmation e-mails of one account in any 24 hours. */
export const EMAIL_CONFIRMATION_MAX_PER_DAY = 5;

/**
 * Body of `POST /api/me/email/confirm` (no sign-in needed): `token` from the link
 * `/confirm-email?token=…` (43 URL-safe base64 characters). Missing → 400 naming `token`.
 */
export const confirmEmailRequestSchema = z.object({
  token: singleLineText('The confirmation link', { error: EMAIL_CONFIRMATION_MESSAGES.tokenMissing, trim: true })
    .min(1, EMAIL_CONFIRMATION_MESSAGES.tokenMissing)
    .max(200, EMAIL_CONFIRMATION_MESSAGES.tokenInvalid)
    .meta({ description: 'The token of the confirmation link', example: 'x3Jq8vWm0aR1bYc2dZe3fAg4hBi5jCk6lDm7nEo8pFq' }),
});
/** Shape of {@link confirmEmailRequestSchema}. */
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/**
 * The signed-in account's e-mail address and whether it is confirmed: the answer of
 * `GET /api/me/email` and of both confirmation routes. `email_confirmed` is true from the
 * moment the newest link sent to this address is opened until the address changes.
 */
export const myEmailResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string().optional(),
    email: z.string(),
    email_confirmed: z.boolean(),
    /**
     * What `PUT /api/me/email` did: `changed` (a link went to the new address),
     * `changed_link_later` (five links went in 24 hours), `changed_link_failed` (the mail server
     * refused it), `unchanged` (the same address). Absent from the other answers.
     */
    outcome: z.enum(['changed', 'changed_link_later', 'changed_link_failed', 'unchanged']).optional(),
  })
  .meta({ id: 'MyEmail' });
/** Shape of {@link myEmailResponseSchema}. */
export type MyEmailResponse = z.infer<typeof myEmailResponseSchema>;

/** `email_confirmed` in the answers that describe an account (session, sign-in): always sent; optional in the type for clients written before it. */
export const emailConfirmedAnswerSchema = z
  .boolean()
  .optional()
  .meta({ description: 'Whether the account’s e-mail address is confirmed (docs/product/accounts.md, "E-mail confirmation")' });
