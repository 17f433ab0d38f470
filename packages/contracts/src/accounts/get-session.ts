import { z } from 'zod';
import { associateUserSchema, builderUserSchema, customerUserSchema, staffUserSchema } from './fields.ts';

/** Roles a session can have ('builder': docs/product/builders.md, "Account"). */
export const SESSION_ROLES = ['customer', 'associate', 'staff', 'builder'] as const;
/** One of {@link SESSION_ROLES}. */
export type SessionRoleName = (typeof SESSION_ROLES)[number];

/**
 * Answer of `GET /api/auth/session`: who the active session (cookie or bearer) belongs to, with the
 * same `user` shape as the sign-in answers. No session, a pending or a revoked one → 401.
 */
export const getSessionResponseSchema = z.discriminatedUnion('role', [
  z.object({ success: z.literal(true), role: z.literal('customer'), user: customerUserSchema }),
  z.object({ success: z.literal(true), role: z.literal('associate'), user: associateUserSchema }),
  z.object({ success: z.literal(true), role: z.literal('staff'), user: staffUserSchema }),
  z.object({ success: z.literal(true), role: z.literal('builder'), user: builderUserSchema }),
]);
/** Shape of {@link getSessionResponseSchema}. */
export type GetSessionResponse = z.infer<typeof getSessionResponseSchema>;
