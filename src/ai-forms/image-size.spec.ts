import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BARE_PNG_SIGNATURE,
  FAKE_JPEG,
  JPEG_SIGNATURE,
  pngDeclaring,
  TRUNCATED_PNG,
} from '../../test/fixtures/ai-forms/unreadable-files.js';
import { declaredImageSize } from './image-size.js';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'test/fixtures/ai-forms', name));

/** A baseline JPEG's start: SOI, an APP0 segment, then SOF0 declaring `height` × `width`. */
const jpegHeader = (width: number, height: number, marker = 0xc0) =>
  Buffer.from([
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00],
    ...[0xff, 0xff], // a fill byte before the next marker
    ...[marker, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00],
  ]);

describe('declaredImageSize', () => {
  it('reads the size of real photos', () => {
    expect(declaredImageSize(fixture('photo.png'), 'png')).toEqual({
      width: expect.any(Number),
      height: expect.any(Number),
    });
    const jpeg = declaredImageSize(fixture('photo.jpg'), 'jpeg');
    expect(jpeg!.width * jpeg!.height).toBeGreaterThan(100_000);
  });

  it('reads what a PNG IHDR and a JPEG SOFn declare, however large', () => {
    expect(declaredImageSize(pngDeclaring(100_000, 100_000), 'png')).toEqual({ width: 100_000, height: 100_000 });
    expect(declaredImageSize(jpegHeader(640, 480), 'jpeg')).toEqual({ width: 640, height: 480 });
    expect(declaredImageSize(jpegHeader(65_000, 60_000, 0xc2), 'jpeg')).toEqual({ width: 65_000, height: 60_000 });
  });

  it.each([
    ['the 57-byte fake JPEG', FAKE_JPEG, 'jpeg'],
    ['the bare JPEG signature', JPEG_SIGNATURE, 'jpeg'],
    ['a JPEG whose first frame header is cut short', jpegHeader(640, 480).subarray(0, 16), 'jpeg'],
    ['a JPEG declaring no height (DNL)', jpegHeader(640, 0), 'jpeg'],
    ['a JPEG with a DHT marker where the frame should be', jpegHeader(640, 480, 0xc4), 'jpeg'],
    ['the bare PNG signature', BARE_PNG_SIGNATURE, 'png'],
    ['a PNG cut inside its IHDR', TRUNCATED_PNG.subarray(0, 30), 'png'],
    ['a PNG declaring 0 × 0', pngDeclaring(0, 0), 'png'],
  ] as const)('finds no size in %s', (_, bytes, kind) => {
    expect(declaredImageSize(bytes, kind)).toBeNull();
  });
});
