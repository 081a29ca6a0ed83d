import { describe, expect, it } from '@jest/globals';
import { sniffImage } from './image-sniffer.js';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffImage', () => {
  it.each([
    ['png', bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ')],
    ['bmp', bytes('BM', new Array<number>(30).fill(0))],
  ])('recognises %s from its magic number', (ext, data) => {
    expect(sniffImage(data)?.ext).toBe(ext);
  });

  it('gives the mime type with the extension', () => {
    expect(sniffImage(bytes('\x89PNG\r\n\x1a\n'))).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it.each([
    ['text', bytes('hello, this is not an image')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['XML-prefixed SVG', bytes('<?xml version="1.0"?><svg/>')],
    ['a RIFF that is not WebP', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes('\x89PNG')],
    ['a bare "BM"', bytes('BM')],
    ['nothing', bytes()],
  ])('refuses %s', (_, data) => {
    expect(sniffImage(data)).toBeNull();
  });
});
