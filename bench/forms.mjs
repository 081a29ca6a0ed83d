// Groundcrew form template benchmarks (issue 11), against a PostgreSQL server, in one run:
//  - creates a fresh database bench_forms_<random> on BENCH_PG_URL with the demo account (cli.js seed) and starts the
//    built server on it;
//  - the demo super admin fills the demo account (7 demo forms) up to 500 form templates through createFormTemplate
//    (bench/forms-data.mjs): 499 copies of the engine's timecard template over the nine form types, and one of
//    300 fields;
//  (a) formTemplates for the account as the admin form list asks it (columns and the Dynamic Document badge):
//      p50 <= 30 ms; and, for comparison, as the quoting page asks it (one form type, id and name) and with every
//      template's fields;
//  (b) formTemplate(id) of the 300-field template with everything a template has: p50 <= 10 ms;
//  - stops the server and drops the database, also on errors or Ctrl-C.
// Options (environment): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SAMPLES (100 measured
// rounds), BENCH_DIST (another build), BENCH_SQL (statements run after the data is created; then ANALYZE).
import { readFileSync } from 'node:fs';
import { generateTemplates } from './forms-data.mjs';
import {
  appClient,
  benchDatabase,
  DEMO_OFFICE_EMAIL,
  ensureBuilt,
  expect,
  latencies,
  machine,
  mark,
  ms,
  printTable,
  runBench,
  runExtraSql,
  SAMPLES,
  signIn,
  startServer,
  thousands,
} from './lib.mjs';

const SUPER_ADMIN_EMAIL = 'superadmin@groundcrew.app';
const SIZES = { templates: 500, bigFields: 300 };
const GOAL = { listMs: 30, bigTemplateMs: 10 };
const CPU_SAMPLES = 200;

// The queries as the screens would send them.
const ADMIN_LIST = `query AdminForms($accountId: ID) {
  formTemplates(accountId: $accountId) { id name title formTypeSlug divisionId divisionIds hasDynamicDocument }
}`;
const QUOTE_TEMPLATES = `query QuoteTemplates {
  formTemplates(filters: { formTypeSlug: "quote" }) { id name }
}`;
const LIST_WITH_FIELDS = `query FormsWithFields {
  formTemplates { id name formTypeSlug fields }
}`;
const TEMPLATE = `query FormTemplate($id: ID!) {
  formTemplate(id: $id) {
    id accountId name title description formTypeSlug formType { slug displayName bgColor } divisionId divisionIds
    formVersion templateVersion renderEngineVersion fields alerts subForms layouts logicRules parameters
    requiredServices flagForReview submitted createdAt updatedAt
  }
}`;

/** A case that runs one query and checks its answer the first time. */
const queryCase = (app, label, query, variables, check) => ({
  label,
  run: async (first) => {
    const { ms: time, body, bytes } = await timedGraphql(app, query, variables);
    if (first) check(body.data, bytes);
    return [time];
  },
});

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); 0 elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The server's CPU time per request of a case, which a busy machine inflates far less than latency: the app process
 * and its PostgreSQL backends, over CPU_SAMPLES more runs of the case (clock ticks of 10 ms, hence the many runs).
 */
async function serverCpu(db, appPid, database, makeCase) {
  const { rows } = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    database,
  ]);
  const backends = () => rows.reduce((sum, { pid }) => sum + cpuMs(pid), 0);
  const [app, postgres] = [cpuMs(appPid), backends()];
  for (let run = 0; run < CPU_SAMPLES; run++) await makeCase.run(false);
  return { app: (cpuMs(appPid) - app) / CPU_SAMPLES, postgres: (backends() - postgres) / CPU_SAMPLES };
}

/** app.graphql, also answering the size of the JSON it received. */
async function timedGraphql(app, query, variables) {
  const answer = await app.graphql(query, variables);
  return { ...answer, bytes: JSON.stringify(answer.body).length };
}

