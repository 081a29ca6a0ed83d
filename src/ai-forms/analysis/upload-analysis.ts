import { Logger } from '@nestjs/common';
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { InvalidInputError } from '../../common/errors/domain-errors.js';
import { PASSWORD_PROTECTED_PDF, UNREADABLE_FILE } from '../upload-checks.js';
import type { AnalysisJob, ChildMessage, ParentMessage } from './analysis-child.js';

/**
 * The child's script beside this module (tsc's dist/src, or the bundle's dist/server, where it is an entry of its
 * own). Run from the TypeScript sources (the API tests), the child is tsc's build of it, which they build first.
 */
const CHILD_SCRIPT = import.meta.url.endsWith('.ts')
  ? new URL(import.meta.url.replace(/\/src\/(.*)\/[^/]+\.ts$/, '/dist/src/$1/analysis-child.js'))
  : new URL('./analysis-child.js', import.meta.url);

export interface AnalysisLimits {
  /** Children at once: more uploads wait for one. Each keeps its OCR worker (~170 MB) while it lives. */
  children: number;
  /** A child whose resident memory passes this is ended (MB; read from /proc, so Linux only). */
  memoryMb: number;
  /** The child's JavaScript heap (V8's old space, MB): past it V8 ends the child. */
  heapMb: number;
  /** A child that takes longer than this over one step (opening the file, one page) is ended (ms). */
  stepMs: number;
  /** A child with no job for this long is ended (ms). */
  idleMs: number;
}

export const ANALYSIS_LIMITS: AnalysisLimits = {
  children: availableParallelism(),
  memoryMb: 1024,
  heapMb: 512,
  stepMs: 60_000,
  idleMs: 60_000,
};

/** How long a new child has to start listening (node, then its modules: the readers are loaded when first used). */
const START_MS = 30_000;
/** How often a busy child's memory is looked at. */
const MEMORY_CHECK_MS = 200;
/** How long an aborted job has to stop before its child is ended instead of kept. */
const ABORT_GRACE_MS = 5_000;
const OPENED = Symbol('opened');

/** A child that ended or was ended: the upload it was reading fails with UNREADABLE_FILE. */
class ChildEnded extends Error {}

/**
 * What tesseract prints when a page left its state broken: the next OCR job in the same process was seen to crash
 * (SIGSEGV) after it.
 */
const TESSERACT_TROUBLE = /box outside rectangle/i;

/** One child process and the messages it sent that were not read yet. */
class AnalysisChild {
  readonly process: ChildProcess;
  idleTimer: NodeJS.Timeout | undefined;
  private readonly inbox: ChildMessage[] = [];
  private ended: string | undefined;
  private endedBy: string | undefined;
  private wake: (() => void) | undefined;
  private stderr = '';
  /** Tesseract said its page went wrong: the child is not reused (its next job crashed, SIGSEGV). */
  troubled = false;
  readonly exited: Promise<void>;

  constructor(script: URL, heapMb: number) {
    this.process = fork(fileURLToPath(script), [], {
      execArgv: [`--max-old-space-size=${heapMb}`],
      // glibc gives each thread that allocates its own malloc arena by default: the OCR workers' threads held about
      // 100 MB more of a page's freed memory with the default than with two arenas. Blocks of 128 KB and more (a
      // page's pixels, OCR's buffers) are mapped apart and given back when freed: a warm child held about 80 MB less
      // between uploads (docs/ai-form-builder.md).
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.process.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
      if (TESSERACT_TROUBLE.test(this.stderr)) this.troubled = true;
    });
    this.process.on('message', (message: ChildMessage) => {
      this.inbox.push(message);
      this.wake?.();
    });
    this.exited = new Promise((resolve) => {
      this.process.on('exit', (code, signal) => {
        this.ended = this.endedBy ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
        this.wake?.();
        resolve();
      });
    });
    // A fork that cannot start (no such executable): 'exit' may never come.
    this.process.on('error', (error) => {
      this.ended ??= error.message;
      this.wake?.();
    });
  }

