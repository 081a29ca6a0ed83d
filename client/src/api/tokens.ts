import { ApiError, sendJson } from './http';
import type { components } from './openapi';
import { readShared, writeShared } from './sharedStore';

/** What sign-in, refresh and set-password answer (the server's Session). */
export type TokenGrant = components['schemas']['Session'];

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds, computed from `expiresIn` so that the local clock's offset does not matter. */
  expiresAt: number;
}

const STORAGE_KEY = 'groundcrew.session';
/** Spec 1 §9: tokens are refreshed 10 s before they expire. */
export const REFRESH_WINDOW_MS = 10_000;
/** Refresh answers that mean the session is over (anything else, such as a network failure, may be retried). */
const SESSION_OVER = new Set([400, 401, 403]);

const listeners = new Set<() => void>();
let current: Tokens | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<string | null> | null = null;

function readStored(): Tokens | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Tokens) : null;
  } catch {
    return null;
  }
}

/**
 * The latest tokens of all tabs, so that the refresh lock's holder never sends a refresh token another tab has
 * just spent. Without IndexedDB, local storage serves alone.
 */
async function readLatest(): Promise<Tokens | null> {
  const shared = await readShared<Tokens | null>(STORAGE_KEY).catch(() => undefined);
  return shared === undefined ? readStored() : shared;
}

function saveShared(tokens: Tokens | null): Promise<void> {
  return writeShared(STORAGE_KEY, tokens).catch(() => undefined);
}

function publish(tokens: Tokens | null) {
  current = tokens;
  clearTimeout(refreshTimer);
  if (tokens) {
    const delay = Math.max(0, tokens.expiresAt - REFRESH_WINDOW_MS - Date.now());
    // A failed timed refresh is retried on demand by the next call.
    refreshTimer = setTimeout(() => void refreshTokens(tokens.accessToken).catch(() => undefined), delay);
  }
  listeners.forEach((listener) => listener());
}

export function getTokens(): Tokens | null {
  return current;
}

export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps new tokens (in local storage, as the spec asks, and for the other tabs); resolves once all tabs see them. */
export function storeTokens(grant: TokenGrant): Promise<void> {
  const tokens = {
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken,
    expiresAt: Date.now() + grant.expiresIn * 1000,
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  publish(tokens);
  return saveShared(tokens);
}

export function clearTokens(): Promise<void> {
  localStorage.removeItem(STORAGE_KEY);
  publish(null);
  return saveShared(null);
}

/** The access token to send, refreshed first when it expires within the refresh window; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (!current) return null;
  if (current.expiresAt - Date.now() > REFRESH_WINDOW_MS) return current.accessToken;
  return refreshTokens(current.accessToken);
}

/**
 * Trades the refresh token for new tokens. The refresh token rotates and a reused one revokes the whole
 * session, so concurrent callers share one request, and tabs take turns through a Web Lock (each re-reading
 * the latest tokens once it holds the lock). `stale` is the access token the caller found unusable.
 */
export function refreshTokens(stale: string): Promise<string | null> {
  inFlight ??= withRefreshLock(() => rotate(stale)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('groundcrew.token-refresh', task) : task();
}

async function rotate(stale: string): Promise<string | null> {
  // Another tab may have rotated the tokens already: use its fresh ones rather than the spent refresh token.
  const stored = await readLatest();
  if (!stored) {
    await clearTokens();
    return null;
  }
  if (stored.accessToken !== stale && stored.expiresAt - Date.now() > REFRESH_WINDOW_MS) {
    publish(stored);
    return stored.accessToken;
  }
  try {
    const grant = await sendJson<TokenGrant>('POST', '/auth/refresh', { refreshToken: stored.refreshToken });
    await storeTokens(grant);
    return grant.accessToken;
  } catch (error) {
    if (error instanceof ApiError && SESSION_OVER.has(error.status)) {
      await clearTokens();
      return null;
    }
    throw error;
  }
}

window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY || event.key === null) publish(readStored());
});
publish(readStored());
