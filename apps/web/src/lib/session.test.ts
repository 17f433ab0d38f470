import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkStoredSession,
  clearStoredLogin,
  dashboardPathOf,
  displayNameOf,
  headerNameOf,
  logout,
  readSession,
  roleOf,
  STORAGE_KEYS,
  safeReturnTo,
  saveLogin,
  takeFreshLogin,
  USER_UPDATED_EVENT,
  useSession,
  withReturnTo,
} from './session.ts';
import { beginTakeover, endTakeover } from './takeover.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('displayNameOf', () => {
  it('reads user_name, name, fullName, reg_mem_name in that order, else User', () => {
    expect(displayNameOf({ user_name: 'Amit', name: 'A', fullName: 'F', reg_mem_name: 'R' })).toBe('Amit');
    expect(displayNameOf({ user_name: '  ', name: 'Neha', fullName: 'F' })).toBe('Neha');
    expect(displayNameOf({ fullName: 'Full Name', reg_mem_name: 'R' })).toBe('Full Name');
    expect(displayNameOf({ reg_mem_name: 'Rajesh Kumar Srivastava' })).toBe('Rajesh Kumar Srivastava');
    expect(displayNameOf({})).toBe('User');
  });
});

describe('headerNameOf', () => {
  it('prefers ass_name, then builder_name, then name, fullName, displayName', () => {
    expect(headerNameOf({ ass_name: 'Asha', name: 'N', displayName: 'D' })).toBe('Asha');
    expect(headerNameOf({ builder_name: 'Ganga Builders', name: 'N' })).toBe('Ganga Builders');
    expect(headerNameOf({ displayName: 'Dev' })).toBe('Dev');
    expect(headerNameOf({})).toBe('User');
  });
});

describe('roleOf', () => {
  it('makes an ass_id an associate, whatever else is present', () => {
    expect(roleOf({ ass_id: 4, user_id: 9, role: 'customer' })).toBe('associate');
  });
  it('reads role or user_type lower-cased for a user_id, default customer', () => {
    expect(roleOf({ user_id: 9, role: 'Property Seeker' })).toBe('property seeker');
    expect(roleOf({ user_id: 9, user_type: 'BUILDER' })).toBe('builder');
    expect(roleOf({ user_id: 9 })).toBe('customer');
  });
  it('makes a builder_id a builder (docs/product/builders.md)', () => {
    expect(roleOf({ builder_id: 3, builder_name: 'Rohit Agarwal' })).toBe('builder');
    expect(displayNameOf({ builder_id: 3, builder_name: 'Rohit Agarwal' })).toBe('Rohit Agarwal');
  });
});

describe('dashboardPathOf', () => {
  it('routes by role, else login type, lower-cased', () => {
    expect(dashboardPathOf('user')).toBe('/userdashboard');
    expect(dashboardPathOf('Property Seeker')).toBe('/userdashboard');
    expect(dashboardPathOf('customer')).toBe('/userdashboard');
    expect(dashboardPathOf('ASSOCIATE')).toBe('/associatedashboard');
    expect(dashboardPathOf(null, 'associate')).toBe('/associatedashboard');
    expect(dashboardPathOf(undefined, 'user')).toBe('/userdashboard');
    expect(dashboardPathOf('builder')).toBe('/builderdashboard');
    expect(dashboardPathOf(null, 'builder')).toBe('/builderdashboard');
    expect(dashboardPathOf('visitor')).toBe('/');
    expect(dashboardPathOf(null, null)).toBe('/');
  });
});