async function main() {
  ensureBuilt();
  console.log(`${machine()}\n`);

  const { db, env, accountId } = await benchDatabase('bench_forms');
  const { app: server, url } = await startServer(env);
  const superAdmin = appClient(url, await signIn(url, SUPER_ADMIN_EMAIL));
  const office = appClient(url, await signIn(url, DEMO_OFFICE_EMAIL));

  const startedAt = performance.now();
  const { rows } = await db.query('SELECT id FROM division WHERE account_id = $1 ORDER BY division_name LIMIT 1', [
    accountId,
  ]);
  // The demo account has its demo forms already: the bench adds as many as make SIZES.templates in all.
  const { rows: demo } = await db.query('SELECT count(*)::int AS n FROM form_template WHERE account_id = $1', [
    accountId,
  ]);
  const bigId = await generateTemplates(superAdmin, {
    accountId,
    divisionId: rows[0].id,
    count: SIZES.templates - demo[0].n,
    bigFields: SIZES.bigFields,
  });
  await db.query('VACUUM ANALYZE form_template, form_config');
  const { rows: stored } = await db.query(
    `SELECT count(*)::int AS templates, sum(pg_column_size(document))::bigint AS bytes,
            max(json_array_length(document->'fields')) AS most_fields
       FROM form_template WHERE account_id = $1`,
    [accountId],
  );
  const { templates, bytes, most_fields: mostFields } = stored[0];
  expect(templates === SIZES.templates, `${templates} templates stored, ${SIZES.templates} expected`);
  console.log(
    `Created ${thousands(templates)} templates through createFormTemplate in ` +
      `${((performance.now() - startedAt) / 1000).toFixed(1)} s (documents ${thousands(Number(bytes) / 1024)} KB ` +
      `stored, compressed; the largest has ${mostFields} fields)\n`,
  );
  await runExtraSql(db, ['form_template', 'form_config']);

  const sizes = {};
  const cases = [
    queryCase(office, 'admin list', ADMIN_LIST, { accountId }, (data, size) => {
      sizes.adminList = size;
      expect(data.formTemplates.length === SIZES.templates, `admin list: ${data.formTemplates.length} templates`);
    }),
    queryCase(office, 'quote templates', QUOTE_TEMPLATES, {}, (data, size) => {
      sizes.quoteList = size;
      expect(data.formTemplates.length > 0, 'quote templates: none');
    }),
    queryCase(office, 'with fields', LIST_WITH_FIELDS, {}, (data, size) => {
      sizes.withFields = size;
      expect(
        data.formTemplates.every((template) => template.fields.length > 0),
        'list with fields: no fields',
      );
    }),
    queryCase(office, 'big template', TEMPLATE, { id: bigId }, (data, size) => {
      sizes.big = size;
      const fields = data.formTemplate.fields.filter((field) => field.type !== 'Banner');
      expect(fields.length === SIZES.bigFields, `big template: ${fields.length} fields`);
    }),
  ];
  const [adminList, quoteList, withFields, big] = await latencies(cases);
  const database = new URL(env.DATABASE_URL).pathname.slice(1);
  // Not for the list with every template's fields: it is there for comparison, and slow.
  const cpu = [];
  for (const [index, makeCase] of cases.entries()) {
    cpu.push(index === 2 ? null : await serverCpu(db, server.pid, database, makeCase));
  }

  const timing = (result, index) =>
    `${ms(result.p50)} / ${ms(result.p95)}` +
    (cpu[index] ? `; server CPU ${ms(cpu[index].app)} + PostgreSQL ${ms(cpu[index].postgres)}` : '');
  const kb = (size) => `${thousands(size / 1024)} KB`;
  console.log(
    `Results (p50 / p95 over ${SAMPLES} rounds of sequential requests, one connection; then the server's CPU time ` +
      `per request, the mean of ${CPU_SAMPLES} more)`,
  );
  printTable([
    ['Measure', 'Figure', 'Goal', 'Result'],
    [
      `(a) formTemplates, admin list of ${SIZES.templates} (columns and Dynamic Document badge, ${kb(sizes.adminList)})`,
      timing(adminList, 0),
      `p50 <= ${GOAL.listMs} ms`,
      mark(adminList.p50 <= GOAL.listMs),
    ],
    [
      `(a) formTemplates, quote templates only (id and name, ${kb(sizes.quoteList)})`,
      timing(quoteList, 1),
      `p50 <= ${GOAL.listMs} ms`,
      mark(quoteList.p50 <= GOAL.listMs),
    ],
    [`(a) formTemplates with every template's fields (${kb(sizes.withFields)}), for comparison`, timing(withFields, 2)],
    [
      `(b) formTemplate(id), ${SIZES.bigFields} fields with web and Android layouts (${kb(sizes.big)})`,
      timing(big, 3),
      `p50 <= ${GOAL.bigTemplateMs} ms`,
      mark(big.p50 <= GOAL.bigTemplateMs),
    ],
  ]);
  console.log(`\n${machine()}`);
}

await runBench(main);
