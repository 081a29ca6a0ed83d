import { describe, expect, it } from '@jest/globals';
import { fieldsFromLayout, printedName, tooltipName, tooltipNames } from './layout-fields.js';
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

  it('types a label over a big box by its words when they name an identifier or a part of an address', () => {
    // Captions of an address block: each box below a caption is big, but only "Comments" is for sentences.
    const layout = page({
      texts: [text('ZIP code', 40, 80), text('State', 300, 80), text('Comments', 40, 200)],
      boxes: [
        { x: 40, y: 92, w: 200, h: 40 },
        { x: 300, y: 92, w: 200, h: 40 },
        { x: 40, y: 212, w: 500, h: 60 },
      ],
    });
    expect(fields(layout)).toEqual(['ZIP code: TextField', 'State: TextField', 'Comments: TextArea']);
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

  it('keeps every AcroForm field of a page and only them, typed from its format script, a "$" and its comb boxes', () => {
    const layout = page({
      texts: [
        text('Payroll Return', 40, 20, 18),
        text('Employer identification number (EIN)', 40, 50),
        text('2 Wages, tips, and other compensation . . . . . 2', 40, 80),
        text('$', 300, 80),
        text('Report for this quarter', 420, 50),
        text('Read the instructions before you fill in this form.', 40, 110),
      ],
      widgets: [
        { kind: 'text', group: 'f1_1[0]', x: 240, y: 46, w: 30, h: 16, comb: true },
        { kind: 'text', group: 'f1_2[0]', x: 276, y: 46, w: 60, h: 16, comb: true },
        { kind: 'text', group: 'f1_3[0]', x: 340, y: 76, w: 60, h: 16 },
        { kind: 'checkbox', group: 'c1_1[0]', x: 420, y: 64, w: 10, h: 10 },
        { kind: 'checkbox', group: 'c1_1[1]', x: 420, y: 78, w: 10, h: 10 },
        { kind: 'text', group: 'Year', x: 500, y: 140, w: 30, h: 16, title: 'Log Year', format: 'number' },
      ],
    });
    expect(fieldsFromLayout(layout, true).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Employer identification number (EIN): TextField',
      'Report for this quarter: Radio',
      'Wages, tips, and other compensation: NumberField',
      'Log Year: NumberField',
    ]);
  });

  it("gives a table's rows and a second printed copy of the same boxes once", () => {
    const rows = [0, 1, 2].flatMap((row) => [
      {
        kind: 'text' as const,
        group: `Case ${row + 1}`,
        x: 40,
        y: 100 + 30 * row,
        w: 40,
        h: 20,
        title: `Case No. ${row + 1}`,
      },
      { kind: 'text' as const, group: `Name ${row + 1}`, x: 90, y: 100 + 30 * row, w: 90, h: 20 },
    ]);
    const copies = [400, 700].flatMap((y) => [
      text('1 Wages, tips, other compensation', 300, y),
      { ...text('Copy', 40, y), text: y === 400 ? 'Copy B' : 'Copy C' },
    ]);
    const layout = page({
      texts: [text("Employee's Name", 90, 80), ...copies],
      widgets: [
        ...rows,
        ...[400, 700].map((y) => ({ kind: 'text' as const, group: `f${y}`, x: 300, y: y + 12, w: 120, h: 14 })),
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Case No: TextField',
      "Employee's Name: UserField",
      'Wages, tips, other compensation: NumberField',
    ]);
  });
});

describe('names of fillable fields', () => {
  it('takes the last sentence of a tooltip, without its imperative', () => {
    expect(tooltipName('Section 1., Enter First Name (Given Name)')).toBe('First Name (Given Name)');
    expect(tooltipName('Section 1. Employee Information (Complete it before work.) Enter Last Name')).toBe('Last Name');
  });

  it('drops the words most tooltips of a page start with', () => {
    const names = tooltipNames(['Summary Street', 'Summary City', 'Summary State', 'Phone']);
    expect([...names.values()]).toEqual(['Street', 'City', 'State', 'Phone']);
  });

  it('drops dot leaders, "$" and box numbers from a printed label', () => {
    expect(printedName('2 Wages, tips, and other compensation . . . . . 2 $')).toBe(
      'Wages, tips, and other compensation',
    );
    expect(printedName('a Employee’s social security number')).toBe('Employee’s social security number');
    expect(printedName('illness has occurred. Together with the Log 1) Full name')).toBe('Full name');
    expect(printedName('Apt. Number')).toBe('Apt. Number');
  });
});
