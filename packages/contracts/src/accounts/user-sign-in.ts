import { z } from 'zod';
import { isAllowedText, notAllowedMessage } from '../common/text.ts';
import { ACCOUNT_MESSAGES, asMobileText, MOBILE_PATTERN } from './fields.ts';

const present = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * Both sign-in forms' checks in the spec's order (docs/product/accounts.md "Sign-in"): either field
 * missing → 'Please enter mobile number and password' (field named), then a mobile that is not
 * an Indian mobile after `normaliseMobile` ("+91 94150 12345" reads 9415012345) → 'Enter a valid
 * 10-digit mobile number'. A mobile or password holding a control
 * character fails with '<Mobile|Password> contains characters that are not allowed.' (the
 * shared text rule of `common/text.ts`), the mobile's before its pattern, the password's last.
 */
export const signInCredentialsSchema = <M extends string, P extends string>(mobileKey: M, passwordKey: P) =>
  z
    .object({
      [mobileKey]: z.preprocess(asMobileText, z.unknown()).optional().meta({
        description: 'Indian mobile (required); +91, 91 or 0 before it and spaces, dashes or brackets are dropped',
        example: '9415012345',
      }),
      [passwordKey]: z.unknown().optional().meta({ description: 'Password (required)', example: 'Ganga#Ghat2024' }),
    } as unknown as Record<M | P, z.ZodType<unknown>>)
    .superRefine((body, ctx) => {
      const record = body as Record<string, unknown>;
      if (!present(record[mobileKey])) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.signInFieldsMissing, path: [mobileKey] });
        return;
      }
      if (!present(record[passwordKey])) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.signInFieldsMissing, path: [passwordKey] });
        return;
      }
      if (!isAllowedText(record[mobileKey] as string)) {
        ctx.addIssue({ code: 'custom', message: notAllowedMessage('Mobile'), path: [mobileKey] });
        return;
      }
      if (!MOBILE_PATTERN.test(record[mobileKey] as string)) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.signInMobileInvalid, path: [mobileKey] });
        return;
      }
      if (!isAllowedText(record[passwordKey] as string)) {
        ctx.addIssue({ code: 'custom', message: notAllowedMessage('Password'), path: [passwordKey] });
      }
    })
    .transform((body) => body as Record<M | P, string>);

/**
 * Body of `POST /api/user/sign-in` (docs/product/accounts.md): `{ user_mobile, user_password }`. Wrong
 * credentials → 401 'Invalid mobile number or password'.
 */
export const userSignInRequestSchema = signInCredentialsSchema('user_mobile', 'user_password');
/** Shape of {@link userSignInRequestSchema}. */
export type UserSignInRequest = { user_mobile: string; user_password: string };

/**
 * Answer of `POST /api/user/sign-in`: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.', `otp_required: true`,
 * a PENDING session `token` (also set as cookie; refused everywhere until the OTP is verified with
 * `POST /api/auth/user/verify-otp` purpose signin) and `user: { user_id, user_mobile }`.
 */
export const userSignInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  otp_required: z.literal(true),
  token: z.string(),
  user: z.object({ user_id: z.number().int(), user_mobile: z.string() }),
});
/** Shape of {@link userSignInResponseSchema}. */
export type UserSignInResponse = z.infer<typeof userSignInResponseSchema>;
