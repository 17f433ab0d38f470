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
 * Optional trimmed one-line text input, named `label` in words in its messages, at most `max`
 * characters; blank counts as absent; control characters are refused ('Title contains
 * characters that are not allowed.', 'Title must be at most 100 characters').
 */
export const optionalText = (label: string, max = 100) =>
  z.preprocess(blankToUndefined, singleLineText(label, { trim: true }).max(max, `${label} must be at most ${max} characters`).optional());

/**
 * Whole-number query input between `min` and `max`, `fallback` when absent or blank (paging:
 * `page`, `pageSize`). Written in digits without a leading zero, like an id (`common/ids.ts`).
 * Messages name it by `label` in words, e.g. 'Page size must be a whole number'.
 */
export const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => wholeNumberText(blankToUndefined(value)),
    z
      .number({ error: `${label} must be a whole number` })
      .min(min, `${label} must be ${min} or more`)
      .max(max, `${label} must be at most ${max}`)
      .int(`${label} must be a whole number`)
      .default(fallback),
  );
