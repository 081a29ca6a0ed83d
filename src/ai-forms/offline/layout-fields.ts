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
  questionType,
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
      if (
        current &&
        previous &&
        // A word in small letters after a wider gap goes on the label: OCR lost a word between ("Current [quarter's]
        // adjustment for sick pay").
        (gap < 1.2 * em || (gap < 4 * em && /^\p{Ll}{2,}/u.test(run.text) && /\p{L}$/u.test(previous.text))) &&
        !previous.text.trimEnd().endsWith(':') &&
        !run.marked &&
        !nextItem(current.text, run.text)
      ) {
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

/**
 * A numbered item's enumerator after another's on one line ("3. Gender … 4. Place of Birth"): where the next label
 * starts.
 */
function nextItem(segment: string, word: string): boolean {
  const current = /^\(?(\d{1,2})[.)]/.exec(segment);
  const next = /^\(?(\d{1,2})[.)]\)?$/.exec(word.trim());
  return Boolean(current && next && Number(next[1]) > Number(current[1]));
}

/**
 * Who issues a form, as printed in its header ("U.S. Department of Labor", "Internal Revenue Service", "Department of
 * Homeland Security"): a heading, never a field.
 */
const ISSUER =
  /^(?:(?:u\.?s\.?|united states)\s+)?(?:department|ministry|bureau|office|agency|administration)\s+of\b|\b(?:revenue|immigration|health|safety)\s+services?$|\b(?:department|ministry|bureau|agency|administration|commission|treasury)$/i;

/** The parts of a name printed over their boxes ("Last First Middle"). */
const NAME_PART = /^(?:first|middle|last|given|family)$/i;

/** The end of a parenthesis whose start a line break or OCR cut off ("Name)", "FUTA)"): a piece of a label. */
const isCutParenthesis = (text: string) => /^[^(]*\)\s*$/.test(text) && words(text) < 3;

/** A section's title: "Information about the employee", "Establishment information". */
const SECTION = /^(?:information|details)\s+(?:about|on|of|for)\b|\binformation$/i;

/** A line that stops after a little word: the rest of it is on another line, or OCR lost it. */
const CUT_AFTER = /\b(?:of|and|or|the|for|to|a|an|in)$/i;

/** A label that asks something: a question, or a choice ("check one"). */
const ASKS = /\?\s*$|\b(check|select|choose|mark)\b/i;

/** A line to write on that starts right after a label, on its row: the label's line. */
const isLineAfter = (label: Rect, line: Rect, em: number) =>
  line.x >= right(label) - 0.5 * em && line.x <= right(label) + 4 * em && Math.abs(line.y - bottom(label)) < 1.2 * em;

/** The text runs of a page that say something: words, and ticked marks. */
const textsOf = (page: PageLayout): TextRun[] => page.texts.filter((run) => cleanLabel(run.text) !== '' || run.marked);

/** A page's text size: the median height of its text runs (the gaps, reaches and sizes of the rules below are in it). */
export const textSize = (page: PageLayout): number => median(textsOf(page).map((run) => run.h));

