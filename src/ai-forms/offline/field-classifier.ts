import type { AiDataModelType } from '../../forms/engine/field-types.js';

/**
 * What a label says about its field (docs/ai-form-builder.md, "Offline analysis"). Checked in order: the first
 * rule whose words occur in the label wins, so "Foreman Signature" is a Signature and "Rental Start Date" a Date.
 * Words are matched whole ("date" is not in "update"), `#` anywhere.
 */
const LABEL_RULES: readonly { type: AiDataModelType; words: readonly string[] }[] = [
  { type: 'Signature', words: ['signature', 'sign', 'initials', 'unterschrift', 'paraphe'] },
  {
    type: 'Photo',
    words: [
      'photo',
      'photos',
      'photograph',
      'photographs',
      'picture',
      'pictures',
      'image',
      'images',
      'foto',
      'lichtbild',
    ],
  },
  { type: 'Branch', words: ['branch'] },
  { type: 'Division', words: ['division'] },
  {
    // Identifiers are written as text, whatever "number" their label says.
    type: 'TextField',
    words: [
      // "Social security wages" is an amount; the number is the identifier.
      'social security number',
      'social security no',
      'ssn',
      'ein',
      'tin',
      'identification number',
      'id number',
      'zip',
      'postal code',
      'phone',
      'telephone',
      'fax',
      'email',
      'e mail',
      'account number',
      'license number',
      'passport number',
      'case no',
      'case number',
      'policy number',
      'control number',
      'routing number',
      'registration number',
      'place of birth',
      'lieu de naissance',
      'geburtsort',
      'address',
      'street',
      // French and German (docs/ai-form-builder.md: the page's language).
      'telefon',
      'courriel',
      'adresse',
      'anschrift',
      'strasse',
      'rue',
      'code postal',
      'postleitzahl',
      'plz',
    ],
  },
  {
    type: 'Date',
    words: [
      'date',
      'dated',
      'week ending',
      'week of',
      'day',
      'mm dd',
      'mm dd yyyy',
      'mmddyyyy',
      'birth',
      'dob',
      'naissance',
      'jj mm aaaa',
      'datum',
      'tt mm jjjj',
      'geboren',
    ],
  },
  { type: 'TimeField', words: ['time', 'start', 'end', 'clock', 'arrival', 'departure', 'heure', 'uhrzeit'] },
  {
    type: 'UserField',
    words: [
      'employee',
      'operator',
      'foreman',
      'name of worker',
      'worker',
      'inspector',
      'supervisor',
      'technician',
      'driver',
      'crew member',
      'inspected by',
      'employe',
      'salarie',
      'mitarbeiter',
      'arbeitnehmer',
    ],
  },
  {
    type: 'TextArea',
    words: [
      'comments',
      'comment',
      'notes',
      'remarks',
      'description',
      'describe',
      'defects',
      'terms',
      'instructions',
      'remarques',
      'commentaires',
      'bemerkungen',
      'anmerkungen',
      'beschreibung',
    ],
  },
  {
    type: 'NumberField',
    words: [
      'hours',
      'qty',
      'quantity',
      'number',
      'no',
      'count',
      'total',
      'totals',
      'subtotal',
      'amount',
      'rate',
      'price',
      'cost',
      'tax',
      'taxes',
      'year',
      'weight',
      'radius',
      'meter',
      'odometer',
      'minutes',
      'miles',
      'days',
      'percent',
      'size',
      '$',
      'wages',
      'salary',
      'salaries',
      'tips',
      'compensation',
      'withheld',
      'withholding',
      'income',
      'payment',
      'payments',
      'deposit',
      'deposits',
      'credit',
      'credits',
      'fee',
      'fees',
      'balance',
      'overpayment',
      'liability',
      'dollars',
      'gross',
      'earnings',
      'benefits',
      'premium',
      'refund',
      'adjustment',
      'adjustments',
      'montant',
      'nombre',
      'quantite',
      'prix',
      'heures',
      'salaire',
      'betrag',
      'summe',
      'anzahl',
      'menge',
      'preis',
      'stunden',
      'lohn',
      'gehalt',
    ],
  },
  // The parts of an address, after the money words: "State income tax" is an amount, "State" a name.
  { type: 'TextField', words: ['city', 'town', 'state', 'province', 'county', 'country', 'ville', 'pays', 'ort'] },
];

