import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { loadDemoData } from './demo-data.js';
import { ensureFirstAdmin } from './first-admin.js';

/** At start: the first super admin from ADMIN_EMAIL/ADMIN_PASSWORD, and demo data in an empty embedded database. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);
  /** True when this start loaded the demo data (main.ts then prints the demo sign-ins). */
  demoLoaded = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { manager } = this.dataSource;
    const embedded = !this.config.databaseUrl;
    if (this.config.demoData && embedded && !(await manager.exists(Account))) {
      await loadDemoData(manager);
      this.demoLoaded = true;
      this.logger.log('Loaded the demo data into the new embedded database');
    }
    if (this.config.adminEmail && this.config.adminPassword) {
      if (await ensureFirstAdmin(manager, this.config.adminEmail, this.config.adminPassword)) {
        this.logger.log(`Created the super admin ${this.config.adminEmail}`);
      }
    }
  }
}