/** The fields of a page, in reading order. `first` marks the first page, whose big top line is the form's title. */
export function fieldsFromLayout(page: PageLayout, first: boolean): FoundField[] {
  const texts = textsOf(page);
  if (texts.length === 0) return [];
  const em = textSize(page);
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
    const leaders = page.texts.filter((run) => /^[\s.…]+$/.test(run.text) && run.text.trim() !== '');
    fieldsFromWidgets(page.widgets, texts, leaders, em, add);
    return found.sort((a, b) => a.y - b.y || a.x - b.x);
  }

  const markerBefore = (segment: Segment) =>
    segment.marked ||
    markers.some(
      (marker) =>
        overlapsVertically(marker, segment) &&
        right(marker) <= segment.x + 0.3 * em &&
        right(marker) > segment.x - 3 * em,
    );
  const markersUnder = (segment: Segment) =>
    markers.filter(
      (marker) =>
        marker.y >= bottom(segment) &&
        marker.y - bottom(segment) < 1.5 * em &&
        marker.x + marker.w / 2 > segment.x &&
        marker.x + marker.w / 2 < right(segment),
    ).length;
  const boxBelow = (segment: Segment) =>
    bigBoxes.find((box) => box.y >= segment.y && box.y <= bottom(segment) + 1.5 * em && box.x <= segment.x + 2 * em);
  const lineAfter = (segment: Segment) => underlines.some((line) => isLineAfter(segment, line, em));

  // Boxes to write in (answer boxes, table cells), with the segments whose middle lies in each.
  const cells = [
    ...page.boxes.filter((box) => !isMarker(box, em) && box.w >= 2 * em && box.h >= 0.8 * em),
    ...boxesBetweenRules(page.lines, texts, em),
  ];
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
        cell.x - right(segment) < 30 * em &&
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

  /**
   * The heading of a grid's column, printed over its top box ("Column 2"), when boxes of one width are stacked in it
   * (a grid has two rows or more).
   */
  const stackedOn = (lower: Rect, upper: Rect) =>
    Math.abs(upper.x - lower.x) < 0.5 * em &&
    Math.abs(upper.w - lower.w) < em &&
    upper.y < lower.y &&
    lower.y - bottom(upper) < 3 * em;
  const columnHeading = (cell: Rect): Segment | undefined => {
    let top = cell;
    for (let up: Rect | undefined = cell; up; up = cells.find((other) => stackedOn(top, other))) top = up;
    if (top === cell && !cells.some((other) => stackedOn(other, cell))) return undefined;
    return segments
      .filter((other) => bottom(other) <= top.y + 0.3 * em && top.y - bottom(other) < 2 * em)
      .filter((other) => overlapsHorizontally(other, top) && hasLetters(other))
      .filter((other) => !isFurniture(other.text) && !isSentence(other.text) && !ISSUER.test(other.text))
      .sort((a, b) => bottom(b) - bottom(a))[0];
  };
  /**
   * The further boxes of a grid's row ("5a Taxable social security wages [ ] × 0.124 = [ ]"), with nothing but figures
   * printed between them: each with its column's heading.
   */
  const gridRow = (segment: Segment) => {
    const row = cells
      .filter((cell) => overlapsVertically(cell, segment) && cell.x >= right(segment) - 0.5 * em)
      .sort((a, b) => a.x - b.x);
    const further: { cell: Rect; heading: Segment }[] = [];
    let before = row[0];
    for (const cell of row.slice(1)) {
      // The same box seen twice (its outline, and its two rules), or one of another size (a box around a block).
      if (overlapsHorizontally(before, cell) || Math.abs(cell.h - before.h) > 0.5 * before.h) continue;
      const between = (other: Segment) =>
        hasLetters(other) && overlapsVertically(other, cell) && other.x >= right(before) && right(other) <= cell.x;
      if (segments.some(between)) break;
      const heading = columnHeading(cell);
      if (heading) further.push({ cell, heading });
      before = cell;
    }
    return further;
  };

  const textUnder = (segment: Segment) =>
    segments.some(
      (other) =>
        other !== segment &&
        other.y > segment.y + 0.5 * em &&
        other.y - bottom(segment) < 1.5 * em &&
        overlapsHorizontally(other, segment),
    );

  // A label printed inside its box, at the top (a W-2's "1 Wages, tips, other compensation"), may run over two or
  // three lines there: one field named by them all, typed by its words, else by the box (a tall wide one is for
  // sentences).
  for (const cell of cells) {
    const top = segments
      .filter((segment) => !segment.used && inside(cell, segment) && segment.y < cell.y + 3.5 * em)
      .sort((a, b) => a.y - b.y || a.x - b.x);
    const [head] = top;
    if (!head || head.y - cell.y > 1.5 * em || head.x - cell.x > 4 * em || cellOf(head) !== cell) continue;
    // A label far right on the head's line is another field's, in a box whose side was not drawn or seen ("Signature
    // of Employee … Today's Date").
    const label = top.filter(
      (segment) =>
        segment === head ||
        (overlapsVertically(segment, head) ? segment.x - right(head) < 4 * em : overlapsHorizontally(segment, head)),
    );
    if (label.some((segment) => markerBefore(segment) || isOptionWord(segment.text))) continue;
    const text = printedName(label.map((segment) => segment.text.trim()).join(' '));
    if ((isSentence(text) && words(text) > 14) || isFurniture(text) || isFragment(text)) continue;
    for (const segment of label) segment.used = true;
    const labelType = typeFromLabel(text);
    // A name is written on one line, however tall its box ("Last Name (Family Name)").
    const tall = cell.h >= 3 * em && cell.w >= 10 * em && !/\bnames?\b/i.test(text);
    add(text, labelType ?? (tall ? 'TextArea' : 'TextField'), head);
  }

  labelsOverLines(underlines, segments, em, add);

  // A grid's further column headings name its boxes, no field of their own. Each row's boxes are kept for its label.
  const grids = new Map<Segment, ReturnType<typeof gridRow>>();
  for (const segment of segments) {
    if (segment.used || !boxAfter(segment)) continue;
    grids.set(segment, gridRow(segment));
    for (const { heading } of grids.get(segment)!) heading.used = true;
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
      // A question runs on into how to answer it ("16) What was the injury or illness? Tell us the part of …").
      const text = /^(.*?\p{L}.*?\?)\s+\S/u.exec(segment.text.trim())?.[1] ?? segment.text.trim();
      const boxed = boxAfter(segment);
      const wordsType = typeFromLabel(text);
      // A label may be long when a place to write follows it or lies under it ("4. An alien authorized to work until
      // (expiration date, if applicable, mm/dd/yyyy): ____").
      const written = /:\s*$/.test(text) && lineAfter(segment);
      const answered = boxed || written || Boolean(boxBelow(segment));
      const sentence = isSentence(text) && !(answered && words(text) <= 25 && !/[a-z]{2}\.$/i.test(text));
      if (sentence || isFurniture(text) || isCaption(text) || (isFragment(text) && !/:\s*$/.test(text))) continue;
      if (isCutParenthesis(text)) continue;
      if ((ISSUER.test(text) || SECTION.test(text)) && !boxed && !/:\s*$/.test(text)) {
        if (!CUT_AFTER.test(text)) add(text, 'Heading', segment);
        continue;
      }
      // Two small squares or circles or more under a few words that name no type are options ("Apt. Ste. Flr.").
      if (words(text) <= 4 && !isAllCaps(text) && wordsType === null && markersUnder(segment) >= 2) {
        add(text, 'Radio', segment);
        continue;
      }
      if (markerBefore(segment)) {
        // An option with a line to write on after it ("Other: ____") is the written answer's field too.
        if (written) add(text, wordsType ?? 'TextField', segment);
        add(text, 'Checkbox', segment);
        continue;
      }
      if (boxed) {
        const name = printedName(text);
        add(name, wordsType ?? 'TextField', segment);
        for (const { cell, heading } of grids.get(segment) ?? []) {
          add(`${name} ${cleanLabel(heading.text)}`, wordsType ?? 'TextField', { ...cell, y: segment.y });
        }
        continue;
      }
      const labelType = questionType(text) ?? wordsType;
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
        // A word alone in plain type is a piece of something OCR read in part ("Copy", "Reduction"), no heading;
        // so is a line cut after a little word ("U.S. Department of", "Business closed or").
        if ((words(text) < 2 && !segment.bold && segment.h < 1.15 * em) || CUT_AFTER.test(text)) continue;
        add(text, 'Heading', segment);
        continue;
      }
      // Left over, a line is a field only with a sign of one: words that give its type, or room under it to write
      // that no other text takes (a paragraph's lines are no fields); a lone word also a place to write.
      const lone = !writable && words(text) < 2 && !NAME_PART.test(text);
      if (labelType === null && !ASKS.test(text) && (textUnder(segment) || lone)) continue;
      // A piece of a line cut after a little word ("It is illegal to", "Place of") with no place to write.
      if (!writable && CUT_AFTER.test(text)) continue;
      add(text, labelType ?? 'TextField', segment);
    }
  });
  return withoutCopies(
    found.sort((a, b) => a.y - b.y || a.x - b.x),
    em,
  );
}

