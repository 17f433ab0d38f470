import { z } from 'zod';
import { ERROR_CODE_LIST } from './error-codes.ts';
import { wholeNumberText } from './ids.ts';
import { singleLineText } from './text.ts';

/**
 * Failure answer shared by every endpoint (docs/product/README.md, "Errors"). `code` is one
 * of the stable `ERROR_CODES` for programs; `message` is written for a person; `field` names
 * the offending input on 400s.
 */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODE_LIST),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });

/** Shape of {@link errorResponseSchema}. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Turns a blank query-string value into `undefined` so optional filters can be sent empty
 * (docs/product/catalogue.md: "empty fields may be sent empty from the hero").
 */
export const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Optional trimmed one-line text input named `field`, at most `max` characters; blank counts as
 * absent; control characters are refused ('title contains characters that are not allowed.').
 */
export const optionalText = (field: string, max = 100) =>
  z.preprocess(blankToUndefined, singleLineText(field, { trim: true }).max(max, `${field} must be at most ${max} characters`).optional());

/**
 * Whole-number query input named `field` between `min` and `max`, `fallback` when absent or
 * blank (paging: `page`, `pageSize`). Written in digits without a leading zero, like an id
 * (`common/ids.ts`). Messages name the field, e.g. 'page must be a whole number'.
 */
export const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => wholeNumberText(blankToUndefined(value)),
    z
      .number({ error: `${field} must be a whole number` })
      .min(min, `${field} must be ${min} or more`)
      .max(max, `${field} must be at most ${max}`)
      .int(`${field} must be a whole number`)
      .default(fallback),
  );
