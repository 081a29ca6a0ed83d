// AI form builder, offline analysis: field recall and type accuracy on the labelled forms of bench/ai-forms/
// (made by bench/ai-forms/make-dataset.mjs), time per one-page PDF and per photo, and peak memory with four
// uploads at once (this process and the analysis children). Runs the built src/ai-forms (BENCH_DIST, default dist/)
// as the server does: each upload read by a child process of UploadAnalysis, kept warm from one upload to the next.
//
// Settings (environment): BENCH_AI_FORMS_DIR (the dataset, default bench/ai-forms/out/: made when missing).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ROOT, ensureBuilt, machine, mark, printTable, run, runBench } from './lib.mjs';

const DATASET = process.env.BENCH_AI_FORMS_DIR ?? join(ROOT, 'bench/ai-forms/out');
const GOALS = { recall: 0.9, typeAccuracy: 0.8, pdfMs: 3000, photoMs: 8000 };

/** Lower case letters and digits, "#" read as "number", single spaces. */
const normalise = (name) =>
  name
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * 1 for the same name, 0 for nothing in common: edit distance (the forms engine's `editDistance`) over length, so
 * OCR's slips still match.
 */
function similarity(a, b, editDistance) {
  const [x, y] = [normalise(a), normalise(b)];
  if (!x || !y) return 0;
  return 1 - editDistance(x, y) / Math.max(x.length, y.length);
}

const MATCH = 0.75;

/** Pairs found fields with labelled ones, best similarity first, each used once. */
function match(expectedFields, foundFields, editDistance) {
  const pairs = [];
  expectedFields.forEach((expected, e) =>
    foundFields.forEach((found, f) => {
      const score = similarity(expected.name, found.name, editDistance);
      if (score >= MATCH) pairs.push({ e, f, score });
    }),
  );
  pairs.sort((a, b) => b.score - a.score);
  const usedE = new Set();
  const usedF = new Set();
  const matched = [];
  for (const { e, f } of pairs) {
    if (usedE.has(e) || usedF.has(f)) continue;
    usedE.add(e);
    usedF.add(f);
    matched.push({ expected: expectedFields[e], found: foundFields[f] });
  }
  return {
    matched,
    missed: expectedFields.filter((_, e) => !usedE.has(e)),
    extra: foundFields.filter((_, f) => !usedF.has(f)),
  };
}

const percent = (part, whole) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

await runBench(async () => {
  ensureBuilt();
  if (!existsSync(DATASET)) await run('make-dataset', ['bench/ai-forms/make-dataset.mjs', DATASET], process.env);
  const built = (path) => import(pathToFileURL(join(DIST, path)).href);
  const { ANALYSIS_LIMITS, UploadAnalysis } = await built('src/ai-forms/analysis/upload-analysis.js');
  const { editDistance } = await built('src/forms/engine/layout-checks.js');
  const analysis = new UploadAnalysis();
  const extract = async (upload) => {
    const job = { kind: 'data-model', upload, formType: 'other' };
    const items = [];
    for await (const page of await analysis.open(job, new AbortController().signal)) items.push(...page);
    return items;
  };
  console.log(
    `AI form builder (offline analysis) bench: ${machine()}, analysis children (one OCR worker each) ≤ ${ANALYSIS_LIMITS.children}`,
  );

  // This process and its children (the analysis's), from /proc: Linux only.
  const childrenRss = () => {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/);
    return children
      .filter(Boolean)
      .reduce(
        (sum, pid) => sum + Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024,
        0,
      );
  };
  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, process.memoryUsage().rss + childrenRss());
    } catch {
      // a child ending between the two reads
    }
  }, 25);
  const forms = readdirSync(DATASET)
    .filter((slug) => existsSync(join(DATASET, slug, 'expected.json')))
    .map((slug) => {
      const expected = JSON.parse(readFileSync(join(DATASET, slug, 'expected.json'), 'utf8'));
      return {
        slug,
        expected,
        upload: { bytes: readFileSync(join(DATASET, slug, expected.file)), kind: expected.kind },
      };
    });

  // The first OCR job starts a worker: timed apart, the rest are warm.
  const coldPhoto = forms.find((form) => form.expected.format === 'photo');
  const coldStart = performance.now();
  await extract(coldPhoto.upload);
  const coldMs = performance.now() - coldStart;

  const totals = { expected: 0, matched: 0, typed: 0, found: 0 };
  const byFormat = {};
  const times = {};
  const rows = [['form', 'format', 'recall', 'types right', 'extra', 'time']];
  const details = [];
  for (const form of forms) {
    const started = performance.now();
    const found = await extract(form.upload);
    const time = performance.now() - started;
    const { matched, missed, extra } = match(form.expected.data_model, found, editDistance);
    const typed = matched.filter(({ expected, found: item }) => expected.type === item.type);
    const format = form.expected.format;
    (times[format] ??= []).push(time);
    const sums = (byFormat[format] ??= { expected: 0, matched: 0, typed: 0 });
    for (const target of [totals, sums]) {
      target.expected += form.expected.data_model.length;
      target.matched += matched.length;
      target.typed += typed.length;
    }
    totals.found += found.length;
    rows.push([
      form.slug,
      format,
      `${matched.length}/${form.expected.data_model.length}`,
      `${typed.length}/${matched.length}`,
      extra.length,
      seconds(time),
    ]);
    const wrong = matched.filter((pair) => pair.expected.type !== pair.found.type);
    if (missed.length || wrong.length || (process.env.BENCH_VERBOSE && extra.length)) {
      details.push(
        `  ${form.slug}: missed ${missed.map((item) => `${item.name} (${item.type})`).join(', ') || '-'}; ` +
          `wrong type ${wrong.map((pair) => `${pair.expected.name} ${pair.found.type}≠${pair.expected.type}`).join(', ') || '-'}` +
          (process.env.BENCH_VERBOSE ? `; extra ${extra.map((item) => `${item.name} (${item.type})`).join(', ')}` : ''),
      );
    }
  }
  printTable(rows.map((row) => [row[0], row[1], row[2], `${row[3]}   ${row[4]}   ${row[5]}`]));
  if (details.length) console.log(`\nMisses:\n${details.join('\n')}`);
  const singlePeak = peakRss;

  // Four uploads at once (two photos, two scans): OCR jobs wait for the pool, so memory stays bounded.
  const ocrForms = forms.filter((form) => form.expected.format === 'photo' || form.expected.format === 'scan');
  peakRss = 0;
  const together = performance.now();
  await Promise.all(ocrForms.slice(0, 4).map((form) => extract(form.upload)));
  const togetherMs = performance.now() - together;
  const fourPeak = peakRss;
  clearInterval(sampler);
  await analysis.close();

  const recall = totals.matched / totals.expected;
  const typeAccuracy = totals.typed / totals.matched;
  const max = (list = []) => Math.max(...list);
  const pdfMs = max([...(times.flat ?? []), ...(times.fillable ?? [])]);
  const photoMs = max(times.photo);
  const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log('');
  printTable([
    ['measure', 'value', 'goal', ''],
    [
      `field recall (${forms.length} forms)`,
      `${percent(totals.matched, totals.expected)} (${totals.matched}/${totals.expected})`,
      '≥ 90 %',
      mark(recall >= GOALS.recall),
    ],
    [
      'type accuracy among matched',
      `${percent(totals.typed, totals.matched)} (${totals.typed}/${totals.matched})`,
      '≥ 80 %',
      mark(typeAccuracy >= GOALS.typeAccuracy),
    ],
    ['precision (found that match)', percent(totals.matched, totals.found), '', ''],
    ...Object.entries(byFormat).map(([format, sums]) => [
      `  ${format}: recall, types`,
      `${percent(sums.matched, sums.expected)}, ${percent(sums.typed, sums.matched)}`,
      '',
      '',
    ]),
    ['one-page PDF, slowest (text layer)', seconds(pdfMs), '≤ 3 s', mark(pdfMs <= GOALS.pdfMs)],
    ['one-page scanned PDF, slowest', seconds(max(times.scan)), '', ''],
    ['photo, slowest (warm worker)', seconds(photoMs), '≤ 8 s', mark(photoMs <= GOALS.photoMs)],
    ['photo, first (starts a worker)', seconds(coldMs), '≤ 8 s', mark(coldMs <= GOALS.photoMs)],
    ['peak RSS, one upload at a time', mb(singlePeak), '', ''],
    [`peak RSS, four OCR uploads at once (${seconds(togetherMs)})`, mb(fourPeak), 'bounded', ''],
  ]);
});
