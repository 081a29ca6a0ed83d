import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

/** A word OCR read, with its box in the image's pixels. */
export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The languages OCR reads: English, French and German (tesseract's codes). */
export type OcrLanguage = 'eng' | 'fra' | 'deu';

/**
 * Each language's LSTM data from its npm package (@tesseract.js-data/eng, fra, deu): nothing is downloaded at run
 * time. A missing package is an error when a worker for it starts, not a download.
 */
const langPath = (language: OcrLanguage) =>
  join(
    dirname(createRequire(import.meta.url).resolve(`@tesseract.js-data/${language}/package.json`)),
    '4.0.0_best_int',
  );

/** A worker with the language it reads. */
interface LanguageWorker {
  worker: Worker;
  language: OcrLanguage;
}

interface Waiter {
  language: OcrLanguage;
  resolve: (worker: LanguageWorker) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
}

/**
 * Tesseract workers (~170 MB each), at most one per core, started when first needed, reused, and ended after
 * `idleMs` without work or on `close()`. Jobs beyond the pool wait in a queue, so four uploads at once use at most
 * `size` workers' memory. A job whose signal aborts leaves the queue, or ends its worker while it reads. Each worker
 * reads one language; a job in another language than the idle workers' ends one of them to start its own.
 */
export class OcrPool {
  private readonly idle: LanguageWorker[] = [];
  private readonly queue: Waiter[] = [];
  private running = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly discarded = new WeakSet<LanguageWorker>();

  constructor(
    readonly size = availableParallelism(),
    private readonly idleMs = 60_000,
  ) {}

  /**
   * The words of an image (PNG or JPEG bytes) in `language`, read as sparse text (form labels rather than
   * paragraphs).
   */
  async recognize(image: Buffer, signal?: AbortSignal, language: OcrLanguage = 'eng'): Promise<OcrWord[]> {
    const worker = await this.acquire(language, signal);
    const onAbort = () => void this.discard(worker);
    signal?.addEventListener('abort', onAbort, { once: true });
    let blocks;
    try {
      blocks = (await worker.worker.recognize(image, {}, { blocks: true, text: false })).data.blocks ?? [];
    } catch (error) {
      await this.discard(worker);
      throw signal?.aborted ? signal.reason : error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    this.release(worker);
    signal?.throwIfAborted();
    return blocks.flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.flatMap((line) =>
          line.words.map((word) => ({ text: word.text, confidence: word.confidence, ...word.bbox })),
        ),
      ),
    );
  }

  /** Ends every worker; later jobs are refused. Nest calls it on module destroy. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const waiter of this.queue.splice(0)) waiter.reject(new Error('The OCR pool is closed'));
    await this.endIdle();
  }

  /** Workers started and not yet ended (busy or idle). */
  get workers(): number {
    return this.running;
  }

  private async acquire(language: OcrLanguage, signal?: AbortSignal): Promise<LanguageWorker> {
    signal?.throwIfAborted();
    if (this.closed) throw new Error('The OCR pool is closed');
    const ready = this.idle.findIndex((worker) => worker.language === language);
    if (ready >= 0) return this.idle.splice(ready, 1)[0];
    // The pool is full of idle workers of other languages: the oldest makes room.
    if (this.running >= this.size && this.idle.length > 0) {
      const [other] = this.idle.splice(0, 1);
      this.running--;
      await other.worker.terminate().catch(() => undefined);
    }
    if (this.running < this.size) {
      this.running++;
      try {
        return await this.start(language);
      } catch (error) {
        this.running--;
        throw error;
      }
    }
    return new Promise<LanguageWorker>((resolve, reject) => {
      const waiter: Waiter = { language, resolve, reject, signal };
      this.queue.push(waiter);
      signal?.addEventListener(
        'abort',
        () => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(signal.reason as Error);
        },
        { once: true },
      );
    });
  }

  private async start(language: OcrLanguage): Promise<LanguageWorker> {
    const { createWorker, OEM, PSM } = await import('tesseract.js'); // when first used, not at start
    const worker = await createWorker(language, OEM.LSTM_ONLY, {
      langPath: langPath(language),
      gzip: true,
      cacheMethod: 'none',
    });
    // A fixed resolution also keeps Tesseract from printing its estimate for every image. Lines are not read a second
    // time inverted (white print on black; a form's few are headings): a scan's page took about a sixth less time.
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      user_defined_dpi: '200',
      tessedit_do_invert: '0',
    });
    return { worker, language };
  }

  private release(worker: LanguageWorker): void {
    if (this.discarded.has(worker)) return;
    const same = this.queue.findIndex((waiter) => waiter.language === worker.language);
    if (same >= 0) return this.queue.splice(same, 1)[0].resolve(worker);
    // Only jobs in other languages wait: this worker makes room for one of theirs.
    if (this.queue.length > 0 || this.closed) return void this.discard(worker);
    this.idle.push(worker);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.endIdle(), this.idleMs);
    this.idleTimer.unref();
  }

  private async endIdle(): Promise<void> {
    const workers = this.idle.splice(0);
    this.running -= workers.length;
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  /** Ends a worker that was busy (aborted, failed, or returned after close) and lets a waiting job start one. */
  private async discard(worker: LanguageWorker): Promise<void> {
    if (this.discarded.has(worker)) return;
    this.discarded.add(worker);
    this.running--;
    await worker.worker.terminate().catch(() => undefined);
    const waiter = this.queue.shift();
    if (!waiter) return;
    this.running++;
    this.start(waiter.language).then(waiter.resolve, (error: unknown) => {
      this.running--;
      waiter.reject(error);
    });
  }
}

/** The process's pool: the AI form builder's module closes it on destroy. */
export const ocrPool = new OcrPool();
