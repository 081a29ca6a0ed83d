// PDF rendering: the first PDF (Chromium starts), one warm PDF, PDFs in parallel, and a bulk PDF of 200 timecards.
// Runs the built src/pdf (BENCH_DIST, default dist/) with the system Chromium (CHROME_PATH, default /usr/bin/chromium).
import 'reflect-metadata';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DIST, ensureBuilt, expect, machine, mark, ms, onCleanup, percentile, printTable, runBench } from './lib.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const WARMUP = 10;
const BULK_PARTS = Number(process.env.BENCH_PDF_BULK ?? 200);
const BULK_RUNS = Number(process.env.BENCH_PDF_BULK_RUNS ?? 3);
const PARALLEL = 20;

const load = (path) => import(pathToFileURL(join(DIST, path)).href);

async function pageCount(pdf) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages = document.numPages;
  await document.destroy();
  return pages;
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

await runBench(async () => {
  ensureBuilt();
  const { PdfRenderer } = await load('src/pdf/index.js');
  const { FormPdfService } = await load('src/forms/pdf/form-pdf.js');
  const { sampleSubmission } = await load('src/forms/pdf/sample-submission.js');
  const { DEFAULT_PDF_OPTIONS } = await load('src/pdf/pdf-renderer.js');
  const { timecardTemplate } = await load('src/forms/engine/fixtures/timecard.template.js');
  console.log(
    `PDF bench: ${machine()}${process.env.PDF_SINGLE_PROCESS === 'false' ? ', PDF_SINGLE_PROCESS=false' : ''}`,
  );

  const renderer = new PdfRenderer({
    ...DEFAULT_PDF_OPTIONS,
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    poolSize: Number(process.env.PDF_POOL_SIZE ?? 2),
    singleProcess: process.env.PDF_SINGLE_PROCESS !== 'false',
  });
  onCleanup(() => renderer.onModuleDestroy());
  const forms = new FormPdfService(renderer);
  const template = timecardTemplate();
  const submission = sampleSubmission(template);
  const timecard = (number) => ({ template, submission: { ...submission, number } });

  // 1. The first PDF starts Chromium.
  const [first, firstPdf] = await timed(() => forms.render(timecard(1)));
  expect((await pageCount(firstPdf)) === 1, 'the timecard PDF should have one page');

  // 2. One PDF at a time, warm: the built-in layout of the timecard (context, Handlebars, Chromium).
  const single = [];
  for (let index = 0; index < WARMUP + SAMPLES; index++) {
    const [time] = await timed(() => forms.render(timecard(index)));
    if (index >= WARMUP) single.push(time);
  }

  // 3. PDFs in parallel through the page pool.
  const [parallel] = await timed(() =>
    Promise.all(Array.from({ length: PARALLEL }, (_, index) => forms.render(timecard(index)))),
  );

  // 4. Bulk: BULK_PARTS timecards in one PDF, one page each.
  const bulk = [];
  for (let run = 0; run < BULK_RUNS; run++) {
    const inputs = Array.from({ length: BULK_PARTS }, (_, index) => timecard(index + 1));
    const [time, pdf] = await timed(() => forms.renderMany(inputs, 'Timecards'));
    const pages = await pageCount(pdf);
    expect(pages === BULK_PARTS, `the bulk PDF should have ${BULK_PARTS} pages, not ${pages}`);
    bulk.push(time);
    if (run === 0) console.log(`  bulk PDF: ${pages} pages, ${(pdf.length / 1e6).toFixed(1)} MB`);
  }

  const p50 = percentile(single, 50);
  const bulkMedian = percentile(bulk, 50);
  printTable([
    ['Case', 'Result', 'Goal', ''],
    ['First PDF (Chromium starts)', ms(first), '', ''],
    ['One warm PDF, p50 / p95', `${ms(p50)} / ${ms(percentile(single, 95))}`, '≤ 150 ms', mark(p50 <= 150)],
    [`${PARALLEL} PDFs at once`, `${ms(parallel)} (${((PARALLEL * 1000) / parallel).toFixed(1)} PDFs/s)`, '', ''],
    [`Bulk PDF of ${BULK_PARTS}, median of ${BULK_RUNS}`, ms(bulkMedian), '≤ 15 s', mark(bulkMedian <= 15_000)],
  ]);
  console.log(`  ${machine()}`);
});
