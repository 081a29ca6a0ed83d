/**
 * Every kind of job on the queue, in one place (docs/queue.md, Jobs): its name (its pg-boss queue, and `<name>-failed`
 * its dead-letter queue) and how it is retried and given up. A module runs the jobs it owns (`QueueService.define`
 * with one of these) and queues them (`QueueService.send`); nothing else names a queue.
 */
export interface JobKind {
  /** The pg-boss queue. */
  name: string;
  /** Runs after the first that a failed job gets, the first `retryDelaySeconds` later, each next one twice as late. */
  retries: number;
  retryDelaySeconds: number;
  /**
   * A run still going after this long counts as failed (and is retried): also how long a job whose worker died (a
   * crash, SIGKILL) waits to run again, plus up to the queue's maintenance interval.
   */
  timeoutSeconds: number;
  /** How many of these jobs one process runs at once (1 unless given). */
  concurrency?: number;
  /** Queued at each of these times (a cron expression, UTC), once across all processes. */
  cron?: string;
}

export const JOBS = {
  /** An outbox message (src/mail/): a mail server that refuses or cannot be reached, again 30 s, 1, 2 and 4 min later. */
  mailDelivery: { name: 'mail-delivery', retries: 4, retryDelaySeconds: 30, timeoutSeconds: 120 },
  /**
   * A submission's PDF (src/forms/submissions/): Chromium may be busy or restarting, three retries from 5 s; a run given
   * up after 30 s (a PDF takes well under a second: one that long is stuck; its render has four fifths of that,
   * submission-pdf.service.ts), so a job whose worker died runs again within a minute. One at a time per process: two at once made 15-30 % more PDFs a second but raised the web
   * process's p99 read on the same machine by half again (docs/pdf.md, Performance).
   */
  submissionPdf: { name: 'submission-pdf', retries: 3, retryDelaySeconds: 5, timeoutSeconds: 30, concurrency: 1 },
  /** A bulk PDF or CSV export (src/forms/submissions/): one retry soon after, as the caller is waiting. */
  submissionExport: { name: 'submission-export', retries: 1, retryDelaySeconds: 5, timeoutSeconds: 10 * 60 },
  /**
   * Closing the billing cycles (src/invoices/), at the start of every hour. A run is idempotent: a failed one is
   * tried again twice; the next hour's does the same anyway.
   */
  billingCycles: {
    name: 'billing-cycles',
    retries: 2,
    retryDelaySeconds: 60,
    timeoutSeconds: 30 * 60,
    cron: '0 * * * *',
  },
} as const satisfies Record<string, JobKind>;

/** Where a job that failed its last retry is kept, to be seen and retried by hand. */
export const deadLetterQueue = (kind: JobKind): string => `${kind.name}-failed`;
