import { z } from 'zod';
import { EMAIL_CONFIRMATION_MESSAGES } from './email-confirmation.ts';
import { customerEmailSchema } from './fields.ts';

/**
 * Texts of changing one's e-mail address (docs/product/accounts.md, "E-mail confirmation"), word for
 * word as `PUT /api/me/email` answers them; the web app shows its own English and Hindi words.
 */
export const EMAIL_CHANGE_MESSAGES = {
  /** 200: the address is changed and a confirmation link went to it. */
  changed: 'Your e-mail address is changed. We have sent a confirmation link to it.',
  /** 200: the address is changed, but five links went in the last 24 hours. */
  changedAskLater:
    'Your e-mail address is changed. You have asked for 5 confirmation links in the last 24 hours: please ask for one from your dashboard tomorrow.',
  /** 200: the address is changed, but the mail server did not take the confirmation e-mail. */
  changedSendFailed:
    'Your e-mail address is changed, but the confirmation e-mail could not be sent. Please ask for a link again in a few minutes.',
  /** 200: the address given is the one the account has (compared lower-cased). */
  unchanged: 'That is already your e-mail address.',
  /** 403: a staff session. */
  notForStaff: EMAIL_CONFIRMATION_MESSAGES.notForStaff,
} as const;

/**
 * Body of `PUT /api/me/email`: the new address (trimmed and lower-cased; missing → 400 'Email is
 * required.', malformed → 400 'Enter a valid email address.', both naming `email`).
 */
export const changeEmailRequestSchema = z.object({ email: customerEmailSchema });
/** Shape of {@link changeEmailRequestSchema}. */
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
