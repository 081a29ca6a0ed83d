import { describe, expect, it } from '@jest/globals';
import { helmetHeaders } from './security-headers.js';

describe('helmetHeaders', () => {
  it("reads helmet's headers for the options once", () => {
    const headers = new Map(
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } }).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.has('x-powered-by')).toBe(false);
  });

  it('refuses options helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { 'default-src': ['none'] } } })).toThrow();
  });
});
