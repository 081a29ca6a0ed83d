import { describe, expect, it } from '@jest/globals';
import { uploadKindOf } from './upload-checks.js';

describe('uploadKindOf', () => {
  const bytes = (...values: (number | string)[]) =>
    Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.of(value))));

  it('knows a PDF, a PNG and a JPEG by their signatures', () => {
    expect(uploadKindOf(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(uploadKindOf(bytes('\x89PNG\r\n\x1a\n', 0, 0, 0, 13))).toBe('png');
    expect(uploadKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
  });

  it('refuses other images and anything else, whatever the name says', () => {
    for (const other of [bytes('GIF89a'), bytes('RIFF\0\0\0\0WEBPVP8 '), bytes('%PDF'), bytes(0xff, 0xd8), bytes('')]) {
      expect(uploadKindOf(other)).toBeUndefined();
    }
  });
});
