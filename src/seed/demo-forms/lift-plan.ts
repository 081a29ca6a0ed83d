import type { CsvConfig, DynamicDocument } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import {
  CRANE_OPTIONS,
  demoTemplate,
  field,
  full,
  picker,
  radio,
  row,
  section,
  sectionFields,
  sum,
  YES_NO,
  textArea,
} from './layout.js';
import { block, demoPdfConfig, facts, part, pdfDocument, signatures } from './pdf.js';

export const LIFT_PLAN_IDS = {
  liftDate: 'liftDate',
  job: 'job',
  liftLocation: 'liftLocation',
  liftDirector: 'liftDirector',
  craneOperator: 'craneOperator',
  crane: 'crane',
  craneConfiguration: 'craneConfiguration',
  counterweight: 'counterweight',
  outriggerSetup: 'outriggerSetup',
  loadDescription: 'loadDescription',
  loadWeight: 'loadWeight',
  riggingWeight: 'riggingWeight',
  blockWeight: 'blockWeight',
  /** loadWeight + riggingWeight + blockWeight (lb). */
  totalLoad: 'totalLoad',
  radius: 'radius',
  boomLength: 'boomLength',
  boomAngle: 'boomAngle',
  capacityAtRadius: 'capacityAtRadius',
  criticalLift: 'criticalLift',
  riggingGear: 'riggingGear',
  signalPerson: 'signalPerson',
  communication: 'communication',
  liftDirectorSignature: 'liftDirectorSignature',
} as const;

const ID = LIFT_PLAN_IDS;
const pounds = { endText: 'lb' };
const feet = { endText: 'ft' };

const F = {
  liftDate: field('DateField', ID.liftDate, 'Lift Date', { required: true }),
  job: field('JobField', ID.job, 'Job', { required: true }),
  liftLocation: field('LocationField', ID.liftLocation, 'Lift Location'),
  liftDirector: field('UserField', ID.liftDirector, 'Lift Director', { mapping: 'userId', required: true }),
  craneOperator: field('UserField', ID.craneOperator, 'Crane Operator', { required: true }),
  crane: picker(ID.crane, 'Crane', CRANE_OPTIONS, { required: true }),
  craneConfiguration: field('TextField', ID.craneConfiguration, 'Crane Configuration', { required: true }),
  counterweight: field('NumberField', ID.counterweight, 'Counterweight', pounds),
  outriggerSetup: picker(
    ID.outriggerSetup,
    'Outrigger Setup',
    'Fully extended, Mid extension, Retracted, On rubber, Crawler tracks',
  ),
  loadDescription: textArea(ID.loadDescription, 'Load Description', { required: true }),
  loadWeight: field('NumberField', ID.loadWeight, 'Load Weight', { ...pounds, required: true }),
  riggingWeight: field('NumberField', ID.riggingWeight, 'Rigging Weight', { ...pounds, required: true }),
  blockWeight: field('NumberField', ID.blockWeight, 'Hook Block and Deductions', pounds),
  totalLoad: sum(ID.totalLoad, 'Total Load', [ID.loadWeight, ID.riggingWeight, ID.blockWeight], 'lb'),
  radius: field('NumberField', ID.radius, 'Radius', { ...feet, required: true }),
  boomLength: field('NumberField', ID.boomLength, 'Boom Length', { ...feet, required: true }),
  boomAngle: field('NumberField', ID.boomAngle, 'Boom Angle', { endText: 'deg' }),
  capacityAtRadius: field('NumberField', ID.capacityAtRadius, 'Chart Capacity at Radius', {
    ...pounds,
    required: true,
  }),
  criticalLift: radio(ID.criticalLift, 'Critical Lift', YES_NO, { required: true }),
  riggingGear: textArea(ID.riggingGear, 'Rigging Gear', { required: true }),
  signalPerson: field('UserField', ID.signalPerson, 'Signal Person', { required: true }),
  communication: picker(ID.communication, 'Communication', 'Radio, Hand signals, Radio and hand signals'),
  liftDirectorSignature: field('SignatureField', ID.liftDirectorSignature, 'Lift Director Signature', {
    required: true,
  }),
};

const sections = [
  section('lift-plan-section-lift', 'Lift', [
    row([F.liftDate, F.job, F.liftLocation], { spans: [3, 4, 5] }),
    row([F.liftDirector, F.craneOperator, F.signalPerson]),
  ]),
  section('lift-plan-section-crane', 'Crane', [
    row([F.crane, F.craneConfiguration], { spans: [4, 8] }),
    row([F.counterweight, F.outriggerSetup], { spans: [4, 8] }),
  ]),
  section('lift-plan-section-load', 'Load', [
    full(F.loadDescription),
    row([F.loadWeight, F.riggingWeight, F.blockWeight, F.totalLoad], { spans: [3, 3, 3, 3] }),
  ]),
  section('lift-plan-section-geometry', 'Radius and Capacity', [
    row([F.radius, F.boomLength, F.boomAngle], { spans: [3, 3, 3], mobileRow: true }),
    row([F.capacityAtRadius, F.criticalLift], { spans: [6, 6] }),
  ]),
  section('lift-plan-section-rigging', 'Rigging and Signals', [
    full(F.riggingGear),
    row([F.communication], { spans: [6] }),
  ]),
  section('lift-plan-section-approval', 'Approval', [row([F.liftDirectorSignature], { spans: [6] })]),
];

