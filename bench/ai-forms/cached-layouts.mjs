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
// server. Each page's reads in bands are kept and replayed through the server's extraction, so the answer is the
// stream the server would give for the same OCR; answers carry no timings (score.py's seconds read 0).
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
    // Every read of the first page, band by band (JSON has no Infinity: the last read's upTo is null).
    const reads = [];
    for await (const read of form.pages(new AbortController().signal)) {
      reads.push({ layouts: read.layouts, upTo: read.upTo === Infinity ? null : read.upTo });
      if (read.upTo === Infinity) break;
    }
    await form.close();
    writeFileSync(join(to, `${file}.json`), JSON.stringify(reads));
    console.log(file);
  }
  await ocrPool.close();
} else if (command === 'answer') {
  const { extractDataModel } = await load('extract-data-model.js');
  const answers = join(to, 'answers-150');
  mkdirSync(answers, { recursive: true });
  for (const file of readdirSync(from)) {
    const [form, condition] = file.split('.');
    const reads = JSON.parse(readFileSync(join(from, file), 'utf8'));
    // The server's stream, replayed: the same reads, in bands, given to the same extraction.
    const replay = {
      async *pages() {
        for (const { layouts, upTo } of reads) yield { layouts, upTo: upTo ?? Infinity };
      },
      close: async () => {},
    };
    const dataModel = [];
    for await (const items of extractDataModel(replay, 'other', new AbortController().signal)) dataModel.push(...items);
    const answer = { status: 200, text: JSON.stringify({ data_model: dataModel }), total_s: 0, first_item_s: 0 };
    writeFileSync(join(answers, `${form}.${condition}.json`), JSON.stringify(answer));
  }
} else {
  console.error('usage: cached-layouts.mjs read <inputs> <layouts> | answer <layouts> <work>');
  process.exit(2);
}
