import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { writeFile } from 'node:fs/promises';
import { configureApp, fastifyOptions, OPENAPI_FILE, openApiDocument } from './app.setup.js';
import { developmentSecrets, type AppConfig } from './config/config.js';
import { createRootLogger, JsonLogger } from './common/logging/logger.js';
import { DEMO_ACCOUNT_NAME, DEMO_PASSWORD, DEMO_USERS, hasDemoAccount } from './seed/demo-data.js';

const DEVELOPMENT_RISK: Record<string, string> = {
  JWT_SECRET: 'anyone can make an access token for any user of this server; set it before others can reach it',
  FILE_URL_SECRET: 'anyone can make links to the stored files; set it before others can reach this server',
};

/** Starts the app on `config` and prints where it runs; `started` is when the process began its work. */
export async function serve(config: AppConfig, started: number): Promise<void> {
  const root = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    new FastifyAdapter(fastifyOptions(root, config.trustProxy)),
    {
      logger: new JsonLogger(root),
    },
  );
  await configureApp(app);
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);

  const url = config.publicUrl;
  const lines = [`Groundcrew is running at ${url} (ready in ${Math.round(performance.now() - started)} ms)`];
  for (const name of developmentSecrets(config)) {
    lines.push(
      `WARNING: ${name} is not set, so the published development secret is in use: ${DEVELOPMENT_RISK[name]}.`,
    );
  }
  if (await hasDemoAccount(app.get(DataSource).manager)) {
    if (config.nodeEnv === 'production') {
      lines.push(`WARNING: this database holds the demo account "${DEMO_ACCOUNT_NAME}", whose password is published.`);
    } else {
      lines.push(`Demo sign-in (password for all: ${DEMO_PASSWORD}):`);
      for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(28)} ${user.role}`);
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
  // As src/schema.graphql: for review, and for the client's REST types (npm run codegen).
  if (config.nodeEnv === 'development') {
    await writeFile(OPENAPI_FILE, `${JSON.stringify(openApiDocument(app), null, 2)}\n`);
  }
}