/** A label's words in small letters, accents dropped ("Prénom" → "prenom", "Straße" → "strasse"). */
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9]+|[#$]/g) ?? [];

const hasPhrase = (labelWords: readonly string[], phrase: string): boolean => {
  const wanted = words(phrase);
  return labelWords.some((_, start) => wanted.every((word, offset) => labelWords[start + offset] === word));
};

/** The type a label's words call for, or null when they say nothing ("Customer", "Location"). */
export function typeFromLabel(label: string): AiDataModelType | null {
  // A pointer to the instructions ("… withheld (see instructions)") and an example ("(e.g., Loading dock north end)")
  // say nothing of what is written.
  const labelWords = words(
    label.replace(/\(?\bsee\s+(?:the\s+)?instructions\b[^)]*\)?/gi, ' ').replace(/\(e\.?\s?g\b[^)]*\)?/gi, ' '),
  );
  // "Date of Signature", "Date of Birth": the first word names what is written.
  if (labelWords[0] === 'date') return 'Date';
  // German compounds: "Geburtsdatum", "Ausstellungsdatum"; "Arbeitgeberunterschrift".
  if (labelWords.some((word) => word.endsWith('unterschrift'))) return 'Signature';
  if (labelWords.some((word) => word.endsWith('datum'))) return 'Date';
  if (labelWords.includes('#')) return hasPhrase(labelWords, 'sign') ? 'Signature' : 'NumberField';
  return LABEL_RULES.find((rule) => rule.words.some((phrase) => hasPhrase(labelWords, phrase)))?.type ?? null;
}

/**
 * The type a printed question asks for, answered where it is printed (a scanned page): "What happened?" and "How …?"
 * in sentences, "Was … ?" yes or no, "… when did death occur?" a date. Null for any other text.
 */
export function questionType(label: string): AiDataModelType | null {
  const question = /(?:^|,\s*)(\p{L}+)[^?,]*\?$/u.exec(label.replace(/^[\s(\d).*]+/, '').trim());
  const word = question?.[1].toLowerCase();
  if (!word) return null;
  if (['what', 'how', 'why', 'describe', 'explain'].includes(word)) return 'TextArea';
  if (['was', 'were', 'is', 'are', 'did', 'do', 'does', 'has', 'have', 'had'].includes(word)) return 'Radio';
  return word === 'when' ? 'Date' : null;
}

