import { z } from 'zod';
import { idSchema } from '../common/ids.ts';

// The messages live in a module without zod, so that the web pages showing them load no schema
// code (issue #35, docs/decisions/0033-javascript-budget.md).
export { ACTIVITY_MESSAGES } from './messages.ts';

/**
 * A positive whole-number id in a body or path, named `label` in words in 400 messages ('Property
 * ID must be a whole number'; the answer's `field` names the code): a JSON number or its digits
 * without a leading zero (the shared id rule of `common/ids.ts`).
 */
export const idField = (label: string) => idSchema(label);

/** The listing facts shown beside a favourite, a viewed site or an enquiry (docs/product/activity.md "Viewed site record"). */
export const siteSummarySchema = z
  .object({
    site_id: z.number().int(),
    site_title: z.string(),
    site_city: z.string(),
    site_state: z.string(),
    site_status: z.string(),
    site_area: z.string(),
    site_price: z.string().meta({ description: 'Rupees as decimal text' }),
    site_category: z.string(),
    cover_image: z.string().nullable().meta({ description: 'Path under /server/ of the first cover image, or null' }),
  })
  .meta({ id: 'SiteSummary' });

/** Shape of {@link siteSummarySchema}. */
export type SiteSummary = z.infer<typeof siteSummarySchema>;
