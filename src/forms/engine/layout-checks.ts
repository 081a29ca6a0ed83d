import { z } from 'zod';
import {
  isDisplayOnlyLayoutType,
  isLayoutFieldType,
  isMappingValue,
  isServerFieldType,
  LAYOUT_FIELD_TYPES,
  MAPPING_VALUES,
  MOBILE_TO_WEB_TYPE,
  parseOptions,
  SERVER_FIELD_TYPES,
  isWebEntryType,
} from './field-types.js';
import { fieldIds, idOf, isJsonObject, walkFields, type FieldVisit, type JsonObject } from './field-walk.js';
import {
  formatPath,
  parseWithProblems,
  problemsOf,
  problemMessages,
  type Checked,
  type Problem,
  type ProblemPath,
} from './problems.js';
import { formTemplateSchema, mobileLayoutSchema, webLayoutSchema, type FormTemplate } from './template.schema.js';

/**
 * The layout checks (spec 3 §2 edit-web-layout and AI builder, §5 template import): one function for the server's
 * every save and for the editors. Which list applies where, and which ids must name template fields, is in
 * docs/forms.md.
 *
 * - web: `layouts.web` — entries Divider or Row, widgets of the server field types inside Rows; every widget's
 *   id names a template field.
 * - ios: the template's own `fields`, `alerts`, `subForms` and `parameters` (they are the iOS layout), and
 *   `layouts.ios` when an imported template has one — layout field types; the template's fields define the ids.
 * - android: `layouts.android` — layout field types; the id of every field that holds a value names a template field.
 */
export const LAYOUT_KINDS = ['web', 'ios', 'android'] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

const STRUCTURE: Record<LayoutKind, z.ZodType> = {
  web: z.looseObject({ layouts: z.looseObject({ web: webLayoutSchema }) }),
  ios: z.looseObject({
    fields: formTemplateSchema.shape.fields,
    alerts: formTemplateSchema.shape.alerts,
    subForms: formTemplateSchema.shape.subForms,
    parameters: formTemplateSchema.shape.parameters,
    layouts: z.looseObject({ ios: mobileLayoutSchema.nullable().optional() }).optional(),
  }),
  android: z.looseObject({ layouts: z.looseObject({ android: mobileLayoutSchema }) }),
};

/**
 * What is wrong with a template's layout of that kind, or with the whole template when no kind is given (its
 * structure and all three layouts). Paths lead from the template's root. Banners without an id are not a problem:
 * assignBannerIds gives them one.
 */
export function checkLayout(template: unknown, kind?: LayoutKind): Problem[] {
  const structure = (kind ? STRUCTURE[kind] : formTemplateSchema).safeParse(template, { error: problemMessages });
  const problems = structure.success ? [] : problemsOf(structure.error);
  if (!isJsonObject(template)) return problems;
  const templateIds = fieldIds(template.fields);
  for (const each of kind ? [kind] : LAYOUT_KINDS) problems.push(...CHECKS[each](template, templateIds));
  return problems;
}

/**
 * The server's check on save: Banner ids assigned, top-level fields named (withTopLevelNames), then checkLayout on the whole template; the parsed template
 * (unknown keys kept) or the problems.
 */
export function validateTemplate(input: unknown): Checked<FormTemplate> {
  const template = withTopLevelNames(assignBannerIds(input));
  const problems = checkLayout(template);
  return problems.length ? { ok: false, problems } : parseWithProblems(formTemplateSchema, template);
}

/**
 * A copy in which every Banner without an id, in any `fields` list (or in the list given), gets a new UUID
 * (spec 3 §2, §5).
 */
export function assignBannerIds<T>(layout: T): T {
  return withBannerIds(layout, Array.isArray(layout)) as T;
}

/**
 * A copy in which every top-level field of the template (`fields`) has an id and a name (spec 3 §3: a template field
 * has both): a new UUID, and its title, else its type, for a name. Not its text: a Banner's "Customer" would be taken
 * for the quote's customer field (spec 3 §2: the first field whose name contains "customer").
 */
