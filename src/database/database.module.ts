import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { createDataSource, runMigrations } from './data-source.js';
import { embeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

const EMBEDDED = Symbol('EMBEDDED_DATABASE');

@Global()
@Module({
  providers: [
    {
      provide: EMBEDDED,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<EmbeddedDatabase | null> =>
        config.databaseUrl ? null : embeddedPostgres(config.dataDir, { port: config.embeddedPgPort }),
    },
    {
      provide: DataSource,
      inject: [APP_CONFIG, EMBEDDED],
      useFactory: async (config: AppConfig, embedded: EmbeddedDatabase | null): Promise<DataSource> => {
        const dataSource = createDataSource(
          config.databaseUrl ?? embedded!.url,
          config.databasePoolSize,
          config.logLevel !== 'silent',
          config.nodeEnv !== 'production',
        );
        await dataSource.initialize();
        if (config.migrationsRun) {
          const applied = await runMigrations(dataSource);
          if (applied.length) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
        }
        return dataSource;
      },
    },
  ],
  exports: [DataSource],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EMBEDDED) private readonly embedded: EmbeddedDatabase | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded?.stop();
  }
}
