import { describe, expect, it } from '@jest/globals';
import { imageFromDataUrl, scaledSize } from './images';

describe('scaledSize', () => {
  it('keeps images up to 2,000,000 bytes as they are', () => {
    expect(scaledSize({ width: 4000, height: 3000 }, 2_000_000)).toEqual({ width: 4000, height: 3000 });
  });

  it('scales larger images to at most 500x500 keeping the aspect', () => {
    expect(scaledSize({ width: 4000, height: 3000 }, 2_000_001)).toEqual({ width: 500, height: 375 });
    expect(scaledSize({ width: 1000, height: 3000 }, 3_000_000)).toEqual({ width: 167, height: 500 });
    expect(scaledSize({ width: 5000, height: 10 }, 3_000_000)).toEqual({ width: 500, height: 1 });
  });

  it('never enlarges a heavy but small image', () => {
    expect(scaledSize({ width: 300, height: 200 }, 3_000_000)).toEqual({ width: 300, height: 200 });
  });
});

it('splits a data URL into the data without its prefix and the type', () => {
  expect(imageFromDataUrl('data:image/jpeg;base64,AAAA')).toEqual({
    src: 'data:image/jpeg;base64,AAAA',
    data: 'AAAA',
    mime: 'image/jpeg',
  });
});
