// Loaded into the server by bench/jobs.mjs (`node --import ./bench/count-statements.mjs dist/server/main.js`, with file
// descriptor 3 a pipe to the bench): writes one line to fd 3 for every SQL statement the app sends to PostgreSQL, so
// the bench can count the statements of each request. TypeORM runs every query through pg's Client#query.
import { writeSync } from 'node:fs';
import pg from 'pg';

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  writeSync(3, `${text.replace(/\s+/g, ' ').slice(0, 200)}\n`);
  return query.call(this, config, ...rest);
};
