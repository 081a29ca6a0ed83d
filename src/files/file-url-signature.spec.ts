import { describe, expect, it } from '@jest/globals';
import { fileUrlKey, signFileUrl, verifyFileUrl } from './file-url-signature.js';

describe('file URL signatures', () => {
  const secret = fileUrlKey('test-secret');
  const key = 'account/images/picture.png';
  const now = 1_800_000_000;
  const expires = now + 60;
  const signature = signFileUrl(secret, key, expires);

  it('accepts its own signature until the expiry', () => {
    expect(verifyFileUrl(secret, key, expires, signature, now)).toBe(true);
    expect(verifyFileUrl(secret, key, expires, signature, expires)).toBe(true);
  });

  it('refuses an expired signature', () => {
    expect(verifyFileUrl(secret, key, expires, signature, expires + 1)).toBe(false);
  });

  it('refuses another key, another expiry, a tampered or foreign signature', () => {
    expect(verifyFileUrl(secret, 'account/images/other.png', expires, signature, now)).toBe(false);
    expect(verifyFileUrl(secret, key, expires + 300, signature, now)).toBe(false);
    expect(
      verifyFileUrl(
        secret,
        key,
        expires,
        signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
        now,
      ),
    ).toBe(false);
    expect(verifyFileUrl(secret, key, expires, signature.slice(2), now)).toBe(false);
    expect(verifyFileUrl(secret, key, expires, '', now)).toBe(false);
    expect(verifyFileUrl(fileUrlKey('other-secret'), key, expires, signature, now)).toBe(false);
  });

  it('refuses an expiry that is not a whole number', () => {
    expect(verifyFileUrl(secret, key, NaN, signature, now)).toBe(false);
  });

  it('does not sign with the secret itself', () => {
    expect(secret.equals(Buffer.from('test-secret'))).toBe(false);
  });
});