  get alive(): boolean {
    return this.ended === undefined;
  }

  send(message: ParentMessage): void {
    if (this.alive) this.process.send(message);
  }

  /** Ends the child (SIGKILL: it may be stuck in native code), saying why. */
  kill(why: string): void {
    if (!this.alive) return;
    this.endedBy ??= why;
    this.process.kill('SIGKILL');
  }

  /**
   * The child's next message, waited for at most `ms` (then the child is ended) and while its memory stays under
   * `memoryMb`; throws ChildEnded once the child has ended, and the signal's reason on abort.
   */
  async next(ms: number, memoryMb: number, signal?: AbortSignal): Promise<ChildMessage> {
    for (;;) {
      const message = this.inbox.shift();
      if (message) return message;
      if (!this.alive) throw new ChildEnded(`The analysis child ended (${this.ended})${this.lastWords()}`);
      signal?.throwIfAborted();
      await this.changed(ms, memoryMb, signal);
    }
  }

  private changed(ms: number, memoryMb: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        clearInterval(watch);
        signal?.removeEventListener('abort', done);
        this.wake = undefined;
        resolve();
      };
      this.wake = done;
      signal?.addEventListener('abort', done, { once: true });
      const timer = setTimeout(() => this.kill(`took longer than ${ms / 1000} s over a step`), ms);
      const watch = setInterval(() => {
        void residentMb(this.process.pid).then((mb) => {
          if (mb > memoryMb) this.kill(`used ${Math.round(mb)} MB, more than ${memoryMb} MB`);
        });
      }, MEMORY_CHECK_MS);
    });
  }

  private lastWords(): string {
    const text = this.stderr.trim();
    return text ? `: ${text.split('\n').slice(-3).join(' | ')}` : '';
  }
}

/** A process's resident memory in MB (Linux's /proc), or 0 where that cannot be read. */
async function residentMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

interface Waiter {
  resolve: (child: AnalysisChild) => void;
  reject: (reason: unknown) => void;
}

/**
 * Reads uploaded files in child processes (analysis-child.ts) with a memory and a time limit: a crash or a runaway
 * of the native readers fails that upload with UNREADABLE_FILE while the server goes on. At most
 * `limits.children` children, started when needed and kept warm (their OCR worker with them) for the next upload
 * until `limits.idleMs` without one; more uploads wait in a queue. A child whose job failed is not reused.
 */
export class UploadAnalysis {
  private readonly logger = new Logger(UploadAnalysis.name);
  private readonly idle: AnalysisChild[] = [];
  private readonly all = new Set<AnalysisChild>();
  private readonly queue: Waiter[] = [];
  private closed = false;

  constructor(
    private readonly limits: AnalysisLimits = ANALYSIS_LIMITS,
    private readonly script: URL = CHILD_SCRIPT,
  ) {}

  /**
   * Starts `job` in a child and resolves once the child has opened the file, with the job's values as they come.
   * A file that cannot be opened, and a child that ends or is ended, reject (or, later, throw from the values)
   * with a 400: UNREADABLE_FILE, or PASSWORD_PROTECTED_PDF. Leaving the values early (or `signal` aborting) stops
   * the job.
   */
  async open<T>(job: AnalysisJob, signal: AbortSignal): Promise<AsyncGenerator<T>> {
    const steps = this.steps(job, signal);
    await steps.next(); // OPENED, or the refusal
    return steps as AsyncGenerator<T>;
  }

  /** Children started and not ended (busy or idle). */
  get children(): number {
    return this.all.size;
  }

