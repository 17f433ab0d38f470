import { useSession } from '../../../lib/session.ts';

/** What the activity rules need to know about the visitor (docs/product/activity.md). */
export type Visitor =
  | { kind: 'unknown' }
  | { kind: 'guest' }
  | { kind: 'associate' }
  | { kind: 'customer'; userId: number }
  | { kind: 'other' };

/**
 * The visitor as the favourites and enquiry rules see them: a guest, an associate (ass_id), a
 * customer (user_id), or another role (staff, builder). `unknown` while a page drawn on the
 * server is taken over and the session is not read yet: nothing may be recorded, sent or
 * refused for such a visitor, and what is drawn must be what the server drew.
 */
export function useVisitor(): Visitor {
  const { user, isKnown } = useSession();
  if (!isKnown) return { kind: 'unknown' };
  if (!user) return { kind: 'guest' };
  if (user.role === 'associate' || user.ass_id !== undefined) return { kind: 'associate' };
  if (typeof user.user_id === 'number' && user.role !== 'staff' && user.role !== 'builder')
    return { kind: 'customer', userId: user.user_id };
  return { kind: 'other' };
}
