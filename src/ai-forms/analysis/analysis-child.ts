// A child process of the server's UploadAnalysis (upload-analysis.ts): reads uploaded files (pdfjs, @napi-rs/canvas,
// tesseract.js), one job at a time, so that native code crashing or running away on a hostile file ends this process
// and that upload only. Started with fork(), spoken to over its IPC channel.
import type { DataModelItem } from '../../forms/engine/ai-data-model.schema.js';
import type { AiFormType } from '../../forms/engine/form-types.js';
import { extractDataModel, openForm, type FormUpload } from '../offline/extract-data-model.js';
import { UnreadableFormError } from '../offline/page-layout.js';
import { openPdf, pdfText, renderPdfPages } from '../offline/pdf-layout.js';

/** What a child is asked to do. Bytes cross the channel as Uint8Array (the advanced serialization). */
export type AnalysisJob =
  /** The offline data model: one value a page, its items. */
  | { kind: 'data-model'; upload: FormUpload; formType: AiFormType }
  /** What a model is sent for a PDF: one value, its first pages as PNGs and its text. */
  | { kind: 'pdf-pages'; bytes: Uint8Array; dpi: number; maxPages: number; maxText: number };

export interface PdfPages {
  images: Uint8Array[];
  text: string;
}

/** Parent to child: a job, or the abort of the one running. */
export type ParentMessage = { job: AnalysisJob } | { abort: true };

/**
 * Child to parent: `ready` once, at start; then for each job `opened` (the file could be opened), its values, and
 * `done`; or, instead of the rest, `refused` (the file cannot be read) or `failed` (anything else).
 */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'opened' }
  | { type: 'value'; value: DataModelItem[] | PdfPages }
  | { type: 'done' }
  | { type: 'refused'; reason: UnreadableFormError['reason'] }
  | { type: 'failed'; error: string };

const send = (message: ChildMessage) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );

let aborter = new AbortController();

async function run(job: AnalysisJob): Promise<void> {
  aborter = new AbortController();
  const { signal } = aborter;
  try {
    if (job.kind === 'data-model') {
      const form = await openForm({ ...job.upload, bytes: Buffer.from(job.upload.bytes) });
      try {
        await send({ type: 'opened' });
        for await (const items of extractDataModel(form, job.formType, signal))
          await send({ type: 'value', value: items });
      } finally {
        await form.close();
      }
    } else {
      const document = await openPdf(job.bytes);
      try {
        await send({ type: 'opened' });
        const images = await renderPdfPages(document, { dpi: job.dpi, maxPages: job.maxPages, signal });
        await send({ type: 'value', value: { images, text: await pdfText(document, job.maxPages, job.maxText) } });
      } finally {
        await document.destroy();
      }
    }
    await send({ type: 'done' });
  } catch (error) {
    await send(
      error instanceof UnreadableFormError
        ? { type: 'refused', reason: error.reason }
        : { type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    );
  }
}

process.on('message', (message: ParentMessage) => {
  if ('abort' in message) aborter.abort();
  else void run(message.job);
});
// The server gone (ended, crashed): so is this process.
process.on('disconnect', () => process.exit(0));
void send({ type: 'ready' });
