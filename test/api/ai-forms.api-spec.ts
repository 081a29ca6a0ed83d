import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { execFileSync } from 'node:child_process';
import { ANALYSIS_LIMITS, UploadAnalysis } from '../../src/ai-forms/analysis/upload-analysis.js';
import {
  FILE_TOO_LARGE,
  IMAGE_TOO_LARGE,
  NOT_A_FORM_FILE,
  PASSWORD_PROTECTED_PDF,
  UNREADABLE_FILE,
} from '../../src/ai-forms/upload-checks.js';
import { STREAM_FAILED_MESSAGE, TRAILER_SEPARATOR, UNPARSABLE_MESSAGE } from '../../src/ai-forms/stream-protocol.js';
import { runningGenerations } from '../../src/ai-forms/stream-response.js';
import { AI_UNAVAILABLE } from '../../src/ai-forms/openai-form-generator.js';
import { templateFromDataModel } from '../../src/ai-forms/template-from-data-model.js';
import { checkLayout, dataModelSchema, FORM_DESCRIPTION_FIELD_NAME } from '../../src/forms/engine/index.js';
import {
  BARE_PNG_SIGNATURE,
  encryptedPdf,
  FAKE_JPEG,
  JPEG_SIGNATURE,
  pngDeclaring,
  TRUNCATED_PNG,
  truncatedPdf,
} from '../fixtures/ai-forms/unreadable-files.js';
import { TINY_PNG } from '../support/images.js';
import { TestContext, type TestUser } from '../support/test-app.js';

const SUPER_ADMIN = 'groundcrew:admin';

const FIXTURES = join(process.cwd(), 'test/fixtures/ai-forms');
const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));
const FILLABLE_PDF = { bytes: fixture('fillable.pdf'), name: 'fillable.pdf', type: 'application/pdf' };

/** The scanned fixture's page, `pages` times: long enough to analyse that an abort is seen to cut it short. */
async function longScan(pages: number): Promise<Buffer> {
  const scan = await PDFDocument.load(fixture('scanned.pdf'));
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pages; index++) {
    for (const page of await pdf.copyPages(scan, scan.getPageIndices())) pdf.addPage(page);
  }
  return Buffer.from(await pdf.save());
}

interface Streamed {
  status: number;
  headers: Headers;
  chunks: string[];
  /** When each chunk arrived (ms). */
  arrivals: number[];
  text: string;
}

/** Reads a response chunk by chunk, as the browser does. */
async function readStream(response: Response): Promise<Streamed> {
  const chunks: string[] = [];
  const arrivals: number[] = [];
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(decoder.decode(read.value, { stream: true }));
    arrivals.push(performance.now());
  }
  return { status: response.status, headers: response.headers, chunks, arrivals, text: chunks.join('') };
}

/** The streamed JSON and the trailer, split as docs/ai-form-builder.md tells the client. */
function protocolParts(text: string): { streamed: string; trailer?: { result?: unknown; error?: string } } {
  const [streamed, trailer] = text.split(TRAILER_SEPARATOR);
  return { streamed, trailer: trailer === undefined ? undefined : JSON.parse(trailer) };
}

