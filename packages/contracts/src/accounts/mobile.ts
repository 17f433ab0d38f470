// Indian mobile numbers as every form reads them (docs/product/accounts.md, "Mobile numbers"),
// re-exported by `fields.ts` with the accounts' rules. Kept free of zod: the public pages' mobile
// inputs (the contact form) use it as the person types and load no schema code for it (issue #35,
// docs/decisions/0033-javascript-budget.md).

/** 10-digit Indian mobile number without the +91 prefix, starting 6 to 9 (docs/product/accounts.md, "Mobile numbers"). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** What people type or paste between the digits of a phone number: white space, dashes, dots and brackets. */
const PHONE_SEPARATORS = /[\s\u2010-\u2015\-.()[\]]/g;
/** A 10-digit Indian mobile after an optional `+91`, `0091`, `91` or `0` (separators already removed). */
const PREFIXED_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/**
 * The one normaliser of Indian mobile numbers (docs/product/accounts.md, "Mobile numbers"), used
 * by every mobile field of every account kind (customers, associates, builders, staff), by the
 * contact form and by the browser's mobile inputs as the person types, pastes or autofills.
 * Ignores spaces, dashes, dots and brackets and drops a `+91`, `0091`, `91` or `0` prefix, so
 * "98390 12345", "+91 98390-12345", "(+91) 9839012345", "09839012345" and "919839012345" all give
 * "9839012345". Returns the 10 digits, or undefined when the text is not an Indian mobile (fewer or
 * more digits, a first digit below 6, a foreign prefix, letters). Ten digits are always read as
 * the number itself: "9198390112" stays "9198390112".
 * @example normaliseMobile('+91 98390 12345') === '9839012345'
 * @example normaliseMobile('12345') === undefined
 */
export function normaliseMobile(input: string): string | undefined {
  const match = PREFIXED_MOBILE.exec(input.trim().replace(PHONE_SEPARATORS, ''));
  return match?.[1];
}

/**
 * What a mobile field holds while someone types, pastes or autofills it: the text with only
 * digits, the separators people type and one leading `+` kept (letters and other marks dropped,
 * at most {@link MOBILE_INPUT_MAX_LENGTH} characters), and once that text is a whole mobile number,
 * its 10 digits from {@link normaliseMobile}. So "+91 98390 12345" typed or pasted becomes
 * "9839012345", and nothing typed is cut short on the way.
 * @example mobileInputText('+91 98390 1') === '+91 98390 1'
 * @example mobileInputText('Mobile: +91 98390 12345') === '9839012345'
 */
export function mobileInputText(typed: string): string {
  const kept = typed
    .replace(/[^\d+\s\-().]/g, '')
    .replace(/^\s+/, '')
    .replace(/(?!^)\+/g, '')
    .slice(0, MOBILE_INPUT_MAX_LENGTH);
  return normaliseMobile(kept) ?? kept;
}

/** Characters a mobile input takes while the person types (room for "+91 (98390) 12-345" and the like). */
export const MOBILE_INPUT_MAX_LENGTH = 20;
