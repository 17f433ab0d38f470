/**
 * The one place that turns text a person typed into a `LIKE` / `ILIKE` pattern. Every substring
 * search of the API goes through it: the catalogue filters `title`, `location` and `search`
 * (docs/product/catalogue.md, "Searching: `GET /api/sites`") and the `q` search of the back office
 * tables (docs/product/back-office.md: listings, contact requests, enquiries, people).
 *
 * In a pattern `%` stands for any run of characters, `_` for any one character and `\` (the
 * default escape character of PostgreSQL's `LIKE`, so no `ESCAPE` clause is needed) makes the
 * next character stand for itself. A person searching for "100%" or "plot_12" means those
 * characters literally, so all three are escaped.
 */

/** The characters with a meaning in a `LIKE` pattern: the escape character itself, `%` and `_`. */
const LIKE_SPECIALS = /[\\%_]/g;

/**
 * `text` with every `\`, `%` and `_` preceded by `\`, so that inside a `LIKE` / `ILIKE` pattern
 * it matches exactly itself (case aside, with `ILIKE`). Any string is accepted; nothing is
 * trimmed or lower-cased.
 * @example escapeLike('100%_off') === '100\\%\\_off'
 * @see docs/product/catalogue.md ("Searching") and docs/product/back-office.md (table searches)
 */
export function escapeLike(text: string): string {
  return text.replace(LIKE_SPECIALS, (c) => `\\${c}`);
}

/**
 * A `LIKE` / `ILIKE` pattern matching any value that contains `text` literally:
 * `%` + {@link escapeLike}(`text`) + `%`. Pass it as a bound parameter
 * (`sql\`${column} ilike ${containsPattern(q)}\``), never spliced into SQL text.
 * @example containsPattern('50%') === '%50\\%%'
 * @see docs/product/catalogue.md ("Searching") and docs/product/back-office.md (table searches)
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
