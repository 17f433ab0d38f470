import { useEffect } from 'react';

/**
 * Sign-up drafts (docs/product/accounts.md, "Back and Forward during sign-up"): what a person
 * typed into a sign-up form, kept in the tab's sessionStorage so that Back, Forward or a reload
 * bring it back, with the mobile an OTP was already sent to. Passwords are never kept (nor
 * Aadhaar or PAN): a form passes only the fields it may keep. A draft ends with the tab, and a
 * form clears its own when the account is created.
 */

/** The sessionStorage key of the draft of the form named `form` (e.g. 'registeruser'). */
const keyOf = (form: string) => `signup_draft:${form}`;

/** A draft: text fields by name, and the mobile an OTP was sent to (null when none). */
export type FormDraft<Field extends string> = { fields: Partial<Record<Field, string>>; otpSentTo: string | null };

/** The kept draft of `form` limited to `fields`, or an empty one (no storage, nothing kept, or unreadable). */
export function readFormDraft<Field extends string>(form: string, fields: readonly Field[]): FormDraft<Field> {
  const empty: FormDraft<Field> = { fields: {}, otpSentTo: null };
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(keyOf(form));
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as { fields?: Record<string, unknown>; otpSentTo?: unknown };
    const kept: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const value = parsed.fields?.[field];
      if (typeof value === 'string') kept[field] = value;
    }
    return { fields: kept, otpSentTo: typeof parsed.otpSentTo === 'string' ? parsed.otpSentTo : null };
  } catch {
    return empty;
  }
}

/** Forgets the draft of `form` (after the account is created). */
export function clearFormDraft(form: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(form));
  } catch {
    // storage unavailable: nothing kept
  }
}

/**
 * Keeps `draft` of `form` in sessionStorage whenever it changes. Give it only fields that may be
 * kept (never a password); an all-empty draft is removed.
 */
export function useFormDraft<Field extends string>(form: string, draft: FormDraft<Field>): void {
  const serialised = JSON.stringify(draft);
  useEffect(() => {
    try {
      const parsed = JSON.parse(serialised) as FormDraft<Field>;
      const isEmpty = !parsed.otpSentTo && Object.values(parsed.fields).every((value) => !value);
      if (isEmpty) window.sessionStorage.removeItem(keyOf(form));
      else window.sessionStorage.setItem(keyOf(form), serialised);
    } catch {
      // storage unavailable or full: the form still works, it is just not kept
    }
  }, [form, serialised]);
}