  /** Ends every child; later jobs are refused. Nest calls it on module destroy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.queue.splice(0)) waiter.reject(new Error('The upload analysis is closed'));
    const children = [...this.all];
    for (const child of children) child.kill('the server is stopping');
    await Promise.all(children.map((child) => child.exited));
  }

  private async *steps(job: AnalysisJob, signal: AbortSignal): AsyncGenerator<unknown> {
    const child = await this.acquire(signal);
    let finished = false;
    try {
      child.send({ job });
      for (;;) {
        const message = await child.next(this.limits.stepMs, this.limits.memoryMb, signal);
        if (message.type === 'opened') yield OPENED;
        else if (message.type === 'value') yield message.value;
        else if (message.type === 'done') {
          finished = true;
          return;
        } else if (message.type === 'refused') {
          throw new InvalidInputError(message.reason === 'password' ? PASSWORD_PROTECTED_PDF : UNREADABLE_FILE);
        } else if (message.type === 'failed') {
          this.logger.warn({ error: message.error, job: job.kind }, 'The analysis of an upload failed');
          throw new InvalidInputError(UNREADABLE_FILE);
        }
      }
    } catch (error) {
      if (!(error instanceof ChildEnded)) throw error;
      this.logger.warn({ error: error.message, job: job.kind }, 'An upload ended its analysis child');
      throw new InvalidInputError(UNREADABLE_FILE);
    } finally {
      if (finished) this.release(child);
      else if (signal.aborted && child.alive) void this.stopAborted(child);
      else this.retire(child);
    }
  }

  /** An aborted job stops between pages (offline/): its child, warm, is kept once it says so. */
  private async stopAborted(child: AnalysisChild): Promise<void> {
    child.send({ abort: true });
    try {
      for (;;) {
        const { type } = await child.next(ABORT_GRACE_MS, this.limits.memoryMb);
        if (type === 'done' || type === 'failed' || type === 'refused') return this.release(child);
      }
    } catch {
      this.retire(child);
    }
  }

  private async acquire(signal: AbortSignal): Promise<AnalysisChild> {
    signal.throwIfAborted();
    if (this.closed) throw new Error('The upload analysis is closed');
    const ready = this.idle.pop();
    if (ready) {
      clearTimeout(ready.idleTimer);
      return ready;
    }
    if (this.all.size < this.limits.children) return this.start();
    return new Promise<AnalysisChild>((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (child) => {
          signal.removeEventListener('abort', leave);
          resolve(child);
        },
        reject,
      };
      const leave = () => {
        this.queue.splice(this.queue.indexOf(waiter), 1);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', leave, { once: true });
      this.queue.push(waiter);
    });
  }

  /** A new child, once it has started listening (its first message); one that cannot start is the server's fault. */
  private async start(): Promise<AnalysisChild> {
    const child = new AnalysisChild(this.script, this.limits.heapMb);
    this.all.add(child);
    void child.exited.then(() => this.forget(child));
    try {
      const message = await child.next(START_MS, this.limits.memoryMb);
      if (message.type !== 'ready') throw new ChildEnded(`The analysis child said ${message.type} first`);
      return child;
    } catch (error) {
      child.kill('it did not start');
      throw error;
    }
  }

  /** A child whose job is done: the next waiting upload's, or idle until `idleMs`. */
  private release(child: AnalysisChild): void {
    if (!child.alive) return;
    if (child.troubled) return child.kill('tesseract reported trouble');
    const waiter = this.queue.shift();
    if (waiter) return waiter.resolve(child);
    if (this.closed) return child.kill('the server is stopping');
    this.idle.push(child);
    child.idleTimer = setTimeout(() => child.kill('idle'), this.limits.idleMs);
    child.idleTimer.unref();
  }

  /** A child that failed a job (a file's bad bytes may have left it broken): ended, not reused. */
  private retire(child: AnalysisChild): void {
    child.kill('its job failed');
  }

  /** A child that ended: out of the pool, and a waiting upload gets a new one. */
  private forget(child: AnalysisChild): void {
    clearTimeout(child.idleTimer);
    this.all.delete(child);
    const index = this.idle.indexOf(child);
    if (index >= 0) this.idle.splice(index, 1);
    const waiter = this.closed ? undefined : this.queue.shift();
    if (waiter) this.start().then(waiter.resolve, waiter.reject);
  }
}
