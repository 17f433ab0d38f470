import type { z } from 'zod';

/**
 * Reading an address's query with the API's own query schema (packages/contracts), so a page
 * never keeps, and never sends, a value the API would answer with 400 (docs/product/catalogue.md,
 * "Searching": "A value the API cannot accept ... is answered 400 with the field named; it is
 * never silently changed").
 */

/** Names of the parameters of the query schema `S`. */
export type QueryName<S extends z.ZodObject> = Extract<keyof S['shape'], string>;

/** Raw text of some parameters of `S`, as read from an address; null or undefined when absent. */
export type RawQuery<S extends z.ZodObject> = { readonly [K in QueryName<S>]?: string | null | undefined };

/** A value the API would refuse: the parameter `name`, the `value` as given and the API's 400 `message` for it. */
export type RefusedQueryValue<Name extends string = string> = { name: Name; value: string; message: string };

/** What {@link sortQueryValues} found: the parsed values the API accepts, and the values it would refuse. */
export type SortedQuery<S extends z.ZodObject> = {
  /** Each accepted parameter as the API reads it (trimmed text, numbers, enum members); blank ones left out. */
  accepted: Partial<z.output<S>>;
  /** Each refused parameter, in the schema's order. */
  refused: RefusedQueryValue<QueryName<S>>[];
};

/**
 * Splits the `raw` query text by the contract query schema `schema`: a parameter whose value the
 * schema accepts is kept as the schema parses it (no rounding, no guessing: `2500000.5` stays
 * 2500000.5); one it refuses is left out and reported with the schema's message (the API's 400
 * text, e.g. 'Min Price must be at most 1,000 crore'). Absent parameters are neither. The values
 * kept are checked once more as a whole, so a rule across parameters cannot let a refused
 * combination through. Never throws.
 * @example sortQueryValues(listSitesQuerySchema, { minPrice: 'abc', title: 'Sigra' })
 *   // → { accepted: { title: 'Sigra' }, refused: [{ name: 'minPrice', value: 'abc', message: 'Min Price must be an amount in rupees' }] }
 */
export function sortQueryValues<S extends z.ZodObject>(schema: S, raw: RawQuery<S>): SortedQuery<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const given = raw as Readonly<Record<string, string | null | undefined>>;
  const kept: Record<string, string> = {};
  const refused: RefusedQueryValue[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const value = given[name];
    if (value === undefined || value === null) continue;
    const result = field.safeParse(value);
    if (result.success) kept[name] = value;
    else refused.push({ name, value, message: result.error.issues[0]?.message ?? `${name} is not valid` });
  }
  // A rule across parameters (none today) names the parameters it refuses: drop those and check again.
  for (let round = 0; round < Object.keys(shape).length; round += 1) {
    const whole = schema.safeParse(kept);
    if (whole.success) break;
    let dropped = false;
    for (const issue of whole.error.issues) {
      const name = String(issue.path[0] ?? '');
      const value = kept[name];
      if (value === undefined) continue;
      delete kept[name];
      refused.push({ name, value, message: issue.message });
      dropped = true;
    }
    if (!dropped) {
      for (const [name, value] of Object.entries(kept)) refused.push({ name, value, message: whole.error.issues[0]?.message ?? '' });
      for (const name of Object.keys(kept)) delete kept[name];
      break;
    }
  }
  const accepted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(kept)) {
    const parsed = shape[name]?.safeParse(value);
    if (parsed?.success && parsed.data !== undefined) accepted[name] = parsed.data;
  }
  const order = Object.keys(shape);
  refused.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return { accepted: accepted as Partial<z.output<S>>, refused: refused as RefusedQueryValue<QueryName<S>>[] };
}
