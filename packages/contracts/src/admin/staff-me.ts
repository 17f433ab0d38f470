import { z } from 'zod';
import { staffMemberSchema } from './staff.ts';

/** Answer of `GET /api/admin/auth/me`: the signed-in staff member (the back office shell reads it on load). */
export const staffMeResponseSchema = z.object({ success: z.literal(true), staff: staffMemberSchema });
/** Shape of {@link staffMeResponseSchema}. */
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;