/** A label as a field name: no trailing colon or underscores, no checkbox glyphs in front, single spaces. */
export function cleanLabel(text: string): string {
  return text
    .replace(/_{2,}.*$/, '')
    .replace(/^[\s[\]|()☐□○◯●•*©®—–-]+/, '')
    .replace(/[\s:.;,_|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The answers a row of radio buttons offers on inspection and safety forms. */
const OPTION_WORDS = new Set([
  'yes',
  'no',
  'n/a',
  'na',
  'ok',
  'okay',
  'defect',
  'defective',
  'pass',
  'fail',
  'good',
  'fair',
  'poor',
  'safe',
  'unsafe',
  'true',
  'false',
  'repair',
  'satisfactory',
  'unsatisfactory',
]);

/** OCR's reading of a radio button in front of an option ("O Yes", "QO ves", "Oo No"). */
const MARKER_PREFIX = /^[oO0Q©®°.]{1,3}\s+/;

/** An answer of a radio row, also as OCR misreads it: one letter off in a word of three or more ("ves"). */
export function isOptionWord(text: string): boolean {
  const word = cleanLabel(text).replace(MARKER_PREFIX, '').toLowerCase();
  if (OPTION_WORDS.has(word)) return true;
  return (
    word.length >= 3 && [...OPTION_WORDS].some((option) => option.length === word.length && oneLetterOff(option, word))
  );
}

const oneLetterOff = (a: string, b: string): boolean => [...a].filter((char, index) => b[index] !== char).length <= 1;

/** Column names of a line-item grid: three of them on one line make a QuoteDetails table. */
const TABLE_HEADER_WORDS = new Set([
  'description',
  'item',
  'items',
  'qty',
  'quantity',
  'rate',
  'price',
  'unit price',
  'amount',
  'total',
  'unit',
  'hours',
]);

export const isTableHeader = (cells: readonly string[]): boolean =>
  cells.filter((cell) => TABLE_HEADER_WORDS.has(cleanLabel(cell).toLowerCase())).length >= 3;

/** Words that mark running prose ("If you are not sure, see the instructions"): labels rarely carry three. */
const PROSE_WORDS = new Set([
  'the',
  'is',
  'are',
  'you',
  'if',
  'this',
  'that',
  'be',
  'will',
  'may',
  'must',
  'was',
  'not',
  'can',
  'should',
  'these',
  'it',
]);

/** A parenthesis, closed or cut off at the end of the text. */
const PARENTHESIS = /\([^)]*(?:\)|$)/g;

/**
 * Instructions and other sentences: long, ending with a full stop, or prose (three of its function words) that asks
 * no question and ends in no colon. They are no field.
 */
export const isSentence = (text: string): boolean => {
  const trimmed = text.trim();
  // A question is asked of the one filling in ("What was the employee doing just before the incident occurred?").
  if (/\?$/.test(trimmed) && words(trimmed).length <= 20) return false;
  // A hint in parentheses is no prose of the label's ("6. Email (See application status at passportstatus.state.gov)").
  const bare = trimmed.replace(PARENTHESIS, ' ');
  // A full stop ends a sentence, not a row of abbreviations ("Apt. Ste. Flr.").
  const abbreviations = /^(?:\p{L}{1,4}\.\s*)+$/u.test(trimmed);
  if (words(bare).length > 8 || (/[a-z]{2}\.$/i.test(trimmed) && !abbreviations)) return true;
  return !/[?:]$/.test(trimmed) && words(bare).filter((word) => PROSE_WORDS.has(word)).length >= 3;
};

/**
 * Page furniture, printed on a form but never filled in: page numbers ("Page 1 of 2", "1 / 3"), form and edition
 * numbers ("Form W-4", "OMB No. 1545-0074", "Rev. 04/2004", "Cat. No. 17001Z", "(Rev. 1-2024)"), producer and web
 * lines ("Powered by TCPDF (www.tcpdf.org)", "www.irs.gov/Form941"), step and part labels alone ("Step 1", "Part 2"),
 * a date or number alone, and the buttons of a fillable PDF printed with it ("Reset", "Print Form", "Add a Form Page").
 */
export function isFurniture(text: string): boolean {
  const clean = cleanLabel(text).replace(/^\(|\)$/g, '');
  return (
    /^page\s*\d+(\s*([o0]f|\/)\s*\d+)?$/i.test(clean) ||
    /^\d+\s*(of|\/)\s*\d+$/i.test(clean) ||
    /^(form\s+)?[a-z]{0,4}-?\d[\d-]*[a-z]?(\s+\(?rev\.?.*)?$/i.test(clean) ||
    /^form\s+\S*\d\S*(\s+[\d/.-]+)?(\s+\S+)?$/i.test(clean) ||
    /\b(omb|ome|cat\.?)\s*(no|control|number)\b/i.test(clean) ||
    /^\(?rev\.?\s/i.test(clean) ||
    /^(expires|edition)\b/i.test(clean) ||
    // A web address in a label's parenthesis ("6. Email (See application status at passportstatus.state.gov)") is
    // a hint, not a web line.
    /powered by|www\.|https?:|\.(gov|org|com)\b/i.test(clean.replace(PARENTHESIS, '') || clean) ||
    /^(step|part|section|page)\s+\d+[a-z]?$/i.test(clean) ||
    /^((reset|print|clear|submit|save)(\s+(the\s+)?form)?|add (a|another) (form\s+)?page)$/i.test(clean) ||
    /^[\d\s./,:-]+$/.test(clean)
  );
}

/**
 * A piece of a label or sentence that OCR or a line break cut off: fewer than three letters in a row, or starting
 * in the middle of a sentence (a word in small letters: "of the", "tion number"; "u.s. passport" is no such word).
 */
export const isFragment = (text: string): boolean => {
  const clean = cleanLabel(text).replace(/^(\(?[a-z\d]{1,2}[.)]|\d+[a-z]?)\s+/, '');
  return !/\p{L}{3}/u.test(clean) || /^\p{Ll}{2,}(?![\p{L}.])/u.test(clean);
};

/** Words that only say how to write a date or time ("Month Day Year", "MM/DD/YYYY", "AM PM"), under its line. */
const CAPTION_WORDS = new Set(['month', 'day', 'year', 'mm', 'dd', 'yy', 'yyyy', 'hh', 'am', 'pm']);

/** A date or time caption, also with OCR's radio glyph in front ("OAM"): no field of its own. */
export const isCaption = (text: string): boolean => {
  const parts = words(text).filter((word) => /[a-z]/.test(word));
  // One such word before a printed number asks for it ("Year 20__").
  if (parts.length === 1 && /\d/.test(text)) return false;
  return parts.length > 0 && parts.every((word) => CAPTION_WORDS.has(word.replace(/^[o0q]{1,2}(?=am$|pm$)/, '')));
};

/** All capitals (at least three letters), as section titles are often set. */
export const isAllCaps = (text: string): boolean => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
};

/** Geometry, in the units of the page (points for PDFs, pixels for images), relative to the text height `em`. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A small square or circle: a checkbox or a radio button. */
export const isMarker = (rect: Rect, em: number): boolean =>
  rect.w >= 0.5 * em && rect.w <= 2.2 * em && rect.h >= 0.5 * em && rect.h <= 2.2 * em && rect.w / rect.h < 1.6;

/** A box tall enough to write sentences in: a TextArea (or a Photo when its label asks for one). */
export const isBigBox = (rect: Rect, em: number): boolean => rect.h >= 2.5 * em && rect.w >= 8 * em;

/** A line to write on. */
export const isUnderline = (rect: Rect, em: number): boolean => rect.w >= 3 * em && rect.h <= 0.5 * em;
