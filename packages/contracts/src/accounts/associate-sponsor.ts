import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

/** Path of `GET /api/associate/sponsor/{memberId}` (docs/product/accounts.md "A valid existing sponsor is required"). */
export const associateSponsorParamsSchema = z.object({
  memberId: singleLineText('Sponsor ID', { trim: true })
    .min(1, 'Sponsor ID required.')
    .max(40, 'Invalid Sponsor ID')
    .meta({ example: 'KR000001' }),
});
/** Shape of {@link associateSponsorParamsSchema}. */
export type AssociateSponsorParams = z.infer<typeof associateSponsorParamsSchema>;

/** Answer: the sponsor's member id and name, shown under the sponsor field; unknown → 404 'Invalid Sponsor ID'. */
export const associateSponsorResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ member_id: z.string(), name: z.string() }),
});
/** Shape of {@link associateSponsorResponseSchema}. */
export type AssociateSponsorResponse = z.infer<typeof associateSponsorResponseSchema>;