/**
 * Lines to write on whose label is printed over them (a log's column headings over its rows of lines, "Total number
 * of deaths" over the line its total goes on): the lines of text just above a line and within its width, from the
 * lowest (a value printed on the line, "0", is skipped) up through the lines set close to it, at most four (six over a
 * column). The lines of a column (three or more of one width, evenly spaced, blank between) take the heading over the
 * first, which may stand a few rows higher. A line with its label on its left is left to that label.
 */
function labelsOverLines(
  underlines: Rect[],
  segments: Segment[],
  em: number,
  add: (name: string, type: AiDataModelType, at: Rect) => void,
): void {
  const sorted = [...underlines].sort((a, b) => a.y - b.y);
  const taken = new Set<Rect>();
  const sameColumn = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < 0.8 * em && Math.abs(a.w - b.w) < 1.5 * em;
  const labelOnLeft = (line: Rect) =>
    segments.some(
      (segment) => isLineAfter(segment, line, em) && /\p{L}{2}/u.test(segment.text) && !isFurniture(segment.text),
    );
  for (const line of sorted) {
    if (taken.has(line) || labelOnLeft(line)) continue;
    const column = [line];
    for (const other of sorted) {
      const last = column.at(-1)!;
      const pitch = column.length > 1 ? column[1].y - column[0].y : undefined;
      if (other.y <= last.y || !sameColumn(other, line)) continue;
      // A row's line may be missing (a scan lost it): the next is two rows down.
      const step = other.y - last.y;
      const rows = pitch === undefined ? 1 : Math.round(step / pitch);
      if (pitch === undefined ? step > 8 * em : rows > 2 || Math.abs(step - rows * pitch) > 0.25 * pitch) break;
      column.push(other);
    }
    const stacked = column.length >= 3;
    if (stacked) {
      // A column's heading is looked for once, over its first line.
      for (const member of column) taken.add(member);
      // The rows of a log are blank to write in: lines with text between them are a grid's, left to the table.
      const between = (segment: Segment) =>
        centreY(segment) > line.y &&
        centreY(segment) < column.at(-1)!.y &&
        segment.x + segment.w / 2 > line.x &&
        segment.x + segment.w / 2 < right(line);
      if (segments.some(between)) continue;
    }
    const reach = stacked ? Math.max(4.5 * em, 4 * (column[1].y - column[0].y)) : 4.5 * em;
    const over = (segment: Segment) =>
      !segment.used &&
      segment.x >= line.x - 3 * em &&
      right(segment) <= right(line) + 3 * em &&
      segment.x + segment.w / 2 > line.x &&
      segment.x + segment.w / 2 < right(line) &&
      bottom(segment) <= line.y + 0.3 * em;
    const candidates = segments.filter(over).sort((a, b) => bottom(b) - bottom(a));
    const lowest = candidates.find((segment) => /\p{L}{2}/u.test(segment.text));
    if (!lowest || line.y - bottom(lowest) > reach) continue;
    // The label's lines, from the lowest up: the pieces of a line, and each next line set close above it.
    const label = [lowest];
    let rows = 1;
    for (const segment of candidates) {
      if (label.includes(segment)) continue;
      if (label.some((part) => overlapsVertically(part, segment, -0.3 * em))) {
        label.push(segment);
        continue;
      }
      const top = Math.min(...label.map((part) => part.y));
      if (bottom(segment) > top + 0.3 * em) continue;
      if (top - bottom(segment) > em || rows === (stacked ? 6 : 4)) break;
      label.push(segment);
      rows++;
    }
    const text = printedName(
      label
        .sort((a, b) => (Math.abs(a.y - b.y) > 0.5 * em ? a.y - b.y : a.x - b.x))
        .map((segment) => segment.text.trim())
        .join(' '),
    );
    // A column's heading may describe what goes in it at length ("Describe injury or illness, parts of body …").
    const prose = isSentence(text) && (!stacked || words(text) > 20);
    if (prose || isFurniture(text) || isFragment(text) || isCaption(text)) continue;
    for (const segment of label) segment.used = true;
    add(text, typeFromLabel(text) ?? 'TextField', lowest);
  }
}

