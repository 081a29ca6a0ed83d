// Makes the labelled dataset of the AI form builder benchmark (bench/README.md, "AI form builder"): each form of
// bench/ai-forms/forms.mjs as a fillable PDF (AcroForm fields), a flat PDF (drawn lines and boxes), a scan (a page
// rendered, turned a little, with noise, in an image-only PDF) or a phone photo (JPEG, keystoned, turned, with a
// shadow), plus its expected data model. Deterministic: seeded noise, no dates in the PDFs.
//
//   node bench/ai-forms/make-dataset.mjs [outDir]     (default bench/ai-forms/out/)
//   node bench/ai-forms/make-dataset.mjs --fixtures   (the small files of test/fixtures/ai-forms/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FIXTURE_FORM, FORMS, expected } from './forms.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PAGE_WIDTH = 612;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BLACK = rgb(0, 0, 0);

/** mulberry32: a small seeded generator, so every run draws the same noise. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text) => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

/** Height each element takes, top to bottom (points). */
const HEIGHTS = { heading: 30, note: 20, row: 30, area: 86, photo: 110, checks: 20, radio: 22, select: 30, table: 150 };
const heightOf = (element) =>
  element.kind === 'checks' ? Math.ceil(element.labels.length / 2) * HEIGHTS.checks + 6 : HEIGHTS[element.kind];

