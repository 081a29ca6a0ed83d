import { describe, expect, it } from '@jest/globals';
import { parseInput } from '../forms/submissions/submission-input.js';
import { answerable, documentKind, pngBytes, sendSchema, SIGNATURE_INVALID, approveSchema } from './document-rules.js';

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
    expect(() => parseInput(approveSchema, { name: 'Pat', signature: 'x' })).toThrow(
      expect.objectContaining({ errors: { signature: [SIGNATURE_INVALID] } }),
    );
  });

  it('sends quotes and invoices only; a quote is answerable until accepted or rejected', () => {
    expect([documentKind('Quote'), documentKind('invoice'), documentKind('timecard')]).toEqual([
      'quote',
      'invoice',
      null,
    ]);
    expect(['draft', 'sent', 'new', 'accepted', 'rejected'].map((status) => answerable('quote', status))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(answerable('invoice', 'sent')).toBe(false);
  });

  it('checks the recipients with the notification list’s rule, and needs one', () => {
    const input = { id: 'x', subject: 'Quote #1', message: '' };
    expect(parseInput(sendSchema, { ...input, to: [' pat@acme.example ', ''] }).to).toEqual(['pat@acme.example']);
    expect(() => parseInput(sendSchema, { ...input, to: [] })).toThrow(
      expect.objectContaining({ errors: { to: ['At least one recipient is needed.'] } }),
    );
  });
});
