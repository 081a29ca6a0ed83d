import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Rect } from './field-classifier.js';
import { UnreadableFormError, type PageLayout, type TextRun, type Widget, type WidgetKind } from './page-layout.js';

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

const boundsOf = (points: [number, number][]): Rect => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
};

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * Built-ins that pdfjs's legacy build and its worker replace: they carry core-js, which installs JavaScript
 * polyfills of JSON.parse, JSON.stringify, Array.prototype.push and Function.prototype.toString for the whole
 * process (for proposals Node does not have yet, such as JSON.rawJSON, which neither pdfjs nor we use). With them
 * every JSON answer, every JSON body and jsonb column, and every push of every request ran through JavaScript
 * wrappers instead of V8's built-ins: several times slower. Taken when this module loads, before any pdfjs.
 */
const BUILT_INS = (
  [
    [JSON, 'parse'],
    [JSON, 'stringify'],
    [Array.prototype, 'push'],
    [Function.prototype, 'toString'],
  ] as const
).map(([owner, key]) => ({ owner, key, descriptor: Object.getOwnPropertyDescriptor(owner, key)! }));

/** pdfjs's worker module (it sets `globalThis.pdfjsWorker`; it has no types of its own). */
const PDFJS_WORKER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let pdfjs: Promise<Pdfjs> | undefined;

/**
 * pdfjs, imported when the first PDF is read (not at start: it is a large module, and see BUILT_INS), with its worker
 * (pdfjs's in-process "fake" worker takes the one on `globalThis.pdfjsWorker` instead of importing it for the first
 * document), after which the built-ins are put back. What core-js adds (Promise.withResolvers, …) stays: pdfjs uses it.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (async () => {
    try {
      const loaded = await import('pdfjs-dist/legacy/build/pdf.mjs');
      await import(PDFJS_WORKER);
      return loaded;
    } finally {
      for (const { owner, key, descriptor } of BUILT_INS) Object.defineProperty(owner, key, descriptor);
    }
  })().catch((error: unknown) => {
    pdfjs = undefined;
    throw error;
  });
  return pdfjs;
}

/** pdfjs's exceptions for a document it cannot open: its structure is broken (cut short), or it needs a password. */
const UNOPENABLE = new Set(['InvalidPDFException', 'FormatError', 'UnknownErrorException', 'PasswordException']);