const hbsTemplate = pdfDocument(
  'Lift Plan',
  [
    part('Lift', facts([F.liftDate, F.job, F.liftLocation]), facts([F.liftDirector, F.craneOperator, F.signalPerson])),
    part('Crane', facts([F.crane, F.craneConfiguration], 2), facts([F.counterweight, F.outriggerSetup], 2)),
    part('Load', block(F.loadDescription), facts([F.loadWeight, F.riggingWeight, F.blockWeight, F.totalLoad], 4)),
    part(
      'Radius and Capacity',
      facts([F.radius, F.boomLength, F.boomAngle]),
      facts([F.capacityAtRadius, F.totalLoad, F.criticalLift]),
    ),
    part('Rigging and Signals', block(F.riggingGear), facts([F.communication], 2)),
    signatures({ signature: F.liftDirectorSignature, signedBy: F.liftDirector }),
  ],
  'No lift is made until the crew has reviewed this plan. A change of load, radius or configuration needs a new plan.',
);

const csvConfig: CsvConfig = {
  fileName: 'Lift plans',
  delimiter: ',',
  includeHeader: true,
  columns: [
    { header: 'Lift Plan #', property: 'number', format: 'text' },
    { header: 'Lift Date', fieldId: ID.liftDate, format: 'date' },
    { header: 'Job', fieldId: ID.job, format: 'text' },
    { header: 'Crane', fieldId: ID.crane, format: 'text' },
    { header: 'Configuration', fieldId: ID.craneConfiguration, format: 'text' },
    { header: 'Load', fieldId: ID.loadDescription, format: 'text' },
    { header: 'Total Load (lb)', fieldId: ID.totalLoad, format: 'number' },
    { header: 'Radius (ft)', fieldId: ID.radius, format: 'number' },
    { header: 'Boom Length (ft)', fieldId: ID.boomLength, format: 'number' },
    { header: 'Capacity at Radius (lb)', fieldId: ID.capacityAtRadius, format: 'number' },
    { header: 'Critical Lift', fieldId: ID.criticalLift, format: 'text' },
    { header: 'Lift Director', fieldId: ID.liftDirector, format: 'text' },
    { header: 'Status', property: 'status', format: 'text' },
  ],
};

const dynamicDocument: DynamicDocument = {
  title: 'Lift Plans',
  itemTitle: 'Lift Plan #{number}',
  columns: [
    { header: 'Number', property: 'number', format: 'text', sortable: true },
    { header: 'Lift Date', fieldId: ID.liftDate, format: 'date', sortable: true },
    { header: 'Job', fieldId: ID.job, format: 'text', sortable: true },
    { header: 'Crane', fieldId: ID.crane, format: 'text', sortable: true },
    { header: 'Total Load (lb)', fieldId: ID.totalLoad, format: 'number', sortable: true },
    { header: 'Critical', fieldId: ID.criticalLift, format: 'text', sortable: true },
    { header: 'Status', property: 'status', format: 'text', sortable: true },
  ],
  defaultSort: { by: ID.liftDate, order: 'DESC' },
  filters: [
    { label: 'Job', fieldId: ID.job, match: 'exact' },
    { label: 'Crane', fieldId: ID.crane, match: 'exact' },
    { label: 'Critical Lift', fieldId: ID.criticalLift, match: 'exact' },
  ],
  summary: [{ label: 'Lift Plans', aggregate: 'count', format: 'number' }],
  pageSize: 20,
};

/**
 * The Lift Plan (form type safety-form: the global form types describe safety forms as "Job hazard analyses, lift
 * plans and toolbox talks"; authorization is for the customer's sign-offs and change orders).
 */
export function liftPlan(): DemoForm {
  return freshCopy({
    key: 'liftPlan',
    template: demoTemplate({
      name: 'Lift Plan',
      description: 'Crane lift plan: crane and configuration, load and rigging weights, radius and capacity, sign-off.',
      formTypeSlug: 'safety-form',
      downloadName: 'Lift Plan',
      sections,
      submit: {
        label: 'Submit Lift Plan',
        title: 'Submit Lift Plan?',
        message: 'The total load must be within the chart capacity at the radius.',
      },
      forDate: ID.liftDate,
      logicRules: [{ name: 'Over capacity', rule: `${ID.totalLoad} > ${ID.capacityAtRadius}` }],
    }),
    pdfConfig: demoPdfConfig(sectionFields(sections), hbsTemplate),
    csvConfig,
    dynamicDocument,
  });
}
