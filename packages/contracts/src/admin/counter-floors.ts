import { z } from 'zod';
import { wholeNumberText } from '../common/ids.ts';

/**
 * The home page counters' marketing floors (docs/product/content.md "Counters";
 * docs/product/back-office.md "Home page counters"). Staff may set, for each counter, the least
 * figure the home page shows: the page shows the larger of the database's count and the floor,
 * and marks a figure that comes from the floor with "+". 0 means no floor (the count alone).
 */

/** Highest floor staff can set for one counter: 1 crore (10,000,000). */
export const MAX_COUNTER_FLOOR = 10_000_000;

/** The three counters of `GET /api/stats`, in the order the home page draws them. */
export const COUNTERS = ['sites', 'associates', 'customers'] as const;
/** One of {@link COUNTERS}. */
export type Counter = (typeof COUNTERS)[number];

/** Label of each counter in words, as staff and visitors read it (English; the pages translate). */
export const COUNTER_LABELS: Record<Counter, string> = {
  sites: 'Listed Properties',
  associates: 'Associate Members',
  customers: 'Registered Customers',
};

/** Messages of the counters' settings, word for word. */
export const COUNTER_FLOOR_MESSAGES = {
  saved: 'Counter floors saved. The home page shows them within 5 minutes.',
} as const;

const floor = (counter: Counter) => {
  const label = COUNTER_LABELS[counter];
  return z.preprocess(
    (value) => (typeof value === 'string' ? wholeNumberText(value.replace(/[ ,]/g, '') || '0') : value),
    z
      .number({ error: `${label}: enter a whole number (0 for no floor)` })
      .int(`${label}: enter a whole number (0 for no floor)`)
      .min(0, `${label}: the floor cannot be below 0`)
      .max(MAX_COUNTER_FLOOR, `${label}: the floor can be at most 1,00,00,000`),
  );
};

/**
 * Body of `PUT /api/admin/counters` (admin only): `{ sites, associates, customers }`, each a
 * whole number from 0 (no floor) to {@link MAX_COUNTER_FLOOR}, as a JSON number or digits
 * (spaces and Indian or Western commas allowed: "10,000" and "1,00,000"). A bad value is 400
 * naming the counter's field, with its label in words.
 */
export const counterFloorsBodySchema = z
  .object({ sites: floor('sites'), associates: floor('associates'), customers: floor('customers') })
  .strict()
  .meta({ id: 'CounterFloorsBody' });

/** Shape of {@link counterFloorsBodySchema}. */
export type CounterFloors = z.infer<typeof counterFloorsBodySchema>;

const figures = z.object({
  sites: z.number().int().nonnegative(),
  associates: z.number().int().nonnegative(),
  customers: z.number().int().nonnegative(),
});

/**
 * The counters as the back office sees them (`GET`/`PUT /api/admin/counters`): `floors` as set,
 * `counted` as the database counts now, `shown` the figures the home page shows (the larger of
 * the two), and who saved the floors last and when (null until someone does).
 */
export const counterSettingsSchema = z
  .object({
    floors: figures,
    counted: figures,
    shown: figures,
    updated_at: z.string().nullable(),
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'CounterSettings' });

/** Shape of {@link counterSettingsSchema}. */
export type CounterSettings = z.infer<typeof counterSettingsSchema>;

/** Answer of `GET`/`PUT /api/admin/counters`; `message` after a save. */
export const counterSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: counterSettingsSchema,
});

/** Shape of {@link counterSettingsResponseSchema}. */
export type CounterSettingsResponse = z.infer<typeof counterSettingsResponseSchema>;
