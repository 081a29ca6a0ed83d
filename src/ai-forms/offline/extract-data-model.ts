import { randomUUID } from 'node:crypto';
import type { DataModelItem } from '../../forms/engine/ai-data-model.schema.js';
import type { AiFormType } from '../../forms/engine/form-types.js';
import { readImage } from './image-layout.js';
import { fieldsFromLayout } from './layout-fields.js';
import { ocrPool } from './ocr-pool.js';
import type { PageLayout } from './page-layout.js';
import { hasTextLayer, openPdf, readPdfPage, renderPage } from './pdf-layout.js';

export { renderPdfPages } from './pdf-layout.js';
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
 * Yields the data model's items in reading order as they are found (page by page), so the stream is real.
 * A quote form with no line-item grid found still gets one QuoteDetails item: a quote template needs it.
 * Stops (throws the signal's reason) between pages and before each OCR job once `signal` aborts.
 */
export async function* extractDataModel(
  upload: FormUpload,
  formType: AiFormType,
  signal: AbortSignal,
): AsyncGenerator<DataModelItem> {
  const seen = new Set<string>();
  for await (const [index, layout] of pageLayouts(upload, signal)) {
    for (const { name, type } of fieldsFromLayout(layout, index === 0)) {
      const key = `${type}:${name.toLowerCase()}`;
      // A header repeated on every page is one field.
      if (index > 0 && seen.has(key)) continue;
      seen.add(key);
      yield { id: randomUUID(), name, type };
    }
    signal.throwIfAborted();
  }
  if (formType === 'quote' && ![...seen].some((key) => key.startsWith('QuoteDetails:'))) {
    yield { id: randomUUID(), name: 'Line Items', type: 'QuoteDetails' };
  }
}

async function* pageLayouts(upload: FormUpload, signal: AbortSignal): AsyncGenerator<[number, PageLayout]> {
  signal.throwIfAborted();
  if (upload.kind !== 'pdf') {
    yield [0, await readImage(upload.bytes, ocrPool, signal)];
    return;
  }
  const document = await openPdf(upload.bytes);
  try {
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
      signal.throwIfAborted();
      const page = await document.getPage(number);
      const layout = await readPdfPage(page);
      // No text layer: a scan, read by OCR (in pixels, so any widgets of the page would not line up).
      const read = hasTextLayer(layout)
        ? layout
        : { ...(await readImage(await renderPage(page, OCR_DPI), ocrPool, signal)), widgets: [] };
      page.cleanup();
      yield [number - 1, read];
    }
  } finally {
    await document.destroy();
  }
}
