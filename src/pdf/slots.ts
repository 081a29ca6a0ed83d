import { PdfBusyError } from './pdf-errors.js';

interface Waiter {
  resolve: (release: () => void) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * `size` places (Chromium pages) shared by the renders, with a bounded waiting line: a request waits at most
 * `waitMs` for a place, and is refused at once when `queueSize` requests are already waiting. Places pass to the
 * waiting requests in the order they came.
 */
export class Slots {
  private free: number;
  private readonly waiting: Waiter[] = [];
  private closed = false;

  constructor(
    readonly size: number,
    readonly queueSize: number,
    readonly waitMs: number,
  ) {
    this.free = size;
  }

  get queued(): number {
    return this.waiting.length;
  }

  get busy(): number {
    return this.size - this.free;
  }

  /**
   * A place; call the answered function once to give it back. Rejects with PdfBusyError when none comes within
   * `waitMs` (the line's, unless the request has less time).
   */
  acquire(waitMs = this.waitMs): Promise<() => void> {
    if (this.closed) return Promise.reject(new PdfBusyError('PDFs cannot be made now: the server is shutting down.'));
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.queueSize) return Promise.reject(new PdfBusyError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new PdfBusyError());
        }, waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Refuses every waiting and later request (module shutdown). */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(new PdfBusyError('PDFs cannot be made now: the server is shutting down.'));
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve(this.releaser());
      } else {
        this.free += 1;
      }
    };
  }
}
