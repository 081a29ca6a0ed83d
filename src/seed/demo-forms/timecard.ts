import {
  timecardCsvConfig,
  timecardDynamicDocument,
  timecardTemplate,
} from '../../forms/engine/fixtures/timecard.template.js';
import { walkFields, type TemplateField, type WebLayoutField } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import {
  CRANE_OPTIONS,
  full,
  mobileField,
  row,
  sum,
  webRow,
  type DemoField,
  type DemoTemplate,
  type ValueFieldType,
  textArea,
} from './layout.js';
import { block, demoPdfConfig, facts, part, pdfDocument, photos, signatures, table } from './pdf.js';

/**
 * The Daily Crane Timecard is the engine's timecard fixture (src/forms/engine/fixtures/timecard.template.ts),
 * extended with what the demo company records besides: the equipment used on the job and the total hours, and the
 * crane picker offering the demo fleet's cranes.
 */
export const TIMECARD_IDS = {
  workDate: 'workDate',
  job: 'job',
  customerName: 'customerName',
  branch: 'branch',
  division: 'division',
  crew: 'crew',
  startTime: 'startTime',
  stopTime: 'stopTime',
  outMinutes: 'outMinutes',
  /** Start to stop less the out time. */
  hours: 'hours',
  clock: 'clock',
  /** hours + the clock's hours: the submission's totalHours, shown on the form. */
  totalHours: 'totalHours',
  crane: 'crane',
  craneHours: 'craneHours',
  travelHours: 'travelHours',
  /** craneHours + travelHours. */
  billableHours: 'billableHours',
  equipmentUsed: 'equipmentUsed',
  liftType: 'liftType',
  riggingInspected: 'riggingInspected',
  workPerformed: 'workPerformed',
  sitePhotos: 'sitePhotos',
  customerSignature: 'customerSignature',
  operatorSignature: 'operatorSignature',
} as const;

const ID = TIMECARD_IDS;

const totalHours = sum(ID.totalHours, 'Total Hours', [ID.hours, ID.clock], 'hrs');
const equipmentUsed = textArea(ID.equipmentUsed, 'Equipment Used', {
  title: 'Equipment Used (rigging, mats, spreader bars, trucks)',
});

type FieldList = (TemplateField | WebLayoutField)[];

/** The list with `items` after the entry that is, or holds, the field `id`. */
function insertAfter<T extends TemplateField | WebLayoutField>(list: T[], id: string, ...items: T[]): T[] {
  const index = list.findIndex((entry) => entry.id === id || entry.fields?.some((inner) => inner.id === id));
  if (index < 0) throw new Error(`The timecard has no field ${id}`);
  return [...list.slice(0, index + 1), ...items, ...list.slice(index + 1)];
}

/** The list with the crane picker offering the demo fleet, in every layout. */
function withFleet<T extends FieldList>(list: T): T {
  return list.map((entry) =>
    entry.id === ID.crane
      ? { ...entry, attributes: { ...entry.attributes, options: CRANE_OPTIONS } }
      : { ...entry, ...(entry.fields ? { fields: withFleet(entry.fields) } : {}) },
  ) as T;
}

function mobile(list: TemplateField[]): TemplateField[] {
  const withTotal = insertAfter(withFleet(list), ID.clock, mobileField(totalHours));
  return insertAfter(withTotal, ID.billableHours, mobileField(equipmentUsed));
}

function extendedTemplate(): DemoTemplate {
  const fixture = timecardTemplate();
  const { web, android } = fixture.layouts!;
  const webFields = insertAfter(withFleet(web!.fields), ID.clock, webRow(row([totalHours], { spans: [3] })));
  return {
    ...fixture,
    formTypeSlug: 'Timecard',
    fields: mobile(fixture.fields),
    layouts: {
      ...fixture.layouts,
      web: { ...web, fields: insertAfter(webFields, ID.billableHours, webRow(full(equipmentUsed))) },
      android: { ...android!, fields: mobile(android!.fields) },
    },
  };
}

/** The template's value fields (id, name, server type), for the PDF config. */
function valueFields(template: DemoTemplate): Pick<DemoField, 'id' | 'name' | 'type'>[] {
  return [...walkFields(template.fields, [])].flatMap(({ field }) => {
    const { id, name, fieldType } = field as TemplateField;
    return id && fieldType ? [{ id, name: name ?? id, type: fieldType as ValueFieldType }] : [];
  });
}

const ref = (id: string) => ({ id });

const hbsTemplate = pdfDocument(
  'Daily Timecard',
  [
    part('Job', facts([ID.workDate, ID.job, ID.customerName, ID.branch].map(ref), 4)),
    part('Crew', table(ref(ID.crew), 'No crew members listed.')),
    part(
      'Hours',
      facts([ID.startTime, ID.stopTime, ID.outMinutes, ID.hours].map(ref), 4),
      facts([ID.clock, ID.totalHours].map(ref), 2),
    ),
    part(
      'Equipment',
      facts([ID.crane, ID.craneHours, ID.travelHours, ID.billableHours].map(ref), 4),
      facts([ID.liftType, ID.riggingInspected].map(ref), 2),
      block(ref(ID.equipmentUsed)),
    ),
    part('Work Performed', block(ref(ID.workPerformed)), photos(ref(ID.sitePhotos))),
    signatures({ signature: ref(ID.operatorSignature) }, { signature: ref(ID.customerSignature) }),
  ],
  'Hours are paid from this timecard once approved.',
);

/** The fixture's payroll export with the total hours after the hours. */
function csvConfig() {
  const config = timecardCsvConfig();
  const afterHours = config.columns.findIndex((column) => column.fieldId === ID.hours) + 1;
  config.columns.splice(afterHours, 0, { header: 'Total Hours', fieldId: ID.totalHours, format: 'hours' });
  return config;
}

/** The Daily Crane Timecard (form type Timecard). */
export function dailyCraneTimecard(): DemoForm {
  const template = extendedTemplate();
  return freshCopy({
    key: 'timecard',
    template,
    pdfConfig: demoPdfConfig(valueFields(template), hbsTemplate),
    csvConfig: csvConfig(),
    dynamicDocument: timecardDynamicDocument(),
  });
}
