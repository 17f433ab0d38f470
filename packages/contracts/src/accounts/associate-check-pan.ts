import { z } from 'zod';
import { panSchema } from './fields.ts';

/**
 * Body of `POST /api/auth/associate/check-pan` (docs/product/accounts.md): `{ pan }`, upper-cased,
 * AAAAA9999A (else 400 'PAN must look like ABCDE1234F'). Compared by keyed hash.
 */
export const associateCheckPanRequestSchema = z.object({ pan: panSchema });
/** Shape of {@link associateCheckPanRequestSchema}. */
export type AssociateCheckPanRequest = z.infer<typeof associateCheckPanRequestSchema>;

export { type ExistsResponse as AssociateCheckPanResponse, existsResponseSchema as associateCheckPanResponseSchema } from './fields.ts';
