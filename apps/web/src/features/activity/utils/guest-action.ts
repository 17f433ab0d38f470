/**
 * The favourite or enquiry a guest asked for before being sent to sign up (docs/product/activity.md,
 * "Favourites", "Enquiries"). It is kept in this tab's sessionStorage and done once, right after
 * the guest signs up or signs in (see `useSyncGuestActivity`), so the visitor comes back to the
 * property with the heart saved or the enquiry sent.
 */
export type GuestAction = {
  kind: 'favourite' | 'enquiry';
  siteId: number;
  /** Idempotency-Key of the enquiry, chosen when it was asked for, so a repeat is stored once. */
  idempotencyKey: string;
  /** When it was asked for, in milliseconds since the epoch. */
  at: number;
  /** The question of an enquiry asked with one ('Ask For Details'), sent with it. */
  question?: string;
};

/** sessionStorage key of the pending {@link GuestAction}. */
export const GUEST_ACTION_KEY = 'pendingGuestAction';
/** How long a guest's request waits for the sign-up or sign-in, in milliseconds (30 minutes). */
export const GUEST_ACTION_TTL_MS = 30 * 60_000;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps what a guest asked for on `siteId` (replacing an earlier request), with an enquiry's `question` when given. Storage failures are ignored. */
export function rememberGuestAction(kind: GuestAction['kind'], siteId: number, now = Date.now(), question?: string): void {
  const action: GuestAction = {
    kind,
    siteId,
    idempotencyKey: crypto.randomUUID(),
    at: now,
    ...(question?.trim() ? { question: question.trim() } : {}),
  };
  try {
    session()?.setItem(GUEST_ACTION_KEY, JSON.stringify(action));
  } catch {
    // not kept: the visitor simply taps again after signing in
  }
}

function isGuestAction(value: unknown): value is GuestAction {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (v.kind === 'favourite' || v.kind === 'enquiry') &&
    Number.isInteger(v.siteId) &&
    (v.siteId as number) > 0 &&
    typeof v.idempotencyKey === 'string' &&
    v.idempotencyKey.length > 0 &&
    typeof v.at === 'number'
  );
}

/**
 * Takes the pending guest request: returns it and forgets it. Undefined when there is none,
 * when it cannot be read, or when it is older than {@link GUEST_ACTION_TTL_MS} at `now`.
 */
export function takeGuestAction(now = Date.now()): GuestAction | undefined {
  const store = session();
  let raw: string | null | undefined;
  try {
    raw = store?.getItem(GUEST_ACTION_KEY);
    store?.removeItem(GUEST_ACTION_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isGuestAction(value) || now - value.at > GUEST_ACTION_TTL_MS) return undefined;
  return value;
}

/** Toast id of the messages about one listing's heart: a new one replaces the one on screen. */
export const favouriteToastId = (siteId: number): string => `favourite-${siteId}`;
