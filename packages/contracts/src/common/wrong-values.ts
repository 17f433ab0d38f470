/**
 * Values that are wrong for most fields of a request body: missing, blank, of another type, out
 * of range, refused characters (a NUL), too long, too many, impossible dates and dates in the past.
 * The messages-in-words tests (contracts and web) send each to every field of every schema and
 * check the message names the field in words (docs/product/accounts.md, "Messages").
 */
export const WRONG_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'not a value',
  'a\u0000b',
  'x'.repeat(5000),
  -1,
  0,
  1.5,
  1e20,
  true,
  [],
  [''],
  ['x'.repeat(500)],
  Array.from({ length: 60 }, (_, i) => `City ${i}`),
  {},
  '2020-01-01T00:00:00Z',
  '2020-01-01T00:00:00+05:30',
  '2020-13-45',
];