describe('AI form builder', () => {
  let offline: TestContext;
  let base: string;
  let admin: TestUser;

  const upload = (
    token: string,
    file: { bytes: Buffer; name: string; type: string } | undefined,
    formType: string | undefined,
    signal?: AbortSignal,
  ) => {
    const body = new FormData();
    if (formType !== undefined) body.append('formType', formType);
    if (file) body.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    return fetch(`${base}/api/generate/data-model`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate' },
      body,
      signal,
    });
  };
  const template = (token: string, body: unknown, url = base) =>
    fetch(`${url}/api/generate/template`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    offline = await TestContext.create();
    await offline.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(offline.app.getHttpServer().address() as AddressInfo).port}`;
    admin = await offline.newUser({ permissions: [SUPER_ADMIN] });
  });
  afterAll(() => offline.close());

  describe('POST /api/generate/data-model (offline)', () => {
    it('streams the data model of a PDF in pieces, uncompressed, the first before the last', async () => {
      const started = Date.now();
      const response = await upload(admin.token, FILLABLE_PDF, 'safety');
      const streamed = await readStream(response);
      expect(streamed.status).toBe(200);
      expect(streamed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(streamed.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(streamed.headers.get('content-encoding')).toBeNull();
      expect(streamed.chunks.length).toBeGreaterThan(1);
      expect(streamed.chunks[0].startsWith('{"data_model":[')).toBe(true);
      const { data_model } = dataModelSchema.parse(JSON.parse(streamed.text));
      expect(data_model.length).toBeGreaterThan(0);
      for (const item of data_model) expect(item.id).toEqual(expect.any(String));
      expect(Date.now() - started).toBeLessThan(30_000);
    });

    it('sends the first items of a scanned page while the rest of the page is still being read', async () => {
      // A real form (OSHA 301) printed and scanned at 150 dpi: one page, read by OCR.
      const scan = { bytes: fixture('osha301-scan.jpg'), name: 'osha301.jpg', type: 'image/jpeg' };
      const streamed = await readStream(await upload(admin.token, scan, 'other'));
      expect(streamed.status).toBe(200);
      const { data_model } = dataModelSchema.parse(JSON.parse(streamed.text));
      expect(data_model.length).toBeGreaterThan(10);
      // When the text read so far first held an item's id.
      const arrival = (id: string) => {
        let text = '';
        const chunk = streamed.chunks.findIndex((piece) => (text += piece).includes(id));
        return streamed.arrivals[chunk];
      };
      // The page's first item was on the wire well before its last was found (OCR reads on meanwhile).
      expect(arrival(data_model.at(-1)!.id!) - arrival(data_model[0].id!)).toBeGreaterThan(300);
    }, 60_000);

    it('analyses a PNG named .pdf: the bytes decide', async () => {
      const response = await upload(
        admin.token,
        { bytes: fixture('photo.png'), name: 'scan.pdf', type: 'application/pdf' },
        'other',
      );
      const streamed = await readStream(response);
      expect(streamed.status).toBe(200);
      expect(() => dataModelSchema.parse(JSON.parse(streamed.text))).not.toThrow();
    });

    it.each([
      ['a text file', Buffer.from('Date: ____ Operator: ____'), 'form.txt', 'text/plain'],
      ['a text file named .pdf', Buffer.from('Date: ____ Operator: ____'), 'form.pdf', 'application/pdf'],
      ['a GIF named .png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'form.png', 'image/png'],
      ['an empty file', Buffer.alloc(0), 'form.jpg', 'image/jpeg'],
    ])('refuses %s with 400', async (_, bytes, name, type) => {
      const response = await upload(admin.token, { bytes, name, type }, 'timecard');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message: NOT_A_FORM_FILE });
    });

    it('refuses a file over 10 MB with 413, saying the limit', async () => {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
      const response = await upload(admin.token, { bytes, name: 'big.pdf', type: 'application/pdf' }, 'timecard');
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ statusCode: 413, message: FILE_TOO_LARGE });
    });

    it('refuses a missing or unknown form type and a missing file with 400', async () => {
      const pdf = FILLABLE_PDF;
      for (const formType of [undefined, 'invoice', '']) {
        const response = await upload(admin.token, pdf, formType);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe(
          'Choose a form type: timecard, safety, quote or other.',
        );
      }
      const response = await upload(admin.token, undefined, 'timecard');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('Choose a file to analyse.');
    });

    it('answers a malformed or non-multipart body with 400, never a 5xx', async () => {
      const bodies: [string, string][] = [
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
        ],
        ['multipart/form-data', 'no boundary at all'],
        ['multipart/form-data; boundary=x', '--x--garbage'],
        ['application/json', '{"formType":"timecard"}'],
      ];
      for (const [type, body] of bodies) {
        const response = await fetch(`${base}/api/generate/data-model`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': type },
          body,
        });
        expect([type, response.status]).toEqual([type, 400]);
      }
    });

    it('stops the analysis when the client aborts', async () => {
      const aborter = new AbortController();
      const requested = Date.now();
      const response = await upload(
        admin.token,
        { bytes: await longScan(10), name: 'long-scan.pdf', type: 'application/pdf' },
        'safety',
        aborter.signal,
      );
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      expect(decoder.decode((await reader.read()).value)).toBe('{"data_model":[');
      // The first page's items: the analysis is now in the middle of ten scanned pages.
      expect(decoder.decode((await reader.read()).value)).toMatch(/^\{"id":/);
      const pageMs = Date.now() - requested;
      const aborted = Date.now();
      aborter.abort();
      while (runningGenerations() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // Reading the nine pages left would take about nine times as long as the first; it stops within the page it is on.
      expect(Date.now() - aborted).toBeLessThan(3 * pageMs + 1_000);
    });

    describe('files that crashed the readers or swelled the server (issue 30)', () => {
      const PHOTO = { bytes: fixture('photo.png'), name: 'photo.png', type: 'image/png' };
      const refusal = async (bytes: Buffer, name: string) => {
        const response = await upload(admin.token, { bytes, name, type: 'application/octet-stream' }, 'safety');
        return [response.status, await response.json()];
      };

      it.each([
        ['the 57-byte fake JPEG', FAKE_JPEG, UNREADABLE_FILE],
        ['the 3 bytes FF D8 FF', JPEG_SIGNATURE, UNREADABLE_FILE],
        ['the bare PNG signature', BARE_PNG_SIGNATURE, UNREADABLE_FILE],
        // Its header is whole: the child that decodes it segfaults.
        ['the 40-byte truncated PNG', TRUNCATED_PNG, UNREADABLE_FILE],
        ['a PNG declaring 100000 × 100000', pngDeclaring(100_000, 100_000), IMAGE_TOO_LARGE],
        ['a PNG declaring 30000 × 30000', pngDeclaring(30_000, 30_000, 1_000), IMAGE_TOO_LARGE],
        ['a PDF that asks for a password', encryptedPdf(), PASSWORD_PROTECTED_PDF],
        ['a truncated PDF', truncatedPdf(FILLABLE_PDF.bytes), UNREADABLE_FILE],
      ])('refuses %s with 400 before streaming', async (_, bytes, message) => {
        expect(await refusal(bytes, 'form.bin')).toEqual([400, { statusCode: 400, message }]);
      });

      it('then still answers /api/health and analyses a photo', async () => {
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        const streamed = await readStream(await upload(admin.token, PHOTO, 'safety'));
        expect(streamed.status).toBe(200);
        expect(dataModelSchema.parse(JSON.parse(streamed.text)).data_model.length).toBeGreaterThan(0);
      });

      it('ends the stream with "The file could not be read." when the analysis child is killed, and goes on', async () => {
        const response = await upload(
          admin.token,
          { bytes: await longScan(3), name: 'scan.pdf', type: 'application/pdf' },
          'safety',
        );
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let text = decoder.decode((await reader.read()).value, { stream: true });
        expect(text).toBe('{"data_model":[');
        const children = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'analysis-child'], {
          encoding: 'utf8',
        });
        for (const pid of children.trim().split('\n')) process.kill(Number(pid), 'SIGSEGV');
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          text += decoder.decode(read.value, { stream: true });
        }
        expect(protocolParts(text).trailer).toEqual({ error: UNREADABLE_FILE });
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        expect((await readStream(await upload(admin.token, FILLABLE_PDF, 'safety'))).status).toBe(200);
      });
    });

    it('is for super admins only', async () => {
      const pdf = FILLABLE_PDF;
      const settings = await offline.newUser({ permissions: ['web:settings', 'timecard:admin'] });
      expect((await upload(settings.token, pdf, 'timecard')).status).toBe(403);
      expect((await upload('not-a-token', pdf, 'timecard')).status).toBe(401);
      expect((await template(settings.token, { formType: 'other', data_model: [] })).status).toBe(403);
    });
  });

  describe('UploadAnalysis, the child processes that read uploads', () => {
    const photo = {
      kind: 'data-model',
      upload: { bytes: fixture('photo.png'), kind: 'png' },
      formType: 'other',
    } as const;
    const analyse = async (analysis: UploadAnalysis) => {
      try {
        const pages = await analysis.open<unknown[]>(photo, new AbortController().signal);
        let items = 0;
        for await (const page of pages) items += page.length;
        return items;
      } finally {
        await analysis.close();
      }
    };

    it.each([
      ['its time limit', { stepMs: 50 }],
      ['its memory limit', { memoryMb: 60 }],
    ])('ends a child past %s: "The file could not be read."', async (_, limits) => {
      await expect(analyse(new UploadAnalysis({ ...ANALYSIS_LIMITS, ...limits }))).rejects.toMatchObject({
        status: 400,
        message: UNREADABLE_FILE,
      });
    });

    it('does not reuse a child whose tesseract said a page went wrong ("box outside rectangle")', async () => {
      const analysis = new UploadAnalysis(
        { ...ANALYSIS_LIMITS, children: 1 },
        new URL('../fixtures/ai-forms/talking-child.mjs', import.meta.url),
      );
      const signal = new AbortController().signal;
      const run = async (formType: 'other' | 'safety') => {
        for await (const page of await analysis.open<unknown[]>({ ...photo, formType }, signal))
          expect(page).toEqual([]);
      };
      const ended = async () => {
        for (let tries = 0; tries < 50 && analysis.children > 0; tries++) await new Promise((r) => setTimeout(r, 20));
        return analysis.children === 0;
      };
      try {
        await run('other');
        expect(await ended()).toBe(false);
        await run('safety');
        expect(await ended()).toBe(true);
        await run('other'); // a new child
        expect(analysis.children).toBe(1);
      } finally {
        await analysis.close();
      }
    });

    it('runs at most `children` children, reused from one upload to the next', async () => {
      const analysis = new UploadAnalysis({ ...ANALYSIS_LIMITS, children: 1 });
      const signal = new AbortController().signal;
      const first = await analysis.open<unknown[]>(
        { ...photo, upload: { bytes: FILLABLE_PDF.bytes, kind: 'pdf' } },
        signal,
      );
      const second = analysis.open<unknown[]>({ ...photo, upload: { bytes: FILLABLE_PDF.bytes, kind: 'pdf' } }, signal);
      for await (const page of first) expect(page.length).toBeGreaterThan(0);
      for await (const page of await second) expect(page.length).toBeGreaterThan(0);
      expect(analysis.children).toBe(1);
      await analysis.close();
      expect(analysis.children).toBe(0);
    });
  });

  describe('POST /api/generate/template (offline)', () => {
    const dataModel = [
      { id: 'heading', name: 'Daily Crane Inspection', type: 'Heading' },
      { id: 'date', name: 'Date', type: 'Date' },
      { id: 'operator', name: 'Operator', type: 'UserField' },
      { id: 'brakes', name: 'Brakes OK', type: 'Radio' },
      { id: 'notes', name: 'Notes', type: 'TextArea' },
      { id: 'signature', name: 'Operator Signature', type: 'Signature' },
    ];

    it('streams a template field by field whose layouts pass the layout checks', async () => {
      const streamed = await readStream(await template(admin.token, { formType: 'safety', data_model: dataModel }));
      expect(streamed.status).toBe(200);
      expect(streamed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(streamed.headers.get('content-encoding')).toBeNull();
      const result = JSON.parse(streamed.text) as ReturnType<typeof templateFromDataModel>;
      expect(checkLayout(result, 'ios')).toEqual([]);
      expect(checkLayout(result, 'web')).toEqual([]);
      expect(result.layouts.ios.fields[0]).toMatchObject({ name: FORM_DESCRIPTION_FIELD_NAME, type: 'Text' });
      expect(result.layouts.web.downloadName).toBe('Download Name');
      expect(result.fields.map(({ id }) => id)).toEqual(expect.arrayContaining(dataModel.map(({ id }) => id)));
    });

    it('refuses an empty or invalid data model and a bad form type with 400', async () => {
      const answers = await Promise.all(
        [
          { formType: 'safety', data_model: [] },
          { formType: 'safety', data_model: [{ name: 'Date', type: 'Calendar' }] },
          { formType: 'invoice', data_model: dataModel },
          { formType: 'safety' },
        ].map(async (body) => {
          const response = await template(admin.token, body);
          return { status: response.status, ...((await response.json()) as object) };
        }),
      );
      expect(answers[0]).toMatchObject({ status: 400, message: 'The data model has no fields.' });
      const badType = expect.stringMatching(/^Must be one of: Heading, /);
      expect(answers[1]).toMatchObject({ status: 400, message: badType, errors: { 'data_model.0.type': [badType] } });
      expect(answers[2]).toMatchObject({
        status: 400,
        message: 'Choose a form type: timecard, safety, quote or other.',
      });
      expect(answers[3]).toMatchObject({ status: 400, message: 'The data model has no fields.' });
    });
  });

  describe('with an OpenAI-compatible model (fake server on 127.0.0.1)', () => {
    let model: TestContext;
    let modelBase: string;
    let fake: Server;
    /** What the fake model does with the next request. */
    let answer: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;
    const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

    /** Streams `pieces` as chat completion chunks, `gapMs` apart. */
    const streamPieces =
      (pieces: string[], gapMs = 15) =>
      async (_: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const content of pieces) {
          response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, gapMs));
        }
        response.end('data: [DONE]\n\n');
      };
    const inPieces = (text: string, size = 12) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;

    beforeAll(async () => {
      fake = createServer((request, response) => {
        const body: Buffer[] = [];
        request.on('data', (chunk: Buffer) => body.push(chunk));
        request.on('end', () => {
          received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(body).toString()) });
          void answer(request, response);
        });
      });
      await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
      const ai = { baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`, apiKey: 'k', model: 'm' };
      model = await TestContext.create({ ai });
      await model.app.listen(0, '127.0.0.1');
      modelBase = `http://127.0.0.1:${(model.app.getHttpServer().address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await model.close();
      await new Promise((resolve) => fake.close(resolve));
    });

    const modelUpload = async (token: string, bytes: Buffer, name: string, signal?: AbortSignal) => {
      const body = new FormData();
      body.append('formType', 'safety');
      body.append('file', new Blob([bytes]), name);
      return fetch(`${modelBase}/api/generate/data-model`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
        signal,
      });
    };

    it('passes the model’s answer on as it streams, then the validated result', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      const json = JSON.stringify({
        data_model: [
          { name: 'Inspection', type: 'Heading' },
          { name: 'Date', type: 'Date' },
          { name: 'Brakes OK', type: 'Checkbox' },
        ],
      });
      answer = streamPieces(inPieces(json));
      const streamed = await readStream(await modelUpload(token, Buffer.from(TINY_PNG, 'base64'), 'photo.png'));
      expect(streamed.status).toBe(200);
      expect(streamed.chunks.length).toBeGreaterThan(2);
      const { streamed: text, trailer } = protocolParts(streamed.text);
      expect(text).toBe(json);
      const result = dataModelSchema.parse(trailer?.result);
      expect(result.data_model.map(({ name, type }) => `${name}:${type}`)).toEqual([
        'Inspection:Heading',
        'Date:Date',
        'Brakes OK:Checkbox',
      ]);
      for (const item of result.data_model) expect(item.id).toEqual(expect.any(String));

      const request = received.at(-1)!;
      expect(request.headers.authorization).toBe('Bearer k');
      expect(request.body).toMatchObject({ model: 'm', stream: true });
      const user = (request.body.messages as { role: string; content: unknown }[]).find(({ role }) => role === 'user');
      expect(user?.content).toEqual(
        expect.arrayContaining([{ type: 'image_url', image_url: { url: `data:image/png;base64,${TINY_PNG}` } }]),
      );
    });

    it('sends a PDF as page images', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      answer = streamPieces(['{"data_model":[]}']);
      const streamed = await readStream(await modelUpload(token, FILLABLE_PDF.bytes, 'form.pdf'));
      expect(protocolParts(streamed.text).trailer).toEqual({ result: { data_model: [] } });
      const user = (received.at(-1)!.body.messages as { role: string; content: unknown }[]).find(
        ({ role }) => role === 'user',
      );
      const images = (user?.content as { type: string; image_url?: { url: string } }[]).filter(
        ({ type }) => type === 'image_url',
      );
      expect(images).toHaveLength(1);
      // The PDF's own text goes along, for the spelling of the labels.
      expect(JSON.stringify(user?.content)).toContain('Foreman');
      expect(images[0].image_url?.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    });

    it('refuses a PDF that asks for a password with 400, without asking the model', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      const asked = received.length;
      const response = await modelUpload(token, encryptedPdf(), 'form.pdf');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, message: PASSWORD_PROTECTED_PDF });
      expect(received).toHaveLength(asked);
    });

    it('repairs broken but repairable JSON', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      answer = streamPieces([
        '```json\n{data_model: [',
        "{'name': 'Date', 'type': 'Date'},",
        '{"name":"Notes","type":"TextArea"',
      ]);
      const streamed = await readStream(await modelUpload(token, Buffer.from(TINY_PNG, 'base64'), 'photo.png'));
      const { trailer } = protocolParts(streamed.text);
      expect(dataModelSchema.parse(trailer?.result).data_model.map(({ name }) => name)).toEqual(['Date', 'Notes']);
    });

    it('ends with "Unable to parse JSON, please try again" when the answer cannot be repaired or validated', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      for (const pieces of [
        ['I am sorry, ', 'I cannot read this form.'],
        ['{"data_model":[{"name":"Date","type":"Calendar"}]}'],
      ]) {
        answer = streamPieces(pieces);
        const streamed = await readStream(await modelUpload(token, Buffer.from(TINY_PNG, 'base64'), 'photo.png'));
        expect(streamed.status).toBe(200);
        expect(protocolParts(streamed.text).trailer).toEqual({ error: UNPARSABLE_MESSAGE });
      }
    });

    it('streams a template from the model, validated by the layout checks', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      const dataModel = [
        { id: 'date', name: 'Date', type: 'Date' as const },
        { id: 'sign', name: 'Signature', type: 'Signature' as const },
      ];
      const expected = templateFromDataModel(dataModel, 'timecard');
      answer = streamPieces(inPieces(JSON.stringify(expected), 200), 5);
      const streamed = await readStream(
        await template(token, { formType: 'timecard', data_model: dataModel }, modelBase),
      );
      const { trailer } = protocolParts(streamed.text);
      expect(trailer).toEqual({ result: expected });
      expect(received.at(-1)!.body.messages).toEqual(
        expect.arrayContaining([expect.objectContaining({ role: 'user', content: expect.stringContaining('"sign"') })]),
      );
    });

    it('answers 502 when the model server refuses, and stops mid-answer with the error trailer', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      answer = (_, response) => {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
      };
      const refused = await modelUpload(token, Buffer.from(TINY_PNG, 'base64'), 'photo.png');
      expect(refused.status).toBe(502);
      expect(await refused.json()).toEqual({ statusCode: 502, message: AI_UNAVAILABLE });

      answer = (_, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '{"data_model":[' } }] })}\n\n`);
        setTimeout(() => response.destroy(), 20);
      };
      const cut = await readStream(await modelUpload(token, Buffer.from(TINY_PNG, 'base64'), 'photo.png'));
      expect(protocolParts(cut.text)).toEqual({
        streamed: '{"data_model":[',
        trailer: { error: STREAM_FAILED_MESSAGE },
      });
    });

    it('aborts the model call when the client goes away', async () => {
      const token = (await model.newUser({ permissions: [SUPER_ADMIN] })).token;
      const upstreamClosed = new Promise<boolean>((resolve) => {
        answer = (request, response) => {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: '{"data_model":[' } }] })}\n\n`);
          // Never ends on its own: only the server's abort closes it.
          response.on('close', () => resolve(!response.writableFinished));
        };
      });
      const aborter = new AbortController();
      const response = await modelUpload(token, Buffer.from(TINY_PNG, 'base64'), 'photo.png', aborter.signal);
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"data_model":[');
      aborter.abort();
      await expect(upstreamClosed).resolves.toBe(true);
    });
  });
});
