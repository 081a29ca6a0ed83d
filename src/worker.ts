// `npm run worker`: a process that only works the job queue (docs/queue.md), beside web processes on one PostgreSQL
// server. No HTTP: Nest's application context with the modules that define jobs.
import 'reflect-metadata';
import { Module, type OnModuleDestroy } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getPriority, setPriority } from 'node:os';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SCHEMA_ENTITIES } from './cli/schema-entities.js';
import { createRootLogger, JsonLogger } from './common/logging/logger.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DocumentLinksModule } from './document-links/document-links.module.js';
import { FormsModule } from './forms/forms.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { MailModule } from './mail/mail.module.js';
import { QueueModule } from './queue/queue.module.js';
import { QueueService } from './queue/queue.service.js';

/**
 * The modules whose jobs a worker runs, with what they need: mail delivery (mail), submissions' PDFs and exports
 * (forms), the billing cycles (invoices). Every table is registered, as in the app: the entities of one module refer
 * to others' (an outbox message to its account).
 */
@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    TypeOrmModule.forFeature(SCHEMA_ENTITIES),
    QueueModule,
    MailModule,
    // Hears how the e-mails of documents sent to customers were delivered (an invoice becomes Sent then).
    DocumentLinksModule,
    FormsModule,
    InvoicesModule,
  ],
})
class WorkerModule implements OnModuleDestroy {
  constructor(private readonly queue: QueueService) {}

  /** As the app's: jobs stop before the modules they use close. */
  onModuleDestroy(): Promise<void> {
    return this.queue.stop();
  }
}

function workerConfig(): AppConfig {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError([
      'DATABASE_URL must be set for a worker (a PostgreSQL server): with the embedded database the web process works the queue',
    ]);
  }
  if (!config.worker) throw new ConfigError(['WORKER must not be false for a worker: it would have nothing to do']);
  return config;
}

async function main(): Promise<void> {
  const config = workerConfig();
  // Below the web processes on the same machine, Chromium too (it inherits the niceness when the first PDF starts it).
  if (config.workerNice > getPriority()) setPriority(config.workerNice);
  const app = await NestFactory.createApplicationContext(WorkerModule, {
    logger: new JsonLogger(createRootLogger(config.logLevel)),
  });
  app.enableShutdownHooks();
  console.log(`Groundcrew worker ${process.pid} is working the queue (schema ${config.queueSchema})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : error);
  process.exit(1);
});