describe('saveLogin, readSession and logout', () => {
  it('stores the user with displayName and role, the login type, and broadcasts user-updated', () => {
    const heard = vi.fn();
    window.addEventListener(USER_UPDATED_EVENT, heard);
    saveLogin({ user_id: 7, user_name: 'Amit Gupta', user_mobile: '9876543210' }, 'user');
    window.removeEventListener(USER_UPDATED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const session = readSession();
    expect(session.loginType).toBe('user');
    expect(session.user).toMatchObject({ user_id: 7, displayName: 'Amit Gupta', role: 'customer' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('skips an unreadable stored user and logs Error parsing saved user', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readSession().user).toBeNull();
    expect(logged).toHaveBeenCalledWith('Error parsing saved user', expect.anything());
  });

  it('logout revokes the session on the server, clears storage but keeps the remembered mobile', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'Logged out' }), { status: 200 }));
    saveLogin({ ass_id: 3, reg_mem_name: 'Asha' }, 'associate');
    window.localStorage.setItem(STORAGE_KEYS.savedMobile, '9876543210');
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    await logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(readSession().user).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.savedMobile)).toBe('9876543210');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.pendingMobile)).toBeNull();
  });
});

describe('checkStoredSession', () => {
  it('clears a stored user the server no longer knows (401) but keeps the login type', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'Please sign in again.' }), { status: 401 }),
    );
    saveLogin({ ass_id: 3, reg_mem_name: 'Asha' }, 'associate');
    expect(await checkStoredSession()).toBe(false);
    expect(readSession()).toEqual({ user: null, loginType: 'associate' });
  });

  it('keeps the stored user when the check cannot reach the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    expect(await checkStoredSession()).toBe(true);
    expect(readSession().user?.user_id).toBe(7);
  });

  it('does not call the server when nobody is stored', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    clearStoredLogin();
    expect(await checkStoredSession()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('safeReturnTo and withReturnTo', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnTo('/detailpage/5')).toBe('/detailpage/5');
    expect(safeReturnTo('/properties?city=Varanasi&page=2#results')).toBe('/properties?city=Varanasi&page=2#results');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('refuses anything that could lead to another site or run a script', () => {
    for (const unsafe of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/detailpage/5',
      'http:/evil.example',
      'javascript:alert(1)',
      ' /detailpage/5',
      '/\tdetailpage',
      '/detail\npage',
      'detailpage/5',
      '',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnTo(unsafe), unsafe).toBeUndefined();
    }
    expect(safeReturnTo(null)).toBeUndefined();
    expect(safeReturnTo(undefined)).toBeUndefined();
  });

  it('refuses the sign-in and sign-up pages themselves', () => {
    expect(safeReturnTo('/registeruser')).toBeUndefined();
    expect(safeReturnTo('/SignInUser/')).toBeUndefined();
    expect(safeReturnTo('/verify?returnTo=/x')).toBeUndefined();
  });

  it('adds a safe returnTo to a sign-in or sign-up path, and nothing otherwise', () => {
    expect(withReturnTo('/registeruser', '/detailpage/5?x=1')).toBe('/registeruser?returnTo=%2Fdetailpage%2F5%3Fx%3D1');
    expect(withReturnTo('/registeruser', '//evil.example')).toBe('/registeruser');
    expect(withReturnTo('/signinuser', undefined)).toBe('/signinuser');
  });
});

describe('takeFreshLogin', () => {
  it('is true once after each real login, and false for a login restored from storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ user_id: 7, user_name: 'Amit' }));
    expect(takeFreshLogin()).toBe(false);
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    expect(takeFreshLogin()).toBe(true);
    expect(takeFreshLogin()).toBe(false);
  });
});

/** Shows what {@link useSession} says, for the hydration test. */
function SessionProbe() {
  const { user, isKnown } = useSession();
  return createElement('p', null, !isKnown ? 'not known yet' : user ? `signed in as ${user.displayName}` : 'signed out');
}

describe('useSession on a page drawn on the server', () => {
  it('is not known on the server and while the browser takes the page over, then reads storage', async () => {
    saveLogin({ user_id: 7, user_name: 'Amit Gupta' }, 'user');
    // the server draws with the server's values (entry-server.tsx), as does the browser's first render
    beginTakeover();
    const html = renderToString(createElement(SessionProbe));
    expect(html).toContain('not known yet');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, createElement(SessionProbe), { onRecoverableError: recoverable }));
    endTakeover();
    expect(container.textContent).toBe('signed in as Amit Gupta');
    expect(seen).not.toContain('signed out');
    expect(recoverable).not.toHaveBeenCalled();
    observer.disconnect();
    act(() => root.unmount());
    container.remove();
  });
});
