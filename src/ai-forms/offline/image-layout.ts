import type { Canvas } from '@napi-rs/canvas';
import type { Rect } from './field-classifier.js';
import type { OcrLanguage, OcrPool, OcrWord } from './ocr-pool.js';
import type { PageLayout, TextRun } from './page-layout.js';

/** Longest side OCR gets (pixels): a letter page at ~200 dpi. Smaller images are enlarged towards it. */
const TARGET_SIDE = 2200;
/** Below this grey level (0–255, after flattening) a pixel is ink. */
const INK = 150;

/** Grey pixels of an image, one byte each. */
interface Grey {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/** An image ready for OCR: its grey pixels, their ink blobs, its rules' pixels, and the PNGs OCR reads (no rules). */
export interface FlatImage {
  grey: Grey;
  /** With each pixel's blob (its index; -1 for paper). */
  blobs: Blob[] & { labels: Int32Array };
  rules: Uint8Array;
  /** The rules across the page that no rule down the page meets: lines to write on (in the drawn image's pixels). */
  underlines: Rect[];
  /** The rows from `top` to `end` as a PNG. */
  band(top: number, end: number): Buffer;
}

/** A page turned by less than this (radians, 0.3°) is read as it is: its lines drift by under half a letter. */
const LEAST_TURN = (0.3 * Math.PI) / 180;

/**
 * Loads a photo (its bytes) or a page render, scaled so its longest side is about TARGET_SIDE, in grey, with shadows
 * and uneven light flattened (each pixel divided by a blurred copy of the page, so the paper becomes white
 * everywhere). A tilted page (skewOf) is drawn again turned straight, in the draw that scales it: read in bands, a
 * turned photo lost about a tenth of its fields against one read of the whole page, a straight one none; turning the
 * flattened image instead (a second resampling) washed out its faint print.
 */
export async function flattenedGrey(source: Buffer | Canvas): Promise<FlatImage> {
  // Imported when the first image is read, not at start (docs/performance.md, item 21).
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = Buffer.isBuffer(source) ? await loadImage(source) : source;
  const scale = Math.min(2, TARGET_SIDE / Math.max(image.width, image.height));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const draw = (angle: number) => {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.save();
    context.translate(width / 2, height / 2);
    context.rotate(-angle);
    context.translate(-width / 2, -height / 2);
    context.drawImage(image, 0, 0, width, height);
    context.restore();
    const data = context.getImageData(0, 0, width, height);
    // Paper becomes white wherever it is; ink keeps its darkness relative to the paper around it, stretched so the
    // page's own ink is black (a photo's print is faint grey). Each ratio takes its background's place.
    const ratios = blurred(canvas, 24, createCanvas);
    for (let index = 0; index < ratios.length; index++) {
      const at = index * 4;
      const grey = 0.299 * data.data[at] + 0.587 * data.data[at + 1] + 0.114 * data.data[at + 2];
      ratios[index] = grey / Math.max(ratios[index], 1);
    }
    const ink = inkLevel(ratios);
    const pixels = new Uint8ClampedArray(width * height);
    for (let index = 0; index < pixels.length; index++) pixels[index] = ((ratios[index] - ink) / (1 - ink)) * 270 - 10;
    const greyImage = { width, height, pixels };
    return { data, pixels, greyImage, blobs: inkBlobs(greyImage) };
  };
  let drawn: ReturnType<typeof draw> | undefined = draw(0);
  const angle = skewOf(drawn.blobs);
  if (Math.abs(angle) >= LEAST_TURN) {
    drawn = undefined; // the straight draw's pixels may go before the turned draw's are made
    drawn = draw(angle);
  }
  const { data, pixels, greyImage, blobs } = drawn;
  despeckle(greyImage, blobs.labels, blobs);
  const { mask: rules, underlines } = ruleMask(greyImage, 4 * letterHeight(blobs));
  for (let index = 0; index < pixels.length; index++) {
    const at = index * 4;
    data.data[at] = data.data[at + 1] = data.data[at + 2] = rules[index] ? 255 : pixels[index];
  }
  context.putImageData(data, 0, 0);
  const band = (top: number, end: number) => {
    const strip = createCanvas(width, end - top);
    strip.getContext('2d').drawImage(canvas, 0, -top);
    // Encoded at once: with the asynchronous encode(), the process was seen to crash (SIGSEGV) in one page read of
    // a few, as if the strip, referenced by nothing meanwhile, were collected while being encoded.
    return strip.encodeSync('png');
  };
  return { grey: greyImage, blobs, rules, underlines, band };
}

/** How dark a page's ink is, relative to its paper, at most (the darkest fifth of its ink-ish pixels), up to 0.4. */
function inkLevel(ratios: Float32Array): number {
  const counts = new Uint32Array(100);
  let total = 0;
  for (const ratio of ratios) {
    if (ratio >= 0.85) continue;
    counts[Math.max(0, Math.floor(ratio * 100))]++;
    total++;
  }
  let seen = 0;
  for (let level = 0; level < counts.length; level++) {
    seen += counts[level];
    if (seen >= 0.2 * total) return Math.min(level / 100, 0.4);
  }
  return 0;
}

/** The height of the page's letters (pixels): the median height of letter-sized blobs. */
function letterHeight(blobs: Blob[]): number {
  const heights = blobs
    .filter((blob) => blob.pixels > 0 && blob.h >= 6 && blob.h <= 80 && blob.w <= 80)
    .map((blob) => blob.h)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 20;
}

/** How far a rule's ink may be broken (pixels: blur, noise, a crossing rule) and still be one rule. */
const RULE_GAP = 4;
/** Below this grey level a pixel may be a rule's: thin rules blur lighter than letters in photos. */
const RULE_INK = 200;
/** A rule is at most this thick: ink this far above and below (left and right) is a letter's, or a bar's. */
const RULE_REACH = 4;

/**
 * The ink of rules (box edges, underlines, table lines) that OCR gets whitened, so letters touching a box are read as
 * letters: thin ink (paper RULE_REACH pixels above and below it) on runs longer than `length` across or down the
 * page. A run is followed through the rows (columns) next to it and over small breaks, so a slightly turned or
 * blurred rule, which steps from row to row and fades here and there, still makes long runs. Also the rules across
 * that no rule down meets (`freeRules`): in a photo an underline's ink is too faint and broken to be one blob.
 */
function ruleMask(grey: Grey, length: number): { mask: Uint8Array; underlines: Rect[] } {
  const { width, height, pixels } = grey;
  const ink = (x: number, y: number) => y >= 0 && y < height && x >= 0 && x < width && pixels[y * width + x] < RULE_INK;
  const mask = new Uint8Array(width * height);
  const runs: Record<'across' | 'down', Rect[]> = { across: [], down: [] };
  for (const horizontal of [true, false]) {
    const [alongSize, acrossSize] = horizontal ? [width, height] : [height, width];
    const at = (along: number, across: number) => (horizontal ? ink(along, across) : ink(across, along));
    const thin = (along: number, across: number) =>
      (at(along, across - 1) || at(along, across) || at(along, across + 1)) &&
      !at(along, across - RULE_REACH) &&
      !at(along, across + RULE_REACH);
    const mark = (across: number, start: number, end: number) => {
      for (let along = start; along < end; along++) {
        for (let offset = -1; offset <= 1; offset++) {
          const [x, y] = horizontal ? [along, across + offset] : [across + offset, along];
          if (ink(x, y)) mask[y * width + x] = 1;
        }
      }
    };
    for (let across = 0; across < acrossSize; across++) {
      let start = -1;
      let last = -1;
      for (let along = 0; along <= alongSize; along++) {
        const hit = along < alongSize && thin(along, across);
        if (hit) {
          if (start < 0) start = along;
          last = along;
        } else if (start >= 0 && (along - last > RULE_GAP || along === alongSize)) {
          if (last + 1 - start >= length) {
            mark(across, start, last + 1);
            const run = last + 1 - start;
            if (horizontal) runs.across.push({ x: start, y: across, w: run, h: 1 });
            else runs.down.push({ x: across, y: start, w: 1, h: run });
          }
          start = -1;
        }
      }
    }
  }
  // Paper on both sides, a few pixels off: not the ink between the letters of white text on a dark bar.
  const clear = (rule: Rect) =>
    [rule.y - RULE_REACH - 3, rule.y + rule.h + RULE_REACH + 2].every((y) => {
      let inked = 0;
      for (let x = rule.x; x < rule.x + rule.w; x++) if (ink(x, y)) inked++;
      return inked < 0.25 * rule.w;
    });
  return { mask, underlines: freeRules(runs.across, runs.down).filter(clear) };
}

/**
 * The rules across the page, from their runs (a rule gives a run in each of the few rows it covers, a turned one
 * steps from row to row: runs that touch are one rule), less those a rule down the page meets (a box's or a grid's
 * edges: their cells are found as cells).
 */
function freeRules(across: Rect[], down: Rect[]): Rect[] {
  const rules: Rect[] = [];
  for (const run of [...across].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const rule = rules.find(
      (other) =>
        run.y - (other.y + other.h) <= 1 &&
        run.x <= other.x + other.w + RULE_GAP &&
        run.x + run.w >= other.x - RULE_GAP,
    );
    if (!rule) {
      rules.push({ ...run });
      continue;
    }
    const end = Math.max(rule.x + rule.w, run.x + run.w);
    rule.x = Math.min(rule.x, run.x);
    rule.w = end - rule.x;
    rule.h = run.y + 1 - rule.y;
  }
  const met = (rule: Rect) =>
    down.some(
      (run) =>
        run.x >= rule.x - RULE_REACH &&
        run.x <= rule.x + rule.w + RULE_REACH &&
        run.y <= rule.y + rule.h + RULE_REACH &&
        run.y + run.h >= rule.y - RULE_REACH,
    );
  return rules.filter((rule) => !met(rule));
}

/** Pixels of the rule mask one cell of the coarse grid `cellsOf` walks stands for (a side). */
const CELL_GRID = 4;

/**
 * The boxes drawn by the page's rules: a form's answer boxes and a table's cells, however they share their edges
 * (a grid is one blob of ink, so its cells are no outlines of their own). The paper not on a rule is flooded on a
 * coarse grid (which closes a rule's small gaps); each enclosed, nearly rectangular region of at least a letter's
 * size is a cell (for a page turned by `angle`, a turned rectangle). Regions open to the page's edge are the margins,
 * not cells.
 */
export function cellsOf(rules: Uint8Array, width: number, height: number, letter: number, angle = 0): Rect[] {
  const columns = Math.ceil(width / CELL_GRID);
  const rows = Math.ceil(height / CELL_GRID);
  const wall = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rules[y * width + x]) wall[Math.floor(y / CELL_GRID) * columns + Math.floor(x / CELL_GRID)] = 1;
    }
  }
  // Grown by one grid cell each way, so a rule's breaks of up to ~3 grid cells are closed.
  const walls = wall.slice();
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      if (!wall[y * columns + x]) continue;
      for (const [dx, dy] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]) {
        if (x + dx >= 0 && x + dx < columns && y + dy >= 0 && y + dy < rows) walls[(y + dy) * columns + x + dx] = 1;
      }
    }
  }
  const seen = new Uint8Array(columns * rows);
  const stack = new Int32Array(columns * rows);
  const cells: Rect[] = [];
  for (let start = 0; start < walls.length; start++) {
    if (walls[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let [minX, minY, maxX, maxY, count] = [columns, rows, 0, 0, 0];
    while (top > 0) {
      const index = stack[--top];
      const x = index % columns;
      const y = (index - x) / columns;
      count++;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
      for (const next of [x > 0 ? index - 1 : -1, x < columns - 1 ? index + 1 : -1, index - columns, index + columns]) {
        if (next >= 0 && next < walls.length && !walls[next] && !seen[next]) {
          seen[next] = 1;
          stack[top++] = next;
        }
      }
    }
    const [w, h] = [maxX - minX + 1, maxY - minY + 1];
    const open = minX === 0 || minY === 0 || maxX === columns - 1 || maxY === rows - 1;
    const sized = (w + 2) * CELL_GRID >= letter && (h + 2) * CELL_GRID >= 0.8 * letter && w * h < 0.3 * columns * rows;
    // A turned box's region fills less of its bounding box: w·h − tan·(w² + h²) of it is the box.
    const tilt = Math.abs(Math.tan(angle));
    const area = Math.max(w * h - tilt * (w * w + h * h), 0.3 * w * h);
    if (!open && sized && count >= 0.75 * area) {
      // The region's own size, back to where the walls were before they grew.
      cells.push({
        x: (minX - 1) * CELL_GRID,
        y: (minY - 1) * CELL_GRID,
        w: (w + 2) * CELL_GRID,
        h: (h + 2) * CELL_GRID,
      });
    }
  }
  return cells;
}

/**
 * Whitens specks (dust, scanner noise): blobs of a few pixels with no other ink close by. A colon's or an i's
 * dot has letters next to it and stays.
 */
function despeckle(grey: Grey, labels: Int32Array, blobs: Blob[]): void {
  const { width, height, pixels } = grey;
  const reach = 8;
  blobs.forEach((blob, label) => {
    if (blob.pixels > 9 || blob.w > 4 || blob.h > 4) return;
    for (let y = Math.max(0, blob.y - reach); y < Math.min(height, blob.y + blob.h + reach); y++) {
      for (let x = Math.max(0, blob.x - reach); x < Math.min(width, blob.x + blob.w + reach); x++) {
        const index = y * width + x;
        if (pixels[index] < INK && labels[index] !== label) return;
      }
    }
    for (let y = blob.y; y < blob.y + blob.h; y++) {
      for (let x = blob.x; x < blob.x + blob.w; x++) if (labels[y * width + x] === label) pixels[y * width + x] = 255;
    }
    blob.pixels = 0;
  });
}

/** Rows of the page enlarged at a time from its shrunk copy (blurred). */
const BLUR_ROWS = 256;

/**
 * The grey of each pixel's neighbourhood: the canvas shrunk by `factor` and enlarged again with smoothing, a strip of
 * rows at a time (a canvas of the page's size and its pixels' copy held about 30 MB more while the page was read).
 */
function blurred(
  canvas: Canvas,
  factor: number,
  createCanvas: (width: number, height: number) => Canvas,
): Float32Array {
  const { width, height } = canvas;
  const small = createCanvas(Math.max(1, Math.round(width / factor)), Math.max(1, Math.round(height / factor)));
  small.getContext('2d').drawImage(canvas, 0, 0, small.width, small.height);
  const strip = createCanvas(width, Math.min(BLUR_ROWS, height));
  const context = strip.getContext('2d');
  context.imageSmoothingEnabled = true;
  const grey = new Float32Array(width * height);
  for (let top = 0; top < height; top += BLUR_ROWS) {
    context.drawImage(small, 0, -top, width, height);
    const { data } = context.getImageData(0, 0, width, Math.min(BLUR_ROWS, height - top));
    for (let index = 0; index < data.length / 4; index++) {
      const at = index * 4;
      grey[top * width + index] = 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
    }
  }
  return grey;
}

/**
 * A connected group of ink pixels, with the mean height of its leftmost and rightmost columns (for its slope: the
 * middle of a box's left and right edges, an underline's two ends).
 */
export interface Blob extends Rect {
  pixels: number;
  leftY: number;
  rightY: number;
}

/** The connected groups of ink pixels (8-connected), from a flood fill with an explicit stack. */
export function inkBlobs(grey: Grey): Blob[] & { labels: Int32Array } {
  const { width, height, pixels } = grey;
  const labels = new Int32Array(width * height).fill(-1);
  const stack = new Int32Array(width * height);
  const blobs: Blob[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (labels[start] !== -1 || pixels[start] >= INK) continue;
    const label = blobs.length;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    let count = 0;
    let leftSum = 0;
    let leftCount = 0;
    let rightSum = 0;
    let rightCount = 0;
    while (top > 0) {
      const index = stack[--top];
      const x = index % width;
      const y = (index - x) / width;
      count++;
      if (x < minX) [minX, leftSum, leftCount] = [x, 0, 0];
      if (x === minX) [leftSum, leftCount] = [leftSum + y, leftCount + 1];
      if (x > maxX) [maxX, rightSum, rightCount] = [x, 0, 0];
      if (x === maxX) [rightSum, rightCount] = [rightSum + y, rightCount + 1];
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (labels[next] === -1 && pixels[next] < INK) {
            labels[next] = label;
            stack[top++] = next;
          }
        }
      }
    }
    const [leftY, rightY] = [leftSum / leftCount, rightSum / rightCount];
    blobs.push({ x: minX, y: minY, w: maxX - minX + 1, h: maxY - minY + 1, pixels: count, leftY, rightY });
  }
  return Object.assign(blobs, { labels });
}

