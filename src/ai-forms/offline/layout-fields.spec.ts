import { describe, expect, it } from '@jest/globals';
import { fieldsFromLayout } from './layout-fields.js';
import type { PageLayout, TextRun } from './page-layout.js';

const text = (value: string, x: number, y: number, h = 10, w = value.length * 5): TextRun => ({
  text: value,
  x,
  y,
  w,
  h,
});
const page = (layout: Partial<PageLayout>): PageLayout => ({ texts: [], lines: [], boxes: [], widgets: [], ...layout });
const fields = (layout: PageLayout) => fieldsFromLayout(layout, true).map(({ name, type }) => `${name}: ${type}`);

describe('fieldsFromLayout', () => {
  it('reads a flat form: title, underlines, a checkbox, a radio row, a big box, a grid', () => {
    const layout = page({
      texts: [
        text('Daily Crane Inspection', 40, 30, 18),
        text('Date:', 40, 80),
        text('Job Site:', 320, 80),
        text('Checks', 40, 110, 12.5),
        text('Fire Extinguisher', 56, 130),
        text('Wire Rope', 40, 150),
        text('OK', 346, 150),
        text('Defect', 418, 150),
        text('Defects Found:', 40, 180),
        text('Line Items', 40, 260, 12.5),
        text('Description', 44, 280),
        text('Qty', 320, 280),
        text('Rate', 400, 280),
        text('Amount', 480, 280),
        text('Operator Signature:', 40, 420),
      ],
      lines: [
        { x: 70, y: 90, w: 200, h: 0 },
        { x: 370, y: 90, w: 200, h: 0 },
        ...[0, 1, 2, 3, 4].map((row) => ({ x: 40, y: 276 + row * 20, w: 532, h: 0 })),
        { x: 140, y: 430, w: 300, h: 0 },
      ],
      boxes: [
        { x: 40, y: 130, w: 10, h: 10 },
        { x: 330, y: 150, w: 10, h: 10 },
        { x: 402, y: 150, w: 10, h: 10 },
        { x: 40, y: 194, w: 532, h: 60 },
      ],
    });
    expect(fields(layout)).toEqual([
      'Date: Date',
      'Job Site: TextField',
      'Checks: Heading',
      'Fire Extinguisher: Checkbox',
      'Wire Rope: Radio',
      'Defects Found: TextArea',
      'Line Items: QuoteDetails',
      'Operator Signature: Signature',
    ]);
  });

  it('names AcroForm widgets after the printed labels beside them', () => {
    const layout = page({
      texts: [
        text('Employee Name:', 40, 80),
        text('Per Diem', 56, 110),
        text('Payment Method', 40, 140),
        text('Account', 346, 140),
        text('Card', 418, 140),
        text('Notes:', 40, 170),
        text('Gear Type:', 40, 260),
      ],
      widgets: [
        { kind: 'text', group: 'f1', x: 120, y: 76, w: 200, h: 18 },
        { kind: 'checkbox', group: 'f2', x: 40, y: 110, w: 10, h: 10 },
        { kind: 'radio', group: 'f3', x: 330, y: 140, w: 11, h: 11 },
        { kind: 'radio', group: 'f3', x: 402, y: 140, w: 11, h: 11 },
        { kind: 'multiline', group: 'f4', x: 40, y: 184, w: 532, h: 60 },
        { kind: 'choice', group: 'f5', x: 100, y: 256, w: 200, h: 18 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Employee Name: UserField',
      'Per Diem: Checkbox',
      'Payment Method: Radio',
      'Notes: TextArea',
      'Gear Type: Picker',
    ]);
  });

  it('skips instructions and finds nothing on an empty page', () => {
    expect(fields(page({ texts: [text('Inspect each item before the first lift of the shift.', 40, 80)] }))).toEqual(
      [],
    );
    expect(fields(page({}))).toEqual([]);
  });
});
