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

/** English LSTM data from npm (@tesseract.js-data/eng): nothing is downloaded at run time. */
const LANG_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

interface Waiter {
  resolve: (worker: Worker) => void;
  reject: (reason: unknown) => void;
  signal?: AbortSignal;
}

/**
 * Tesseract workers (~170 MB each), at most one per core, started when first needed, reused, and ended after
 * `idleMs` without work or on `close()`. Jobs beyond the pool wait in a queue, so four uploads at once use at most
 * `size` workers' memory. A job whose signal aborts leaves the queue, or ends its worker while it reads.
 */
export class OcrPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Waiter[] = [];
  private running = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly discarded = new WeakSet<Worker>();

  constructor(
    readonly size = availableParallelism(),
    private readonly idleMs = 60_000,
  ) {}

  /** The words of an image (PNG or JPEG bytes), read as sparse text (form labels rather than paragraphs). */
  async recognize(image: Buffer, signal?: AbortSignal): Promise<OcrWord[]> {
    const worker = await this.acquire(signal);
    const onAbort = () => void this.discard(worker);
    signal?.addEventListener('abort', onAbort, { once: true });
    let blocks;
    try {
      blocks = (await worker.recognize(image, {}, { blocks: true, text: false })).data.blocks ?? [];
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

  private async acquire(signal?: AbortSignal): Promise<Worker> {
    signal?.throwIfAborted();
    if (this.closed) throw new Error('The OCR pool is closed');
    const ready = this.idle.pop();
    if (ready) return ready;
    if (this.running < this.size) {
      this.running++;
      try {
        return await this.start();
      } catch (error) {
        this.running--;
        throw error;
      }
    }
    return new Promise<Worker>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
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

  private async start(): Promise<Worker> {
    const { createWorker, OEM, PSM } = await import('tesseract.js'); // when first used, not at start
    const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
    // A fixed resolution also keeps Tesseract from printing its estimate for every image.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '200' });
    return worker;
  }

  private release(worker: Worker): void {
    if (this.discarded.has(worker)) return;
    const waiter = this.queue.shift();
    if (waiter) return waiter.resolve(worker);
    if (this.closed) return void this.discard(worker);
    this.idle.push(worker);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.endIdle(), this.idleMs);
    this.idleTimer.unref();
  }

  private async endIdle(): Promise<void> {
    const workers = this.idle.splice(0);
    this.running -= workers.length;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** Ends a worker that was busy (aborted, failed, or returned after close) and lets a waiting job start one. */
  private async discard(worker: Worker): Promise<void> {
    if (this.discarded.has(worker)) return;
    this.discarded.add(worker);
    this.running--;
    await worker.terminate().catch(() => undefined);
    const waiter = this.queue.shift();
    if (!waiter) return;
    this.running++;
    this.start().then(waiter.resolve, (error: unknown) => {
      this.running--;
      waiter.reject(error);
    });
  }
}

/** The process's pool: the AI form builder's module closes it on destroy. */
export const ocrPool = new OcrPool();
