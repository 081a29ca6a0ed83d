import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test, type TestingModule } from '@nestjs/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigModule } from '../../src/config/config.module.js';
import { APP_CONFIG, loadConfig } from '../../src/config/config.js';
import { timecardTemplate } from '../../src/forms/engine/fixtures/timecard.template.js';
import { FormPdfService } from '../../src/forms/pdf/form-pdf.js';
import { SAMPLE_PHOTO } from '../../src/forms/pdf/sample-images.js';
import { sampleSubmission } from '../../src/forms/pdf/sample-submission.js';
import {
  htmlDocument,
  PdfBusyError,
  PdfModule,
  PdfRenderError,
  PdfRenderer,
  PdfTemplateError,
} from '../../src/pdf/index.js';
import { DEFAULT_PDF_OPTIONS, pdfRendererOptions } from '../../src/pdf/pdf-renderer.js';
import { pdfText } from '../support/pdf-text.js';

/*
 * PDFs made by the system Chromium (CHROME_PATH, default /usr/bin/chromium: scripts/ensure-chromium.mjs installs
 * it), read back with pdfjs. No database: the PDF module and the forms module's FormPdfService on their own.
 */

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const SLOW = 120_000;

/** A document that takes Chromium a while to lay out and print. */
const heavyDocument = (rows: number) =>
  htmlDocument({
    body: `<table>${Array.from({ length: rows }, (_, index) => `<tr><td>Row ${index}</td><td>${'x '.repeat(40)}</td></tr>`).join('')}</table>`,
  });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('PDFs from Chromium', () => {
  let moduleRef: TestingModule;
  let renderer: PdfRenderer;
  let forms: FormPdfService;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({ imports: [ConfigModule, PdfModule], providers: [FormPdfService] })
      .overrideProvider(APP_CONFIG)
      .useValue(config)
      .compile();
    await moduleRef.init();
    renderer = moduleRef.get(PdfRenderer);
    forms = moduleRef.get(FormPdfService);
  });

  afterAll(async () => {
    const { pid } = await renderer.stats();
    await moduleRef.close();
    // The browser is gone with the module, so the app and the tests exit.
    if (pid !== null) await until(() => !isAlive(pid), 10_000);
  });

  it(
    'prints the built-in layout of a timecard with its values',
    async () => {
      const template = timecardTemplate();
      const pdf = await forms.render({ template, submission: sampleSubmission(template) });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, pages, sizes } = await pdfText(pdf);
      expect(pages).toHaveLength(1);
      expect(sizes).toEqual([[612, 792]]);
      for (const words of [
        'Daily Crane Timecard',
        '#1024',
        'Status: New',
        'SUBMITTED BY Jordan Lee',
        '11/20/2026, 4:42pm',
        'OPERATORS AND RIGGERS',
        'Sam Rivera',
        'Casey Nguyen',
        '1042 · Riverside Tower – Roof Trusses',
        'Acme Construction',
        '7:00am',
        '3:30pm',
        'In 6:55am · Out 3:35pm · 30 min out · 8.00 hours',
        'Grove GMK5250L',
        'RIGGING INSPECTED BEFORE THE FIRST LIFT',
        'lifted 12 roof trusses',
        'OPERATOR SIGNATURE',
      ]) {
        expect(text).toContain(words);
      }
    },
    SLOW,
  );

  it(
    'prints a PDF config: its Handlebars template, its CSS and its page size',
    async () => {
      const template = timecardTemplate();
      const pdfConfig = {
        cssTemplate: '@page { size: A4; margin: 1cm } .total { font-weight: bold }',
        hbsTemplate: [
          '<h1>Timecard {{info.number}} for {{fields.job.value}}</h1>',
          '<p>Worked on {{formatDate values.workDate "MMMM d, yyyy"}} by {{join values.crew ", "}}</p>',
          '<table>{{#each fields.crew.rows}}<tr>{{#each this}}<td>Crew member: {{value}}</td>{{/each}}</tr>{{/each}}</table>',
          '<p class="total">{{fields.craneHours.label}}: {{fields.craneHours.value}}</p>',
          '{{#if (eq values.liftType "Standard")}}<p>Standard lift</p>{{/if}}',
        ].join('\n'),
        fields: [{ fieldId: 'craneHours', label: 'Crane time billed', format: 'money' as const }],
      };
      const pdf = await forms.render({ template, submission: sampleSubmission(template), pdfConfig });
      const { text, sizes } = await pdfText(pdf);
      expect(sizes).toEqual([[595, 842]]);
      expect(text).toContain('Timecard #1024 for 1042 · Riverside Tower – Roof Trusses');
      expect(text).toContain('Worked on November 20, 2026 by Jordan Lee, Sam Rivera, Casey Nguyen');
      expect(text).toContain('Crew member: Casey Nguyen');
      expect(text).toContain('Crane time billed: $2.00');
      expect(text).toContain('Standard lift');
    },
    SLOW,
  );

  it('refuses a PDF config whose template does not compile, with the line', async () => {
    const template = timecardTemplate();
    const error = await forms
      .preview(template, { hbsTemplate: '<p>\n{{#each fields}}{{label}}</p>', fields: [] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfTemplateError);
    expect((error as PdfTemplateError).message).toMatch(/^PDF template error on line 2: /);
  });

  it(
    'prints many submissions as one document, each from a new page',
    async () => {
      const template = timecardTemplate();
      const inputs = [1, 2, 3].map((number) => ({ template, submission: { ...sampleSubmission(template), number } }));
      const { pages } = await pdfText(await forms.renderMany(inputs));
      expect(pages).toHaveLength(3);
      pages.forEach((page, index) => expect(page).toContain(`Daily Crane Timecard Status: New #${index + 1} DATE`));
    },
    SLOW,
  );

  it(
    'fetches nothing but data: URLs and runs no JavaScript',
    async () => {
      const hits: string[] = [];
      const server: Server = createServer((request, response) => {
        hits.push(request.url ?? '');
        response.end('<p>FETCHED FROM THE NETWORK</p>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      try {
        const html = htmlDocument({
          css: `@import url("${origin}/import.css"); body { background: url("${origin}/background.png") }`,
          body: [
            `<link rel="stylesheet" href="${origin}/style.css"><link rel="preload" as="image" href="${origin}/preload.png">`,
            '<p>Visible text</p>',
            '<img src="file:///etc/passwd"><iframe src="file:///etc/passwd"></iframe>',
            `<img src="${origin}/image.png"><iframe src="${origin}/frame"></iframe><object data="${origin}/object"></object>`,
            `<iframe srcdoc="<img src='${origin}/srcdoc.png'><script>document.write('FRAME SCRIPT RAN')</script>"></iframe>`,
            `<video poster="${origin}/poster.png"></video><img srcset="${origin}/srcset.png 2x">`,
            `<img src="${SAMPLE_PHOTO}">`,
            "<script>document.write('SCRIPT RAN')</script>",
            `<meta http-equiv="refresh" content="0; url=${origin}/refresh">`,
            '<META HTTP-EQUIV="Refresh" CONTENT="0; URL=about:srcdoc">',
            '<meta http-equiv=refresh content="0;url=data:text/html,REFRESHED">',
          ].join('\n'),
        });
        for (let round = 0; round < 3; round += 1) {
          const { text } = await pdfText(await renderer.renderPdf(html));
          expect(text).toContain('Visible text');
          expect(text).not.toContain('root:');
          expect(text).not.toMatch(/FETCHED|RAN|REFRESHED/);
        }
        // The refreshes would have fired by now.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(hits).toEqual([]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
    SLOW,
  );

  it(
    'fails the PDF Chromium dies on, and makes the next one with a new Chromium',
    async () => {
      await renderer.renderPdf(htmlDocument({ body: '<p>warm</p>' }));
      const { pid } = await renderer.stats();
      const rendering = renderer.renderPdf(heavyDocument(20_000));
      await until(async () => (await renderer.stats()).busy === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.kill(pid!, 'SIGKILL');
      const error = await rendering.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PdfRenderError);
      expect((error as PdfRenderError).message).toBe('Chromium stopped while making the PDF. Please try again.');
      expect((error as PdfRenderError).getStatus()).toBe(503);

      const { text } = await pdfText(await renderer.renderPdf(htmlDocument({ body: '<p>After the crash</p>' })));
      expect(text).toBe('After the crash');
      const after = await renderer.stats();
      expect(after.pid).not.toBe(pid);
      expect(after.renders).toBe(1);
    },
    SLOW,
  );
});

describe('the PDF renderer’s limits', () => {
  let renderer: PdfRenderer;

  beforeAll(() => {
    renderer = new PdfRenderer({
      ...pdfRendererOptions(config),
      poolSize: 1,
      queueSize: 1,
      // Long enough for the first PDF, which starts the browser, on a busy machine.
      queueTimeoutMs: SLOW,
      recycleAfter: 3,
    });
  });
  afterAll(() => renderer.onModuleDestroy());

  it(
    'refuses a request at once when its waiting line is full',
    async () => {
      const document = heavyDocument(300);
      const results = await Promise.allSettled([1, 2, 3].map(() => renderer.renderPdf(document)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const { reason } = results[2] as PromiseRejectedResult;
      expect(reason).toBeInstanceOf(PdfBusyError);
      expect((reason as PdfBusyError).message).toBe(
        'PDFs are being made for other requests. Please try again in a moment.',
      );
    },
    SLOW,
  );

  it(
    'hands over to a new browser every few PDFs',
    async () => {
      const { pid, renders } = await renderer.stats();
      expect(renders).toBe(2);
      await renderer.renderPdf(htmlDocument({ body: '<p>third</p>' }));
      await renderer.renderPdf(htmlDocument({ body: '<p>fourth</p>' }));
      const after = await renderer.stats();
      expect(after.pid).not.toBe(pid);
      expect(after.renders).toBe(1);
      await until(() => !isAlive(pid!), 10_000);
    },
    SLOW,
  );

  it(
    'replaces a browser that idled too long before printing on it (Chromium lets such browsers hang)',
    async () => {
      const resting = new PdfRenderer({ ...pdfRendererOptions(config), queueTimeoutMs: SLOW, browserIdleMs: 500 });
      try {
        await resting.renderPdf(htmlDocument({ body: '<p>first</p>' }));
        const { pid } = await resting.stats();
        await resting.renderPdf(htmlDocument({ body: '<p>right after</p>' }));
        expect((await resting.stats()).pid).toBe(pid);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const { text } = await pdfText(await resting.renderPdf(htmlDocument({ body: '<p>after a rest</p>' })));
        expect(text).toBe('after a rest');
        expect((await resting.stats()).pid).not.toBe(pid);
        await until(() => !isAlive(pid!), 10_000);
        expect(DEFAULT_PDF_OPTIONS.browserIdleMs).toBe(60_000);
      } finally {
        await resting.onModuleDestroy();
      }
    },
    SLOW,
  );

  it(
    'gives up on a PDF that takes longer than its time, and replaces the browser that may be stuck',
    async () => {
      const { pid } = await renderer.stats();
      const error = await renderer
        .renderPdf(heavyDocument(20_000), { timeoutMs: 50 })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PdfRenderError);
      expect((error as PdfRenderError).message).toBe('The PDF took longer than 50 ms to make.');
      expect(DEFAULT_PDF_OPTIONS.renderTimeoutMs).toBe(30_000);
      const { text } = await pdfText(await renderer.renderPdf(htmlDocument({ body: '<p>Still working</p>' })));
      expect(text).toBe('Still working');
      expect((await renderer.stats()).pid).not.toBe(pid);
      await until(() => !isAlive(pid!), 10_000);
    },
    SLOW,
  );

  it(
    'gives one PDF one time for all its steps: a Chromium that never starts fails it within that time',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'groundcrew-stuck-chromium-'));
      // Never answers, and ends after 5 s (well before the launch's own 30 s), so that the module closes soon.
      const chromePath = join(dir, 'chromium');
      writeFileSync(chromePath, '#!/bin/sh\nexec sleep 5\n', { mode: 0o755 });
      const stuck = new PdfRenderer({ ...pdfRendererOptions(config), chromePath });
      try {
        const startedAt = Date.now();
        const error = await stuck
          .renderPdf(htmlDocument({ body: '<p>never</p>' }), { timeoutMs: 2_000 })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(PdfRenderError);
        expect((error as PdfRenderError).message).toBe('The PDF took longer than 2 seconds to make.');
        expect(Date.now() - startedAt).toBeLessThan(4_000);
      } finally {
        await stuck.onModuleDestroy();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
