import type { CsvConfig, DynamicDocument } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import {
  demoTemplate,
  field,
  full,
  grid,
  picker,
  radio,
  row,
  section,
  sectionFields,
  YES_NO,
  textArea,
} from './layout.js';
import { block, checklist, demoPdfConfig, facts, part, pdfDocument, signatures, table, valueOf } from './pdf.js';

/** The task steps the sheet has room for: each a task, its hazards and their controls. */
export const JSA_STEP_COUNT = 6;

/** The ids of step `n` (1-based): `step1Task`, `step1Hazards`, `step1Controls`. */
export const jsaStepIds = (n: number) => ({
  task: `step${n}Task`,
  hazards: `step${n}Hazards`,
  controls: `step${n}Controls`,
});

export const JSA_PPE = [
  ['ppeHardHat', 'Hard Hat'],
  ['ppeSafetyGlasses', 'Safety Glasses'],
  ['ppeHighVisibility', 'High-Visibility Vest'],
  ['ppeSteelToeBoots', 'Steel-Toe Boots'],
  ['ppeGloves', 'Gloves'],
  ['ppeHearingProtection', 'Hearing Protection'],
  ['ppeFallProtection', 'Fall Protection Harness'],
  ['ppeRespirator', 'Respirator'],
] as const;

export const JSA_IDS = {
  jsaDate: 'jsaDate',
  job: 'job',
  workLocation: 'workLocation',
  supervisor: 'supervisor',
  workDescription: 'workDescription',
  weather: 'weather',
  windSpeed: 'windSpeed',
  groundConditions: 'groundConditions',
  powerLines: 'powerLines',
  crewSignOn: 'crewSignOn',
  supervisorSignature: 'supervisorSignature',
} as const;

const ID = JSA_IDS;

const F = {
  jsaDate: field('DateField', ID.jsaDate, 'Date', { required: true }),
  job: field('JobField', ID.job, 'Job', { required: true }),
  workLocation: field('LocationField', ID.workLocation, 'Work Location'),
  supervisor: field('UserField', ID.supervisor, 'Supervisor', { mapping: 'userId', required: true }),
  workDescription: textArea(ID.workDescription, 'Work Description', { required: true }),
  weather: field('TextField', ID.weather, 'Weather'),
  windSpeed: field('NumberField', ID.windSpeed, 'Wind Speed', { endText: 'mph' }),
  groundConditions: picker(
    ID.groundConditions,
    'Ground Conditions',
    'Firm and level, Soft - mats required, Sloped - cribbing required, Near excavation or backfill',
  ),
  powerLines: radio(ID.powerLines, 'Power Lines Within 20 ft', YES_NO, { required: true }),
  crewSignOn: field('MultiUserField', ID.crewSignOn, 'Crew Sign-On', { rowLimit: 20, required: true }),
  supervisorSignature: field('SignatureField', ID.supervisorSignature, 'Supervisor Signature', { required: true }),
};

const steps = Array.from({ length: JSA_STEP_COUNT }, (_, index) => {
  const n = index + 1;
  const ids = jsaStepIds(n);
  return {
    task: field('TextField', ids.task, `Step ${n} Task`, { required: n === 1 }),
    hazards: textArea(ids.hazards, `Step ${n} Hazards`, { required: n === 1 }),
    controls: textArea(ids.controls, `Step ${n} Controls`, { required: n === 1 }),
  };
});

const ppe = JSA_PPE.map(([id, name]) => field('Checkbox', id, name));

const sections = [
  section('jsa-section-job', 'Job', [
    row([F.jsaDate, F.job, F.supervisor], { spans: [3, 5, 4] }),
    full(F.workLocation),
    full(F.workDescription),
  ]),
  section('jsa-section-conditions', 'Site Conditions', [
    row([F.weather, F.windSpeed], { spans: [8, 4], mobileRow: true }),
    row([F.groundConditions, F.powerLines]),
  ]),
  section(
    'jsa-section-steps',
    'Task Steps, Hazards and Controls',
    steps.map((step) => row([step.task, step.hazards, step.controls])),
  ),
  section('jsa-section-ppe', 'Required PPE', grid(ppe, 4)),
  section('jsa-section-sign-on', 'Crew Sign-On', [full(F.crewSignOn), row([F.supervisorSignature], { spans: [6] })]),
];

