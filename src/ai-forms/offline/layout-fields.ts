import type { AiDataModelType } from '../../forms/engine/field-types.js';
import {
  cleanLabel,
  isAllCaps,
  isBigBox,
  isCaption,
  isFragment,
  isFurniture,
  isMarker,
  isOptionWord,
  isSentence,
  isTableHeader,
  isUnderline,
  typeFromLabel,
  type Rect,
} from './field-classifier.js';
import type { PageLayout, TextRun, Widget } from './page-layout.js';

/** A field found on a page, with where it is (for reading order). */
export interface FoundField {
  name: string;
  type: AiDataModelType;
  y: number;
  x: number;
}

/** Words that belong together on one line: a label, an option, a sentence. */
interface Segment extends Rect {
  text: string;
  bold: boolean;
  marked: boolean;
  used: boolean;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const right = (rect: Rect) => rect.x + rect.w;
const bottom = (rect: Rect) => rect.y + rect.h;
const centreY = (rect: Rect) => rect.y + rect.h / 2;
const overlapsVertically = (a: Rect, b: Rect, slack = 0) => a.y - slack < bottom(b) && b.y - slack < bottom(a);
const overlapsHorizontally = (a: Rect, b: Rect) => a.x < right(b) && b.x < right(a);

/** Groups text runs into lines (top to bottom), and each line into segments split at wide gaps or after a colon. */
function segmentLines(texts: TextRun[], em: number): Segment[][] {
  const lines: TextRun[][] = [];
  for (const run of [...texts].sort((a, b) => centreY(a) - centreY(b))) {
    const line = lines.at(-1);
    const lineCentre = line && median(line.map(centreY));
    if (line && lineCentre !== undefined && Math.abs(centreY(run) - lineCentre) < 0.45 * Math.max(em, run.h)) {
      line.push(run);
    } else lines.push([run]);
  }
  return lines.map((line) => {
    const segments: Segment[] = [];
    let previous: TextRun | undefined;
    for (const run of line.sort((a, b) => a.x - b.x)) {
      const current = segments.at(-1);
      const gap = previous ? run.x - right(previous) : Infinity;
      if (current && previous && gap < 1.2 * em && !previous.text.trimEnd().endsWith(':') && !run.marked) {
        current.text = `${current.text} ${run.text}`;
        current.w = right(run) - current.x;
        current.y = Math.min(current.y, run.y);
        current.h = Math.max(bottom(current), bottom(run)) - current.y;
        current.bold &&= Boolean(run.bold);
      } else {
        segments.push({ ...run, bold: Boolean(run.bold), marked: Boolean(run.marked), used: false });
      }
      previous = run;
    }
    return segments;
  });
}

/** The fields of a page, in reading order. `first` marks the first page, whose big top line is the form's title. */
export function fieldsFromLayout(page: PageLayout, first: boolean): FoundField[] {
  const texts = page.texts.filter((run) => cleanLabel(run.text) !== '' || run.marked);
  if (texts.length === 0) return [];
  const em = median(texts.map((run) => run.h));
  const lines = segmentLines(texts, em);
  const markers = page.boxes.filter((box) => isMarker(box, em));
  const bigBoxes = page.boxes.filter((box) => isBigBox(box, em));
  const underlines = page.lines.filter((line) => isUnderline(line, em));
  const found: FoundField[] = [];
  const add = (name: string, type: AiDataModelType, at: Rect) => {
    const clean = cleanLabel(name);
    if (clean) found.push({ name: clean, type, y: at.y, x: at.x });
  };

  // A fillable page's fields are its widgets; the rest of its text is their labels, headings and instructions.
  if (page.widgets.length > 0) {
    fieldsFromWidgets(page.widgets, texts, em, add);
    return found.sort((a, b) => a.y - b.y || a.x - b.x);
  }

  const markerBefore = (segment: Segment) =>
    segment.marked ||
    markers.some(
      (marker) =>
        overlapsVertically(marker, segment) &&
        right(marker) <= segment.x + 0.3 * em &&
        right(marker) > segment.x - 2 * em,
    );
  const boxBelow = (segment: Segment) =>
    bigBoxes.find((box) => box.y >= segment.y && box.y <= bottom(segment) + 1.5 * em && box.x <= segment.x + 2 * em);
  const lineAfter = (segment: Segment) =>
    underlines.some(
      (line) =>
        line.x >= right(segment) - 0.5 * em &&
        line.x <= right(segment) + 4 * em &&
        Math.abs(line.y - bottom(segment)) < 1.2 * em,
    );

  // Boxes to write in (answer boxes, table cells), with the segments whose middle lies in each.
  const cells = page.boxes.filter((box) => !isMarker(box, em) && box.w >= 2 * em && box.h >= 0.8 * em);
  const segments = lines.flat();
  const inside = (cell: Rect, segment: Segment) =>
    segment.x + segment.w / 2 > cell.x &&
    segment.x + segment.w / 2 < right(cell) &&
    centreY(segment) > cell.y &&
    centreY(segment) < bottom(cell);
  const cellOf = (segment: Segment) =>
    cells.filter((cell) => inside(cell, segment)).sort((a, b) => a.w * a.h - b.w * b.h)[0];
  const hasLetters = (segment: Segment) => /\p{L}{3}/u.test(segment.text);
  // A box right of a label on its row, with nothing but a line number or dot leaders between: its answer box.
  const boxAfter = (segment: Segment) =>
    cells.some(
      (cell) =>
        overlapsVertically(cell, segment) &&
        cell.x >= right(segment) - 0.5 * em &&
        cell.x - right(segment) < 25 * em &&
        !segments.some((other) => inside(cell, other) && hasLetters(other)) &&
        !segments.some(
          (other) =>
            other !== segment &&
            hasLetters(other) &&
            overlapsVertically(other, segment) &&
            other.x > right(segment) - 0.5 * em &&
            right(other) <= cell.x + 0.5 * em,
        ),
    );

  // A label printed inside its box, at the top (a W-2's "1 Wages, tips, other compensation"), may run over two or
  // three lines there: one field named by them all, typed by its words, else by the box (a tall wide one is for
  // sentences).
  for (const cell of cells) {
    const label = segments
      .filter((segment) => !segment.used && inside(cell, segment) && segment.y < cell.y + 3.5 * em)
      .sort((a, b) => a.y - b.y || a.x - b.x);
    const [head] = label;
    if (!head || head.y - cell.y > 1.5 * em || head.x - cell.x > 4 * em || cellOf(head) !== cell) continue;
    if (label.some((segment) => markerBefore(segment) || isOptionWord(segment.text))) continue;
    const text = printedName(label.map((segment) => segment.text.trim()).join(' '));
    if ((isSentence(text) && words(text) > 14) || isFurniture(text) || isFragment(text)) continue;
    for (const segment of label) segment.used = true;
    const labelType = typeFromLabel(text);
    const tall = cell.h >= 3 * em && cell.w >= 10 * em;
    add(text, labelType ?? (tall ? 'TextArea' : 'TextField'), head);
  }

  let tableBottom = -Infinity;
  lines.forEach((line, index) => {
    const free = line.filter((segment) => !segment.used);
    if (free.length === 0) return;
    const top = Math.min(...free.map((segment) => segment.y));
    if (top < tableBottom) return;
    if (first && index === 0 && free.length === 1 && free[0].h >= 1.3 * em) return;

    if (isTableHeader(free.map((segment) => segment.text))) {
      // The table's title is the line just above it (read as a Heading, or as a TextArea when the grid looked
      // like a box under it).
      const title = found.at(-1);
      const titled = (title?.type === 'Heading' || title?.type === 'TextArea') && top - title.y < 4 * em;
      if (titled) found.pop();
      add(titled ? title.name : 'Line Items', 'QuoteDetails', free[0]);
      tableBottom = gridBottom(page.lines, free, em);
      return;
    }

    const [head, ...rest] = free;
    const options = rest.filter((segment) => isOptionWord(segment.text) || markerBefore(segment));
    if (head && !markerBefore(head) && rest.length >= 2 && options.length === rest.length) {
      add(head.text, 'Radio', head);
      return;
    }

    for (const segment of free) {
      const text = segment.text.trim();
      const boxed = boxAfter(segment);
      const sentence = isSentence(text) && !(boxed && words(text) <= 25 && !/[a-z]{2}\.$/i.test(text));
      if (sentence || isFurniture(text) || isCaption(text) || (isFragment(text) && !/:\s*$/.test(text))) continue;
      if (markerBefore(segment)) {
        add(text, 'Checkbox', segment);
        continue;
      }
      if (boxed) {
        add(printedName(text), typeFromLabel(text) ?? 'TextField', segment);
        continue;
      }
      const labelType = typeFromLabel(text);
      const box = boxBelow(segment);
      if (box) {
        // Sentences go in the box, unless the label asks for a number, a date, a time ("19 Local income tax") or an
        // identifier or a part of an address ("ZIP code", "City", "State": under an entry line, the box below is the
        // next row's).
        const boxType =
          labelType === 'NumberField' || labelType === 'Date' || labelType === 'TimeField' || labelType === 'TextField';
        add(text, labelType === 'Photo' || labelType === 'Signature' || boxType ? labelType : 'TextArea', segment);
        continue;
      }
      const hasColon = /:\s*$/.test(text);
      const writable = lineAfter(segment) || hasColon || boxed;
      const looksLikeTitle = segment.bold || segment.h >= 1.15 * em || isAllCaps(text);
      // A line set large is a title even beside other text ("Form 940 for 2022: Employer's Annual … Return").
      const large = segment.h >= 1.8 * em && words(text) >= 2;
      if (!writable && ((free.length === 1 && (looksLikeTitle || labelType === null)) || large)) {
        add(text, 'Heading', segment);
        continue;
      }
      add(text, labelType ?? 'TextField', segment);
    }
  });
  return withoutCopies(found.sort((a, b) => a.y - b.y || a.x - b.x));
}

/**
 * A page printing the same boxes twice (Copy B and Copy C of a slip) lists each once: a name of two words or more
 * seen again is dropped. Short names (two signers' "Signature" and "Date") and signatures and dates stay.
 */
function withoutCopies(found: FoundField[]): FoundField[] {
  const seen = new Set<string>();
  return found.filter(({ name, type }) => {
    const key = name
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, ' ')
      .trim();
    if (words(key) < 2 || type === 'Signature' || type === 'Date' || type === 'Heading') return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The lowest rule of the grid under a table header (rules as wide as the header, at most 3 em apart), so its rows
 * are not read as fields.
 */
function gridBottom(lines: Rect[], header: Segment[], em: number): number {
  const span = { x: header[0].x, y: 0, w: right(header.at(-1)!) - header[0].x, h: 0 };
  let lowest = Math.max(...header.map(bottom));
  for (const line of [...lines].sort((a, b) => a.y - b.y)) {
    if (line.y > lowest && line.y - lowest < 3 * em && overlapsHorizontally(line, span) && line.w >= 0.8 * span.w) {
      lowest = line.y;
    }
  }
  return lowest;
}

/** Imperative words that open a tooltip ("Enter your first name"): the name is what follows. */
const TOOLTIP_VERB =
  /^(?:please\s+)?(?:enter|type|provide|insert|fill in|write|print|select|check|choose)\s+(?:(?:your|the|an?)\s+)?/i;

/**
 * A tooltip as a field name: its last sentence ("Section 1. … Enter Last Name (Family Name)" → "Last Name (Family
 * Name)"), without the imperative in front of it.
 */
export function tooltipName(title: string): string {
  const sentences = title.split(/(?<=[\p{L}\d)][.;:]\)?,?)\s+/u).filter((sentence) => /\p{L}{2}/u.test(sentence));
  return (sentences.at(-1) ?? title).replace(TOOLTIP_VERB, '').trim();
}

/**
 * The names of a page's tooltips, without the words most of them start with ("Summary of Injury/Illness Street",
 * "… City" → "Street", "City"): a form's title or section that its author put in front of every field.
 */
export function tooltipNames(titles: string[]): Map<string, string> {
  const names = titles.map(tooltipName);
  const wordsOf = names.map((name) => name.split(/\s+/));
  let shared = 0;
  for (let length = 1; ; length++) {
    const starts = new Map<string, number>();
    for (const words of wordsOf) {
      if (words.length <= length) continue;
      const start = words.slice(0, length).join(' ').toLowerCase();
      starts.set(start, (starts.get(start) ?? 0) + 1);
    }
    const distinct = new Set(
      wordsOf.filter((words) => words.length > length).map((words) => words.slice(length).join(' ')),
    );
    if (Math.max(0, ...starts.values()) < Math.max(3, 0.4 * titles.length) || distinct.size < 2) break;
    shared = length;
  }
  const common = (words: string[]) => {
    if (shared === 0 || words.length <= shared) return words;
    const start = words.slice(0, shared).join(' ').toLowerCase();
    const count = wordsOf.filter((other) => other.slice(0, shared).join(' ').toLowerCase() === start).length;
    return count >= Math.max(3, 0.4 * titles.length) ? words.slice(shared) : words;
  };
  return new Map(titles.map((title, index) => [title, common(wordsOf[index]).join(' ')]));
}

/**
 * A printed label as a field name: the label alone, no dot leaders, no "$", no box or line number in front or behind
 * ("2 Wages, tips, and other compensation . . . . 2" → "Wages, tips, and other compensation").
 */
export function printedName(text: string): string {
  // A row's text can run on from a column of prose on its left: the label is what follows its last enumerator
  // ("… has occurred. Together 1) Full name" → "Full name").
  const pieces = text.split(/\s(?=\(?\d{1,2}[a-z]?\)\s)/);
  return (pieces.filter((piece) => /\p{L}{2}/u.test(piece)).at(-1) ?? text)
    .replace(/(?:\s*\.){2,}/g, ' ')
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\(?(?:\d{1,2}[a-z]?|[a-z])[.)]?\s+(?=\S)/, '')
    .replace(/\s+\d{1,2}[a-z]?$/, '')
    .trim();
}

