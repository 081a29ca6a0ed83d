import { useMemo, useSyncExternalStore } from 'react';
import { flushEvents, track } from '../api/analytics';
import { sendJson } from '../api/http';
import { clearTokens, getTokens, storeTokens, subscribeTokens, type TokenGrant } from '../api/tokens';

/** The signed-in user as the access token's claims describe them. */
export interface SessionUser {
  userId: string;
  accountId: string;
  divisionIds: string[];
  permissions: string[];
}

interface Claims {
  sub: string;
  accountId: string;
  divisionIds?: string[];
  permissions?: string[];
}

function decodeSessionUser(accessToken: string): SessionUser | null {
  try {
    const payload = accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as Claims;
    return {
      userId: claims.sub,
      accountId: claims.accountId,
      divisionIds: claims.divisionIds ?? [],
      permissions: claims.permissions ?? [],
    };
  } catch {
    return null;
  }
}

/** The signed-in user, or null when signed out; follows token refreshes and other tabs. */
export function useSession(): SessionUser | null {
  const accessToken = useSyncExternalStore(subscribeTokens, () => getTokens()?.accessToken);
  return useMemo(() => (accessToken ? decodeSessionUser(accessToken) : null), [accessToken]);
}

/** Stores the session a sign-in call answered and records the login. */
async function startSession(path: string, body: object): Promise<void> {
  await storeTokens(await sendJson<TokenGrant>('POST', path, body));
  track('login');
}

export function signIn(email: string, password: string): Promise<void> {
  return startSession('/auth/sign-in', { email, password });
}

/** Sets the password with an invitation link's token; the new user is then signed in. */
export function setPassword(token: string, password: string): Promise<void> {
  return startSession('/auth/set-password', { token, password });
}

/** Why the app itself signed the user out; the sign-in page says so (features/auth/SignInPage). */
export type SignOutReason = 'mobile-only';

/**
 * Ends the session on the server, records "logout", clears local and session storage and goes to sign-in, which
 * explains a `reason` (the storage that could carry it is cleared, so the URL does).
 */
export async function signOut(reason?: SignOutReason): Promise<void> {
  const tokens = getTokens();
  if (tokens) {
    track('logout');
    await flushEvents();
    // The session ends locally even when the server cannot be reached.
    await sendJson('POST', '/auth/sign-out', { refreshToken: tokens.refreshToken }).catch(() => undefined);
  }
  await clearTokens();
  localStorage.clear();
  sessionStorage.clear();
  // A full page load also drops every answer cached for the signed-out user.
  window.location.assign(reason ? `/sign-in?reason=${reason}` : '/sign-in');
}
