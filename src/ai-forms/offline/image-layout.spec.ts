import { describe, expect, it } from '@jest/globals';
import { createCanvas } from '@napi-rs/canvas';
import { flattenedGrey, inkBlobs, languageOf, readImage, skewOf } from './image-layout.js';
import type { OcrPool } from './ocr-pool.js';

/** A white page with the given ink pixels. */
function page(width: number, height: number, ink: (x: number, y: number) => boolean) {
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink(x, y)) pixels[y * width + x] = 0;
  return { width, height, pixels };
}

/** A white canvas to draw a test page on, and its context. */
function whiteCanvas(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return { canvas, context };
}

describe('skewOf', () => {
  it('finds no tilt in a straight page of boxes with ticks and legs', () => {
    // Wide boxes (their left edge's top pixel is found first) and an underline with a tick down from its middle.
    const grey = page(600, 300, (x, y) => {
      const box = x >= 20 && x <= 520 && y >= 20 && y <= 80 && (x <= 21 || x >= 519 || y <= 21 || y >= 79);
      const underline = x >= 30 && x <= 400 && y >= 200 && (y <= 201 || (x >= 200 && x <= 202 && y <= 215));
      return box || underline;
    });
    expect(skewOf(inkBlobs(grey))).toBeCloseTo(0, 3);
  });

  it('finds the tilt of a turned line', () => {
    const slope = Math.tan((2 * Math.PI) / 180);
    const grey = page(600, 100, (x, y) => x >= 10 && x <= 590 && Math.abs(y - (20 + x * slope)) <= 1);
    expect(skewOf(inkBlobs(grey))).toBeCloseTo((2 * Math.PI) / 180, 2);
  });
});

describe('flattenedGrey', () => {
  /** A PNG of a page with three long rules and a box, drawn turned by `degrees`. */
  function turnedPage(degrees: number): Buffer {
    const { canvas, context } = whiteCanvas(1700, 2200);
    context.translate(850, 1100);
    context.rotate((degrees * Math.PI) / 180);
    context.translate(-850, -1100);
    context.fillStyle = '#000000';
    for (const y of [400, 900, 1400]) context.fillRect(200, y, 1300, 3);
    context.strokeRect(200, 1700, 1300, 200);
    return canvas.encodeSync('png');
  }

  it.each([2.5, -2.5])('turns a page tilted by %s° straight before OCR reads it', async (degrees) => {
    const image = await flattenedGrey(turnedPage(degrees));
    expect(Math.abs(skewOf(image.blobs))).toBeLessThan((0.2 * Math.PI) / 180);
    // The rules stay where the page's middle turned them, now level: one row of ink each.
    const rule = image.blobs.find((blob) => blob.w > 1000 && blob.h < 40);
    expect(rule?.h).toBeLessThan(10);
  });
});

describe('faint print', () => {
  it("is stretched to ink: a photo's grey letters are read as ink", async () => {
    const { canvas, context } = whiteCanvas(2200, 1000);
    context.fillStyle = '#a8a8a8';
    for (let x = 200; x < 1200; x += 40) context.fillRect(x, 400, 6, 24); // a row of faint strokes, letter-sized
    const image = await flattenedGrey(canvas.encodeSync('png'));
    // Unstretched, none of the 25 was ink.
    expect(image.blobs.filter((blob) => blob.h >= 20 && blob.h <= 30 && blob.pixels > 0).length).toBeGreaterThan(12);
  });
});

describe('underlines from the rules', () => {
  it("finds a photo's faint, broken underline, and leaves a box's edges to the box", async () => {
    const { canvas, context } = whiteCanvas(2200, 1000); // as wide as OCR's image: not scaled
    // Light grey dashes with 3-pixel breaks: no blob of ink, but one rule.
    context.fillStyle = '#a0a0a0';
    for (let x = 200; x < 1000; x += 12) context.fillRect(x, 300, 9, 2);
    context.strokeStyle = '#000000';
    context.lineWidth = 2;
    context.strokeRect(200, 600, 1000, 200);
    const image = await flattenedGrey(canvas.encodeSync('png'));
    expect(image.blobs.some((blob) => blob.w > 400 && blob.h < 10)).toBe(false);
    expect(image.underlines.map(({ y, w }) => ({ y: Math.round(y / 10), long: w > 700 }))).toEqual([
      { y: 30, long: true },
    ]);
  });
});

describe('readImage', () => {
  it('reads as many bands at once as the pool has workers, and gives them top to bottom', async () => {
    const { canvas, context } = whiteCanvas(1700, 2200);
    context.fillStyle = '#000000';
    for (let y = 100; y < 2100; y += 100) context.fillRect(200, y, 6, 24); // letter-sized marks down the page
    const image = await flattenedGrey(canvas.encodeSync('png'));
    let [reading, most] = [0, 0];
    // OCR that reads nothing, more slowly for the first band: the second is read meanwhile, yet given after it.
    let calls = 0;
    const pool = {
      size: 2,
      async recognize() {
        const first = calls++ === 0;
        most = Math.max(most, ++reading);
        await new Promise((resolve) => setTimeout(resolve, first ? 60 : 20));
        reading--;
        return [];
      },
    } as unknown as OcrPool;
    const reads: number[] = [];
    for await (const { upTo } of readImage(image, pool)) reads.push(upTo);
    expect(most).toBe(2);
    expect(reads).toHaveLength(4);
    expect(reads.at(-1)).toBe(Infinity);
    expect(reads).toEqual([...reads].sort((a, b) => a - b));
  });
});

describe('boxes OCR read as a letter', () => {
  it('marks the option after a box read as "1", and keeps a line number "1"', async () => {
    const { canvas } = whiteCanvas(1700, 2200);
    const image = await flattenedGrey(canvas.encodeSync('png'));
    const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
      text,
      confidence: 90,
      x0,
      y0,
      x1,
      y1,
    });
    // The first band's read (the page is blank, so every band is the whole page's top): a box, then a line number.
    let calls = 0;
    const pool = {
      size: 1,
      recognize() {
        if (calls++ > 0) return Promise.resolve([]);
        return Promise.resolve([
          word('1', 100, 100, 130, 130),
          word('Amended', 150, 108, 250, 126),
          word('1', 100, 200, 110, 218),
          word('Wages', 150, 200, 230, 218),
        ]);
      },
    } as unknown as OcrPool;
    const reads = [];
    for await (const read of readImage(image, pool)) reads.push(read.layout);
    expect(reads.at(-1)?.texts.map(({ text, marked }) => `${text}${marked ? ' (ticked)' : ''}`)).toEqual([
      'Amended (ticked)',
      '1',
      'Wages',
    ]);
  });
});

describe('languageOf', () => {
  const of = (text: string) => languageOf(text.split(' '));
  it.each([
    ['Employee’s first name and middle initial. Enter your social security number if you have one', 'eng'],
    ['Veuillez remplir la fiche et la remettre au service du personnel. Prenom Nom Adresse', 'fra'],
    ['Bitte füllen Sie die Felder aus und geben Sie den Bogen bei der Personalabteilung ab', 'deu'],
    // A few French words on an English page (a name, "Date de") do not make it French.
    ['Name of the employer and address of the site. Date de la visite', 'eng'],
    ['Nom', 'eng'],
  ])('%s → %s', (text, language) => {
    expect(of(text)).toBe(language);
  });
});
