import type { AiDataModelType } from '../../forms/engine/field-types.js';
import {
  cleanLabel,
  isAllCaps,
  isBigBox,
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

  fieldsFromWidgets(page.widgets, lines.flat(), em, add);

  const markerBefore = (segment: Segment) =>
    segment.marked ||
    markers.some(
      (marker) =>
        overlapsVertically(marker, segment) &&
        right(marker) <= segment.x + 0.3 * em &&
        right(marker) > segment.x - 2 * em,
    ) ||
    page.widgets.some(
      (widget) =>
        (widget.kind === 'checkbox' || widget.kind === 'radio') &&
        overlapsVertically(widget, segment) &&
        right(widget) <= segment.x + 0.3 * em &&
        right(widget) > segment.x - 2 * em,
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
      if (isSentence(text)) continue;
      if (markerBefore(segment)) {
        add(text, 'Checkbox', segment);
        continue;
      }
      const labelType = typeFromLabel(text);
      const box = boxBelow(segment);
      if (box) {
        add(text, labelType === 'Photo' || labelType === 'Signature' ? labelType : 'TextArea', segment);
        continue;
      }
      const hasColon = /:\s*$/.test(text);
      const writable = lineAfter(segment) || hasColon;
      const looksLikeTitle = segment.bold || segment.h >= 1.15 * em || isAllCaps(text);
      if (!writable && free.length === 1 && (looksLikeTitle || labelType === null)) {
        add(text, 'Heading', segment);
        continue;
      }
      add(text, labelType ?? 'TextField', segment);
    }
  });
  return found.sort((a, b) => a.y - b.y || a.x - b.x);
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

/** Fields of a fillable PDF: each widget named by the printed label beside it (left, above, or right for a checkbox). */
function fieldsFromWidgets(
  widgets: Widget[],
  segments: Segment[],
  em: number,
  add: (name: string, type: AiDataModelType, at: Rect) => void,
): void {
  const take = (segment: Segment | undefined) => {
    if (segment) segment.used = true;
    return segment?.text;
  };
  const nearest = (candidates: Segment[], distance: (segment: Segment) => number) =>
    candidates.filter((segment) => !segment.used).sort((a, b) => distance(a) - distance(b))[0];
  const leftOf = (widget: Rect) =>
    nearest(
      segments.filter(
        (segment) => overlapsVertically(segment, widget, 0.3 * em) && right(segment) <= widget.x + 0.5 * em,
      ),
      (segment) => widget.x - right(segment),
    );
  const rightOf = (widget: Rect) =>
    nearest(
      segments.filter(
        (segment) => overlapsVertically(segment, widget, 0.3 * em) && segment.x >= right(widget) - 0.5 * em,
      ),
      (segment) => segment.x - right(widget),
    );
  const above = (widget: Rect) =>
    nearest(
      segments.filter(
        (segment) =>
          bottom(segment) <= widget.y + 0.3 * em &&
          widget.y - bottom(segment) < 2 * em &&
          segment.x < right(widget) &&
          right(segment) > widget.x - em,
      ),
      (segment) => widget.y - bottom(segment),
    );

  const radioGroups = new Map<string, Widget[]>();
  for (const widget of widgets) {
    if (widget.kind === 'radio') {
      radioGroups.set(widget.group, [...(radioGroups.get(widget.group) ?? []), widget]);
      continue;
    }
    if (widget.kind === 'checkbox') {
      add(take(rightOf(widget)) ?? take(leftOf(widget)) ?? widget.title ?? widget.group, 'Checkbox', widget);
      continue;
    }
    const multiline = widget.kind === 'multiline' || widget.h >= 2.5 * em;
    const label = take(multiline ? (above(widget) ?? leftOf(widget)) : (leftOf(widget) ?? above(widget)));
    const name = label ?? widget.title ?? widget.group;
    const labelType = typeFromLabel(name);
    const type: AiDataModelType =
      widget.kind === 'signature'
        ? 'Signature'
        : widget.kind === 'choice'
          ? 'Picker'
          : multiline
            ? labelType === 'Photo' || labelType === 'Signature'
              ? labelType
              : 'TextArea'
            : (labelType ?? 'TextField');
    add(name, type, widget);
  }
  for (const [group, buttons] of radioGroups) {
    const sorted = [...buttons].sort((a, b) => a.x - b.x || a.y - b.y);
    for (const button of sorted) take(rightOf(button));
    const label = take(leftOf(sorted[0])) ?? take(above(sorted[0]));
    add(label ?? sorted[0].title ?? group, 'Radio', sorted[0]);
  }
}
