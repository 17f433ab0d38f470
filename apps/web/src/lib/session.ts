import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useEffect } from 'react';
import { apiRequest, hasErrorCode } from './api-client.ts';
import { useBrowserStore } from './takeover.ts';

/**
 * The browser side of a session (docs/product/accounts.md, "Sessions"). The session
 * token itself lives in an HttpOnly cookie set by the API and is never kept in browser storage
 * (docs/decisions/0002-sessions-and-security.md); storage keeps only who is signed in, under the spec's keys.
 */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  loginType: 'loginType',
  lastVisited: 'lastVisitedProperties',
  savedMobile: 'saved_mobile',
  /** sessionStorage: the mobile of a customer sign-in waiting for its OTP on /verify. */
  pendingMobile: 'reg_mobile',
  /**
   * sessionStorage: set by {@link saveLogin} and taken once by {@link takeFreshLogin}, so the
   * work that follows a real sign-in or sign-up runs once, in the tab that signed in, and never
   * because a page of an already signed-in visitor loaded.
   */
  freshLogin: 'fresh_login',
  /**
   * localStorage: the id of the customer whose carry-over of the guest's recently visited list is
   * under way; the ids not yet sent stay in `lastVisitedProperties` until they are, so a carry-over
   * cut short (the tab navigated away or closed) ends on that customer's next page load.
   */
  guestCarryOver: 'guest_carry_over',
} as const;
/** Event broadcast on `window` at every login and logout. */
export const USER_UPDATED_EVENT = 'user-updated';

/** Roles the web app tells apart. */
export type SessionRole = 'customer' | 'associate' | 'builder' | 'staff' | string;

/** The stored user: whatever the API returned, plus the computed `displayName` and `role`. */
export type SessionUser = {
  user_id?: number;
  ass_id?: number;
  staff_id?: number;
  builder_id?: number;
  user_name?: string;
  ass_name?: string;
  builder_name?: string;
  name?: string;
  fullName?: string;
  reg_mem_name?: string;
  role?: string;
  user_type?: string;
  member_id?: string;
  displayName: string;
  [key: string]: unknown;
};

/** A restored or fresh session; `user` is null when signed out. */
export type Session = { user: SessionUser | null; loginType: string | null };

/**
 * What {@link useSession} gives a component: the {@link Session} and whether it is known yet.
 * `isKnown` is false while a page drawn on the server is being taken over in the browser (the
 * server cannot read the browser's storage); `user` is then null, and a component must draw a
 * neutral state instead of the signed-out one.
 */
export type SessionState = Session & { isKnown: boolean };

type RawUser = Omit<SessionUser, 'displayName'> & { displayName?: string };

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Display name in the spec's order: user_name, name, fullName, reg_mem_name, ass_name, then a
 * builder's contact person builder_name (docs/product/builders.md), else 'User'
 * (docs/product/accounts.md, "Header and dashboards").
 */
export function displayNameOf(user: Partial<RawUser>): string {
  return (
    text(user.user_name) ??
    text(user.name) ??
    text(user.fullName) ??
    text(user.reg_mem_name) ??
    text(user.ass_name) ??
    text(user.builder_name) ??
    'User'
  );
}

/** Name on the header chip: ass_name, builder_name, then name, fullName, displayName, else 'User' (docs/product/accounts.md, "Header and dashboards"). */
export function headerNameOf(user: Partial<SessionUser>): string {
  return text(user.ass_name) ?? text(user.builder_name) ?? text(user.name) ?? text(user.fullName) ?? text(user.displayName) ?? 'User';
}

/**
 * Role derivation of docs/product/accounts.md ("Header and dashboards"): ass_id means associate,
 * staff_id staff, builder_id builder (docs/product/builders.md); user_id means role or user_type
 * lower-cased, default customer.
 */
export function roleOf(user: Partial<RawUser>): SessionRole {
  if (user.ass_id !== undefined && user.ass_id !== null) return 'associate';
  if (user.staff_id !== undefined && user.staff_id !== null) return 'staff';
  if (user.builder_id !== undefined && user.builder_id !== null) return 'builder';
  if (user.user_id !== undefined && user.user_id !== null) return (text(user.role) ?? text(user.user_type) ?? 'customer').toLowerCase();
  return (text(user.role) ?? 'customer').toLowerCase();
}

/**
 * Where the header's 'Dashboard' leads (docs/product/accounts.md, "Header and dashboards"): role, else login
 * type, lower-cased; user / property seeker / customer to the customer dashboard, associate to
 * the associate dashboard, builder to /builderdashboard (docs/product/builders.md, "Account"),
 * staff to the back office, else '/'.
 */
export function dashboardPathOf(role: string | null | undefined, loginType?: string | null): string {
  const key = (text(role) ?? text(loginType) ?? '').toLowerCase();
  if (key === 'user' || key === 'property seeker' || key === 'customer') return '/userdashboard';
  if (key === 'associate') return '/associatedashboard';
  if (key === 'builder') return '/builderdashboard';
  if (key === 'staff' || key === 'admin' || key === 'editor') return '/admin';
  return '/';
}

/** Query parameter of the sign-in and sign-up pages naming the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** Longest `returnTo` accepted, in characters. */
const RETURN_TO_MAX_LENGTH = 2000;
/** The sign-in and sign-up pages: coming back to one of them would go round in a circle. */
const ACCOUNT_ENTRY_PATHS: ReadonlySet<string> = new Set([
  '/registerpage',
  '/registeruser',
  '/register',
  '/registerassociate',
  '/registerassocaite',
  '/signinuser',
  '/signinassociate',
  '/signinbuilder',
  '/registerbuilder',
  '/verify',
  '/forgetpassword',
]);
const PLACEHOLDER_ORIGIN = 'https://return-to.invalid';

