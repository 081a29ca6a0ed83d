import { describe, expect, it } from '@jest/globals';
import { withoutButtonCaptions } from './pdf-layout.js';

describe('withoutButtonCaptions', () => {
  it('drops the text printed on a push button and keeps the rest', () => {
    const texts = [
      { text: 'Reset', x: 23, y: 272, w: 24, h: 9 },
      { text: 'Case no.', x: 54, y: 250, w: 30, h: 9 },
    ];
    expect(withoutButtonCaptions(texts, [{ x: 20, y: 268, w: 30, h: 16 }]).map(({ text }) => text)).toEqual([
      'Case no.',
    ]);
  });
});
