import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { configureApp, fastifyOptions } from './app.setup.js';
import { ConfigError, loadConfig } from './config/config.js';
import { createRootLogger, JsonLogger } from './common/logging/logger.js';
import { DEMO_PASSWORD, DEMO_USERS, hasDemoAccount } from './seed/demo-data.js';

async function bootstrap(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const root = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(fastifyOptions(root)), {
    logger: new JsonLogger(root),
  });
  await configureApp(app);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);

  const url = config.publicUrl;
  const lines = [`Groundcrew is running at ${url} (ready in ${Math.round(performance.now() - started)} ms)`];
  if (await hasDemoAccount(app.get(DataSource).manager)) {
    lines.push(`Demo sign-in (password for all: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(28)} ${user.role}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