/**
 * Fields of a fillable PDF, one per AcroForm field: each named by its tooltip, else by the printed label on its row
 * to its left (up to the widget before it), else just above it (or right of a checkbox); typed by its format script,
 * its label's words, a "$" before it, its comb boxes and its height. A field cut into comb segments (an EIN, an SSN),
 * checkboxes of one "check one" question, a radio group, and the rows of a table or a second printed copy of the same
 * boxes (the same name again) are one item each.
 */
function fieldsFromWidgets(
  widgets: Widget[],
  texts: TextRun[],
  em: number,
  add: (name: string, type: AiDataModelType, at: Rect) => void,
): void {
  const onRow = (run: Rect, widget: Rect) =>
    Math.abs(centreY(run) - centreY(widget)) < Math.max(0.6 * em, widget.h / 2) && run.h < 2 * em + widget.h;
  const rowText = (widget: Widget) => {
    const before = widgets.filter((other) => other !== widget && onRow(other, widget) && right(other) <= widget.x);
    const from = Math.max(0, ...before.map(right));
    return texts
      .filter((run) => onRow(run, widget) && right(run) <= widget.x + 0.5 * em && run.x >= from - 0.5 * em)
      .sort((a, b) => a.x - b.x)
      .map((run) => run.text)
      .join(' ');
  };
  // The line of text just above a widget, over its width ("1 Wages, tips, other compensation" over a W-2 box).
  const above = (widget: Widget) => {
    const candidates = texts.filter(
      (run) =>
        bottom(run) <= widget.y + 0.5 * em &&
        widget.y - bottom(run) < 2.5 * em &&
        run.x < right(widget) &&
        right(run) > widget.x - em,
    );
    const nearest = Math.max(...candidates.map(bottom));
    return candidates
      .filter((run) => Math.abs(bottom(run) - nearest) < 0.5 * em)
      .sort((a, b) => a.x - b.x)
      .map((run) => run.text)
      .join(' ');
  };
  const rightOf = (widget: Widget) =>
    texts
      .filter((run) => onRow(run, widget) && run.x >= right(widget) - 0.5 * em && run.x < right(widget) + 3 * em)
      .sort((a, b) => a.x - b.x)[0]?.text ?? '';
  const hasLetters = (text: string) => /\p{L}{2}/u.test(text);
  const printedLabel = (widget: Widget) => {
    const candidates =
      widget.kind === 'checkbox'
        ? [rightOf(widget), rowText(widget), above(widget)]
        : isTallWidget(widget, em)
          ? [above(widget), rowText(widget)]
          : [rowText(widget), above(widget)];
    return candidates.map(printedName).find(hasLetters);
  };

  // Comb segments of one value (an EIN in two parts, an SSN in three) follow each other closely on one row.
  const pieces: Widget[][] = [];
  for (const widget of [...widgets].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const last = pieces.at(-1)?.at(-1);
    const segment =
      last?.comb && widget.comb && onRow(widget, last) && widget.x - right(last) < 2 * em && widget.x > last.x;
    if (segment) pieces.at(-1)!.push(widget);
    else pieces.push([widget]);
  }
  // Buttons of one group: a radio group, or checkboxes named alike but for their index ("c1_1[0]", "c1_1[1]").
  const groupOf = (widget: Widget) =>
    widget.kind === 'radio' ? widget.group : widget.kind === 'checkbox' ? widget.group.replace(/\[\d+\]$/, '') : null;
  const groups = new Map<string, Widget[]>();
  for (const [widget] of pieces) {
    const group = groupOf(widget);
    if (group !== null) groups.set(group, [...(groups.get(group) ?? []), widget]);
  }

  const tooltips = tooltipNames(widgets.flatMap((widget) => (widget.title ? [widget.title] : [])));
  const named = pieces.flatMap(([widget, ...rest]) => {
    const group = groupOf(widget);
    const buttons = group === null ? [widget] : groups.get(group)!;
    if (buttons[0] !== widget) return [];
    const choice = buttons.length > 1 || widget.kind === 'radio';
    const printed = choice
      ? (above(widget) && printedName(above(widget))) || printedLabel(widget)
      : printedLabel(widget);
    // A table's later rows: no label of their own, under a widget of the same kind and column.
    const column = (other: Widget) =>
      other.kind === widget.kind && Math.abs(other.x - widget.x) < 0.5 * em && Math.abs(other.w - widget.w) < 0.5 * em;
    if (!printed && !widget.title && widgets.some((other) => other.y < widget.y && column(other))) return [];
    const title = widget.title && tooltips.get(widget.title);
    const name = printed ?? (title && hasLetters(title) ? title : undefined) ?? printedName(widget.group);
    return [{ widget, name, printed, choice, comb: Boolean(widget.comb) || rest.length > 0 }];
  });

  // A table's rows (and a form's numbered repeats) carry the column's name and their row number: one item.
  const base = (name: string) => name.replace(/\s+\d{1,2}$/, '');
  const bases = new Map<string, number>();
  for (const { name } of named) bases.set(base(name), (bases.get(base(name)) ?? 0) + 1);
  const seen = new Set<string>();
  for (const { widget, name: full, printed, choice, comb } of named) {
    const name = (bases.get(base(full)) ?? 0) > 1 ? base(full) : full;
    // The same label with the same tooltip (or none) is one box printed twice: a second copy of a slip, a row.
    const key = [name, base(widget.title ?? '')]
      .join('|')
      .toLowerCase()
      .replace(/[^\p{L}\d|]+/gu, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const dollars = /\$/.test(rowText(widget));
    add(name, widgetType(widget, [printed, name], { choice, comb, dollars }, em), widget);
  }
}

/** A box for sentences: a multiline field, or one a few lines tall and wide. */
const isTallWidget = (widget: Widget, em: number) =>
  widget.kind === 'multiline' || (widget.h >= 4 * em && widget.w >= 15 * em);

/** The type of a fillable field: its kind, then the cues a person reads (see fieldsFromWidgets). */
function widgetType(
  widget: Widget,
  labels: (string | undefined)[],
  cues: { choice: boolean; comb: boolean; dollars: boolean },
  em: number,
): AiDataModelType {
  if (widget.kind === 'signature') return 'Signature';
  if (widget.kind === 'choice') return 'Picker';
  if (widget.kind === 'radio' || widget.kind === 'checkbox') return cues.choice ? 'Radio' : 'Checkbox';
  const labelType = labels.map((label) => (label ? typeFromLabel(label) : null)).find((type) => type !== null) ?? null;
  if (labelType === 'Signature' || labelType === 'Date' || labelType === 'TimeField') return labelType;
  if (widget.format === 'number') return 'NumberField';
  if (widget.format === 'date') return 'Date';
  if (widget.format === 'time') return 'TimeField';
  if (widget.format === 'identifier' || cues.comb) return 'TextField';
  if (cues.dollars) return 'NumberField';
  if (isTallWidget(widget, em)) return labelType === 'Photo' ? 'Photo' : 'TextArea';
  return labelType ?? 'TextField';
}
