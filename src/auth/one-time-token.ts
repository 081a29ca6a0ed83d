import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens handed out as `<row id>.<secret>` (refresh tokens, invitation links): the row keeps only the SHA-256
 * of the secret, so a database leak does not leak usable tokens.
 */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function newSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: sha256(secret) };
}

/** The row id and secret of a presented token, or null when it cannot be one. */
export function parseToken(presented: unknown): { id: string; secret: string } | null {
  const [id, secret] = String(presented).split('.');
  return id && secret && /^[0-9a-f-]{36}$/i.test(id) ? { id, secret } : null;
}

export const secretMatches = (secretHash: string, secret: string): boolean =>
  timingSafeEqual(Buffer.from(secretHash), Buffer.from(sha256(secret)));
