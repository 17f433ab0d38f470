import { STORAGE_KEYS } from '../../../lib/session.ts';

/** The mobile number kept by 'Remember Me' (localStorage `saved_mobile`), or '' (docs/product/accounts.md "Customer sign-in"). */
export function rememberedMobile(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.savedMobile) ?? '';
  } catch {
    return '';
  }
}

/**
 * Keeps (`mobile` given) or forgets (null) the 'Remember Me' mobile number. Only the mobile is
 * ever stored; the password never is (docs/decisions/0002-sessions-and-security.md).
 */
export function rememberMobile(mobile: string | null): void {
  try {
    if (mobile) window.localStorage.setItem(STORAGE_KEYS.savedMobile, mobile);
    else window.localStorage.removeItem(STORAGE_KEYS.savedMobile);
  } catch {
    // storage unavailable: nothing to remember
  }
}

/** Keeps the mobile of a customer sign-in waiting for its OTP, for /verify (sessionStorage `reg_mobile`). */
export function setPendingMobile(mobile: string | null): void {
  try {
    if (mobile) window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, mobile);
    else window.sessionStorage.removeItem(STORAGE_KEYS.pendingMobile);
  } catch {
    // storage unavailable
  }
}

/** The mobile of the customer sign-in waiting for its OTP, or '' when there is none. */
export function pendingMobile(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.pendingMobile) ?? '';
  } catch {
    return '';
  }
}
