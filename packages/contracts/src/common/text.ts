import { z } from 'zod';

/**
 * The one rule for every piece of text the API reads (bodies, queries, paths, headers): which
 * characters are refused. The database cannot store U+0000, and the other control characters
 * only ever arrive by mistake or by malice, so a request holding one is answered 400
 * `{ success: false, message: '<Field> contains characters that are not allowed.', field }`
 * before it reaches a service (ARCHITECTURE.md, "A request through the API": never 500 for bad input).
 *
 * Refused in every field: the C0 controls U+0000–U+001F, DEL U+007F, the C1 controls
 * U+0080–U+009F and UTF-16 surrogates that are not part of a pair. Multi-line fields (messages,
 * descriptions, notes, addresses) also accept tab U+0009, line feed U+000A and carriage return
 * U+000D.
 */

/** Whether a field is one line (names, e-mails, ids, search words) or free text with line breaks. */
export type TextLines = 'single' | 'multi';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Index (in UTF-16 code units) of the first character a `lines` field refuses in `value`, or -1
 * when every character is allowed. See the file comment for the refused characters.
 * @example forbiddenCharacterAt('ab\u0000cd') === 2
 * @example forbiddenCharacterAt('line 1\nline 2', 'multi') === -1
 */
export function forbiddenCharacterAt(value: string, lines: TextLines = 'single'): number {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (lines === 'multi' && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return i;
    }
    if (code < 0x7f) continue;
    if (code <= 0x9f) return i;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return i;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return i;
  }
  return -1;
}

/** True when `value` holds only characters a `lines` field accepts ({@link forbiddenCharacterAt} finds none). */
export function isAllowedText(value: string, lines: TextLines = 'single'): boolean {
  return forbiddenCharacterAt(value, lines) === -1;
}

/**
 * For numbers that may arrive as text (prices, coordinates): text holding a refused character is
 * not a number, so it becomes NaN and the number rule refuses it with its own message, where
 * `Number('\u000b5')` would otherwise read 5. Every other value is returned unchanged.
 */
export function numberText(value: unknown): unknown {
  return typeof value === 'string' && !isAllowedText(value) ? Number.NaN : value;
}

/** The 400 message for a field holding a refused character, e.g. 'Name contains characters that are not allowed.' */
export function notAllowedMessage(label: string): string {
  return `${label} contains characters that are not allowed.`;
}

/**
 * How a text field is read: `error` is the message for a value that is missing or not text
 * (as `z.string({ error })`); `trim` removes surrounding white space first, so a trailing line
 * break pasted into a one-line field is dropped rather than refused.
 */
export type TextOptions = { error?: string; trim?: boolean };

function textSchema(label: string, lines: TextLines, { error, trim = false }: TextOptions) {
  const base = z.string(error === undefined ? undefined : { error });
  // `abort` keeps the answer to this one message: length rules chained after it do not run.
  return (trim ? base.trim() : base).refine((value) => isAllowedText(value, lines), { message: notAllowedMessage(label), abort: true });
}

/**
 * A one-line text field named `label` in messages: refuses every control character (tab and line
 * breaks too) and unpaired surrogates with '<label> contains characters that are not allowed.'.
 * Returns a zod string, so length and pattern rules chain after it (and run after the
 * character check): `singleLineText('Name', { trim: true }).min(2, …).max(100, …)`.
 */
export function singleLineText(label: string, options: TextOptions = {}) {
  return textSchema(label, 'single', options);
}

/**
 * A free-text field that may span lines (a message, a description, a note, an address): like
 * {@link singleLineText} but tab, line feed and carriage return are accepted.
 */
export function multiLineText(label: string, options: TextOptions = {}) {
  return textSchema(label, 'multi', options);
}
