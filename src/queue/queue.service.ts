import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { deadLetterQueue, type JobKind } from './jobs.js';

/** What every job's data may carry: the id of the request that queued it, named in the log of its failure. */
export interface JobData {
  requestId?: string | null;
}

/**
 * A failed run of a job: why, and whether it was the last (the job is then in its dead-letter queue). `timedOut`: the
 * run did not end within the kind's `timeoutSeconds` (or its worker died), and pg-boss gave up on it.
 */
export interface JobFailure {
  message: string;
  final: boolean;
  timedOut: boolean;
}

/**
 * What a run that threw leaves as its job's output (pg-boss keeps the error thrown), named so that it is told apart
 * from the output of a run pg-boss gave up on by its timeout.
 */
class JobRunError extends Error {
  override readonly name = 'JobRunError';
}

interface Defined {
  kind: JobKind;
  run: (data: object) => Promise<object | void>;
  failed?: (data: object, failure: JobFailure) => Promise<void>;
}

/** How often one of the processes looks for runs past their timeout (pg-boss's maintenance), to fail and retry them. */
const MAINTENANCE_SECONDS = 10;
/** How often a caller waiting for a job's end looks at it. */
const RESULT_POLL_MS = 100;

/**
 * Background work on pg-boss, in the app's own PostgreSQL (docs/queue.md). A module defines each kind of job it owns
 * (`define`, in its onModuleInit) and queues jobs with `send`, in the caller's transaction when it gives one, so a job
 * exists exactly when the write that wants it committed. Every process that has `WORKER` on (web processes by default,
 * `npm run worker`) works the queues; several processes share the work, each job running in one of them at a time.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly kinds = new Map<string, Defined>();
  /** pg-boss with every defined queue created: started by the first `send` or at the app's bootstrap. */
  private started: Promise<PgBoss> | null = null;
  /** This process's workers of each queue (pg-boss's worker ids), to wake them when there is work. */
  private readonly workers = new Map<string, string[]>();
  /** Set by `stop`: a job a worker fetched after it is not run here (it runs again, in this or another process). */
  private stopping = false;
  /** The runs of jobs going on in this process, which `stop` waits for. */
  private readonly runs = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Says what runs a kind of job (one of JOBS); call before the app has started (a module's onModuleInit). What `run`
   * answers is kept as the job's output (`result`); `failed` hears each run that threw (to show it on the record), and
   * the job's end in its dead-letter queue, whether its last run threw or timed out.
   */
  define<T extends object>(
    kind: JobKind,
    run: (data: T) => Promise<object | void>,
    failed?: (data: T, failure: JobFailure) => Promise<void>,
  ): void {
    if (this.started) throw new Error(`The job ${kind.name} was defined after the queue started`);
    this.kinds.set(kind.name, { kind, run: run as Defined['run'], failed: failed as Defined['failed'] });
  }

  /** Works the queues when this process is a worker. */
  async onApplicationBootstrap(): Promise<void> {
    const boss = await this.boss();
    if (!this.config.worker) return;
    for (const [name, defined] of this.kinds) {
      const options = { pollingIntervalSeconds: this.config.queuePollSeconds, includeMetadata: true } as const;
      const ids: string[] = [];
      for (let worker = 0; worker < (defined.kind.concurrency ?? 1); worker++) {
        ids.push(await boss.work<object & JobData>(name, options, ([job]) => this.runJob(boss, defined, job, ids)));
      }
      this.workers.set(name, ids);
      // A job that failed its last retry, thrown or timed out, is told to `failed` from its dead-letter queue.
      const { kind, failed } = defined;
      if (failed) {
        const failedQueue = deadLetterQueue(kind);
        const id = await boss.work<object & JobData>(failedQueue, options, ([job]) =>
          this.deadLettered(kind, failed, job),
        );
        this.workers.set(failedQueue, [id]);
      }
    }
    // The schedules: pg-boss keeps them in the queue's tables, and the processes that keep time send each once.
    for (const { kind } of this.kinds.values()) {
      if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: 'UTC' });
    }
  }

  /**
   * Stops taking jobs and lets running ones finish: pg-boss waits 10 s for them, then fails those still running, to
   * be retried; their runs still end before this resolves, so no job works on in a process that has shut down. The
   * root module calls it first thing at shutdown, before other modules close what jobs use; else before the database
   * closes.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await (await this.started?.catch(() => null))?.stop({ graceful: true, wait: true, timeout: 10_000 });
    await Promise.allSettled(this.runs);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /**
   * Queues a job; with `manager` (inside a transaction) the job is written in that transaction, so it exists only if
   * the transaction commits. May be called before the app's bootstrap has reached this service (another module's
   * bootstrap work): the queue starts then.
   */
  async send<T extends object>(kind: JobKind, data: T & JobData, manager?: EntityManager): Promise<string> {
    const { name } = kind;
    if (!this.kinds.has(name)) throw new Error(`No job ${name} is defined`);
    const boss = await this.boss();
    const runner = manager?.queryRunner;
    const db = runner && {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await runner.query(text, values, true)).records,
      }),
    };
    const id = await boss.send(name, data, db ? { db } : {});
    if (!id) throw new Error(`The job ${name} was not queued`);
    // Outside a transaction the job is there now: this process's worker takes it without waiting for its next look.
    if (!db) this.wake(kind);
    return id;
  }

  /** Makes this process's workers of the queue look for jobs now rather than at their next poll. */
  wake(kind: JobKind): void {
    this.wakeQueue(kind.name);
  }

  private wakeQueue(name: string): void {
    const ids = this.workers.get(name);
    if (ids && this.started) void this.started.then((boss) => ids.forEach((id) => boss.notifyWorker(id)));
  }

  /**
   * Waits for the job to end and answers its output (what its run answered); throws when it failed its last retry
   * or has not ended within `timeoutMs`. For a call that answers with the result of work done on the queue.
   */
  async result<T>({ name }: JobKind, id: string, timeoutMs: number): Promise<T> {
    const boss = await this.boss();
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      if (job?.state === 'completed') return job.output as T;
      if (!job || job.state === 'failed' || job.state === 'cancelled') {
        throw new Error(`The job ${name} ${id} failed: ${failureOf(job?.output).message}`);
      }
      if (Date.now() > until) throw new Error(`The job ${name} ${id} did not end within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, RESULT_POLL_MS));
    }
  }

  /**
   * Resolves when no job of any defined queue (dead-letter queues that have a `failed` included) is waiting to run now
   * or running (a retry waiting out its delay does not count), this process's workers woken meanwhile. For tests and
   * the bench, which wait for queued work.
   */
  async settled(): Promise<void> {
    const boss = await this.boss();
    const names = [...this.kinds.values()].flatMap(({ kind, failed }) =>
      failed ? [kind.name, deadLetterQueue(kind)] : [kind.name],
    );
    for (;;) {
      let busy = 0;
      for (const name of names) {
        this.wakeQueue(name);
        busy += (await boss.getQueueSize(name, { before: 'retry' })) + (await activeJobs(boss, name));
      }
      if (busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, RESULT_POLL_MS / 2));
    }
  }

  /**
   * How many jobs of a kind are running now, in any process, counting those of a process that died until their
   * timeout passes (they are still active then). For tests.
   */
  async running({ name }: JobKind): Promise<number> {
    return activeJobs(await this.boss(), name);
  }

  private boss(): Promise<PgBoss> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<PgBoss> {
    const { url } = this.dataSource.options as { url: string };
    const boss = new PgBoss({
      connectionString: url,
      schema: this.config.queueSchema,
      max: 4,
      application_name: 'groundcrew-queue',
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      // The processes that work the queue keep time for its schedules (a kind's `cron`).
      schedule: this.config.worker,
    });
    // Without a listener a lost connection (a restart, a failover) would end the process.
    boss.on('error', (error) => this.logger.error(`Queue: ${error.message}`));
    await boss.start();
    for (const { kind } of this.kinds.values()) {
      const options = {
        name: kind.name,
        retryLimit: kind.retries,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.timeoutSeconds,
        deadLetter: deadLetterQueue(kind),
      };
      await boss.createQueue(deadLetterQueue(kind));
      await boss.createQueue(kind.name, options);
      // createQueue leaves a queue that exists as it was: a policy changed since takes effect through updateQueue.
      await boss.updateQueue(kind.name, options);
    }
    return boss;
  }

  /**
   * Runs a job; a failure is logged with the job and the request that queued it, and told to the kind's `failed`
   * unless it was the last (that is told from the dead-letter queue, `deadLettered`). Either way the worker looks for
   * the next job at once: pg-boss would wait out the rest of its polling interval.
   */
  private async runJob(
    boss: PgBoss,
    { kind: { name }, run, failed }: Defined,
    job: PgBoss.JobWithMetadata<object & JobData>,
    workers: string[],
  ): Promise<object | void> {
    const named = { job: name, jobId: job.id, requestId: job.data.requestId ?? null, retryCount: job.retryCount };
    // A worker's fetch that was under way when the process began to stop still hands over its job.
    if (this.stopping) throw new JobRunError('The process was stopping; the job runs again');
    // A retry, or a run again after its worker died (its timeout passed).
    if (job.retryCount > 0) this.logger.log({ msg: `Job ${name} ${job.id} runs again`, ...named });
    const running = run(job.data);
    this.runs.add(running);
    try {
      return await running;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.retryCount >= job.retryLimit;
      this.logger.error({
        msg: `Job ${name} ${job.id} failed${final ? ' for the last time' : ''}: ${message}`,
        ...named,
      });
      if (!final) {
        await failed?.(job.data, { message, final, timedOut: false }).catch((reason: unknown) => {
          this.logger.error(`Job ${name} ${job.id}: its failure was not recorded: ${String(reason)}`);
        });
      }
      throw new JobRunError(message);
    } finally {
      this.runs.delete(running);
      for (const id of workers) boss.notifyWorker(id);
    }
  }

  /**
   * A job that failed its last retry, as pg-boss copied it to the dead-letter queue (its data, and the output of its
   * last run): told to the kind's `failed`. Throwing retries this, so a failure that could not be recorded is again.
   */
  private async deadLettered(
    kind: JobKind,
    failed: NonNullable<Defined['failed']>,
    job: PgBoss.JobWithMetadata<object & JobData>,
  ): Promise<void> {
    const failure = failureOf(job.output);
    if (failure.timedOut) {
      this.logger.error({
        msg: `Job ${kind.name} gave up for the last time: ${failure.message}`,
        job: kind.name,
        requestId: job.data.requestId ?? null,
      });
    }
    await failed(job.data, { ...failure, final: true });
  }
}

/** The queue's active jobs: pg-boss counts jobs by state in order (created, retry, active, completed, …). */
async function activeJobs(boss: PgBoss, name: string): Promise<number> {
  return (
    (await boss.getQueueSize(name, { before: 'completed' })) - (await boss.getQueueSize(name, { before: 'active' }))
  );
}

/**
 * What pg-boss kept of a failed job: the error its run threw (JobRunError, serialised), else what pg-boss wrote when
 * it gave up on the run by its timeout (in the worker's process, or by its maintenance once the worker had died).
 */
function failureOf(output: unknown): Omit<JobFailure, 'final'> {
  const kept = output as { name?: unknown; message?: unknown; value?: { message?: unknown } } | null;
  const message = kept?.message ?? kept?.value?.message;
  return {
    message: typeof message === 'string' ? message : 'no reason given',
    timedOut: kept?.name !== 'JobRunError',
  };
}
