import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The HMAC key of file URLs, from FILE_URL_SECRET: a secret of its own, not the JWT secret, so that neither a file
 * signature nor a leak of this key can ever make an access token.
 */
export const fileUrlKey = (fileUrlSecret: string): Buffer =>
  createHmac('sha256', fileUrlSecret).update('groundcrew:file-urls').digest();

/** HMAC-SHA256 over the key and the expiry (unix seconds), hex. */
export const signFileUrl = (secret: Buffer, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');

/** True when the signature is the one for this key and expiry and the expiry has not passed. */
export function verifyFileUrl(
  secret: Buffer,
  key: string,
  expires: number,
  signature: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!Number.isInteger(expires) || expires < now) return false;
  const expected = Buffer.from(signFileUrl(secret, key, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
