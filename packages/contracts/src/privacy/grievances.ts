import { z } from 'zod';
import { EMAIL_PATTERN, mobileSchema } from '../accounts/fields.ts';
import { blankToUndefined } from '../common/envelope.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/**
 * Grievances about personal data (docs/product/privacy.md, "Grievances"; DPDP Act 2023, s. 13;
 * Rules 2025, Rule 14: answered within 90 days): `POST /api/me/grievances` for account holders,
 * `POST /api/grievances` for anyone (the form on /privacy).
 */

/** Days within which a grievance must be answered (DPDP Rules 2025). */
export const GRIEVANCE_DAYS = 90;

/** Limits of a grievance's text, in characters. */
export const GRIEVANCE_TEXT_LIMITS = { min: 10, max: 4000 } as const;

/** Person-facing messages of the grievance routes. */
export const GRIEVANCE_MESSAGES = {
  text: `Please describe your grievance in ${GRIEVANCE_TEXT_LIMITS.min} to ${GRIEVANCE_TEXT_LIMITS.max} characters.`,
  name: 'Please enter your full name (2 to 100 characters).',
  mobile: 'Please enter a valid 10-digit Indian mobile number.',
  email: 'Please enter a valid e-mail address.',
  contact: 'Please give a mobile number or an e-mail address so that we can answer you.',
  received: `Your grievance is received. Our grievance officer will answer within ${GRIEVANCE_DAYS} days.`,
  notForStaff: 'Grievances are made by customers, associates and builders.',
  tooMany: 'You have sent several grievances in a short time. Please wait a few minutes and try again.',
} as const;

const text = multiLineText('Text', { error: GRIEVANCE_MESSAGES.text, trim: true })
  .min(GRIEVANCE_TEXT_LIMITS.min, GRIEVANCE_MESSAGES.text)
  .max(GRIEVANCE_TEXT_LIMITS.max, GRIEVANCE_MESSAGES.text);

/** Body of `POST /api/me/grievances`: `{ text }` (the account's own name and contact details are used). */
export const myGrievanceBodySchema = z.object({ text });
/** Parsed {@link myGrievanceBodySchema}. */
export type MyGrievanceBody = z.infer<typeof myGrievanceBodySchema>;

/**
 * Body of `POST /api/grievances`: `{ name, mobile?, email?, text }`; a mobile or an e-mail (or
 * both) must be given. The mobile may be typed with +91 and spaces.
 */
export const publicGrievanceBodySchema = z
  .object({
    name: singleLineText('Name', { error: GRIEVANCE_MESSAGES.name, trim: true })
      .min(2, GRIEVANCE_MESSAGES.name)
      .max(100, GRIEVANCE_MESSAGES.name),
    mobile: z.preprocess(blankToUndefined, mobileSchema(GRIEVANCE_MESSAGES.mobile).optional()),
    email: z.preprocess(
      blankToUndefined,
      singleLineText('Email', { error: GRIEVANCE_MESSAGES.email, trim: true })
        .max(254, GRIEVANCE_MESSAGES.email)
        .regex(EMAIL_PATTERN, GRIEVANCE_MESSAGES.email)
        .optional(),
    ),
    text,
  })
  .superRefine((body, ctx) => {
    if (!body.mobile && !body.email) ctx.addIssue({ code: 'custom', path: ['mobile'], message: GRIEVANCE_MESSAGES.contact });
  });
/** What the form sends. */
export type PublicGrievanceInput = z.input<typeof publicGrievanceBodySchema>;
/** Parsed {@link publicGrievanceBodySchema}. */
export type PublicGrievanceBody = z.infer<typeof publicGrievanceBodySchema>;

/** Answer of both grievance routes: the grievance's number and the day its answer is due (ISO 8601). */
export const grievanceReceivedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ grievance_id: z.number().int(), due_at: z.string() }),
});
/** Shape of {@link grievanceReceivedResponseSchema}. */
export type GrievanceReceivedResponse = z.infer<typeof grievanceReceivedResponseSchema>;