/** Draws a form on a new PDF; `fillable` makes AcroForm fields where the flat form has lines and boxes. */
async function drawForm(form, fillable) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const height = Math.max(360, 110 + form.elements.reduce((sum, element) => sum + heightOf(element), 0));
  const page = pdf.addPage([PAGE_WIDTH, height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const acro = fillable ? pdf.getForm() : null;
  let fieldCount = 0;
  const fieldName = (label) => `${label.replace(/[^A-Za-z0-9]+/g, '_')}_${++fieldCount}`;
  const pdfY = (top) => height - top;
  const text = (value, x, top, size = 10, font = regular) =>
    page.drawText(value, { x, y: pdfY(top), size, font, color: BLACK });
  const box = (x, top, width, boxHeight) =>
    page.drawRectangle({ x, y: pdfY(top + boxHeight), width, height: boxHeight, borderColor: BLACK, borderWidth: 1 });
  const line = (x1, x2, top) =>
    page.drawLine({ start: { x: x1, y: pdfY(top) }, end: { x: x2, y: pdfY(top) }, thickness: 0.8, color: BLACK });
  const widgetBox = (x, top, width, boxHeight) => ({
    x,
    y: pdfY(top + boxHeight),
    width,
    height: boxHeight,
    borderColor: BLACK,
    borderWidth: 1,
  });

  text(form.title, MARGIN, 50, 18, bold);
  let top = 84;
  for (const element of form.elements) {
    switch (element.kind) {
      case 'heading':
        text(element.text, MARGIN, top + 18, 12.5, bold);
        break;
      case 'note':
        text(element.text, MARGIN, top + 12, 9, italic);
        break;
      case 'row': {
        const cell = CONTENT_WIDTH / element.fields.length;
        element.fields.forEach(({ label }, index) => {
          const x = MARGIN + index * cell;
          text(`${label}:`, x, top + 18);
          const start = x + regular.widthOfTextAtSize(`${label}:`, 10) + 6;
          const end = x + cell - 14;
          if (acro) acro.createTextField(fieldName(label)).addToPage(page, widgetBox(start, top + 4, end - start, 18));
          else line(start, end, top + 20);
        });
        break;
      }
      case 'area':
      case 'photo':
        text(`${element.label}:`, MARGIN, top + 14);
        if (acro) {
          const area = acro.createTextField(fieldName(element.label));
          area.enableMultiline();
          area.addToPage(page, widgetBox(MARGIN, top + 20, CONTENT_WIDTH, heightOf(element) - 26));
        } else box(MARGIN, top + 20, CONTENT_WIDTH, heightOf(element) - 26);
        break;
      case 'checks':
        element.labels.forEach((label, index) => {
          const x = MARGIN + (index % 2) * (CONTENT_WIDTH / 2);
          const rowTop = top + Math.floor(index / 2) * HEIGHTS.checks;
          if (acro) acro.createCheckBox(fieldName(label)).addToPage(page, widgetBox(x, rowTop + 5, 10, 10));
          else box(x, rowTop + 5, 10, 10);
          text(label, x + 16, rowTop + 14);
        });
        break;
      case 'radio': {
        text(element.label, MARGIN, top + 14);
        const group = acro?.createRadioGroup(fieldName(element.label));
        element.options.forEach((option, index) => {
          const x = 330 + index * 72;
          if (group) group.addOptionToPage(option, page, { ...widgetBox(x, top + 4, 11, 11), borderWidth: 1 });
          else page.drawCircle({ x: x + 5, y: pdfY(top + 10), size: 5, borderColor: BLACK, borderWidth: 1 });
          text(option, x + 16, top + 14);
        });
        break;
      }
      case 'select': {
        text(`${element.label}:`, MARGIN, top + 18);
        const start = MARGIN + regular.widthOfTextAtSize(`${element.label}:`, 10) + 6;
        if (acro) {
          const dropdown = acro.createDropdown(fieldName(element.label));
          dropdown.addOptions(element.options);
          dropdown.addToPage(page, widgetBox(start, top + 4, 200, 18));
        } else box(start, top + 4, 200, 18);
        break;
      }
      case 'table': {
        text(element.label, MARGIN, top + 16, 12.5, bold);
        const widths = [0.52, 0.14, 0.16, 0.18].map((share) => share * CONTENT_WIDTH);
        const rowHeight = 20;
        const gridTop = top + 24;
        for (let row = 0; row <= 6; row++) line(MARGIN, MARGIN + CONTENT_WIDTH, gridTop + row * rowHeight);
        let x = MARGIN;
        for (let column = 0; column <= widths.length; column++) {
          page.drawLine({
            start: { x, y: pdfY(gridTop) },
            end: { x, y: pdfY(gridTop + 6 * rowHeight) },
            thickness: 0.8,
            color: BLACK,
          });
          if (column < widths.length) text(element.headers[column], x + 4, gridTop + 14, 10, bold);
          x += widths[column] ?? 0;
        }
        break;
      }
      default:
        throw new Error(`unknown element ${element.kind}`);
    }
    top += heightOf(element);
  }
  return Buffer.from(await pdf.save());
}

async function renderPage(pdfBytes, dpi) {
  const document = await getDocument({ data: new Uint8Array(pdfBytes), verbosity: 0 }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  await document.destroy();
  return canvas;
}

function speckle(context, width, height, next, count) {
  for (let index = 0; index < count; index++) {
    const shade = Math.floor(next() * 120);
    context.fillStyle = `rgba(${shade},${shade},${shade},${0.3 + next() * 0.5})`;
    context.fillRect(next() * width, next() * height, 1 + next() * 2, 1 + next() * 2);
  }
}

/** A scanner's page: turned by up to ±1.5°, grey paper, speckles; JPEG in an image-only PDF. */
async function scan(pdfBytes, seed, dpi = 150, quality = 70) {
  const next = random(seed);
  const page = await renderPage(pdfBytes, dpi);
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f1f0ec';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((next() * 3 - 1.5) * Math.PI) / 180);
  context.translate(-canvas.width / 2, -canvas.height / 2);
  context.globalCompositeOperation = 'multiply';
  context.drawImage(page, 0, 0);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = 'source-over';
  speckle(context, canvas.width, canvas.height, next, 1500);
  const jpeg = await canvas.encode('jpeg', quality);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const image = await pdf.embedJpg(jpeg);
  const points = { width: (canvas.width * 72) / dpi, height: (canvas.height * 72) / dpi };
  pdf.addPage([points.width, points.height]).drawImage(image, { x: 0, y: 0, ...points });
  return Buffer.from(await pdf.save());
}

/**
 * A phone photo of the printed page on a desk: keystoned (top narrower, drawn strip by strip), turned by 2–4°,
 * with a shadow across one side and noise.
 */
async function photo(pdfBytes, seed, { dpi = 200, format = 'jpeg' } = {}) {
  const next = random(seed);
  const page = await renderPage(pdfBytes, dpi);
  const width = Math.round(page.width * 1.12);
  const height = Math.round(page.height * 1.1);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#5b5048';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(((2 + next() * 2) * (next() < 0.5 ? -1 : 1) * Math.PI) / 180);
  context.translate(-page.width / 2, -page.height / 2);
  const squeeze = 0.06 + next() * 0.03;
  const strip = 4;
  for (let y = 0; y < page.height; y += strip) {
    const scale = 1 - squeeze * (1 - y / page.height);
    const stripWidth = page.width * scale;
    context.drawImage(page, 0, y, page.width, strip, (page.width - stripWidth) / 2, y, stripWidth, strip);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  const shadow = context.createLinearGradient(0, 0, width, height * 0.6);
  shadow.addColorStop(0, 'rgba(0,0,0,0.42)');
  shadow.addColorStop(0.45, 'rgba(0,0,0,0.12)');
  shadow.addColorStop(1, 'rgba(0,0,0,0)');
  context.fillStyle = shadow;
  context.fillRect(0, 0, width, height);
  speckle(context, width, height, next, 1500);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 82);
}

const FILE_OF = { fillable: 'form.pdf', flat: 'form.pdf', scan: 'form.pdf', photo: 'form.jpg' };

async function makeDataset(outDir) {
  for (const form of FORMS) {
    const dir = join(outDir, form.slug);
    mkdirSync(dir, { recursive: true });
    const pdf = await drawForm(form, form.format === 'fillable');
    const seed = seedOf(form.slug);
    const bytes =
      form.format === 'scan' ? await scan(pdf, seed) : form.format === 'photo' ? await photo(pdf, seed) : pdf;
    writeFileSync(join(dir, FILE_OF[form.format]), bytes);
    const kind = form.format === 'photo' ? 'jpeg' : 'pdf';
    writeFileSync(
      join(dir, 'expected.json'),
      `${JSON.stringify({ title: form.title, format: form.format, kind, file: FILE_OF[form.format], data_model: expected(form) }, null, 2)}\n`,
    );
    console.log(`${form.slug}: ${form.format}, ${bytes.length} bytes, ${expected(form).length} fields`);
  }
}

async function makeFixtures(dir) {
  mkdirSync(dir, { recursive: true });
  const flat = await drawForm(FIXTURE_FORM, false);
  const seed = seedOf(FIXTURE_FORM.slug);
  const files = {
    'fillable.pdf': await drawForm(FIXTURE_FORM, true),
    'flat.pdf': flat,
    'scanned.pdf': await scan(flat, seed, 150, 55),
    'photo.png': await photo(flat, seed, { dpi: 100, format: 'png' }),
    'photo.jpg': await photo(flat, seed, { dpi: 150 }),
  };
  for (const [name, bytes] of Object.entries(files)) {
    if (bytes.length > 200_000) throw new Error(`${name} is ${bytes.length} bytes (over 200 KB)`);
    writeFileSync(join(dir, name), bytes);
    console.log(`${name}: ${bytes.length} bytes`);
  }
  writeFileSync(join(dir, 'expected.json'), `${JSON.stringify({ data_model: expected(FIXTURE_FORM) }, null, 2)}\n`);
}

const argument = process.argv[2];
if (argument === '--fixtures') await makeFixtures(join(HERE, '../../test/fixtures/ai-forms'));
else await makeDataset(argument ?? join(HERE, 'out'));