/**
 * Boxes whose sides a scan lost: two rules of the same span, one above the other up to a few lines apart (a column of
 * amount boxes drawn with thin sides: a 941's, whose sides OCR's rule finder does not see at 200 dpi).
 */
function boxesBetweenRules(lines: Rect[], texts: TextRun[], em: number): Rect[] {
  const rules = lines.filter((line) => line.h <= 0.5 * em && line.w >= 4 * em).sort((a, b) => a.y - b.y);
  const boxes: Rect[] = [];
  rules.forEach((top, index) => {
    const under = rules
      .slice(index + 1)
      .find((other) => Math.abs(other.x - top.x) < 0.5 * em && Math.abs(other.w - top.w) < em);
    if (!under || under.y - top.y < 0.8 * em || under.y - top.y > 6 * em) return;
    const box = { x: top.x, y: top.y, w: top.w, h: under.y - top.y };
    // No words in it (a cents point may be): the rows of a table (its header, its lines) are no answer boxes.
    const empty = !texts.some(
      (run) =>
        /\p{L}/u.test(run.text) &&
        centreY(run) > box.y &&
        centreY(run) < bottom(box) &&
        run.x < right(box) &&
        right(run) > box.x,
    );
    if (empty) boxes.push(box);
  });
  return boxes;
}

/**
 * The words of a detail a form asks of each person or address it names ("Last Name (Family Name)", "Street Number and
 * Name", "City or Town", "ZIP Code"): printed again in another section (a preparer's, a mailing address), they ask
 * for another field.
 */
const DETAIL_WORD =
  /^(?:names?|last|first|middle|given|family|initials?|other|used|if|any|applicable|address|street|number|no|and|or|city|town|state|province|county|country|zip|postal|code|apt|ste|flr|suite|room|unit|phone|telephone|mobile|fax|e?-?mail)$/;