function withTopLevelNames(template: unknown): unknown {
  if (!isJsonObject(template) || !Array.isArray(template.fields)) return template;
  const named = (field: unknown) => {
    if (!isJsonObject(field)) return field;
    const title = isJsonObject(field.attributes) ? field.attributes.title : undefined;
    const name = [field.name, title, field.type].find((text) => typeof text === 'string' && text !== '');
    return { ...field, id: idOf(field) ?? crypto.randomUUID(), ...(name === undefined ? {} : { name }) };
  };
  return { ...template, fields: template.fields.map(named) };
}

function withBannerIds(value: unknown, isField: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => withBannerIds(item, isField));
  if (!isJsonObject(value)) return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withBannerIds(item, key === 'fields' && Array.isArray(item))]),
  );
  const { id, ...rest } = copy;
  const lacksId = id === undefined || id === null || id === '';
  return isField && copy.type === 'Banner' && lacksId ? { id: crypto.randomUUID(), ...rest } : copy;
}

// ---------------------------------------------------------------------------------------------------------------

interface FieldRules {
  /** Where the checked layout starts, so "first used at" reads relative to it (`fields.0.fields.2`). */
  base: ProblemPath;
  /** Ids that attribute references may name besides the layout's own. */
  knownIds: ReadonlySet<string>;
  /** Template field ids, when the layout's value fields must name one. */
  mapsTo?: ReadonlySet<string>;
  typeProblem(type: string, parent: JsonObject | undefined): string | undefined;
  /** Whether a field of this type holds a value (so needs an id). */
  holdsValue(type: string): boolean;
  missingIdMessage: string;
}

const CHECKS: Record<LayoutKind, (template: JsonObject, templateIds: ReadonlySet<string>) => Problem[]> = {
  web(template, templateIds) {
    const web = objectAt(template, 'layouts', 'web');
    if (!web) return [];
    const base = ['layouts', 'web'];
    return [
      ...checkFields(web.fields, [...base, 'fields'], {
        base,
        knownIds: templateIds,
        mapsTo: templateIds,
        typeProblem: webTypeProblem,
        holdsValue: (type) => isServerFieldType(type) && !isWebEntryType(type),
        missingIdMessage: 'This field needs the id of the template field it shows',
      }),
      ...onlyRowsHoldFields(web.fields, [...base, 'fields']),
    ];
  },
  ios(template, templateIds) {
    const problems = [
      ...checkMobileLayout(template, [], 'iOS', 'subForms', templateIds, false),
      ...referenceProblems(objectAt(template, 'parameters')?.forDate, ['parameters', 'forDate'], templateIds),
    ];
    const ios = objectAt(template, 'layouts', 'ios');
    if (ios) problems.push(...checkMobileLayout(ios, ['layouts', 'ios'], 'iOS', 'subforms', templateIds, true));
    return problems;
  },
  android(template, templateIds) {
    const android = objectAt(template, 'layouts', 'android');
    return android ? checkMobileLayout(android, ['layouts', 'android'], 'Android', 'subforms', templateIds, true) : [];
  },
};

function objectAt(value: unknown, ...keys: string[]): JsonObject | undefined {
  let current = value;
  for (const key of keys) current = isJsonObject(current) ? current[key] : undefined;
  return isJsonObject(current) ? current : undefined;
}

/** A mobile layout: its fields, its alerts, and each sub-form's fields (ids of their own) and alerts. */
function checkMobileLayout(
  layout: JsonObject,
  base: ProblemPath,
  label: 'iOS' | 'Android',
  subFormsKey: 'subForms' | 'subforms',
  templateIds: ReadonlySet<string>,
  mapsToTemplate: boolean,
): Problem[] {
  const rules = (rulesBase: ProblemPath, knownIds: ReadonlySet<string>, mapsTo?: ReadonlySet<string>): FieldRules => ({
    base: rulesBase,
    knownIds,
    mapsTo,
    typeProblem: (type) =>
      isLayoutFieldType(type) ? undefined : typeMessage(type, `${label} layout`, LAYOUT_FIELD_TYPES),
    holdsValue: (type) => isLayoutFieldType(type) && !isDisplayOnlyLayoutType(type),
    missingIdMessage: mapsTo ? 'This field needs the id of the template field it fills' : 'This field needs an id',
  });
  const ownIds = union(templateIds, fieldIds(layout.fields));
  const problems = [
    ...checkFields(
      layout.fields,
      [...base, 'fields'],
      rules(base, templateIds, mapsToTemplate ? templateIds : undefined),
    ),
    ...alertProblems(layout.alerts, [...base, 'alerts'], ownIds),
  ];
  const subForms = Array.isArray(layout[subFormsKey]) ? (layout[subFormsKey] as unknown[]) : [];
  subForms.forEach((subForm, index) => {
    if (!isJsonObject(subForm)) return;
    const subBase = [...base, subFormsKey, index];
    const subIds = union(templateIds, fieldIds(subForm.fields));
    problems.push(
      ...checkFields(subForm.fields, [...subBase, 'fields'], rules(subBase, templateIds)),
      ...alertProblems(subForm.alerts, [...subBase, 'alerts'], subIds),
    );
  });
  return problems;
}