/**
 * The page to come back to after a sign-in or sign-up, read from a `returnTo` value: a path of
 * this site with its query and fragment (e.g. `/detailpage/5?ref=1`), or undefined when the
 * value is missing or unsafe. Refused: anything not starting with a single `/` (so `https://…`,
 * `javascript:…`), protocol-relative addresses (`//host`), any backslash (`/\host` is read as
 * `//host` by browsers), control characters, values over 2,000 characters, and the sign-in
 * and sign-up pages themselves.
 */
export function safeReturnTo(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_TO_MAX_LENGTH) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (ACCOUNT_ENTRY_PATHS.has(path.toLowerCase())) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `path` (a sign-in or sign-up page, without a query) carrying `returnTo` when it is a safe
 * page to come back to (see {@link safeReturnTo}); `path` alone otherwise.
 */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : path;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let cached: { raw: string | null; loginType: string | null; session: Session } | undefined;

/**
 * Reads the saved session. A stored user that cannot be parsed is skipped, 'Error parsing saved
 * user' is logged and the visitor stays signed out (docs/product/accounts.md, "Sessions").
 */
export function readSession(): Session {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEYS.user) ?? null;
  const loginType = store?.getItem(STORAGE_KEYS.loginType) ?? null;
  if (cached && cached.raw === raw && cached.loginType === loginType) return cached.session;
  let user: SessionUser | null = null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as RawUser;
      if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
      user = { ...parsed, displayName: displayNameOf(parsed), role: roleOf(parsed) };
    } catch (error) {
      console.error('Error parsing saved user', error);
      user = null;
    }
  }
  const session = { user, loginType };
  cached = { raw, loginType, session };
  return session;
}

function broadcast(): void {
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}

/**
 * Stores a fresh login: the user with its display name and role, the login type (e.g. 'user',
 * 'associate'), then broadcasts `user-updated` (docs/product/accounts.md, "Sessions").
 */
export function saveLogin(user: RawUser, loginType: string): SessionUser {
  const full: SessionUser = { ...user, displayName: displayNameOf(user), role: roleOf(user) };
  const store = storage();
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(full));
  store?.setItem(STORAGE_KEYS.loginType, loginType);
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.freshLogin, loginType);
  } catch {
    // storage unavailable: nothing follows the sign-in
  }
  broadcast();
  return full;
}

/**
 * True once after each {@link saveLogin} in this tab (a real sign-in or sign-up), false on any
 * later call and on a page load of an already signed-in visitor. Taking it clears it.
 */
export function takeFreshLogin(): boolean {
  try {
    const isFresh = window.sessionStorage.getItem(STORAGE_KEYS.freshLogin) !== null;
    window.sessionStorage.removeItem(STORAGE_KEYS.freshLogin);
    return isFresh;
  } catch {
    return false;
  }
}

/**
 * Clears the session and the browser's storage (the Remember Me mobile number alone is kept,
 * since the visitor asked for it), tells the API to revoke the session, then broadcasts
 * `user-updated`. Never throws: a failed revoke still signs the browser out.
 */
export async function logout(): Promise<void> {
  const store = storage();
  const savedMobile = store?.getItem(STORAGE_KEYS.savedMobile);
  try {
    await apiRequest('/auth/logout', { method: 'POST' });
  } catch {
    // signed out locally all the same
  }
  try {
    store?.clear();
    window.sessionStorage.clear();
  } catch {
    // storage unavailable
  }
  if (savedMobile) store?.setItem(STORAGE_KEYS.savedMobile, savedMobile);
  broadcast();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(USER_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(USER_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const unknownSession: SessionState = { user: null, loginType: null, isKnown: false };
const readUnknownSession = () => unknownSession;
let knownSnapshot: { session: Session; state: SessionState } | undefined;

function readSessionState(): SessionState {
  const session = readSession();
  if (knownSnapshot?.session !== session) knownSnapshot = { session, state: { ...session, isKnown: true } };
  return knownSnapshot.state;
}

/**
 * React hook: the current session, re-rendering on login, logout and other tabs' changes. On
 * the server, and while the browser takes over a page the server drew, it answers
 * `isKnown: false` (the server cannot know who is signed in, and the browser's first render
 * must match the server's); right after that render it answers from storage.
 */
export function useSession(): SessionState {
  return useBrowserStore(subscribe, readSessionState, readUnknownSession);
}

/**
 * Forgets the stored user without calling the API (the server already ended the session, e.g.
 * it expired or the password was reset), then broadcasts `user-updated`. The login type stays,
 * so the dashboards can send the visitor to the matching sign-in page (docs/product/accounts.md, "Header and dashboards").
 */
export function clearStoredLogin(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.user);
  store?.removeItem(STORAGE_KEYS.token);
  broadcast();
}

/**
 * Asks the API whether the stored login is still a live session (`GET /api/auth/session`);
 * a 401 (code UNAUTHORIZED) clears the stale stored user. Network failures and other answers keep it. Resolves
 * true while the session is live (or could not be checked).
 */
export async function checkStoredSession(): Promise<boolean> {
  if (!readSession().user) return false;
  try {
    await apiRequest('/auth/session');
    return true;
  } catch (error) {
    if (hasErrorCode(error, ERROR_CODES.UNAUTHORIZED)) {
      clearStoredLogin();
      return false;
    }
    return true;
  }
}

/** React hook for the root layout: runs {@link checkStoredSession} once when the site loads. */
export function useStoredSessionCheck(): void {
  useEffect(() => {
    void checkStoredSession();
  }, []);
}