const isStroke = (blob: Blob) => blob.w >= 50 && blob.pixels <= blob.w * 8 && blob.h <= blob.w * 0.15;
const isOutline = (blob: Blob) => blob.w >= 60 && blob.h >= 24 && blob.pixels <= 2 * (blob.w + blob.h) * 8;
const isSmallShape = (blob: Blob) =>
  blob.w >= 10 &&
  blob.h >= 10 &&
  blob.w <= 90 &&
  blob.h <= 90 &&
  Math.max(blob.w, blob.h) / Math.min(blob.w, blob.h) < 1.6 &&
  blob.pixels < 0.6 * blob.w * blob.h &&
  blob.pixels > 0.1 * blob.w * blob.h;

/**
 * A shape with paper in its middle (the middle half of it across and down), as a checkbox's or a radio button's: not a
 * box number OCR left unread ("3", "5": their strokes cross the middle).
 */
function isHollow({ width }: Grey, labels: Int32Array, blob: Blob, label: number): boolean {
  const [x0, y0] = [blob.x + Math.round(blob.w / 4), blob.y + Math.round(blob.h / 4)];
  const [x1, y1] = [blob.x + Math.round((3 * blob.w) / 4), blob.y + Math.round((3 * blob.h) / 4)];
  let inked = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (labels[y * width + x] === label) inked++;
  return inked <= 0.05 * (x1 - x0) * (y1 - y0);
}