/**
 * A page printing the same boxes twice (Copy B and Copy C of a slip) lists each once: a name of two words or more
 * seen again is dropped, unless it only names a person's or an address's detail (`DETAIL_WORD`) and no other box of
 * a copy lies at the same offset from its first print (the second address of a card, a preparer's name). Short names
 * (two signers' "Signature" and "Date") and signatures and dates stay.
 */
function withoutCopies(found: FoundField[], em: number): FoundField[] {
  const first = new Map<string, FoundField>();
  const repeats: { field: FoundField; dx: number; dy: number; detail: boolean }[] = [];
  for (const field of found) {
    const key = field.name
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, ' ')
      .trim();
    if (words(key) < 2 || field.type === 'Signature' || field.type === 'Date' || field.type === 'Heading') continue;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, field);
      continue;
    }
    const detail = key.split(' ').every((word) => DETAIL_WORD.test(word));
    repeats.push({ field, dx: field.x - earlier.x, dy: field.y - earlier.y, detail });
  }
  const copies = new Set(
    repeats
      .filter(
        (repeat) =>
          !repeat.detail ||
          repeats.some(
            (other) =>
              !other.detail && Math.abs(other.dx - repeat.dx) < 2 * em && Math.abs(other.dy - repeat.dy) < 2 * em,
          ),
      )
      .map(({ field }) => field),
  );
  return found.filter((field) => !copies.has(field));
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
 * The names of a page's tooltips, without the words most of them start or end with ("Summary of Injury/Illness
 * Street", "… City" → "Street", "City"; "Total Deaths Summary", "Injury Summary" → "Total Deaths", "Injury"): a
 * form's title or section that its author put in front of or behind every field.
 */
export function tooltipNames(titles: string[]): Map<string, string> {
  const starts = withoutSharedStart(titles.map((title) => tooltipName(title).split(/\s+/)));
  const ends = withoutSharedStart(starts.map((words) => [...words].reverse())).map((words) => words.reverse());
  return new Map(titles.map((title, index) => [title, ends[index].join(' ')]));
}

