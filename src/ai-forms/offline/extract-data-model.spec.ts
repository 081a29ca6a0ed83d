import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { extractDataModel, ocrPool, openForm, type FormUpload, type OpenForm } from './extract-data-model.js';
import { openPdf, renderPdfPages } from './pdf-layout.js';
import { UnreadableFormError } from './page-layout.js';
import type { AiFormType } from '../../forms/engine/form-types.js';
import { encryptedPdf, truncatedPdf } from '../../../test/fixtures/ai-forms/unreadable-files.js';

const FIXTURES = join(process.cwd(), 'test/fixtures/ai-forms');
const fixture = (file: string, kind: FormUpload['kind']): FormUpload => ({
  bytes: readFileSync(join(FIXTURES, file)),
  kind,
});
const expected = (
  JSON.parse(readFileSync(join(FIXTURES, 'expected.json'), 'utf8')) as {
    data_model: { name: string; type: string }[];
  }
).data_model;

async function drain<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

const collect = async (upload: FormUpload, signal = new AbortController().signal, formType: AiFormType = 'safety') =>
  (await drain(extractDataModel(await openForm(upload), formType, signal))).flat();

afterAll(() => ocrPool.close());

describe('extractDataModel', () => {
  it.each(['fillable.pdf', 'flat.pdf'])('finds the labelled fields of %s with their types', async (file) => {
    const items = await collect(fixture(file, 'pdf'));
    expect(items.map(({ name, type }) => ({ name, type }))).toEqual(expected);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('reads a scanned PDF through OCR', async () => {
    const names = (await collect(fixture('scanned.pdf', 'pdf'))).map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Date', 'Foreman', 'Start Time']));
  }, 30_000);

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const stream = extractDataModel(await openForm(fixture('flat.pdf', 'pdf')), 'safety', controller.signal);
    await stream.next();
    controller.abort();
    // The items of the page being read may still arrive; then the stream throws instead of reading on.
    await expect(drain(stream)).rejects.toThrow();
    // An image upload stops before its OCR job.
    const workers = ocrPool.workers;
    await expect(collect(fixture('photo.jpg', 'jpeg'), controller.signal)).rejects.toThrow();
    expect(ocrPool.workers).toBe(workers);
  });

  // Labels with the letters English OCR cannot read (é, ß): the page is read again in its language.
  it.each([
    [
      'french.png',
      [
        { name: 'Prénom', type: 'TextField' },
        { name: 'Date de naissance', type: 'Date' },
        { name: 'Numéro de téléphone', type: 'TextField' },
        { name: "Signature de l'employé", type: 'Signature' },
      ],
    ],
    [
      'german.png',
      [
        { name: 'Geburtsdatum', type: 'Date' },
        { name: 'Straße und Hausnummer', type: 'TextField' },
        { name: 'Unterschrift des Arbeitnehmers', type: 'Signature' },
      ],
    ],
  ])(
    'reads %s in its language',
    async (file, fields) => {
      const items = await collect(fixture(file, 'png'));
      expect(items.map(({ name, type }) => ({ name, type }))).toEqual(expect.arrayContaining(fields));
    },
    60_000,
  );

  it('gives a field once when a later read of its page names or types it again at the same place', async () => {
    const label = (text: string) => ({ text, x: 100, y: 100, w: 200, h: 20 });
    const layout = (...texts: ReturnType<typeof label>[]) => ({ texts, lines: [], boxes: [], widgets: [] });
    // Two reads of one page: the first, complete above y 300, reads "Start"; the last reads on to "Start date".
    const reads = [
      { layouts: [layout(label('Start'))], upTo: 300 },
      { layouts: [layout(label('Start date'), { ...label('Foreman'), y: 400 })], upTo: Infinity },
    ];
    const form: OpenForm = {
      async *pages() {
        for (const read of reads) {
          await setImmediate(); // each read comes later, as OCR's bands do
          yield read;
        }
      },
      close: async () => {},
    };
    const streamed = await drain(extractDataModel(form, 'other', new AbortController().signal));
    expect(streamed.map((items) => items.map(({ name, type }) => ({ name, type })))).toEqual([
      [{ name: 'Start', type: 'TimeField' }],
      [{ name: 'Foreman', type: 'UserField' }],
    ]);
  });

  it('gives a field once when a later read joins a box number to its name', async () => {
    const run = (text: string, x: number) => ({ text, x, y: 100, w: 5 * text.length, h: 10 });
    const layout = (...texts: ReturnType<typeof run>[]) => ({ texts, lines: [], boxes: [], widgets: [] });
    const reads = [
      { layouts: [layout(run('Wages paid', 100))], upTo: 300 },
      { layouts: [layout(run('1 Wages paid', 90))], upTo: Infinity },
    ];
    const form: OpenForm = {
      async *pages() {
        for (const read of reads) {
          await setImmediate();
          yield read;
        }
      },
      close: async () => {},
    };
    const streamed = await drain(extractDataModel(form, 'other', new AbortController().signal));
    expect(streamed.map((items) => items.map(({ name }) => name))).toEqual([['Wages paid'], []]);
  });

  it('adds line items to a quote form that shows no grid', async () => {
    const items = await collect(fixture('flat.pdf', 'pdf'), undefined, 'quote');
    expect(items.at(-1)).toMatchObject({ name: 'Line Items', type: 'QuoteDetails' });
  });
});

describe('openForm', () => {
  it('yields one list of items a page', async () => {
    const pages = await drain(
      extractDataModel(await openForm(fixture('flat.pdf', 'pdf')), 'other', new AbortController().signal),
    );
    expect(pages.map((items) => items.length)).toEqual([expected.length]);
  });

  it.each([
    ['a PDF that asks for a password', encryptedPdf(), 'password'],
    ['a PDF cut short', truncatedPdf(fixture('flat.pdf', 'pdf').bytes), 'damaged'],
  ])('refuses %s as unreadable', async (_, bytes, reason) => {
    const opened = openForm({ bytes, kind: 'pdf' });
    await expect(opened).rejects.toBeInstanceOf(UnreadableFormError);
    await expect(opened).rejects.toMatchObject({ reason });
  });
});

describe('renderPdfPages', () => {
  it('renders PNG pages', async () => {
    const [png, ...rest] = await renderPdfPages(await openPdf(fixture('flat.pdf', 'pdf').bytes), {
      dpi: 72,
      maxPages: 2,
    });
    expect(rest).toHaveLength(0);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