function checkFields(fields: unknown, path: ProblemPath, rules: FieldRules): Problem[] {
  const visits = [...walkFields(fields, path)];
  const known = union(rules.knownIds, fieldIds(fields));
  const firstUse = new Map<string, ProblemPath>();
  const problems: Problem[] = [];
  for (const visit of visits) {
    const { field, path: at, parent } = visit;
    const type = typeof field.type === 'string' && field.type !== '' ? field.type : undefined;
    const typeProblem = type === undefined ? undefined : rules.typeProblem(type, parent);
    if (typeProblem) problems.push({ path: [...at, 'type'], message: typeProblem });
    if (typeof field.fieldType === 'string' && !isServerFieldType(field.fieldType)) {
      problems.push({
        path: [...at, 'fieldType'],
        message: typeMessage(field.fieldType, 'server', SERVER_FIELD_TYPES),
      });
    }
    const id = idOf(field);
    if (id === undefined) {
      if (field.id === undefined && type !== undefined && !typeProblem && rules.holdsValue(type)) {
        problems.push({ path: at, message: rules.missingIdMessage });
      }
    } else {
      const first = firstUse.get(id);
      if (first) {
        problems.push({
          path: [...at, 'id'],
          message: `Duplicate id "${id}": first used at ${relative(first, rules.base)}`,
        });
      } else {
        firstUse.set(id, at);
      }
      if (rules.mapsTo && type !== undefined && rules.holdsValue(type) && !rules.mapsTo.has(id)) {
        problems.push({ path: [...at, 'id'], message: `No template field has the id "${id}"` });
      }
    }
    problems.push(...attributeProblems(field.attributes, [...at, 'attributes'], known), ...gridProblems(visit));
  }
  return problems;
}

const ID_ATTRIBUTES = ['startId', 'endId', 'outId', 'discountsId', 'surchargeId', 'taxId'] as const;

function attributeProblems(attributes: unknown, path: ProblemPath, known: ReadonlySet<string>): Problem[] {
  if (!isJsonObject(attributes)) return [];
  const problems = ID_ATTRIBUTES.flatMap((key) => referenceProblems(attributes[key], [...path, key], known));
  const adders = attributes.adderFieldIds;
  if (Array.isArray(adders)) {
    adders.forEach((adder, index) =>
      problems.push(...referenceProblems(adder, [...path, 'adderFieldIds', index], known)),
    );
  } else if (typeof adders === 'string') {
    const missing = parseOptions(adders).filter((adder) => !known.has(adder));
    if (missing.length) problems.push({ path: [...path, 'adderFieldIds'], message: unknownIdsMessage(missing) });
  }
  for (const key of ['hiddenIf', 'visibleIf']) {
    const condition = attributes[key];
    if (isJsonObject(condition)) problems.push(...referenceProblems(condition.id, [...path, key, 'id'], known));
  }
  const mapping = attributes.mapping;
  if (typeof mapping === 'string' && !isMappingValue(mapping)) {
    problems.push({
      path: [...path, 'mapping'],
      message: `"${mapping}" is not a mapping value. Use one of: ${MAPPING_VALUES.join(', ')}`,
    });
  }
  return problems;
}

function alertProblems(alerts: unknown, path: ProblemPath, known: ReadonlySet<string>): Problem[] {
  if (!Array.isArray(alerts)) return [];
  return alerts.flatMap((alert, index) =>
    isJsonObject(alert) ? referenceProblems(alert.textFieldInputId, [...path, index, 'textFieldInputId'], known) : [],
  );
}

