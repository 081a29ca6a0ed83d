import { randomUUID } from 'node:crypto';
import type { DataModelItem } from '../../forms/engine/ai-data-model.schema.js';
import type { AiFormType } from '../../forms/engine/form-types.js';
import { flattenedGrey, readImage } from './image-layout.js';
import { fieldsFromLayout, textSize, type FoundField } from './layout-fields.js';
import { ocrPool } from './ocr-pool.js';
import { UnreadableFormError, type PageLayout } from './page-layout.js';
import { hasTextLayer, openPdf, readPdfPage, renderCanvas } from './pdf-layout.js';

export { ocrPool } from './ocr-pool.js';

export type UploadKind = 'pdf' | 'png' | 'jpeg';
export interface FormUpload {
  bytes: Buffer;
  kind: UploadKind;
}

/** Pages of a PDF read at most (a paper form is a few pages; a manual uploaded by mistake stops here). */
const MAX_PAGES = 10;
/** Resolution scanned pages are rendered at for OCR. */
const OCR_DPI = 200;

/**
 * What is known of a page: its layout, or a scanned page's OCR layout and then (when it has AcroForm fields) its PDF
 * layout. An OCR page is read in bands: its reads before the last have text complete above `upTo` only.
 */
export interface PageRead {
  layouts: PageLayout[];
  upTo: number;
}

/** An upload opened for reading: a PDF's document, or an image decoded and flattened. */
export interface OpenForm {
  /**
   * What each page shows, in turn, as it is read (the last read of a page has `upTo` Infinity). Stops (throws the
   * signal's reason) between pages and before OCR on abort.
   */
  pages(signal: AbortSignal): AsyncGenerator<PageRead>;
  close(): Promise<void>;
}

/**
 * Opens an upload, so that a file that cannot be read at all (a PDF with a password or a broken structure, an
 * image that does not decode) is an UnreadableFormError before any page is read.
 */
export async function openForm(upload: FormUpload): Promise<OpenForm> {
  if (upload.kind !== 'pdf') {
    const image = await flattenedGrey(upload.bytes).catch((error: unknown) => {
      throw new UnreadableFormError('damaged', { cause: error });
    });
    return {
      async *pages(signal) {
        signal.throwIfAborted();
        for await (const { layout, upTo } of readImage(image, ocrPool, signal)) yield { layouts: [layout], upTo };
      },
      close: async () => {},
    };
  }
  const document = await openPdf(upload.bytes);
  return {
    async *pages(signal) {
      for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
        signal.throwIfAborted();
        const page = await document.getPage(number);
        const layout = await readPdfPage(page);
        // No text layer: a scan, read by OCR; any AcroForm fields of the page are kept as well, after it.
        if (hasTextLayer(layout)) yield { layouts: [layout], upTo: Infinity };
        else {
          const image = await flattenedGrey(await renderCanvas(page, OCR_DPI));
          for await (const { layout: scan, upTo } of readImage(image, ocrPool, signal)) {
            yield { layouts: upTo === Infinity && layout.widgets.length > 0 ? [scan, layout] : [scan], upTo };
          }
        }
        page.cleanup();
      }
    },
    close: () => document.destroy(),
  };
}

/**
 * The fields of one read of a page (PageRead's layouts): a scanned page's AcroForm fields come after what OCR read,
 * those OCR did not find already.
 */
export function fieldsOfPage([layout, fillable]: PageLayout[], first: boolean): FoundField[] {
  const read = fieldsFromLayout(layout, first);
  const scanned = new Set(read.map(({ name, type }) => `${type}:${name.toLowerCase()}`));
  const more = fillable ? fieldsFromLayout(fillable, first) : [];
  return [...read, ...more.filter(({ name, type }) => !scanned.has(`${type}:${name.toLowerCase()}`))];
}

/**
 * Yields the data model's items as they are found, in reading order: a page's at once, or an OCR page's band by
 * band (the fields above what is read for sure first, the rest when the page is done), so the stream is real. A
 * quote form with no line-item grid found still gets one QuoteDetails item: a quote template needs it. Stops (throws
 * the signal's reason) between pages and before each OCR job once `signal` aborts.
 */
export async function* extractDataModel(
  form: OpenForm,
  formType: AiFormType,
  signal: AbortSignal,
): AsyncGenerator<DataModelItem[]> {
  const seen = new Set<string>();
  let index = 0;
  // The page's fields given so far (from its earlier reads): a later read's field of the same name and type is one of
  // them, and so is one at the same place (its label's first word), whose name or type more of the page changed.
  let given: FoundField[] = [];
  for await (const { layouts, upTo } of form.pages(signal)) {
    const items: DataModelItem[] = [];
    const fields = fieldsOfPage(layouts, index === 0);
    const earlier = [...given];
    const em = textSize(layouts[0]);
    // A name one word longer or shorter beside it on its line, as more of the page joins a box number ("1" to
    // "Wages …") or splits it off again.
    const grown = (a: FoundField, b: FoundField) =>
      Math.abs(a.y - b.y) < 0.5 * em &&
      Math.abs(a.x - b.x) < 2 * em &&
      (a.name.endsWith(b.name) || b.name.endsWith(a.name));
    for (const field of fields) {
      const match = earlier.findIndex(
        (other) =>
          (other.name === field.name && other.type === field.type) ||
          (other.x === field.x && other.y === field.y) ||
          grown(other, field),
      );
      if (match >= 0) {
        earlier.splice(match, 1);
        continue;
      }
      if (field.y >= upTo) continue;
      given.push(field);
      const key = `${field.type}:${field.name.toLowerCase()}`;
      // A header repeated on every page is one field.
      if (index > 0 && seen.has(key)) continue;
      seen.add(key);
      items.push({ id: randomUUID(), name: field.name, type: field.type });
    }
    yield items;
    if (upTo === Infinity) {
      index++;
      given = [];
    }
    signal.throwIfAborted();
  }
  if (formType === 'quote' && ![...seen].some((key) => key.startsWith('QuoteDetails:'))) {
    yield [{ id: randomUUID(), name: 'Line Items', type: 'QuoteDetails' }];
  }
}
