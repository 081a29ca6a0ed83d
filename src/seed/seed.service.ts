import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { STARTUP_LOCK, withAdvisoryLock } from '../database/advisory-lock.js';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage.js';
import { BillingCycleCloser } from '../invoices/billing-cycle-closer.js';
import { addMissingDemoParts, DEMO_ACCOUNT_NAME, loadDemoData } from './demo-data.js';
import { ensureFirstAdmin } from './first-admin.js';

/**
 * At start: the first super admin from ADMIN_EMAIL/ADMIN_PASSWORD, demo data in an empty embedded database, and the
 * demo jobs and forms in an embedded demo account that has none. Never the demo data in production: its passwords are
 * published. Under an advisory lock, so that of several instances starting at once on an empty database one does the
 * work and the others find it done.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);
  /** True when this start loaded the demo data (main.ts then prints the demo sign-ins). */
  demoLoaded = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly billingCycles: BillingCycleCloser,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await withAdvisoryLock(this.dataSource, STARTUP_LOCK, (manager) => this.seed(manager));
  }

  private async seed(manager: EntityManager): Promise<void> {
    const embedded = !this.config.databaseUrl;
    if (this.config.demoData && embedded && this.config.nodeEnv !== 'production') {
      if (!(await manager.exists(Account))) {
        await loadDemoData(manager, this.storage);
        this.demoLoaded = true;
        this.logger.log('Loaded the demo data into the new embedded database');
      } else {
        const added = await addMissingDemoParts(manager, this.storage);
        if (added.length) this.logger.log(`Added the demo ${added.join(' and ')} to the demo account`);
      }
      await this.closeDemoCycles(manager);
    }
    if (this.config.adminEmail && this.config.adminPassword) {
      if (await ensureFirstAdmin(manager, this.config.adminEmail, this.config.adminPassword)) {
        this.logger.log(`Created the super admin ${this.config.adminEmail}`);
      }
    }
  }

  /**
   * The demo's billing-cycle invoices, made now by the billing cycle closer itself (as its hourly run would), after
   * the demo data is committed: the closer writes through the invoices and forms services.
   */
  private async closeDemoCycles(manager: EntityManager): Promise<void> {
    const account = await manager.findOneBy(Account, { name: DEMO_ACCOUNT_NAME });
    if (!account) return;
    const run = await this.billingCycles.runForAccount(account.id);
    if (run.created) this.logger.log(`Closed ${run.created} billing cycles of the demo jobs`);
    for (const reason of run.skipped) this.logger.warn(reason);
  }
}
