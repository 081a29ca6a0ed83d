import type { Rect } from './field-classifier.js';

/**
 * What the analysis sees of one page, from a PDF (points) or an image (pixels), y growing downwards. The PDF
 * reader fills it from the text layer, the drawn paths and the AcroForm widgets; OCR from the words it reads and
 * the lines, boxes and markers it finds in the pixels.
 */
export interface PageLayout {
  texts: TextRun[];
  /** Horizontal strokes: underlines to write on, and the rules of grids. */
  lines: Rect[];
  /** Closed shapes: small ones are checkboxes and radio buttons, big ones boxes to write in. */
  boxes: Rect[];
  widgets: Widget[];
}

export interface TextRun extends Rect {
  text: string;
  /** Bold, as far as the source can tell (PDF font names). */
  bold?: boolean;
  /** OCR read a checkbox or radio button glyph in front of this text ("O Yes", "[] Brakes"). */
  marked?: boolean;
}

export type WidgetKind = 'text' | 'multiline' | 'checkbox' | 'radio' | 'choice' | 'signature';

/** An AcroForm field's widget. Radio buttons of one group share `group`. */
export interface Widget extends Rect {
  kind: WidgetKind;
  group: string;
  /** The field's tooltip (TU): the name its author gave it, preferred to the printed label beside it. */
  title?: string;
  /** What the field's format script (Acrobat's AFNumber_Format, AFDate_Format …) says it holds. */
  format?: 'number' | 'date' | 'time' | 'identifier';
  /** A comb field: one box per character (an identifier such as an EIN or SSN, often cut into segments). */
  comb?: boolean;
}

/**
 * The upload cannot be read at all: a PDF that asks for a password, or bytes that are no PDF or image a reader
 * can open (cut short, damaged). The file's fault, not the analysis's.
 */
export class UnreadableFormError extends Error {
  constructor(
    readonly reason: 'password' | 'damaged',
    options?: ErrorOptions,
  ) {
    super(reason === 'password' ? 'The PDF asks for a password' : 'The file cannot be opened', options);
  }
}
