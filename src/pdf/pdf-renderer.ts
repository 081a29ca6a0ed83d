import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { getPriority, tmpdir } from 'node:os';
import type * as Puppeteer from 'puppeteer-core';
import type { Browser, CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import type { AppConfig } from '../config/config.js';
import { setSessionNiceness } from './chromium-niceness.js';
import { CHROMIUM_SWITCHES } from './chromium-switches.js';
import { pagedHtmlDocument, type HtmlPart } from './html-document.js';
import { PdfBusyError, PdfRenderError } from './pdf-errors.js';
import { Slots } from './slots.js';

/** puppeteer, loaded for the first PDF: importing it took about a tenth of a second of every cold start. */
let puppeteer: typeof Puppeteer | undefined;
const loadPuppeteer = async (): Promise<typeof Puppeteer> => (puppeteer ??= await import('puppeteer-core'));

export interface PdfRendererOptions {
  /** The Chromium to run (CHROME_PATH). */
  chromePath: string;
  /** Pages rendering at once (PDF_POOL_SIZE); PDFs are CPU-bound: about one per core. */
  poolSize: number;
  /** Requests that may wait for a page; more are refused at once (PdfBusyError). */
  queueSize: number;
  /** How long a request waits for a page before it is refused (at most its renderTimeoutMs). */
  queueTimeoutMs: number;
  /**
   * The time one PDF has for all its steps together: waiting for a page, starting Chromium, opening a page, loading
   * the HTML, printing.
   */
  renderTimeoutMs: number;
  /** A browser makes this many PDFs, then a new one takes over (Chromium's memory is handed back). */
  recycleAfter: number;
  /** Chromium as one process (PDF_SINGLE_PROCESS): 3–5 times faster on a loaded machine, less stable (docs/pdf.md). */
  singleProcess: boolean;
  /**
   * A browser that made no PDF for longer than this is replaced at the next request: Chromium let a browser idle for
   * a few minutes hang in Page.printToPDF, on new pages too (reproduced after 200 s idle; not after 30 or 90 s).
   */
  browserIdleMs: number;
}

export const DEFAULT_PDF_OPTIONS: Omit<PdfRendererOptions, 'chromePath' | 'poolSize' | 'singleProcess'> = {
  queueSize: 50,
  queueTimeoutMs: 30_000,
  renderTimeoutMs: 30_000,
  recycleAfter: 500,
  browserIdleMs: 60_000,
};

export const PDF_RENDERER_OPTIONS = Symbol('PDF_RENDERER_OPTIONS');

export function pdfRendererOptions(config: AppConfig): PdfRendererOptions {
  return {
    chromePath: config.chromePath ?? '/usr/bin/chromium',
    poolSize: config.pdfPoolSize,
    singleProcess: config.pdfSingleProcess,
    ...DEFAULT_PDF_OPTIONS,
  };
}

export interface RenderOptions {
  /** Overrides renderTimeoutMs for this PDF (for all its steps). */
  timeoutMs?: number;
}

/** Extra time per part of a bulk PDF (200 timecards: 30 s + 20 s). */
const TIMEOUT_PER_PART_MS = 100;

/** Chromium's switches: the project's (chromium-switches.ts), and a PDF's own. */
const CHROMIUM_ARGS = [
  ...CHROMIUM_SWITCHES,
  '--disable-extensions',
  '--mute-audio',
  '--font-render-hinting=none',
  // Second line of defence behind request interception: whatever still tried the network (a preconnect, a DNS
  // prefetch) goes to a proxy that is not there, loopback included.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
];

/**
 * Renderer, GPU, network and print work in the browser's own process: on this 2-core machine under load a one-page
 * PDF took ~100 ms instead of ~500 ms, the time going to hand-offs between Chromium's processes. The sandbox is off
 * anyway (above), so separate processes protected little; a crash or hang takes the whole browser, which is then
 * replaced (below).
 */
const SINGLE_PROCESS_ARGS = ['--single-process', '--no-zygote'];

/** How long a closing browser may take before its process is killed. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * Page.printToPDF's settings: US Letter unless the CSS says otherwise (`@page`, whose margins apply), backgrounds,
 * and neither tags nor an outline: a tagged (accessible) PDF takes 2–3 times as long to make and is 5 times larger
 * (docs/pdf.md). The PDF comes back in the answer (one round trip: puppeteer's page.pdf streams it in three or more,
 * which made a one-page PDF a quarter slower here).
 */
const PRINT_TO_PDF = {
  transferMode: 'ReturnAsBase64',
  printBackground: true,
  preferCSSPageSize: true,
  paperWidth: 8.5,
  paperHeight: 11,
  marginTop: 0,
  marginBottom: 0,
  marginLeft: 0,
  marginRight: 0,
  generateTaggedPDF: false,
  generateDocumentOutline: false,
} as const;

/** The time one PDF has left, for all its steps. */
class Deadline {
  private readonly endsAt: number;
  private timer?: NodeJS.Timeout;
  /** Rejects with puppeteer's TimeoutError when the time is up. */
  private readonly passed: Promise<never>;

  constructor(
    readonly ms: number,
    TimeoutError: typeof Puppeteer.TimeoutError,
  ) {
    this.endsAt = Date.now() + ms;
    this.passed = new Promise<never>((_, reject) => {
      this.timer = setTimeout(() => reject(new TimeoutError(`The PDF took longer than ${ms} ms`)), ms);
    });
    // Nothing may be waiting on it when it passes.
    this.passed.catch(() => undefined);
  }

  get expired(): boolean {
    return Date.now() >= this.endsAt;
  }

  /** Milliseconds left; at least 1, as puppeteer reads 0 as no limit. */
  left(): number {
    return Math.max(1, this.endsAt - Date.now());
  }

  /** What `step` answers, or puppeteer's TimeoutError if the time is up first (the step goes on unawaited). */
  race<T>(step: Promise<T>): Promise<T> {
    return Promise.race([step, this.passed]);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

/** A page of the pool, with its DevTools session for printing. */
interface PoolPage {
  page: Page;
  cdp: CDPSession;
}

/** One Chromium with its idle pages. Retired: no new PDFs; it closes once its last one is done. */
class BrowserHandle {
  readonly idle: PoolPage[] = [];
  active = 0;
  renders = 0;
  retired = false;
  /** When it last finished a PDF, or started (Date.now()). */
  lastUsed = Date.now();

  constructor(readonly browser: Browser) {}
}

function tooLong(deadline: Deadline, cause: unknown): PdfRenderError {
  const limit = deadline.ms >= 1000 ? `${Math.round(deadline.ms / 1000)} seconds` : `${deadline.ms} ms`;
  return new PdfRenderError(`The PDF took longer than ${limit} to make.`, { cause });
}

/**
 * Only data: URLs load (inline images, fonts, frames): no http(s) (no SSRF), no file://. A refused request is
 * answered "204 No Content" rather than failed: for a navigation of the page itself that means "stay", where a
 * failure would replace the document with an error page (and printing would fail).
 */
function allowOnlyData(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  const ownNavigation = request.isNavigationRequest() && request.frame()?.parentFrame() === null;
  const settled =
    request.url().startsWith('data:') && !ownNavigation
      ? request.continue()
      : request.respond({ status: 204, body: '' });
  settled.catch(() => undefined);
}

/**
 * `<meta http-equiv="refresh">` navigates without JavaScript, to places no request goes through (`about:` pages),
 * which leaves an error page behind: every http-equiv is turned into an inert data- attribute. (An attribute's name
 * is never entity-encoded, so the literal text is the only way to write it.)
 */
function withoutHttpEquiv(html: string): string {
  return html.replace(/http-equiv/gi, 'data-http-equiv');
}

/**
 * Makes PDFs from HTML with the system Chromium (docs/pdf.md): one browser, started at the first PDF and kept warm,
 * a pool of `poolSize` pages reused from PDF to PDF, a bounded waiting line. Pages run without JavaScript and load
 * nothing but data: URLs. A browser that dies is replaced at the next request (the PDFs it was making fail with
 * PdfRenderError); every `recycleAfter` PDFs a new browser takes over. Closed with the Nest module.
 */
@Injectable()
export class PdfRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(PdfRenderer.name);
  private readonly slots: Slots;
  private current: Promise<BrowserHandle> | null = null;
  private readonly handles = new Set<BrowserHandle>();
  private destroyed = false;

  constructor(@Inject(PDF_RENDERER_OPTIONS) private readonly options: PdfRendererOptions) {
    this.slots = new Slots(options.poolSize, options.queueSize, options.queueTimeoutMs);
  }

  /** A PDF of one HTML document. Throws PdfBusyError (queue full or wait too long) or PdfRenderError. */
  async renderPdf(html: string, options: RenderOptions = {}): Promise<Buffer> {
    const { TimeoutError } = await loadPuppeteer();
    const deadline = new Deadline(options.timeoutMs ?? this.options.renderTimeoutMs, TimeoutError);
    try {
      const release = await this.slots.acquire(Math.min(this.options.queueTimeoutMs, deadline.left()));
      try {
        return await this.render(html, deadline);
      } finally {
        release();
      }
    } finally {
      deadline.clear();
    }
  }

  /** One PDF of many parts, each starting on a new page (bulk PDFs); see pagedHtmlDocument for their CSS. */
  renderMany(parts: readonly HtmlPart[], title?: string): Promise<Buffer> {
    const timeoutMs = this.options.renderTimeoutMs + parts.length * TIMEOUT_PER_PART_MS;
    return this.renderPdf(pagedHtmlDocument(parts, title), { timeoutMs });
  }

  /** What the renderer is doing, for logs and tests: the browser's process id, PDFs made by it, pages in use. */
  async stats(): Promise<{ pid: number | null; renders: number; busy: number; queued: number }> {
    const handle = await this.current?.catch(() => null);
    return {
      pid: handle?.browser.process()?.pid ?? null,
      renders: handle?.renders ?? 0,
      busy: this.slots.busy,
      queued: this.slots.queued,
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    this.slots.close();
    await this.current?.catch(() => null);
    await Promise.all([...this.handles].map((handle) => this.close(handle)));
  }

  private async render(html: string, deadline: Deadline): Promise<Buffer> {
    const handle = await this.browser(deadline);
    let pooled: PoolPage | undefined;
    let reusable = false;
    try {
      // A page that comes too late is closed with its browser, which a timeout retires.
      pooled = handle.idle.pop() ?? (await deadline.race(this.newPage(handle.browser)));
      await pooled.page.setContent(withoutHttpEquiv(html), { waitUntil: 'load', timeout: deadline.left() });
      const pdf = await this.print(pooled.cdp, deadline);
      // A page that was navigated away from its document is not used again.
      reusable = pooled.page.url() === 'about:blank';
      return pdf;
    } catch (error) {
      throw this.renderError(error, handle, deadline);
    } finally {
      handle.active -= 1;
      handle.renders += 1;
      handle.lastUsed = Date.now();
      if (handle.renders >= this.options.recycleAfter) handle.retired = true;
      if (pooled && reusable && !handle.retired) handle.idle.push(pooled);
      else if (pooled && !handle.retired) pooled.page.close().catch(() => undefined);
      if (handle.retired && handle.active === 0) void this.close(handle);
    }
  }

  /** The page as a PDF; fonts are not waited for (they are local: nothing else loads). */
  private async print(cdp: CDPSession, deadline: Deadline): Promise<Buffer> {
    const { data } = await deadline.race(cdp.send('Page.printToPDF', PRINT_TO_PDF));
    return Buffer.from(data, 'base64');
  }

  private renderError(error: unknown, handle: BrowserHandle, deadline: Deadline): PdfRenderError {
    if (!handle.browser.connected) {
      this.logger.warn(`Chromium stopped while making a PDF: ${String(error)}`);
      return new PdfRenderError('Chromium stopped while making the PDF. Please try again.', { cause: error });
    }
    if (puppeteer && error instanceof puppeteer.TimeoutError) {
      // A browser that did not finish in time may be stuck: a new one takes over.
      handle.retired = true;
      return tooLong(deadline, error);
    }
    this.logger.error({ err: error }, 'A PDF could not be made');
    return new PdfRenderError('The PDF could not be made. Please try again.', { cause: error });
  }

  /**
   * The live browser, started when there is none (at the first PDF, after a crash, after recycling), counted as in use
   * (`active`) by the caller, who gives it back in its `finally`.
   */
  private async browser(deadline: Deadline): Promise<BrowserHandle> {
    // A browser that retires as it comes (recycled, or died at once) is replaced once more, not forever.
    for (let attempt = 0; ; attempt += 1) {
      const pending = (this.current ??= this.launch());
      let handle: BrowserHandle;
      try {
        handle = await deadline.race(pending);
      } catch (error) {
        // The launch goes on, for the next request.
        if (deadline.expired) throw tooLong(deadline, error);
        if (this.current === pending) this.current = null;
        throw this.launchError(error);
      }
      // Idle too long, it might hang (browserIdleMs): retired now, replaced below.
      if (!handle.retired && handle.active === 0 && Date.now() - handle.lastUsed > this.options.browserIdleMs) {
        void this.close(handle);
      }
      if (!handle.retired || attempt > 0) {
        // Counted as busy before the caller resumes, so that no other caller closes it as idle meanwhile.
        handle.active += 1;
        return handle;
      }
      if (this.current === pending) this.current = null;
    }
  }

  private launchError(error: unknown): Error {
    if (error instanceof PdfBusyError) return error;
    this.logger.error({ err: error }, `Chromium (${this.options.chromePath}) could not be started`);
    return new PdfRenderError('PDFs cannot be made now: the browser that makes them could not be started.', {
      cause: error,
    });
  }

  private async launch(): Promise<BrowserHandle> {
    if (this.destroyed) throw new PdfBusyError('PDFs cannot be made now: the server is shutting down.');
    const started = Date.now();
    const browser = await (
      await loadPuppeteer()
    ).default.launch({
      executablePath: this.options.chromePath,
      headless: true,
      pipe: true,
      args: this.options.singleProcess ? [...CHROMIUM_ARGS, ...SINGLE_PROCESS_ARGS] : CHROMIUM_ARGS,
      timeout: 30_000,
      protocolTimeout: this.options.renderTimeoutMs * 4,
      // The app closes the browser on shutdown (onModuleDestroy); with the pipe, Chromium also ends with Node.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      // Chromium gets no secrets from the app's environment.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir(), TMPDIR: tmpdir() },
    });
    const handle = new BrowserHandle(browser);
    this.handles.add(handle);
    browser.on('disconnected', () => {
      handle.retired = true;
      this.handles.delete(handle);
    });
    const pid = browser.process()?.pid;
    // The worker's niceness (WORKER_NICE) also across sessions: Chromium runs in one of its own.
    if (pid) {
      await setSessionNiceness(pid, getPriority()).catch((error: unknown) =>
        this.logger.warn(`Chromium (pid ${pid}) keeps its session's CPU niceness: ${String(error)}`),
      );
    }
    this.logger.log(`Chromium started for PDFs in ${Date.now() - started} ms (pid ${pid})`);
    return handle;
  }

  private async newPage(browser: Browser): Promise<PoolPage> {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', allowOnlyData);
    return { page, cdp: await page.createCDPSession() };
  }

  /** Closes a browser; one that does not close in time (stuck) is killed. */
  private async close(handle: BrowserHandle): Promise<void> {
    handle.retired = true;
    this.handles.delete(handle);
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      handle.browser.close().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS, false))),
    ]);
    clearTimeout(timer);
    if (!closed) handle.browser.process()?.kill('SIGKILL');
  }
}
