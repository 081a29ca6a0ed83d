// The scanned-page rules of the offline AI form builder (src/ai-forms/offline/layout-fields.ts) tried in seconds: OCR
// reads each scanned input of score.py once, its page layouts are kept, and the built rules answer from them in the
// answer files score.py rescores (issue 32). OCR is most of an upload's time; the rules take milliseconds.
//
//   node bench/ai-forms/cached-layouts.mjs read <score.py's inputs-150 folder> <layouts folder>
//   npx tsc -p tsconfig.build.json          # after each change of the rules
//   node bench/ai-forms/cached-layouts.mjs answer <layouts folder> <work folder>
//   python3 /work/shared/forms-dev/score.py --rescore --work <work folder> --conditions flat,photo --verbose
//
// The flat scans (<form>.flat.pdf) and photos (<form>.photo.jpg) are read; the originals are quick through the
// server. Answers carry no timings (score.py's seconds read 0), and a page's reads in bands are not replayed: the
// answer is what its last read, the whole page, gives.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OFFLINE = resolve(fileURLToPath(import.meta.url), '../../../dist/src/ai-forms/offline');
const load = (module) => import(pathToFileURL(join(OFFLINE, module)).href);
const [command, from, to] = process.argv.slice(2);

if (command === 'read') {
  const { openForm, ocrPool } = await load('extract-data-model.js');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((name) => /\.(flat\.pdf|photo\.jpg)$/.test(name))) {
    const form = await openForm({
      bytes: readFileSync(join(from, file)),
      kind: file.endsWith('.pdf') ? 'pdf' : 'jpeg',
    });
    let layouts = null;
    for await (const read of form.pages(new AbortController().signal)) {
      if (read.upTo === Infinity) {
        layouts = read.layouts;
        break;
      }
    }
    await form.close();
    writeFileSync(join(to, `${file}.json`), JSON.stringify(layouts));
    console.log(file);
  }
  await ocrPool.close();
} else if (command === 'answer') {
  const { fieldsOfPage } = await load('extract-data-model.js');
  const answers = join(to, 'answers-150');
  mkdirSync(answers, { recursive: true });
  for (const file of readdirSync(from)) {
    const [form, condition] = file.split('.');
    const fields = fieldsOfPage(JSON.parse(readFileSync(join(from, file), 'utf8')), true);
    const dataModel = fields.map(({ name, type }, index) => ({ id: String(index), name, type }));
    const answer = { status: 200, text: JSON.stringify({ data_model: dataModel }), total_s: 0, first_item_s: 0 };
    writeFileSync(join(answers, `${form}.${condition}.json`), JSON.stringify(answer));
  }
} else {
  console.error('usage: cached-layouts.mjs read <inputs> <layouts> | answer <layouts> <work>');
  process.exit(2);
}
