import { describe, expect, it } from '@jest/globals';
import { fieldName, fieldsFromLayout, firstSentence, printedName, tooltipName, tooltipNames } from './layout-fields.js';
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

  it('takes two rules of one span, one over the other, for a box whose sides the scan lost', () => {
    const label = text('Total deposits for this quarter, including overpayment from a prior quarter', 40, 100);
    const rules = [
      { x: 500, y: 96, w: 120, h: 1 },
      { x: 500, y: 116, w: 120, h: 1 },
    ];
    expect(fields(page({ texts: [label], lines: rules }))).toEqual([
      'Total deposits for this quarter, including overpayment from a prior quarter: NumberField',
    ]);
    expect(fields(page({ texts: [label], lines: rules.slice(0, 1) }))).toEqual([]);
  });

  it('keeps the lines of a scanned page that show a place to write, and leaves the header and prose pieces out', () => {
    const layout = page({
      texts: [
        text('Department of the Treasury', 40, 20),
        text('Internal Revenue Service', 300, 20),
        text('Welder)', 40, 60),
        text('Reset', 300, 60),
        // Lines of a paragraph in the left column (the first no word of which types), labels in the right one.
        text('Employers in some states', 40, 100),
        text('Crane model', 300, 100),
        text('may owe more tax.', 40, 112),
        text('Rigger', 450, 112),
        text('Last', 40, 200),
        text('First', 200, 200),
        text('Which crane was used?', 40, 240),
        text('Hook block', 300, 240),
        text('Check one', 40, 252),
        text('Boom', 450, 252),
      ],
    });
    expect(fields(layout)).toEqual([
      'Department of the Treasury: Heading',
      'Internal Revenue Service: Heading',
      'Crane model: TextField',
      'Last: TextField',
      'First: TextField',
      'Which crane was used?: TextField',
      'Hook block: TextField',
      'Check one: TextField',
    ]);
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
  it("lists a scanned slip's second copy once, and keeps the address parts of each address of a card", () => {
    // Two copies of a slip, 300 apart: a box label inside each box (its name, its "City or town" caption).
    const slip = [60, 360].flatMap((y) => [
      text('1 Wages, tips, other compensation', 300, y + 4),
      text('City or town', 40, y + 4),
    ]);
    const slipBoxes = [60, 360].flatMap((y) => [
      { x: 296, y, w: 200, h: 30 },
      { x: 36, y, w: 200, h: 30 },
    ]);
    expect(fields(page({ texts: slip, boxes: slipBoxes }))).toEqual([
      'City or town: TextField',
      'Wages, tips, other compensation: NumberField',
    ]);
    // A card asking for two addresses: the same captions over the same boxes, 100 apart.
    const card = [100, 200].flatMap((y) => [
      text(y === 100 ? 'Present Address' : 'Previous Address', 40, y, 12),
      text('Street Number and Name', 40, y + 20),
      text('City or Town', 300, y + 20),
    ]);
    const cardBoxes = [100, 200].flatMap((y) => [
      { x: 40, y: y + 32, w: 240, h: 20 },
      { x: 300, y: y + 32, w: 200, h: 20 },
    ]);
    expect(fields(page({ texts: card, boxes: cardBoxes }))).toEqual([
      'Present Address: Heading',
      'Street Number and Name: TextField',
      'City or Town: TextField',
      'Previous Address: Heading',
      'Street Number and Name: TextField',
      'City or Town: TextField',
    ]);
  });

  it("names each of two labels printed far apart at the top of one box, and an option's line to write on", () => {
    const layout = page({
      texts: [
        text('Signature of Employee', 40, 84),
        text("Today's Date (mm/dd/yyyy)", 400, 84),
        text('4. Authorized to work until (expiration date, if applicable, mm/dd/yyyy):', 60, 160),
      ],
      boxes: [
        { x: 36, y: 80, w: 520, h: 30 },
        { x: 44, y: 160, w: 10, h: 10 },
      ],
      lines: [{ x: 430, y: 170, w: 120, h: 0 }],
    });
    expect(fields(layout)).toEqual([
      'Signature of Employee: Signature',
      "Today's Date (mm/dd/yyyy): Date",
      '4. Authorized to work until (expiration date, if applicable, mm/dd/yyyy): Date',
      '4. Authorized to work until (expiration date, if applicable, mm/dd/yyyy): Checkbox',
    ]);
  });

  it('starts a new label at the next enumerator of a line OCR read word by word', () => {
    let x = 40;
    const ocrWords = ['3.', 'Date', 'Signed', '4.', 'Place', 'of', 'Birth'].map((word) => {
      const run = text(word, x, 80);
      x += run.w + 5;
      return run;
    });
    expect(fields(page({ texts: ocrWords }))).toEqual(['3. Date Signed: Date', '4. Place of Birth: TextField']);
  });

  it('takes a printed question without how to answer it, typed by what it asks, and options under a label', () => {
    const layout = page({
      texts: [
        text('14) What was the employee doing just before the incident occurred? Describe the activity.', 40, 80),
        text('15) Was employee treated in an emergency room?', 40, 140),
        text('Apt. Ste. Flr.', 40, 200, 10, 70),
      ],
      lines: [
        { x: 40, y: 110, w: 500, h: 0 },
        { x: 40, y: 125, w: 500, h: 0 },
      ],
      boxes: [0, 25, 50].map((x) => ({ x: 42 + x, y: 214, w: 9, h: 9 })),
    });
    expect(fields(layout)).toEqual([
      '14) What was the employee doing just before the incident occurred?: TextArea',
      '15) Was employee treated in an emergency room?: Radio',
      'Apt. Ste. Flr: Radio',
    ]);
  });

  it('leaves out the pieces of a scanned page: a plain word alone, a line cut after a little word', () => {
    const layout = page({
      texts: [
        text('Site Safety Orientation Record', 40, 40),
        text('U.S. Department of', 40, 80),
        text('Reduction', 40, 120),
        text('Business closed or', 40, 160),
        text('Date of', 40, 200),
        text('Total taxes after adjustments and', 40, 240),
      ],
      lines: [{ x: 220, y: 250, w: 100, h: 0 }],
    });
    // A line to write on after it: a label broken over two lines, kept.
    expect(fields(layout)).toEqual([
      'Site Safety Orientation Record: Heading',
      'Total taxes after adjustments and: NumberField',
    ]);
  });

  it("reads a section's title as a heading, whatever its words say", () => {
    const layout = page({
      texts: [text('Information about the employee', 40, 80), text('Establishment information', 40, 120)],
    });
    expect(fields(layout)).toEqual(['Information about the employee: Heading', 'Establishment information: Heading']);
  });

  it("names a scanned grid's further boxes by the row's label and the column's heading", () => {
    const layout = page({
      texts: [
        text('Column 1', 200, 60),
        text('Column 2', 330, 60),
        text('5a Taxable social security wages', 20, 80),
        text('× 0.124 =', 280, 80),
        text('5b Taxable social security tips', 20, 100),
        text('× 0.124 =', 280, 100),
      ],
      boxes: [76, 96].flatMap((y) => [
        { x: 200, y, w: 65, h: 16 },
        { x: 330, y, w: 65, h: 16 },
      ]),
    });
    expect(fields(layout)).toEqual([
      'Column 1: Heading',
      'Taxable social security wages: NumberField',
      'Taxable social security wages Column 2: NumberField',
      'Taxable social security tips: NumberField',
      'Taxable social security tips Column 2: NumberField',
    ]);
  });

  it('keeps a label whole across the gap of a word OCR lost, and splits two capitalised labels there', () => {
    const layout = page({
      texts: [
        text('Current', 40, 80),
        text('adjustment for sick pay', 110, 80),
        text('City', 40, 120),
        text('State', 90, 120),
      ],
      boxes: [
        { x: 300, y: 76, w: 100, h: 18 },
        { x: 40, y: 134, w: 40, h: 18 },
        { x: 90, y: 134, w: 40, h: 18 },
      ],
    });
    expect(fields(layout)).toEqual([
      'Current adjustment for sick pay: NumberField',
      'City: TextField',
      'State: TextField',
    ]);
  });

  it('stops a row label at a wide gap and takes a multi-line label above from its enumerator or first line', () => {
    const layout = page({
      texts: [
        // Prose of a column on the left, then the widget's own label above it.
        text('the employer must keep this form on file', 20, 100),
        text('6) Name of physician', 300, 86),
        text('14) What was the employee doing? Describe the activity', 300, 140),
        text('and tools used. Examples: “climbing a ladder”.', 300, 150),
        text('Total number of', 40, 200),
        text('deaths', 40, 210),
      ],
      widgets: [
        { kind: 'text', group: 'a', x: 300, y: 98, w: 200, h: 14 },
        { kind: 'multiline', group: 'b', x: 300, y: 162, w: 300, h: 40 },
        { kind: 'text', group: 'c', x: 60, y: 224, w: 18, h: 20 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Name of physician: TextField',
      'What was the employee doing?: TextArea',
      'Total number of deaths: NumberField',
    ]);
  });

  it('bridges dot leaders to a row label, and names a radio group with no question by its options', () => {
    const leaders = [0, 1, 2, 3, 4, 5, 6, 7].map((dot) => text('.', 200 + 12 * dot, 80, 10, 2));
    const layout = page({
      texts: [
        text('Wages, tips, and other compensation', 20, 80, 10, 170),
        ...leaders,
        text('Male', 320, 120),
        text('Female', 360, 120),
      ],
      widgets: [
        { kind: 'text', group: 'f1_13[0]', x: 310, y: 76, w: 90, h: 14 },
        { kind: 'radio', group: 'Gender', x: 308, y: 120, w: 9, h: 9 },
        { kind: 'radio', group: 'Gender', x: 348, y: 120, w: 9, h: 9 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Wages, tips, and other compensation: NumberField',
      'Male / Female: Radio',
    ]);
  });
  it("joins a value's parts (dollars and cents) and names boxes by the captions under them", () => {
    const layout = page({
      texts: [
        text('Total deposits for this quarter', 20, 40),
        text('Address', 20, 82),
        text('Number Street', 80, 96, 7),
        text('City', 80, 126, 7),
        text('State', 240, 126, 7),
      ],
      widgets: [
        { kind: 'text', group: 'f1_1[0]', x: 200, y: 38, w: 100, h: 14 },
        { kind: 'text', group: 'f1_2[0]', x: 306, y: 38, w: 20, h: 14 },
        { kind: 'text', group: 'f1_3[0]', x: 78, y: 80, w: 300, h: 16 },
        { kind: 'text', group: 'f1_4[0]', x: 78, y: 110, w: 150, h: 16 },
        { kind: 'text', group: 'f1_5[0]', x: 238, y: 110, w: 40, h: 16 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Total deposits for this quarter: NumberField',
      'Address: TextField',
      'City: TextField',
      'State: TextField',
    ]);
  });
  it('names a checkbox by all the text right of it, up to a gap', () => {
    const layout = page({
      texts: [text('a.', 60, 100, 8, 7), text('Amended', 69, 100, 8, 35), text('Totals', 200, 100, 8)],
      widgets: [{ kind: 'checkbox', group: 'c1_1[0]', x: 46, y: 99, w: 10, h: 10 }],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual(['Amended: Checkbox']);
  });
  it('takes a parenthesis on its own line as part of the label above, and types a tall box for a name as text', () => {
    const layout = page({
      texts: [
        text('Report for this Quarter', 300, 40),
        text('(Check one.)', 300, 50),
        text("RECIPIENT'S name", 20, 120),
      ],
      widgets: [
        { kind: 'checkbox', group: 'c1_1[0]', x: 300, y: 64, w: 10, h: 10 },
        { kind: 'checkbox', group: 'c1_1[1]', x: 300, y: 80, w: 10, h: 10 },
        { kind: 'text', group: 'f2', x: 20, y: 132, w: 250, h: 60 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Report for this Quarter (Check one.): Radio',
      "RECIPIENT'S name: TextField",
    ]);
  });
  it("names a grid's box by its row's label and its column's heading", () => {
    const layout = page({
      texts: [
        text('Column 1', 200, 60),
        text('Column 2', 330, 60),
        text('5a Taxable social security wages', 20, 80),
        text('× 0.124 =', 280, 80),
        text('5b Taxable social security tips', 20, 100),
        text('× 0.124 =', 280, 100),
      ],
      widgets: [
        { kind: 'text', group: 'f1', x: 200, y: 76, w: 65, h: 14 },
        { kind: 'text', group: 'f2', x: 330, y: 76, w: 65, h: 14 },
        { kind: 'text', group: 'f3', x: 200, y: 96, w: 65, h: 14 },
        { kind: 'text', group: 'f4', x: 330, y: 96, w: 65, h: 14 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'Taxable social security wages: NumberField',
      'Taxable social security wages Column 2: NumberField',
      'Taxable social security tips: NumberField',
      'Taxable social security tips Column 2: NumberField',
    ]);
  });
  it('names a box by the box number printed over it when nothing else is printed', () => {
    const layout = page({
      texts: [text('12a', 473, 169, 7, 14), text('12b', 473, 193, 7, 14)],
      widgets: [
        { kind: 'text', group: 'f[12][0][0]', x: 477, y: 178, w: 27, h: 13 },
        { kind: 'text', group: 'f[12][1][0]', x: 477, y: 202, w: 27, h: 13 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name }) => name)).toEqual(['12a', '12b']);
  });
  it('reads a two-line row label line by line, and names a "Check here" box by its row', () => {
    const layout = page({
      texts: [
        text('9', 40, 530, 9, 5),
        text('If ALL of the wages were excluded from state tax,', 65, 530, 9, 250),
        text('multiply line 7 by 0.054', 65, 540, 9, 90),
        text('(line 7 × 0.054 = line 9). Go to line 12', 160, 540, 9, 150),
        text('You are a multi-state employer', 160, 570, 9, 150),
        text('Check here.', 330, 570, 9, 40),
      ],
      widgets: [
        { kind: 'text', group: 'f1_26[0]', x: 454, y: 534, w: 92, h: 18 },
        { kind: 'checkbox', group: 'c1_5[0]', x: 316, y: 569, w: 10, h: 10 },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name }) => name)).toEqual([
      'If ALL of the wages were excluded from state tax, multiply line 7 by 0.054 (line 7 × 0.054 = line 9)',
      'You are a multi-state employer',
    ]);
  });
});

describe('labels printed over their lines (a scanned page)', () => {
  it('names a line by the lines of text just over it, past a value printed on it', () => {
    const layout = page({
      texts: [
        text('Total number of', 40, 100),
        text('deaths', 40, 112),
        text('0', 80, 140),
        text('Total number of days', 240, 100),
        text('away from work', 240, 112),
        text('Paragraph of instructions that says how the totals are counted and', 40, 30),
      ],
      lines: [
        { x: 40, y: 152, w: 120, h: 0 },
        { x: 240, y: 152, w: 120, h: 0 },
      ],
    });
    expect(fields(layout)).toEqual([
      'Total number of deaths: NumberField',
      'Total number of days away from work: NumberField',
    ]);
  });

  it("gives a column of lines (a log's rows) one field, named by the heading over its first line", () => {
    const rows = [0, 1, 2, 3, 4].flatMap((row) => [
      { x: 40, y: 200 + row * 30, w: 100, h: 0 },
      { x: 180, y: 200 + row * 30, w: 160, h: 0 },
    ]);
    const layout = page({
      texts: [
        text('(A)', 60, 100),
        text('Job title', 40, 114),
        text('(e.g., Welder)', 40, 126),
        text('Where the event occurred', 180, 114),
        text('(e.g., Loading dock north end)', 180, 126),
      ],
      lines: rows,
    });
    expect(fields(layout)).toEqual([
      'Job title (e.g., Welder): TextField',
      'Where the event occurred (e.g., Loading dock north end): TextField',
    ]);
  });

  it('leaves a line with its label on its left to that label', () => {
    const layout = page({
      texts: [text('Street', 40, 100), text('Customer', 120, 78)],
      lines: [{ x: 80, y: 110, w: 200, h: 0 }],
    });
    // "Customer" alone in plain type is no heading either.
    expect(fields(layout)).toEqual(['Street: TextField']);
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

  it('drops the words most tooltips of a page end with', () => {
    const names = tooltipNames(['Total Deaths Summary', 'Injury Summary', 'Poisoning Summary', 'Year']);
    expect([...names.values()]).toEqual(['Total Deaths', 'Injury', 'Poisoning', 'Year']);
  });

  it('prefers a tooltip to a printed pick that is prose, and a printed label of up to 14 words to a tooltip', () => {
    const layout = page({
      texts: [
        text('you must keep this form on file for five years', 20, 80),
        text('Total number of cases with days away from work', 20, 120),
      ],
      widgets: [
        { kind: 'text', group: 'a', x: 260, y: 78, w: 90, h: 14, title: 'Establishment name' },
        { kind: 'text', group: 'b', x: 260, y: 118, w: 20, h: 14, title: 'Days away' },
      ],
    });
    expect(fieldsFromLayout(layout, false).map(({ name }) => name)).toEqual([
      'Establishment name',
      'Total number of cases with days away from work',
    ]);
  });

  it('drops dot leaders, "$" and box numbers from a printed label', () => {
    expect(printedName('2 Wages, tips, and other compensation . . . . . 2 $')).toBe(
      'Wages, tips, and other compensation',
    );
    expect(printedName('a Employee’s social security number')).toBe('Employee’s social security number');
    expect(printedName('illness has occurred. Together with the Log 1) Full name')).toBe('Full name');
    expect(printedName('Apt. Number')).toBe('Apt. Number');
  });

  it('cuts a label that runs on into instructions at its first sentence or question', () => {
    expect(firstSentence('Balance due. If line 12 is more than line 13, enter the difference')).toBe('Balance due');
    expect(firstSentence('17)* What harmed the employee? Examples: “chlorine”')).toBe('What harmed the employee?');
    expect(firstSentence('Apt. Number')).toBe('Apt. Number');
    expect(firstSentence('U.S. Social Security Number')).toBe('U.S. Social Security Number');
  });

  it('reads a field name as words only when it is no code', () => {
    expect(fieldName('301 Gender')).toBe('301 Gender');
    expect(fieldName('topmostSubform[0].Page1[0].f1_07[0]')).toBe('');
    expect(fieldName('form1[0].#subform[0].S1_FamilyName[0]')).toBe('S1 FamilyName');
  });
});
