import type { CsvConfig, DynamicDocument } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import {
  CRANE_OPTIONS,
  demoTemplate,
  field,
  full,
  grid,
  notes,
  PASS_FAIL_NA,
  picker,
  radio,
  row,
  section,
  sectionFields,
  YES_NO,
} from './layout.js';
import { block, checklist, demoPdfConfig, facts, part, pdfDocument, photos, signatures } from './pdf.js';

/** The checklist: a crane operator's daily pre-use inspection (ASME B30.5 frequent inspection items). */
export const CRANE_CHECKLIST = [
  ['wireRope', 'Wire rope and end connections'],
  ['hooksAndLatches', 'Hooks and safety latches'],
  ['sheaves', 'Sheaves and drums'],
  ['boomAndJib', 'Boom, jib and pins'],
  ['outriggersAndPads', 'Outriggers, floats and pads'],
  ['loadMomentIndicator', 'Load moment indicator (LMI)'],
  ['antiTwoBlock', 'Anti-two-block device'],
  ['brakes', 'Brakes and clutches'],
  ['tiresTracks', 'Tires or tracks'],
  ['fluidLeaks', 'No hydraulic, fuel or oil leaks'],
  ['fireExtinguisher', 'Fire extinguisher charged and tagged'],
  ['hornLightsAlarms', 'Horn, lights and travel alarms'],
] as const;

export const CRANE_INSPECTION_IDS = {
  inspectionDate: 'inspectionDate',
  crane: 'crane',
  unitNumber: 'unitNumber',
  hourMeter: 'hourMeter',
  job: 'job',
  operator: 'operator',
  ...(Object.fromEntries(CRANE_CHECKLIST.map(([id]) => [id, id])) as {
    [K in (typeof CRANE_CHECKLIST)[number][0]]: K;
  }),
  defectsFound: 'defectsFound',
  defects: 'defects',
  /** Yes / No: whether the crane may work today (No takes it out of service). */
  safeToOperate: 'safeToOperate',
  photos: 'photos',
  operatorSignature: 'operatorSignature',
} as const;

const ID = CRANE_INSPECTION_IDS;

const F = {
  inspectionDate: field('DateField', ID.inspectionDate, 'Inspection Date', { required: true }),
  crane: picker(ID.crane, 'Crane', CRANE_OPTIONS, { required: true }),
  unitNumber: field('TextField', ID.unitNumber, 'Unit Number', { required: true }),
  hourMeter: field('NumberField', ID.hourMeter, 'Hour Meter', { endText: 'hrs', required: true }),
  job: field('JobField', ID.job, 'Job'),
  operator: field('UserField', ID.operator, 'Operator', { mapping: 'userId', required: true }),
  defectsFound: radio(ID.defectsFound, 'Defects Found', YES_NO, { required: true }),
  defects: notes(ID.defects, 'Defects and Corrective Action'),
  safeToOperate: radio(ID.safeToOperate, 'Crane Safe to Operate', YES_NO, { required: true }),
  photos: field('MultiImageField', ID.photos, 'Photos', { maxImages: 10 }),
  operatorSignature: field('SignatureField', ID.operatorSignature, 'Operator Signature', { required: true }),
};

const checklistFields = CRANE_CHECKLIST.map(([id, name]) => radio(id, name, PASS_FAIL_NA, { required: true }));

const sections = [
  section('inspection-section-crane', 'Crane', [
    row([F.inspectionDate, F.crane, F.unitNumber, F.hourMeter], { spans: [3, 4, 2, 3] }),
    row([F.job, F.operator]),
  ]),
  section('inspection-section-checklist', 'Pre-Use Checklist', grid(checklistFields, 3)),
  section('inspection-section-defects', 'Defects', [
    row([F.defectsFound, F.safeToOperate], { spans: [6, 6] }),
    full(F.defects),
    full(F.photos),
  ]),
  section('inspection-section-sign-off', 'Sign-Off', [row([F.operatorSignature], { spans: [6] })]),
];