/** Word lists without the first words that most of them (at least 3, and 40 %) share, where more words follow. */
function withoutSharedStart(wordsOf: string[][]): string[][] {
  const enough = Math.max(3, 0.4 * wordsOf.length);
  const startOf = (words: string[], length: number) => words.slice(0, length).join(' ').toLowerCase();
  let shared = 0;
  for (let length = 1; ; length++) {
    const starts = new Map<string, number>();
    for (const words of wordsOf) {
      if (words.length > length) starts.set(startOf(words, length), (starts.get(startOf(words, length)) ?? 0) + 1);
    }
    const distinct = new Set(
      wordsOf.filter((words) => words.length > length).map((words) => words.slice(length).join(' ')),
    );
    if (Math.max(0, ...starts.values()) < enough || distinct.size < 2) break;
    shared = length;
  }
  return wordsOf.map((words) => {
    if (shared === 0 || words.length <= shared) return words;
    const count = wordsOf.filter((other) => startOf(other, shared) === startOf(words, shared)).length;
    return count >= enough ? words.slice(shared) : words;
  });
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
    .replace(/^\(?(?:\d{1,2}[a-z]?|[a-z]|[A-Z](?=\)))[.)]?\s+(?=\S)/, '')
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
  leaders: TextRun[],
  em: number,
  add: (name: string, type: AiDataModelType, at: Rect) => void,
): void {
  const hasLetters = (text: string) => /\p{L}{2}/u.test(text);
  const onRow = (run: Rect, widget: Rect) =>
    Math.abs(centreY(run) - centreY(widget)) < Math.max(0.6 * em, widget.h / 2) && run.h < 2 * em + widget.h;
  // Text runs grouped into printed lines, top to bottom.
  const lines: TextRun[][] = [];
  for (const run of [...texts].sort((a, b) => bottom(a) - bottom(b))) {
    const line = lines.at(-1);
    if (line && Math.abs(bottom(run) - bottom(line[0])) < 0.5 * em) line.push(run);
    else lines.push([run]);
  }
  // Runs in reading order: line by line, left to right.
  const join = (runs: TextRun[]) =>
    [...runs]
      .sort((a, b) => (Math.abs(bottom(a) - bottom(b)) < 0.5 * em ? a.x - b.x : a.y - b.y))
      .map((run) => run.text)
      .join(' ');
  // The runs of a line over a widget: across its width (give or take an em), unless over another widget of its row
  // ("Apt. Ste. Flr." over three checkboxes, "Number" over the box right of them).
  const over = (line: TextRun[], span: Rect, owner: Widget) =>
    line.filter((run) => {
      const middle = run.x + run.w / 2;
      const elsewhere = widgets.some(
        (other) => other !== owner && onRow(other, owner) && other.x <= middle && right(other) >= middle,
      );
      return run.x < right(span) && right(run) > span.x - em && !elsewhere;
    });
  /**
   * The label printed on a widget's row to its left: the runs back to the widget before it, stopping at a wide gap
   * (text further left is another column's; `far`, a label well left of its box, is the last resort). A label that
   * starts in small letters is the last line of one that starts on the line above ("… for the pay period" /
   * "including: Mar. 12 …").
   */
  const rowText = (widget: Widget, far = false) => {
    const before = widgets.filter((other) => other !== widget && onRow(other, widget) && right(other) <= widget.x);
    const from = Math.max(0, ...before.map(right));
    const runs = [...texts, ...leaders]
      .filter((run) => onRow(run, widget) && right(run) <= widget.x + 0.5 * em && run.x >= from - 0.5 * em)
      .sort((a, b) => right(b) - right(a));
    const label: TextRun[] = [];
    let edge = widget.x;
    for (const run of runs) {
      // Dot leaders and box numbers lead on to the label, however far.
      const named = label.some((other) => hasLetters(other.text));
      if (edge - right(run) > (named ? 1.5 : label.length === 0 && far ? 25 : 6) * em) break;
      edge = run.x;
      if (!leaders.includes(run)) label.push(run);
    }
    const text = join(label);
    if (!/^\p{Ll}/u.test(text)) return text;
    const top = Math.min(...label.map((run) => run.y));
    const x = Math.min(...label.map((run) => run.x));
    const span = { x, y: widget.y, w: Math.max(...label.map(right)) - x, h: widget.h };
    const previous = lines
      .filter((line) => bottom(line[0]) <= top + 0.2 * em && top - bottom(line[0]) < 0.8 * em)
      .map((line) => over(line, span, widget))
      .filter((line) => line.length > 0)
      .at(-1);
    return previous ? `${join(previous)} ${text}` : text;
  };
  /**
   * The text just above a widget, over its width ("1 Wages, tips, other compensation" over a W-2 box). Lines set
   * close together are one label: from the nearest line up to the one its enumerator starts ("14) What was the
   * employee doing …?" over a few lines of examples), else up through the lines it continues ("Total number of" /
   * "deaths").
   */
  const above = (widget: Widget) => {
    const stack: TextRun[][] = [];
    for (const line of [...lines].reverse()) {
      const runs = over(line, widget, widget);
      if (runs.length === 0) continue;
      const limit = stack.length === 0 ? widget.y : Math.min(...stack[0].map((run) => run.y));
      const gap = limit - bottom(runs[0]);
      if (gap < (stack.length === 0 ? -0.5 : -0.2) * em) continue;
      if (gap >= (stack.length === 0 ? 2.5 : 0.6) * em || stack.length === 6) break;
      stack.unshift(runs);
    }
    if (stack.length === 0) return '';
    const texts = stack.map(join);
    const enumerated = texts.map((text) => ENUMERATOR.test(text)).lastIndexOf(true);
    let first = texts.length - 1;
    if (enumerated >= 0) first = enumerated;
    else while (first > 0 && /^[\p{Ll}\d“"‘'(]/u.test(texts[first])) first--;
    return texts.slice(first).join(' ');
  };
  /**
   * A caption printed right under a widget ("City", "State", "ZIP code" under an address line's boxes), when the
   * text above it is further off: that is the caption of the row above.
   */
  const below = (widget: Widget) => {
    const under = over(
      texts.filter((run) => Math.abs(run.y - bottom(widget)) <= 0.3 * em && !run.bold),
      widget,
      widget,
    );
    const nearestAbove = Math.max(
      -Infinity,
      ...lines
        .filter((line) => bottom(line[0]) <= widget.y + 0.2 * em && over(line, widget, widget).length > 0)
        .map((line) => bottom(line[0])),
    );
    // A table's later row (right under another widget) has its column's caption, not the text under the table.
    const stacked = widgets.some(
      (other) =>
        overlapsHorizontally(other, widget) &&
        widget.y - bottom(other) >= -0.2 * em &&
        widget.y - bottom(other) < 0.5 * em,
    );
    const caption = join(under);
    return !stacked && widget.y - nearestAbove > 0.5 * em && !isSentence(caption) ? caption : '';
  };
  // The text right of a checkbox: its first run and those following it closely ("a." "Amended").
  const rightOf = (widget: Widget) => {
    const runs = texts
      .filter((run) => onRow(run, widget) && run.x >= right(widget) - 0.5 * em)
      .sort((a, b) => a.x - b.x);
    const next = Math.min(...widgets.filter((other) => onRow(other, widget) && other.x > widget.x).map((o) => o.x));
    const label: TextRun[] = [];
    for (const run of runs) {
      const edge = label.length > 0 ? right(label.at(-1)!) : right(widget);
      if (run.x - edge > (label.length > 0 ? 1.2 : 3) * em || run.x >= next) break;
      label.push(run);
    }
    return join(label);
  };
  const label = (text: string) => [printedName(firstSentence(text))].find(hasLetters);
  const printedLabel = (widget: Widget) => {
    const candidates =
      widget.kind === 'checkbox'
        ? // "Check here", "Complete Schedule A" beside a box tell what to do; the question is the row's label.
          [
            rightOf(widget).replace(/^(?:check here|complete|attach|see|go to)\b.*/i, ''),
            rowText(widget),
            above(widget),
          ]
        : isTallWidget(widget, em)
          ? [above(widget), rowText(widget)]
          : [rowText(widget), below(widget), above(widget)];
    return candidates.map(label).find(Boolean);
  };

  // Comb segments of one value (an EIN in two parts, an SSN in three) follow each other closely on one row, and so
  // do a value's parts: a small box right after a box with nothing printed between (cents after dollars, a day
  // after a month).
  const between = (a: Rect, b: Rect) =>
    texts.some((run) => onRow(run, a) && run.x >= right(a) - 0.2 * em && right(run) <= b.x + 0.2 * em);
  const partOf = (last: Widget, widget: Widget) => {
    const gap = widget.x - right(last);
    if (!onRow(widget, last) || widget.x <= last.x || gap >= 2 * em) return false;
    if (last.comb && widget.comb) return true;
    const small = widget.w <= 3.5 * em && (widget.w <= 0.4 * last.w || gap <= 0.3 * em);
    return last.kind === 'text' && widget.kind === 'text' && small && gap < 1.5 * em && !between(last, widget);
  };
  const pieces: Widget[][] = [];
  for (const widget of [...widgets].sort((a, b) => a.x - b.x)) {
    const piece = pieces.find((other) => partOf(other.at(-1)!, widget));
    if (piece) piece.push(widget);
    else pieces.push([widget]);
  }
  pieces.sort(([a], [b]) => a.y - b.y || a.x - b.x);
  // Buttons of one group: a radio group, or checkboxes named alike but for their index ("c1_1[0]", "c1_1[1]").
  const groupOf = (widget: Widget) =>
    widget.kind === 'radio' ? widget.group : widget.kind === 'checkbox' ? widget.group.replace(/\[\d+\]$/, '') : null;
  const groups = new Map<string, Widget[]>();
  for (const [widget] of pieces) {
    const group = groupOf(widget);
    if (group !== null) groups.set(group, [...(groups.get(group) ?? []), widget]);
  }

  const tooltips = tooltipNames(widgets.flatMap((widget) => (widget.title ? [widget.title] : [])));
  const fieldNames = tooltipNames(widgets.map((widget) => fieldName(widget.group)));
  /**
   * A box in a grid whose rows are labelled on the left and whose columns have headings ("5a Taxable social security
   * wages … [Column 1] × 0.124 = [Column 2]"): the row's label and the column's heading, when nothing but figures is
   * printed between the box and the one before it.
   */
  const cellOfGrid = (widget: Widget) => {
    if (widget.kind !== 'text' || hasLetters(rowText(widget))) return undefined;
    const row = widgets.filter((other) => other.kind === 'text' && onRow(other, widget) && other.x < widget.x);
    const first = row.sort((a, b) => a.x - b.x)[0];
    const rowLabel = first && label(rowText(first));
    if (!rowLabel) return undefined;
    // The column's top box: up through the boxes of its column stacked close above (a grid has two rows or more).
    const stackedOn = (lower: Widget, upper: Widget) =>
      upper.kind === 'text' &&
      Math.abs(upper.x - lower.x) < 0.5 * em &&
      upper.y < lower.y &&
      lower.y - bottom(upper) < 3 * em;
    let top = widget;
    for (let up = widget as Widget | undefined; up; up = widgets.find((other) => stackedOn(top, other))) top = up;
    if (top === widget && !widgets.some((other) => stackedOn(other, widget))) return undefined;
    const heading = cleanLabel(firstSentence(above(top)));
    return hasLetters(heading) ? `${rowLabel} ${heading}` : undefined;
  };
  const named = pieces.flatMap(([widget, ...rest]) => {
    const group = groupOf(widget);
    const buttons = group === null ? [widget] : groups.get(group)!;
    if (buttons[0] !== widget) return [];
    const choice = buttons.length > 1 || widget.kind === 'radio';
    // A group with no question printed is named by its options ("Male / Female").
    const options = buttons.map(rightOf).map(cleanLabel);
    const optionsName =
      choice && options.length <= 4 && options.every((option) => hasLetters(option) && words(option) <= 3)
        ? options.join(' / ')
        : undefined;
    const printed =
      (choice ? label(above(widget)) : undefined) ??
      cellOfGrid(widget) ??
      printedLabel(widget) ??
      label(rowText(widget, true)) ??
      optionsName;
    // A table's later rows: no label of their own, under a widget of the same kind and column.
    const column = (other: Widget) =>
      other.kind === widget.kind && Math.abs(other.x - widget.x) < 0.5 * em && Math.abs(other.w - widget.w) < 0.5 * em;
    // A box number printed over the box ("12b") is what a person calls it when nothing else is printed.
    const boxNumber = texts
      .find(
        (run) =>
          /^\d{1,2}[a-z]$/.test(run.text.trim()) &&
          overlapsHorizontally(run, widget) &&
          bottom(run) <= widget.y + 0.2 * em &&
          widget.y - bottom(run) < 1.5 * em,
      )
      ?.text.trim();
    const unlabelled = !printed && !widget.title && !boxNumber;
    if (unlabelled && widgets.some((other) => other.y < widget.y && column(other))) return [];
    const title = widget.title && tooltips.get(widget.title);
    const tooltip = title && hasLetters(title) ? title : undefined;
    const name = betterName(printed, tooltip) ?? boxNumber ?? (fieldNames.get(fieldName(widget.group)) || widget.group);
    return [{ widget, name, printed, choice, comb: Boolean(widget.comb) || rest.some((part) => part.comb) }];
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

/** A label's enumerator: "14)", "14)*", "(3)", "5a." in front. */
const ENUMERATOR = /^\(?\d{1,2}[a-z]?[.)]\)?\*?(?=\s|$)/;

/**
 * A label that runs on into instructions, as its first sentence or question: "Balance due. If line 12 is more …" →
 * "Balance due", "14) What was the employee doing …? Describe the activity …" → "What was the employee doing …?". A
 * full stop after a short word ("Apt.", "No.", "U.S.") ends no sentence.
 */
export function firstSentence(text: string): string {
  const label = text.replace(ENUMERATOR, '').trim();
  const end = /(?:(?<!\p{L})\p{Ll}{2,}\.|\p{L}{5,}\.|\)\.|\?)\s+(?=[\p{Lu}“"(])/u.exec(label);
  return end ? label.slice(0, end.index + end[0].trimEnd().length).replace(/\.$/, '') : label;
}

/**
 * A field's internal name as words, when it reads as one ("301 Gender", "Employee's Name 1"): its last part, without
 * array indexes. A code ("topmostSubform[0].Page1[0].f1_07[0]" → "f1_07") is no name: empty.
 */
export function fieldName(group: string): string {
  const last = (group.split('.').at(-1) ?? group)
    .replace(/\[\d*\]/g, '')
    .replace(/_/g, ' ')
    .trim();
  return /\p{L}{3}/u.test(last) ? last : '';
}

/**
 * The printed label, unless the tooltip names the field better: the printed pick is a sentence, a fragment or a
 * long run of prose, and the tooltip is none of these.
 */
function betterName(printed: string | undefined, tooltip: string | undefined): string | undefined {
  if (!printed || !tooltip) return printed ?? tooltip;
  // (A label of up to 14 words is no sentence for its length alone: "Total number of cases with days away from work".)
  const poor = isFragment(printed) || words(printed) > 14 || (words(printed) <= 8 && isSentence(printed));
  return poor && !isSentence(tooltip) && !isFragment(tooltip) ? tooltip : printed;
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
  // A tall box for a name ("RECIPIENT'S name") holds the name.
  const forName = labels.some((label) => label && /\bname$/i.test(label));
  if (isTallWidget(widget, em) && !forName) return labelType === 'Photo' ? 'Photo' : 'TextArea';
  return labelType ?? 'TextField';
}
