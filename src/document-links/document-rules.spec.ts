import { describe, expect, it } from '@jest/globals';
import { pngBytes } from './document-rules.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('document rules', () => {
  it('takes a PNG data URL of at most 500 KB, and nothing else', () => {
    expect(pngBytes(PNG)?.subarray(1, 4).toString()).toBe('PNG');
    const big = Buffer.concat([pngBytes(PNG)!, Buffer.alloc(500_001)]).toString('base64');
    for (const refused of [
      `data:image/png;base64,${big}`,
      'data:image/png;base64,aGVsbG8=',
      'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
      `${PNG}\n`,
      'data:image/png;base64,',
    ]) {
      expect(pngBytes(refused)).toBeNull();
    }
  });
});
