import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { dataSourceOptions, runMigrations } from './data-source.js';
import { embeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

const EMBEDDED = Symbol('EMBEDDED_DATABASE');

/** The embedded PostgreSQL server when DATABASE_URL is unset, else null. */
@Module({
  providers: [
    {
      provide: EMBEDDED,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<EmbeddedDatabase | null> =>
        config.databaseUrl ? null : embeddedPostgres(config.dataDir, { port: config.embeddedPgPort }),
    },
  ],
  exports: [EMBEDDED],
})
class EmbeddedDatabaseModule {}

/**
 * The app's DataSource (injected as `DataSource`). Each module registers its own entities with
 * `TypeOrmModule.forFeature` (`autoLoadEntities`): this module knows none of them.
 */
@Global()
@Module({
  imports: [
    EmbeddedDatabaseModule,
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedDatabaseModule],
      inject: [APP_CONFIG, EMBEDDED],
      useFactory: (config: AppConfig, embedded: EmbeddedDatabase | null) => ({
        ...dataSourceOptions(
          config.databaseUrl ?? embedded!.url,
          config.databasePoolSize,
          config.logLevel !== 'silent',
          config.nodeEnv !== 'production',
        ),
        migrationsRun: config.migrationsRun,
        autoLoadEntities: true,
        // A start that cannot reach the database, or whose migrations fail, fails at once.
        retryAttempts: 1,
      }),
      dataSourceFactory: async (options) => {
        // The migrations run under an advisory lock (runMigrations), not TypeORM's unlocked run at initialize, so
        // that several instances can start at once.
        const { migrationsRun, ...rest } = options as DataSourceOptions;
        const dataSource = await new DataSource({ ...rest, migrationsRun: false }).initialize();
        if (migrationsRun) {
          const applied = await runMigrations(dataSource);
          if (applied.length) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(EMBEDDED) private readonly embedded: EmbeddedDatabase | null) {}

  /** After TypeOrmModule has closed the DataSource: Nest shuts the deeper module down first. */
  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