const hbsTemplate = pdfDocument(
  'Daily Crane Inspection',
  [
    part('Crane', facts([F.inspectionDate, F.crane, F.unitNumber, F.hourMeter], 4), facts([F.job, F.operator], 2)),
    part('Pre-Use Checklist', checklist(checklistFields)),
    part('Result', facts([F.defectsFound, F.safeToOperate], 2), block(F.defects)),
    part('Photos', photos(F.photos)),
    signatures({ signature: F.operatorSignature, signedBy: F.operator }),
  ],
  'A crane with a failed item is tagged out and reported to the shop before it works.',
);

/** One row per inspection with every checklist answer, for the shop's maintenance records. */
const csvConfig: CsvConfig = {
  fileName: 'Daily crane inspections',
  delimiter: ',',
  includeHeader: true,
  columns: [
    { header: 'Inspection #', property: 'number', format: 'text' },
    { header: 'Date', fieldId: ID.inspectionDate, format: 'date' },
    { header: 'Crane', fieldId: ID.crane, format: 'text' },
    { header: 'Unit Number', fieldId: ID.unitNumber, format: 'text' },
    { header: 'Hour Meter', fieldId: ID.hourMeter, format: 'number' },
    { header: 'Operator', fieldId: ID.operator, format: 'text' },
    ...CRANE_CHECKLIST.map(([id, name]) => ({ header: name, fieldId: id, format: 'text' as const })),
    { header: 'Defects Found', fieldId: ID.defectsFound, format: 'text' },
    { header: 'Safe to Operate', fieldId: ID.safeToOperate, format: 'text' },
    { header: 'Defects', fieldId: ID.defects, format: 'text' },
    { header: 'Status', property: 'status', format: 'text' },
  ],
};

const dynamicDocument: DynamicDocument = {
  title: 'Daily Crane Inspections',
  itemTitle: 'Inspection #{number} · {unitNumber}',
  columns: [
    { header: 'Number', property: 'number', format: 'text', sortable: true },
    { header: 'Date', fieldId: ID.inspectionDate, format: 'date', sortable: true },
    { header: 'Crane', fieldId: ID.crane, format: 'text', sortable: true },
    { header: 'Unit', fieldId: ID.unitNumber, format: 'text', sortable: true },
    { header: 'Hour Meter', fieldId: ID.hourMeter, format: 'number', sortable: true },
    { header: 'Safe to Operate', fieldId: ID.safeToOperate, format: 'text', sortable: true },
    { header: 'Operator', fieldId: ID.operator, format: 'text', sortable: true },
    { header: 'Status', property: 'status', format: 'text', sortable: true },
  ],
  defaultSort: { by: ID.inspectionDate, order: 'DESC' },
  filters: [
    { label: 'Crane', fieldId: ID.crane, match: 'exact' },
    { label: 'Unit Number', fieldId: ID.unitNumber, match: 'text' },
    { label: 'Safe to Operate', fieldId: ID.safeToOperate, match: 'exact' },
    { label: 'Defects', fieldId: ID.defects, match: 'text' },
    { label: 'Has Photos', fieldId: ID.photos, match: 'hasData' },
  ],
  summary: [{ label: 'Inspections', aggregate: 'count', format: 'number' }],
  pageSize: 20,
};

/** The Daily Crane Inspection (form type inspection-form). */
export function dailyCraneInspection(): DemoForm {
  return freshCopy({
    key: 'craneInspection',
    template: demoTemplate({
      name: 'Daily Crane Inspection',
      description: 'Operator’s pre-use crane inspection: checklist, defects, photos and sign-off.',
      formTypeSlug: 'inspection-form',
      downloadName: 'Crane Inspection',
      sections,
      submit: {
        label: 'Submit Inspection',
        title: 'Submit Inspection?',
        message: 'A crane with a failed item must not be operated until it is repaired.',
      },
      forDate: ID.inspectionDate,
      logicRules: [{ name: 'Out of service', rule: `${ID.safeToOperate} == "No"` }],
    }),
    pdfConfig: demoPdfConfig(sectionFields(sections), hbsTemplate),
    csvConfig,
    dynamicDocument,
  });
}