/** The filled-in steps as a table. */
const stepsTable =
  '<table class="sc-table"><thead><tr><th>#</th><th>Task</th><th>Hazards</th><th>Controls</th></tr></thead><tbody>' +
  steps
    .map(
      (step, index) =>
        `{{#if fields.${step.task.id}.value}}<tr><td>${index + 1}</td><td>${valueOf(step.task)}</td>` +
        `<td class="sc-value">${valueOf(step.hazards)}</td><td class="sc-value">${valueOf(step.controls)}</td></tr>{{/if}}`,
    )
    .join('') +
  '</tbody></table>';

const hbsTemplate = pdfDocument(
  'Job Safety Analysis',
  [
    part('Job', facts([F.jsaDate, F.job, F.supervisor]), facts([F.workLocation], 2), block(F.workDescription)),
    part('Site Conditions', facts([F.weather, F.windSpeed, F.groundConditions, F.powerLines], 4)),
    part('Task Steps, Hazards and Controls', stepsTable),
    part('Required PPE', checklist(ppe)),
    part('Crew Sign-On', table(F.crewSignOn, 'No crew members signed on.')),
    signatures({ signature: F.supervisorSignature, signedBy: F.supervisor }),
  ],
  'Every crew member reviews this analysis before work starts and whenever the job changes.',
);

const csvConfig: CsvConfig = {
  fileName: 'Job safety analyses',
  delimiter: ',',
  includeHeader: true,
  columns: [
    { header: 'JSA #', property: 'number', format: 'text' },
    { header: 'Date', fieldId: ID.jsaDate, format: 'date' },
    { header: 'Job', fieldId: ID.job, format: 'text' },
    { header: 'Work Location', fieldId: ID.workLocation, format: 'text' },
    { header: 'Supervisor', fieldId: ID.supervisor, format: 'text' },
    { header: 'Work Description', fieldId: ID.workDescription, format: 'text' },
    { header: 'Power Lines Within 20 ft', fieldId: ID.powerLines, format: 'text' },
    { header: 'Crew', fieldId: ID.crewSignOn, format: 'list' },
    { header: 'Status', property: 'status', format: 'text' },
  ],
};

const dynamicDocument: DynamicDocument = {
  title: 'Job Safety Analyses',
  itemTitle: 'JSA #{number}',
  columns: [
    { header: 'Number', property: 'number', format: 'text', sortable: true },
    { header: 'Date', fieldId: ID.jsaDate, format: 'date', sortable: true },
    { header: 'Job', fieldId: ID.job, format: 'text', sortable: true },
    { header: 'Supervisor', fieldId: ID.supervisor, format: 'text', sortable: true },
    { header: 'Crew', fieldId: ID.crewSignOn, format: 'list', sortable: false },
    { header: 'Status', property: 'status', format: 'text', sortable: true },
  ],
  defaultSort: { by: ID.jsaDate, order: 'DESC' },
  filters: [
    { label: 'Job', fieldId: ID.job, match: 'exact' },
    { label: 'Work Description', fieldId: ID.workDescription, match: 'text' },
    { label: 'Power Lines', fieldId: ID.powerLines, match: 'exact' },
  ],
  summary: [{ label: 'Job Safety Analyses', aggregate: 'count', format: 'number' }],
  pageSize: 20,
};

/** The Job Safety Analysis (form type safety-form). */
export function jobSafetyAnalysis(): DemoForm {
  return freshCopy({
    key: 'jobSafetyAnalysis',
    template: demoTemplate({
      name: 'Job Safety Analysis (JSA)',
      description: 'Pre-job hazard analysis: task steps, hazards, controls, PPE and crew sign-on.',
      formTypeSlug: 'safety-form',
      downloadName: 'Job Safety Analysis',
      sections,
      submit: {
        label: 'Submit JSA',
        title: 'Submit JSA?',
        message: 'Every crew member on site must be signed on before work starts.',
      },
      forDate: ID.jsaDate,
    }),
    pdfConfig: demoPdfConfig(sectionFields(sections), hbsTemplate),
    csvConfig,
    dynamicDocument,
  });
}
