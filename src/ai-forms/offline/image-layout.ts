import type { Canvas } from '@napi-rs/canvas';
import type { Rect } from './field-classifier.js';
import type { OcrPool, OcrWord } from './ocr-pool.js';
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

/** An image ready for OCR: its grey pixels, their ink blobs, and the PNG OCR reads. */
export interface FlatImage {
  grey: Grey;
  blobs: Blob[];
  png: Buffer;
}

/**
 * Loads a photo or page render, scaled so its longest side is about TARGET_SIDE, in grey, with shadows and uneven
 * light flattened (each pixel divided by a blurred copy of the page, so the paper becomes white everywhere).
 */
export async function flattenedGrey(bytes: Buffer): Promise<FlatImage> {
  // Imported when the first image is read, not at start (docs/performance.md, item 21).
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bytes);
  const scale = Math.min(2, TARGET_SIDE / Math.max(image.width, image.height));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, width, height);
  const background = blurred(canvas, 24, createCanvas);
  const data = context.getImageData(0, 0, width, height);
  const pixels = new Uint8ClampedArray(width * height);
  for (let index = 0; index < pixels.length; index++) {
    const at = index * 4;
    const grey = 0.299 * data.data[at] + 0.587 * data.data[at + 1] + 0.114 * data.data[at + 2];
    // Paper becomes white wherever it is; ink keeps its darkness relative to the paper around it.
    pixels[index] = (grey / Math.max(background[index], 1)) * 270 - 10;
  }
  const greyImage = { width, height, pixels };
  const blobs = inkBlobs(greyImage);
  despeckle(greyImage, blobs.labels, blobs);
  for (let index = 0; index < pixels.length; index++) {
    const at = index * 4;
    data.data[at] = data.data[at + 1] = data.data[at + 2] = pixels[index]!;
  }
  context.putImageData(data, 0, 0);
  return { grey: greyImage, blobs, png: await canvas.encode('png') };
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

/** The grey of each pixel's neighbourhood: the canvas shrunk by `factor` and enlarged again with smoothing. */
function blurred(
  canvas: Canvas,
  factor: number,
  createCanvas: (width: number, height: number) => Canvas,
): Float32Array {
  const small = createCanvas(
    Math.max(1, Math.round(canvas.width / factor)),
    Math.max(1, Math.round(canvas.height / factor)),
  );
  small.getContext('2d').drawImage(canvas, 0, 0, small.width, small.height);
  const large = createCanvas(canvas.width, canvas.height);
  const context = large.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.drawImage(small, 0, 0, canvas.width, canvas.height);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const grey = new Float32Array(canvas.width * canvas.height);
  for (let index = 0; index < grey.length; index++) {
    const at = index * 4;
    grey[index] = 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
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
 * The layout of a flattened image page: OCR's words as text runs, and strokes, boxes and markers found in the
 * pixels, all turned back by the page's tilt so lines of text stay lines.
 */
export async function readImage(image: FlatImage, pool: OcrPool, signal?: AbortSignal): Promise<PageLayout> {
  const { grey, blobs, png } = image;
  signal?.throwIfAborted();
  const words = await pool.recognize(png, signal);
  const angle = skewOf(blobs);
  const straighten = straightener(angle, grey.width / 2, grey.height / 2);

  const texts: TextRun[] = [];
  const glyphs: Rect[] = [];
  for (const word of words) {
    const text = word.text.trim();
    const rect = straighten(rectOf(word));
    if (MARKER_GLYPH.test(text)) glyphs.push(rect);
    else if (/[A-Za-z0-9#]/.test(text) && word.confidence >= 30) texts.push({ ...rect, text });
  }
  // A glyph read in front of a word is its checkbox: mark the run right after it.
  for (const glyph of glyphs) {
    const after = texts
      .filter((run) => Math.abs(run.y + run.h / 2 - (glyph.y + glyph.h / 2)) < run.h && run.x >= glyph.x + glyph.w - 2)
      .sort((a, b) => a.x - b.x)[0];
    if (after && after.x - (glyph.x + glyph.w) < 3 * after.h) after.marked = true;
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
  for (const blob of blobs) {
    if (blob.pixels === 0) continue;
    if (isStroke(blob)) {
      const [x, y] = straighten.point(blob.x, blob.leftY);
      lines.push({ x, y, w: blob.w, h: 1 });
    } else if (isOutline(blob) || isSmallShape(blob)) {
      const rect = straighten(blob);
      if (isOutline(blob) || !insideWord(rect)) boxes.push(rect);
    }
  }
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
