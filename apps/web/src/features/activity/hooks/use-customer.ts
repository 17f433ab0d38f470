import { useSession } from '../../../lib/session.ts';

/** What the activity rules need to know about the visitor (public-site.md §6). */
export type Visitor = { kind: 'guest' } | { kind: 'associate' } | { kind: 'customer'; userId: number } | { kind: 'other' };

/**
 * The visitor as the favourites and enquiry rules see them: a guest, an associate (ass_id), a
 * customer (user_id), or another role (staff, builder).
 */
export function useVisitor(): Visitor {
  const { user } = useSession();
  if (!user) return { kind: 'guest' };
  if (user.role === 'associate' || user.ass_id !== undefined) return { kind: 'associate' };
  if (typeof user.user_id === 'number' && user.role !== 'staff' && user.role !== 'builder')
    return { kind: 'customer', userId: user.user_id };
  return { kind: 'other' };
}
