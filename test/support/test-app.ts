import 'reflect-metadata';
import type { Provider } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Account } from '../../src/accounts/account.entity.js';
import { Branch } from '../../src/accounts/branch.entity.js';
import { Division } from '../../src/accounts/division.entity.js';
import { AppModule } from '../../src/app.module.js';
import { configureApp, fastifyOptions } from '../../src/app.setup.js';
import { STARTUP_LOCK, withAdvisoryLock } from '../../src/database/advisory-lock.js';
import { FILE_STORAGE, type FileStorage } from '../../src/files/file-storage.js';
import { BillingCycleCloser } from '../../src/invoices/billing-cycle-closer.js';
import { addMissingDemoParts, DEMO_ACCOUNT_NAME, hasDemoAccount, loadDemoData } from '../../src/seed/demo-data.js';
import { AuthService } from '../../src/auth/auth.service.js';
import { hashPassword } from '../../src/auth/password.js';
import type { Permission } from '../../src/common/auth/permissions.js';
import { APP_CONFIG, loadConfig, type AppConfig } from '../../src/config/config.js';
import { User } from '../../src/users/user.entity.js';
import PgBoss from 'pg-boss';
import type { JobKind } from '../../src/queue/jobs.js';
import { QueueService } from '../../src/queue/queue.service.js';

export const TEST_PASSWORD = 'Test-password-1';
let passwordHash: Promise<string> | undefined;

export interface TestAccount {
  account: Account;
  division: Division;
  branch: Branch;
}

export interface TestUser {
  user: User;
  email: string;
  password: string;
  /** A valid access token for this user. */
  token: string;
}

/** The real app on the test database, with factories that create isolated fixtures. */
export class TestContext {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly dataSource: DataSource,
    private readonly auth: AuthService,
  ) {}

  /** The real app; `providers` adds a test's own resolvers or controllers to it. */
  static async create(overrides: Partial<AppConfig> = {}, providers: Provider[] = []): Promise<TestContext> {
    const config = {
      ...loadConfig({ ...process.env, NODE_ENV: 'test', DEMO_DATA: 'false', LOG_LEVEL: 'silent' }),
      // Every test app shares the sign-in counts of 127.0.0.1 in the database: tests of the address limit set their own.
      signInMaxAttemptsPerAddress: 1_000_000,
      // A queue of its own: test files run at once on one database, and an app must not work another's jobs.
      queueSchema: `pgboss_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      queuePollSeconds: 1,
      ...overrides,
    };
    const moduleRef = await Test.createTestingModule({ imports: [AppModule], providers })
      .overrideProvider(APP_CONFIG)
      .useValue(config)
      .compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(
      new FastifyAdapter(fastifyOptions(undefined, config.trustProxy)),
      {
        logger: false,
      },
    );
    await configureApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return new TestContext(app, app.get(DataSource), app.get(AuthService));
  }

  close(): Promise<void> {
    return this.app.close();
  }

  /**
   * Resolves when the app's queue has run every job queued so far (PDFs, mail, exports; those of the jobs they
   * queue too), its worker woken rather than left to its polling interval. A failed job's retries, waiting out their
   * delay, are not waited for.
   */
  settled(): Promise<void> {
    return this.app.get(QueueService).settled();
  }

  /**
   * Changes the policy of one of the app's queues in pg-boss (its documented updateQueue), as an operator may: for
   * tests of a job that times out or fails its last retry without waiting out its policy in JOBS. Jobs queued from
   * then on have it.
   */
  async queuePolicy(kind: JobKind, policy: Pick<PgBoss.Queue, 'retryLimit' | 'expireInSeconds'>): Promise<void> {
    const { url } = this.dataSource.options as { url: string };
    const { queueSchema } = this.app.get<AppConfig>(APP_CONFIG);
    const boss = new PgBoss({ connectionString: url, schema: queueSchema, max: 1, supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.updateQueue(kind.name, { name: kind.name, ...policy });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }

  http() {
    return request(this.app.getHttpServer());
  }

  /**
   * The demo account (src/seed/demo-data.ts), loaded once for the whole run: test files run at once in several
   * workers on one database, so the check and the load happen under the start-up lock, as a server's seed does.
   */
  async demoAccount(): Promise<Account> {
    return withAdvisoryLock(this.dataSource, STARTUP_LOCK, async (manager) => {
      const storage = this.app.get<FileStorage>(FILE_STORAGE);
      if (!(await hasDemoAccount(manager))) await loadDemoData(manager, storage);
      else await addMissingDemoParts(manager, storage);
      const account = await manager.findOneByOrFail(Account, { name: DEMO_ACCOUNT_NAME });
      // The demo's billing-cycle invoices, as the seed service has the closer make them; their PDFs are made before
      // the tests start, so that no test's PDF waits behind them.
      await this.app.get(BillingCycleCloser).runForAccount(account.id);
      await this.settled();
      return account;
    });
  }

  async newAccount(name = `Account ${randomUUID().slice(0, 8)}`): Promise<TestAccount> {
    const manager = this.dataSource.manager;
    const account = await manager.save(manager.create(Account, { name }));
    const division = await manager.save(manager.create(Division, { accountId: account.id, divisionName: 'Cranes' }));
    const branch = await manager.save(
      manager.create(Branch, { accountId: account.id, divisionId: division.id, name: 'Main Yard', city: 'Denver' }),
    );
    return { account, division, branch };
  }

  /** A user with these permissions (in a new account unless one is given) and the access token of a new session. */
  async newUser(
    options: { permissions?: Permission[]; account?: TestAccount; disabled?: boolean; email?: string } = {},
  ): Promise<TestUser> {
    const account = options.account ?? (await this.newAccount());
    const email = options.email ?? `user-${randomUUID()}@example.com`;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const manager = this.dataSource.manager;
    const user = await manager.save(
      manager.create(User, {
        accountId: account.account.id,
        firstName: 'Test',
        lastName: 'User',
        email,
        authMethod: 'web',
        permissions: options.permissions ?? [],
        divisionIds: [account.division.id],
        branchIds: [account.branch.id],
        disabled: options.disabled ?? false,
        passwordHash: await passwordHash,
      }),
    );
    const { accessToken: token } = await this.auth.openSession(user);
    return { user, email, password: TEST_PASSWORD, token };
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