/**
 * Opens a PDF for reading only: no fonts installed, no eval, quiet. A PDF that asks for a password or whose structure
 * pdfjs cannot make out is an UnreadableFormError.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfjs();
  try {
    return await getDocument({
      data: new Uint8Array(bytes),
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
    }).promise;
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    if (typeof name !== 'string' || !UNOPENABLE.has(name)) throw error;
    throw new UnreadableFormError(name === 'PasswordException' ? 'password' : 'damaged', { cause: error });
  }
}

/** What one page of a PDF shows: its text runs, drawn lines and boxes, and form widgets (top-left origin, points). */
export async function readPdfPage(page: PDFPageProxy): Promise<PageLayout> {
  const { OPS } = await loadPdfjs();
  const viewport = page.getViewport({ scale: 1 });
  const toPage = viewport.transform as Matrix;
  const [content, operators, annotations] = await Promise.all([
    page.getTextContent(),
    page.getOperatorList(),
    page.getAnnotations({ intent: 'display' }),
  ]);

  const texts: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [a, b, c, d, e, f] = item.transform as Matrix;
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    const [x, baseline] = apply(toPage, e, f);
    const font = page.commonObjs.has(item.fontName) ? (page.commonObjs.get(item.fontName) as { name?: string }) : null;
    texts.push({
      text: item.str,
      x,
      y: baseline - size,
      w: item.width,
      h: size,
      bold: /bold|black|heavy/i.test(font?.name ?? ''),
    });
  }

  const lines: Rect[] = [];
  const boxes: Rect[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const { fnArray, argsArray } = operators;
  for (let index = 0; index < fnArray.length; index++) {
    const op = fnArray[index];
    const args = argsArray[index] as unknown[];
    if (op === OPS.save) stack.push(ctm);
    else if (op === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (op === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (op === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (Array.isArray(args[0])) ctm = multiply(ctm, args[0] as Matrix);
    } else if (op === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (op === OPS.constructPath && args[0] !== OPS.endPath) {
      const path = (args[1] as ArrayLike<number>[] | undefined)?.[0];
      if (path) for (const shape of subpaths(path, multiply(toPage, ctm))) (shape.h <= 2.5 ? lines : boxes).push(shape);
    }
  }
  const buttons = pushButtonsOf(annotations as WidgetAnnotation[], toPage);
  // Vertical strokes (grid columns) tell nothing the header does not.
  return {
    texts: withoutButtonCaptions(texts, buttons),
    lines: lines.filter((line) => line.w > 2.5),
    boxes: boxes.filter((box) => box.w > 2.5),
    widgets: widgetsOf(annotations as WidgetAnnotation[], toPage),
  };
}

/** The bounds of each subpath of a pdfjs path (DrawOPS: moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3, close 4). */
function subpaths(path: ArrayLike<number>, matrix: Matrix): Rect[] {
  const shapes: Rect[] = [];
  let points: [number, number][] = [];
  const flush = () => {
    if (points.length > 1) shapes.push(boundsOf(points));
    points = [];
  };
  const sizes = [2, 2, 6, 4, 0];
  for (let index = 0; index < path.length;) {
    const code = path[index];
    const size = sizes[code] ?? 0;
    if (code === 0) flush();
    for (let offset = 1; offset < size; offset += 2) {
      points.push(apply(matrix, path[index + offset], path[index + offset + 1]));
    }
    index += 1 + size;
  }
  flush();
  return shapes;
}

interface WidgetAnnotation {
  subtype?: string;
  fieldType?: string;
  fieldName?: string;
  alternativeText?: string;
  rect?: number[];
  checkBox?: boolean;
  radioButton?: boolean;
  pushButton?: boolean;
  multiLine?: boolean;
  hidden?: boolean;
  comb?: boolean;
  actions?: Record<string, string[]>;
}

/** Acrobat's format and keystroke scripts: AFSpecial_Format is a ZIP code, phone or social security number. */
const FORMAT_SCRIPTS: readonly [RegExp, NonNullable<Widget['format']>][] = [
  [/\bAFNumber_|\bAFPercent_/, 'number'],
  [/\bAFDate_/, 'date'],
  [/\bAFTime_/, 'time'],
  [/\bAFSpecial_/, 'identifier'],
];

const formatOf = (annotation: WidgetAnnotation): Widget['format'] => {
  const scripts = [...(annotation.actions?.Format ?? []), ...(annotation.actions?.Keystroke ?? [])].join('\n');
  return FORMAT_SCRIPTS.find(([script]) => script.test(scripts))?.[1];
};

function widgetsOf(annotations: WidgetAnnotation[], toPage: Matrix): Widget[] {
  const kindOf = (annotation: WidgetAnnotation): WidgetKind | null => {
    if (annotation.fieldType === 'Tx') return annotation.multiLine ? 'multiline' : 'text';
    if (annotation.fieldType === 'Btn')
      return annotation.radioButton ? 'radio' : annotation.checkBox ? 'checkbox' : null;
    return annotation.fieldType === 'Ch' ? 'choice' : annotation.fieldType === 'Sig' ? 'signature' : null;
  };
  return annotations.flatMap((annotation) => {
    const kind = annotation.subtype === 'Widget' && !annotation.hidden ? kindOf(annotation) : null;
    const rect = kind && pageRectOf(annotation, toPage);
    if (!kind || !rect) return [];
    return [
      {
        ...rect,
        kind,
        group: annotation.fieldName ?? '',
        title: annotation.alternativeText || undefined,
        format: formatOf(annotation),
        comb: annotation.comb,
      },
    ];
  });
}

/** A push button's caption printed on the page ("Reset", "Add a Form Page") is no label: the runs left. */
export function withoutButtonCaptions(texts: TextRun[], buttons: Rect[]): TextRun[] {
  const inside = (run: TextRun, button: Rect) =>
    run.x + run.w / 2 > button.x &&
    run.x + run.w / 2 < button.x + button.w &&
    run.y + run.h / 2 > button.y &&
    run.y + run.h / 2 < button.y + button.h;
  return texts.filter((run) => !buttons.some((button) => inside(run, button)));
}

function pushButtonsOf(annotations: WidgetAnnotation[], toPage: Matrix): Rect[] {
  return annotations.flatMap((annotation) => {
    const rect = annotation.subtype === 'Widget' && annotation.pushButton && pageRectOf(annotation, toPage);
    return rect ? [rect] : [];
  });
}

/** Where an annotation sits on the page, in the page layout's units; null when it has no rectangle. */
function pageRectOf(annotation: WidgetAnnotation, toPage: Matrix): Rect | null {
  const [x1, y1, x2, y2] = annotation.rect ?? [];
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return null;
  return boundsOf([apply(toPage, x1, y1), apply(toPage, x2, y2)]);
}

/**
 * A page has a text layer when its text carries a few words' letters: a scan carries none, or an OCR'd stray word,
 * and a page whose labels are drawn as outlines only a form number and a page number.
 */
export const hasTextLayer = (layout: PageLayout): boolean =>
  layout.texts.reduce((letters, run) => letters + (run.text.match(/\p{L}/gu)?.length ?? 0), 0) >= 30;

/** PNG renders of a PDF's first `maxPages` pages at `dpi`. */
export async function renderPdfPages(
  document: PDFDocumentProxy,
  options: { dpi: number; maxPages: number; signal?: AbortSignal },
): Promise<Buffer[]> {
  const pages: Buffer[] = [];
  for (let number = 1; number <= Math.min(document.numPages, options.maxPages); number++) {
    options.signal?.throwIfAborted();
    pages.push(await (await renderCanvas(await document.getPage(number), options.dpi)).encode('png'));
  }
  return pages;
}

/** The text layer of a PDF's first `maxPages` pages, line by line, at most `maxLength` characters. */
export async function pdfText(document: PDFDocumentProxy, maxPages: number, maxLength: number): Promise<string> {
  const pages: string[] = [];
  for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  return pages
    .join('\n')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

/** The longest side of a render, in pixels: enough for OCR of a letter page at 200 dpi, bounded for big pages. */
const MAX_RENDER_SIDE = 2400;

/** A page drawn at `dpi` (on white), for OCR to read without a PNG's encoding and decoding (about 250 ms a page). */
export async function renderCanvas(page: PDFPageProxy, dpi: number): Promise<Canvas> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, MAX_RENDER_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await import('@napi-rs/canvas'); // when first used, not at start
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  return canvas;
}
