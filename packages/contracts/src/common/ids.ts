import { z } from 'zod';

/**
 * The one rule for ids and counts the API reads from paths, queries and bodies. An id is written
 * in decimal digits without a leading zero (`7`, never `07`, `+7`, `7.0`, `7e0`, `0x7` or ` 7`),
 * or given as a JSON number that is a whole number. Every id column is a PostgreSQL `integer`, so
 * an id above {@link MAX_ID} cannot exist and is refused too. A refusal is a 400 naming the field
 * (ARCHITECTURE.md, "A request through the API").
 */

/** Largest id any table holds: the PostgreSQL `integer` maximum, 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

/** How an id is written in a path, a query or a text body field: decimal digits, no leading zero. */
export const ID_PATTERN = /^[1-9][0-9]*$/;

/** Text read as a number before the number rules: an id ({@link ID_PATTERN}), zero, or a negative whole number. */
const NUMBER_TEXT = /^(?:0|-?[1-9][0-9]*)$/;

/**
 * Reads whole-number text as a number and leaves every other value as it came, so a path or
 * query value like '7' meets the number rules while '07', '+7', '7.0', '7e0', '0x7' and ' 7'
 * fail as 'not a whole number'. '0' and '-3' become numbers so that they fail as too small.
 * JSON numbers pass through unchanged.
 */
export function wholeNumberText(value: unknown): unknown {
  return typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
}

/**
 * An id (1 to {@link MAX_ID}) that must arrive as a JSON number, for body fields that have always
 * been numbers; `label` names it in words in the messages (the field's code name travels in the
 * error's `field`). Not a whole number fails with '<label> must be a whole number', zero and
 * negatives with '<label> must be 1 or more', larger values with '<label> is too large';
 * `message`, when given, is the one sentence for all three.
 * @example idNumberSchema('Property ID') // 'Property ID must be 1 or more' for 0
 */
export function idNumberSchema(label: string, message?: string) {
  const notWhole = message ?? `${label} must be a whole number`;
  // Range first, so a huge value reads 'too large' rather than 'not a whole number'.
  return z
    .number({ error: notWhole })
    .min(1, message ?? `${label} must be 1 or more`)
    .max(MAX_ID, message ?? `${label} is too large`)
    .int(notWhole);
}

/**
 * An id in a path, a query or a body, named `label` in words in its messages: a JSON whole number
 * or {@link ID_PATTERN} text, 1 to {@link MAX_ID}; other values fail with the messages of
 * {@link idNumberSchema}.
 * @example idSchema('Listing ID').parse('7') === 7; idSchema('Listing ID').safeParse('07').success === false
 */
export function idSchema(label: string) {
  return z.preprocess(wholeNumberText, idNumberSchema(label));
}
