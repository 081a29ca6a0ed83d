/*
 * The text of a PDF, for tests that assert on the words of a produced PDF. pdfjs-dist 5.6.205's legacy build (the
 * one that runs on Node 20); its worker runs in this thread, loaded up front so that it works under Jest's ESM mode.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The worker module has no type declarations: imported by a name TypeScript does not resolve. */
const WORKER_MODULE: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import(WORKER_MODULE);

export interface PdfText {
  /** Each page's text: its items in reading order, joined by spaces, runs of white space collapsed. */
  pages: string[];
  /** All pages' text, joined by newlines. */
  text: string;
  /** Each page's width and height in points (US Letter is 612 × 792, A4 595 × 842). */
  sizes: [number, number][];
}

/** Reads a PDF and answers its pages' text. */
export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdfjs takes ownership of the array it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    const sizes: [number, number][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const words = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(words.replace(/\s+/g, ' ').trim());
      const [, , width, height] = page.view;
      sizes.push([Math.round(width), Math.round(height)]);
    }
    return { pages, text: pages.join('\n'), sizes };
  } finally {
    await document.destroy();
  }
}
