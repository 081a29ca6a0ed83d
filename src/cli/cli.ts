import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/config.js';
import { createFileStorage } from '../files/file-storage.js';
import { createDataSource, pendingSchemaChanges, runMigrations } from '../database/data-source.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { SCHEMA_ENTITIES } from './schema-entities.js';
import {
  addMissingDemoParts,
  hasDemoAccount,
  loadDemoData,
  DEMO_PASSWORD,
  DEMO_REFUSED_IN_PRODUCTION,
  DEMO_USERS,
} from '../seed/demo-data.js';

const COMMANDS = ['migrate', 'generate', 'check', 'seed'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (value: string | undefined): value is Command => COMMANDS.includes(value as Command);

/**
 * `migrate` applies migrations, `generate <Name>` writes one from the entities, `check` fails when entities and
 * migrations disagree, `seed` loads the demo data.
 */
async function main(command: string | undefined, name: string | undefined): Promise<void> {
  if (!isCommand(command)) throw new Error(`Usage: cli.js ${COMMANDS.join(' | ')} [Name]`);
  const config = loadConfig();
  if (command === 'seed' && config.nodeEnv === 'production') throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, { port: config.embeddedPgPort });
  const dataSource = createDataSource(config.databaseUrl ?? embedded!.url, 2, { entities: SCHEMA_ENTITIES });
  await dataSource.initialize();
  try {
    switch (command) {
      case 'migrate': {
        const applied = await runMigrations(dataSource);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
        break;
      }
      case 'generate': {
        if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Usage: generate <PascalCaseName>');
        await runMigrations(dataSource);
        const sql = await dataSource.driver.createSchemaBuilder().log();
        if (!sql.upQueries.length) {
          console.log('Entities and migrations agree: nothing to generate.');
          break;
        }
        const timestamp = Date.now();
        const quote = (query: string) => `    await queryRunner.query(${JSON.stringify(query)});`;
        const file = join(process.cwd(), 'migrations', `${timestamp}-${name}.ts`);
        writeFileSync(
          file,
          [
            "import type { MigrationInterface, QueryRunner } from 'typeorm';",
            '',
            `export class ${name}${timestamp} implements MigrationInterface {`,
            `  name = '${name}${timestamp}';`,
            '',
            '  async up(queryRunner: QueryRunner): Promise<void> {',
            ...sql.upQueries.map((q) => quote(q.query)),
            '  }',
            '',
            '  async down(queryRunner: QueryRunner): Promise<void> {',
            ...sql.downQueries.reverse().map((q) => quote(q.query)),
            '  }',
            '}',
            '',
          ].join('\n'),
        );
        console.log(`Wrote ${file}: add it to migrations/index.ts`);
        break;
      }
      case 'check': {
        await runMigrations(dataSource);
        const pending = await pendingSchemaChanges(dataSource);
        if (pending.length) throw new Error(`Entities and migrations disagree:\n${pending.join('\n')}`);
        console.log('Entities and migrations agree.');
        break;
      }
      case 'seed': {
        await runMigrations(dataSource);
        const storage = createFileStorage(config);
        if (await hasDemoAccount(dataSource.manager)) {
          const added = await addMissingDemoParts(dataSource.manager, storage);
          console.log(
            `The demo account already exists.${added.length ? ` Added the demo ${added.join(' and ')}.` : ''}`,
          );
        } else {
          await loadDemoData(dataSource.manager, storage);
          console.log(`Loaded the demo data. Password for all: ${DEMO_PASSWORD}`);
          for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(28)} ${user.role}`);
        }
        break;
      }
    }
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
