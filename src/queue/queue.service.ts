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

/** How a kind of job is retried and when a run of it is given up (pg-boss's queue options). */
export interface JobPolicy {
  /** Runs after the first that a failed job gets, each `retryDelaySeconds` later, doubled each time. */
  retries: number;
  retryDelaySeconds: number;
  /** A run still going after this long counts as failed (and is retried). */
  timeoutSeconds: number;
}

interface JobKind {
  policy: JobPolicy;
  run: (data: object) => Promise<void>;
}

/** Where a job that failed its last retry is kept, to be seen and retried by hand. */
export const deadLetterQueue = (name: string): string => `${name}-failed`;

/**
 * Background work on pg-boss, in the app's own PostgreSQL (docs/queue.md). A module defines each kind of job it owns
 * (`define`, in its onModuleInit) and queues jobs with `send`, in the caller's transaction when it gives one, so a job
 * exists exactly when the write that wants it committed. Every process that has `WORKER` on (web processes by default,
 * `npm run worker`) works the queues; several processes share the work, each job running in one of them at a time.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly kinds = new Map<string, JobKind>();
  /** pg-boss with every defined queue created: started by the first `send` or at the app's bootstrap. */
  private started: Promise<PgBoss> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** Declares a kind of job and what runs it; call before the app has started (a module's onModuleInit). */
  define<T extends object>(name: string, policy: JobPolicy, run: (data: T) => Promise<void>): void {
    if (this.started) throw new Error(`The job ${name} was defined after the queue started`);
    this.kinds.set(name, { policy, run: run as (data: object) => Promise<void> });
  }

  /** Works the queues when this process is a worker. */
  async onApplicationBootstrap(): Promise<void> {
    const boss = await this.boss();
    if (!this.config.worker) return;
    for (const [name, kind] of this.kinds) {
      await boss.work<object>(name, { pollingIntervalSeconds: this.config.queuePollSeconds }, ([job]) =>
        this.runJob(name, kind, job),
      );
    }
  }

  /** Stops taking jobs and lets running ones finish, before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await (await this.started?.catch(() => null))?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /**
   * Queues a job; with `manager` (inside a transaction) the job is written in that transaction, so it exists only if
   * the transaction commits. May be called before the app's bootstrap has reached this service (another module's
   * bootstrap work): the queue starts then.
   */
  async send(name: string, data: object, manager?: EntityManager): Promise<void> {
    if (!this.kinds.has(name)) throw new Error(`No job ${name} is defined`);
    const boss = await this.boss();
    const runner = manager?.queryRunner;
    const db = runner && {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await runner.query(text, values, true)).records,
      }),
    };
    await boss.send(name, data, db ? { db } : {});
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
      // Recurring work is timed by @nestjs/schedule, which only queues it.
      schedule: false,
    });
    // Without a listener a lost connection (a restart, a failover) would end the process.
    boss.on('error', (error) => this.logger.error(`Queue: ${error.message}`));
    await boss.start();
    for (const [name, { policy }] of this.kinds) {
      await boss.createQueue(deadLetterQueue(name));
      await boss.createQueue(name, {
        name,
        retryLimit: policy.retries,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.timeoutSeconds,
        deadLetter: deadLetterQueue(name),
      });
    }
    return boss;
  }

  private async runJob(name: string, kind: JobKind, job: PgBoss.Job<object>): Promise<void> {
    try {
      await kind.run(job.data);
    } catch (error) {
      this.logger.error(`Job ${name} ${job.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }
}