/** The page's tilt (radians): the median slope of its long strokes (underlines, box edges). */
export function skewOf(blobs: Blob[]): number {
  const slopes = blobs
    .filter((blob) => isStroke(blob) && blob.w >= 150)
    .map((blob) => Math.atan2(blob.rightY - blob.leftY, blob.w))
    .sort((a, b) => a - b);
  return slopes[Math.floor(slopes.length / 2)] ?? 0;
}

/** OCR's glyphs for a checkbox or radio button read as a word of its own. */
const MARKER_GLYPH = /^([oO0QDdCc©®°□☐○◯●[\]|()]{1,3}\.?|LJ|\[J)$/;

/**
 * Bands a page is read in, top to bottom, so its first fields are known before OCR has read the rest; as many are read
 * at once as the pool has workers (two bands at a time on two cores: the page in half the time of one read).
 */
const BANDS = 4;
/**
 * How far (in letter heights) OCR reads past a band's own rows, above and below: a line next to a cut is seen whole
 * by both bands (cut through, tesseract loses its words) and is taken from the band its middle is in.
 */
const BAND_OVERLAP = 3;

/** What OCR has read of a page so far: its layout, whose text is complete above `upTo` (Infinity once all is read). */
export interface PartialLayout {
  layout: PageLayout;
  upTo: number;
}

/**
 * The layout of a flattened image page: OCR's words as text runs, and strokes, boxes and markers found in the
 * pixels, all turned back by the page's tilt so lines of text stay lines. OCR reads the page in bands split at
 * rows without ink (each read a few lines past its ends, BAND_OVERLAP), the next ones while the first is read;
 * after each band the layout so far is yielded in page order, its text complete to a few lines above the band's
 * end (a label's lines and the box under it may run over into the next band).
 */
export async function* readImage(image: FlatImage, pool: OcrPool, signal?: AbortSignal): AsyncGenerator<PartialLayout> {
  const { grey, blobs } = image;
  const angle = skewOf(blobs);
  const letter = letterHeight(blobs);
  const margin = Math.round(BAND_OVERLAP * letter);
  const cuts = bandCuts(image);
  const ends = cuts.map((_, index) => cuts[index + 1] ?? grey.height);
  let language: OcrLanguage = 'eng';
  let reads = new Map<number, Promise<OcrWord[]>>();
  /** Band `index`'s words, in the page's rows, those whose middle is in its own rows. */
  const readBand = async (index: number): Promise<OcrWord[]> => {
    const readTop = Math.max(0, cuts[index] - margin);
    const band = image.band(readTop, Math.min(grey.height, ends[index] + margin));
    const read = await pool.recognize(band, signal, language);
    return read
      .map((word) => ({ ...word, y0: word.y0 + readTop, y1: word.y1 + readTop }))
      .filter(({ y0, y1 }) => (y0 + y1) / 2 >= cuts[index] && (y0 + y1) / 2 < ends[index]);
  };
  const start = (index: number) => {
    if (index >= cuts.length || reads.has(index)) return;
    const read = readBand(index);
    // Awaited in its turn; one the caller no longer waits for (it stopped) must not be an unhandled rejection.
    read.catch(() => undefined);
    reads.set(index, read);
  };
  const words: OcrWord[] = [];
  for (const index of cuts.keys()) {
    signal?.throwIfAborted();
    for (let ahead = index; ahead < index + pool.size; ahead++) start(ahead);
    let read = await reads.get(index)!;
    // The page's language, from what English OCR read of its first band: a French or German page is read again in
    // its language (its accents and letters, ß, are read then), and so are its other bands.
    if (index === 0) language = languageOf(read.map((word) => word.text));
    if (index === 0 && language !== 'eng') {
      signal?.throwIfAborted();
      reads = new Map();
      start(0);
      read = await reads.get(0)!;
    }
    words.push(...read);
    const last = index === cuts.length - 1;
    const upTo = last ? Infinity : ends[index] - Math.abs(Math.sin(angle)) * grey.width - 4 * letter;
    yield { layout: layoutOf(image, words, angle, letter), upTo };
  }
}

/** Words that tell a page's language, accents dropped (OCR in English reads "Prénom" as "Prenom" at best). */
const LANGUAGE_WORDS: Record<OcrLanguage, ReadonlySet<string>> = {
  eng: new Set('the and of to your you for or if is this with from by are be not yes'.split(' ')),
  fra: new Set(
    'le la les des du et ou au aux une pour par sur dans avec votre vous est nom prenom adresse naissance numero lieu ville pays oui non employeur'.split(
      ' ',
    ),
  ),
  deu: new Set(
    'der die das und oder dem den des ein eine einer fur mit von zu bei ist sie ihr ihre nicht vorname nachname anschrift strasse ort geburtsdatum unterschrift ja nein arbeitgeber'.split(
      ' ',
    ),
  ),
};

/**
 * The language of a page's words: French or German when at least 3 of its words are of that language's common
 * ones and more than of English's, else English.
 */
export function languageOf(texts: readonly string[]): OcrLanguage {
  const hits: Record<OcrLanguage, number> = { eng: 0, fra: 0, deu: 0 };
  for (const text of texts) {
    const word = text
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    for (const language of ['eng', 'fra', 'deu'] as const) if (LANGUAGE_WORDS[language].has(word)) hits[language]++;
  }
  const best = hits.fra >= hits.deu ? 'fra' : 'deu';
  return hits[best] >= 3 && hits[best] > hits.eng ? best : 'eng';
}

/** Where the bands start: the first at 0, each other amid the rows with the least ink (but rules) near its share. */
function bandCuts({ grey, rules }: FlatImage): number[] {
  const { width, height, pixels } = grey;
  const inkOf = (y: number) => {
    let count = 0;
    for (let index = y * width; index < (y + 1) * width; index++) if (pixels[index] < INK && !rules[index]) count++;
    return count;
  };
  const cuts = [0];
  const reach = Math.round(height * 0.05);
  for (let band = 1; band < BANDS; band++) {
    const target = Math.round((band * height) / BANDS);
    const rows: number[] = [];
    for (let y = Math.max(1, target - reach); y < Math.min(height - 1, target + reach); y++) rows.push(y);
    const inks = rows.map(inkOf);
    const least = Math.min(...inks);
    // The middle of the widest run of the emptiest rows: as far from the text above and below as can be.
    let [best, widest, start] = [target, 0, -1];
    inks.forEach((ink, index) => {
      if (ink === least && start < 0) start = index;
      if ((ink !== least || index === inks.length - 1) && start >= 0) {
        const end = ink === least ? index + 1 : index;
        if (end - start > widest) [best, widest] = [rows[Math.floor((start + end) / 2)], end - start];
        start = -1;
      }
    });
    cuts.push(best);
  }
  return cuts;
}

/** The page's layout from the words OCR read (so far) and the shapes in its pixels. */
function layoutOf(image: FlatImage, words: OcrWord[], angle: number, letter: number): PageLayout {
  const { grey, blobs, rules } = image;
  const straighten = straightener(angle, grey.width / 2, grey.height / 2);

  const texts: TextRun[] = [];
  const glyphs: Rect[] = [];
  for (const word of words) {
    const text = word.text.trim();
    const rect = straighten(rectOf(word));
    // A box read as a one-stroke letter ("1", "l") is as wide as it is tall, unlike the letter.
    const square = rect.w / rect.h > 0.7 && rect.w / rect.h < 1.4;
    if (MARKER_GLYPH.test(text) || (/^[1lI]$/.test(text) && square)) glyphs.push(rect);
    else if (/[A-Za-z0-9#]/.test(text) && word.confidence >= 30) texts.push({ ...rect, text });
  }
  // A glyph read in front of a word is its checkbox: mark the run right after it.
  for (const glyph of glyphs) {
    const after = texts
      .filter((run) => Math.abs(run.y + run.h / 2 - (glyph.y + glyph.h / 2)) < run.h && run.x >= glyph.x + glyph.w - 2)
      .sort((a, b) => a.x - b.x)[0];
    // A box is about as wide as tall and as tall as the word's letters: an item letter ("c Employer's name") is not.
    const boxLike = glyph.w / glyph.h > 0.7 && glyph.w / glyph.h < 1.4 && glyph.h >= 0.75 * (after?.h ?? 0);
    if (after && boxLike && after.x - (glyph.x + glyph.w) < 3 * after.h) after.marked = true;
  }
  const insideWord = (rect: Rect) =>
    texts.some(
      (run) =>
        rect.x + rect.w / 2 > run.x &&
        rect.x + rect.w / 2 < run.x + run.w &&
        rect.y + rect.h / 2 > run.y &&
        rect.y + rect.h / 2 < run.y + run.h,
    );
  const lines: Rect[] = [];
  const boxes: Rect[] = [];
  blobs.forEach((blob, label) => {
    if (blob.pixels === 0) return;
    if (isStroke(blob)) {
      const [x, y] = straighten.point(blob.x, blob.leftY);
      lines.push({ x, y, w: blob.w, h: 1 });
    } else if (isOutline(blob) || (isSmallShape(blob) && isHollow(grey, blobs.labels, blob, label))) {
      const rect = straighten(blob);
      if (isOutline(blob) || !insideWord(rect)) boxes.push(rect);
    }
  });
  // The underlines whose ink broke into pieces (a photo's): those no stroke above already is, and not the middle of
  // a word's letters (small print blurred together looks like a rule there).
  for (const rule of image.underlines) {
    const [x, y] = straighten.point(rule.x, rule.y + rule.h / 2);
    const same = (line: Rect) =>
      Math.abs(line.y - y) <= RULE_REACH &&
      Math.min(line.x + line.w, x + rule.w) - Math.max(line.x, x) > 0.5 * Math.min(line.w, rule.w);
    const throughWord = (run: TextRun) =>
      y > run.y + 0.15 * run.h && y < run.y + 0.85 * run.h && run.x < x + rule.w && run.x + run.w > x;
    if (!lines.some(same) && !texts.some(throughWord)) lines.push({ x, y, w: rule.w, h: 1 });
  }
  for (const cell of cellsOf(rules, grey.width, grey.height, letter, angle)) boxes.push(straighten(cell));
  return { texts, lines, boxes, widgets: [] };
}

const rectOf = (word: OcrWord): Rect => ({ x: word.x0, y: word.y0, w: word.x1 - word.x0, h: word.y1 - word.y0 });

/**
 * Turns rectangles by -angle about (cx, cy): a bounding box of a tilted shape becomes the shape's own box
 * (its true width and height recovered from the box's sides).
 */
function straightener(angle: number, cx: number, cy: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const point = (x: number, y: number): [number, number] => [
    cx + (x - cx) * cos + (y - cy) * sin,
    cy - (x - cx) * sin + (y - cy) * cos,
  ];
  const straighten = (rect: Rect): Rect => {
    const [mx, my] = point(rect.x + rect.w / 2, rect.y + rect.h / 2);
    const a = Math.abs(sin);
    const b = Math.cos(2 * angle);
    const w = Math.max(0.5 * rect.w, (rect.w * cos - rect.h * a) / b);
    const h = Math.max(0.3 * rect.h, (rect.h * cos - rect.w * a) / b);
    return { x: mx - w / 2, y: my - h / 2, w, h };
  };
  return Object.assign(straighten, { point });
}
