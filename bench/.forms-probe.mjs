import { generateTemplates } from './forms-data.mjs';
import { appClient, benchDatabase, DEMO_OFFICE_EMAIL, runBench, signIn, startServer, stop } from './lib.mjs';
const TEMPLATE = `query FormTemplate($id: ID!) { formTemplate(id: $id) { id name fields layouts alerts } }`;
const LIST = `query { formTemplates { id name title formTypeSlug divisionId divisionIds hasDynamicDocument } }`;
await runBench(async () => {
  const { db, env, accountId } = await benchDatabase('bench_forms_probe');
  const first = await startServer(env);
  const admin = appClient(first.url, await signIn(first.url, 'superadmin@groundcrew.app'));
  const { rows } = await db.query('SELECT id FROM division WHERE account_id = $1 LIMIT 1', [accountId]);
  const bigId = await generateTemplates(admin, { accountId, divisionId: rows[0].id, count: 500, bigFields: 300 });
  await stop(first.app);
  const { url, app } = await startServer(env, { nodeArgs: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/forms-prof'] : [] });
  const office = appClient(url, await signIn(url, DEMO_OFFICE_EMAIL));
  for (const [label, q, v] of [['big', TEMPLATE, { id: bigId }], ['list', LIST, {}], ['big', TEMPLATE, { id: bigId }], ['list', LIST, {}]]) {
    const times = [];
    for (let i = 0; i < 200; i++) times.push((await office.graphql(q, v)).ms);
    times.sort((a, b) => a - b);
    console.log(label, 'p50', times[100].toFixed(1), 'min', times[0].toFixed(1));
  }
  await stop(app);
});