/** A reference that is a non-empty id naming no field (anything else is left to the schema). */
function referenceProblems(id: unknown, path: ProblemPath, known: ReadonlySet<string>): Problem[] {
  return typeof id === 'string' && id !== '' && !known.has(id) ? [{ path, message: unknownIdsMessage([id]) }] : [];
}

const unknownIdsMessage = (ids: string[]): string =>
  ids.length === 1
    ? `No field of this form has the id "${ids[0]}"`
    : `No field of this form has the ids ${ids.map((id) => `"${id}"`).join(', ')}`;

/** Grid lines inside a Row: columnStart < columnEnd ≤ columns + 1 (columnEnd is exclusive, as in CSS grids). */
function gridProblems({ field, path, parent }: FieldVisit): Problem[] {
  if (parent?.type !== 'Row') return [];
  const start = Number.isInteger(field.columnStart) ? (field.columnStart as number) : undefined;
  const end = Number.isInteger(field.columnEnd) ? (field.columnEnd as number) : undefined;
  const columns = Number.isInteger(parent.columns) ? (parent.columns as number) : undefined;
  const problems: Problem[] = [];
  if (start !== undefined && end !== undefined && end <= start) {
    problems.push({ path: [...path, 'columnEnd'], message: 'columnEnd must be greater than columnStart' });
  }
  if (columns !== undefined && start !== undefined && start > columns) {
    problems.push({
      path: [...path, 'columnStart'],
      message: `columnStart ${start} is past the row's ${columns} columns`,
    });
  }
  if (columns !== undefined && end !== undefined && end > columns + 1) {
    problems.push({
      path: [...path, 'columnEnd'],
      message: `columnEnd ${end} is past the row's ${columns} columns (the last grid line is ${columns + 1})`,
    });
  }
  return problems;
}

function webTypeProblem(type: string, parent: JsonObject | undefined): string | undefined {
  if (!isServerFieldType(type)) return typeMessage(type, 'web layout', SERVER_FIELD_TYPES);
  if (!parent) {
    return isWebEntryType(type)
      ? undefined
      : `A ${type} must sit inside a Row: the web layout's entries are Divider or Row`;
  }
  return type === 'Row' ? 'A Row cannot be placed inside another Row' : undefined;
}

/** In the web layout only a Row has fields (the widgets are not containers). */
function onlyRowsHoldFields(fields: unknown, path: ProblemPath): Problem[] {
  return [...walkFields(fields, path)]
    .filter(({ field }) => field.type !== 'Row' && Array.isArray(field.fields) && field.fields.length > 0)
    .map(({ path: at }) => ({ path: [...at, 'fields'], message: 'Only a Row can hold fields' }));
}

/** `"Datepicker" is not an iOS layout field type. Did you mean "DatePicker"?` */
function typeMessage(type: string, label: string, allowed: readonly string[]): string {
  const article = /^[aeiou]/i.test(label) ? 'an' : 'a';
  const head = `"${type}" is not ${article} ${label} field type.`;
  const suggestion = suggestType(type, allowed);
  return suggestion ? `${head} Did you mean "${suggestion}"?` : `${head} Use one of: ${allowed.join(', ')}`;
}

const WEB_TO_MOBILE_TYPE = Object.fromEntries(Object.entries(MOBILE_TO_WEB_TYPE).map(([mobile, web]) => [web, mobile]));

function suggestType(type: string, allowed: readonly string[]): string | undefined {
  const equivalent = MOBILE_TO_WEB_TYPE[type as keyof typeof MOBILE_TO_WEB_TYPE] ?? WEB_TO_MOBILE_TYPE[type];
  if (equivalent && allowed.includes(equivalent)) return equivalent;
  const wanted = type.toLowerCase();
  const scored = allowed.map((candidate) => ({ candidate, distance: editDistance(wanted, candidate.toLowerCase()) }));
  const best = scored.reduce((a, b) => (b.distance < a.distance ? b : a));
  return best.distance <= 2 ? best.candidate : undefined;
}

/** The Levenshtein distance: the fewest one-letter insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

const relative = (path: ProblemPath, base: ProblemPath): string => formatPath(path.slice(base.length));

const union = (a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> => new Set([...a, ...b]);
