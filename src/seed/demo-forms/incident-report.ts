import type { CsvConfig, DynamicDocument } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import { demoTemplate, field, full, radio, row, section, sectionFields, YES_NO, textArea } from './layout.js';
import { block, demoPdfConfig, facts, part, pdfDocument, photos, signatures, table } from './pdf.js';

/** The incident types of the report (one per report). */
export const INCIDENT_TYPES = ['Injury', 'Near Miss', 'Property Damage', 'Equipment Damage'];
export const MEDICAL_TREATMENT = ['None', 'First Aid', 'Clinic', 'Emergency Room'];

export const INCIDENT_REPORT_IDS = {
  incidentDateTime: 'incidentDateTime',
  location: 'location',
  job: 'job',
  branch: 'branch',
  incidentType: 'incidentType',
  peopleInvolved: 'peopleInvolved',
  equipmentInvolved: 'equipmentInvolved',
  description: 'description',
  injuryDetails: 'injuryDetails',
  medicalTreatment: 'medicalTreatment',
  immediateActions: 'immediateActions',
  workStopped: 'workStopped',
  witnesses: 'witnesses',
  photos: 'photos',
  reportedBy: 'reportedBy',
  signature: 'signature',
} as const;

const ID = INCIDENT_REPORT_IDS;

const F = {
  incidentDateTime: field('DateTimeField', ID.incidentDateTime, 'Date and Time of Incident', { required: true }),
  location: field('LocationField', ID.location, 'Location', { required: true }),
  job: field('JobField', ID.job, 'Job'),
  branch: field('BranchField', ID.branch, 'Branch', { mapping: 'branchId' }),
  incidentType: radio(ID.incidentType, 'Incident Type', INCIDENT_TYPES, { required: true }),
  peopleInvolved: field('MultiUserField', ID.peopleInvolved, 'People Involved', { rowLimit: 10 }),
  equipmentInvolved: field('TextField', ID.equipmentInvolved, 'Equipment Involved'),
  description: textArea(ID.description, 'Description of Incident', { required: true }),
  injuryDetails: textArea(ID.injuryDetails, 'Injury Details'),
  medicalTreatment: radio(ID.medicalTreatment, 'Medical Treatment', MEDICAL_TREATMENT),
  immediateActions: textArea(ID.immediateActions, 'Immediate Actions Taken', { required: true }),
  workStopped: radio(ID.workStopped, 'Work Stopped', YES_NO),
  witnesses: textArea(ID.witnesses, 'Witnesses (name and phone)'),
  photos: field('MultiImageField', ID.photos, 'Photos', { maxImages: 12 }),
  reportedBy: field('UserField', ID.reportedBy, 'Reported By', { mapping: 'userId', required: true }),
  signature: field('SignatureField', ID.signature, 'Signature', { required: true }),
};

const sections = [
  section('incident-section-incident', 'Incident', [
    row([F.incidentDateTime, F.incidentType], { spans: [4, 8] }),
    row([F.location, F.job, F.branch], { spans: [5, 4, 3] }),
  ]),
  section('incident-section-details', 'What Happened', [
    full(F.description),
    row([F.peopleInvolved, F.equipmentInvolved]),
    row([F.injuryDetails, F.medicalTreatment], { spans: [8, 4] }),
  ]),
  section('incident-section-response', 'Response', [
    row([F.immediateActions, F.workStopped], { spans: [8, 4] }),
    full(F.witnesses),
    full(F.photos),
  ]),
  section('incident-section-report', 'Reported By', [row([F.reportedBy, F.signature])]),
];

const hbsTemplate = pdfDocument(
  'Incident Report',
  [
    part('Incident', facts([F.incidentDateTime, F.incidentType, F.location], 3), facts([F.job, F.branch], 2)),
    part(
      'What Happened',
      block(F.description),
      facts([F.equipmentInvolved, F.medicalTreatment], 2),
      block(F.injuryDetails),
    ),
    part('People Involved', table(F.peopleInvolved, 'No employees listed.'), block(F.witnesses)),
    part('Response', facts([F.workStopped], 2), block(F.immediateActions)),
    part('Photos', photos(F.photos)),
    signatures({ signature: F.signature, signedBy: F.reportedBy }),
  ],
  'Report every incident to the safety manager the same day.',
);

const csvConfig: CsvConfig = {
  fileName: 'Incident reports',
  delimiter: ',',
  includeHeader: true,
  columns: [
    { header: 'Report #', property: 'number', format: 'text' },
    { header: 'Date and Time', fieldId: ID.incidentDateTime, format: 'dateTime' },
    { header: 'Incident Type', fieldId: ID.incidentType, format: 'text' },
    { header: 'Location', fieldId: ID.location, format: 'text' },
    { header: 'Job', fieldId: ID.job, format: 'text' },
    { header: 'Branch', fieldId: ID.branch, format: 'text' },
    { header: 'People Involved', fieldId: ID.peopleInvolved, format: 'list' },
    { header: 'Equipment Involved', fieldId: ID.equipmentInvolved, format: 'text' },
    { header: 'Medical Treatment', fieldId: ID.medicalTreatment, format: 'text' },
    { header: 'Description', fieldId: ID.description, format: 'text' },
    { header: 'Reported By', fieldId: ID.reportedBy, format: 'text' },
    { header: 'Status', property: 'status', format: 'text' },
  ],
};

const dynamicDocument: DynamicDocument = {
  title: 'Incident Reports',
  itemTitle: 'Incident Report #{number}',
  columns: [
    { header: 'Number', property: 'number', format: 'text', sortable: true },
    { header: 'Date', fieldId: ID.incidentDateTime, format: 'dateTime', sortable: true },
    { header: 'Type', fieldId: ID.incidentType, format: 'text', sortable: true },
    { header: 'Location', fieldId: ID.location, format: 'text', sortable: false },
    { header: 'Reported By', fieldId: ID.reportedBy, format: 'text', sortable: true },
    { header: 'Status', property: 'status', format: 'text', sortable: true },
  ],
  defaultSort: { by: ID.incidentDateTime, order: 'DESC' },
  filters: [
    { label: 'Incident Type', fieldId: ID.incidentType, match: 'exact' },
    { label: 'Job', fieldId: ID.job, match: 'exact' },
    { label: 'Description', fieldId: ID.description, match: 'text' },
    { label: 'Has Photos', fieldId: ID.photos, match: 'hasData' },
  ],
  summary: [{ label: 'Incidents', aggregate: 'count', format: 'number' }],
  pageSize: 20,
};

/** The Incident Report (form type incident-report). */
export function incidentReport(): DemoForm {
  return freshCopy({
    key: 'incidentReport',
    template: demoTemplate({
      name: 'Incident Report',
      description: 'Injury, near miss, property or equipment damage: what happened, who was involved, what was done.',
      formTypeSlug: 'incident-report',
      downloadName: 'Incident Report',
      sections,
      submit: {
        label: 'Submit Report',
        title: 'Submit Incident Report?',
        message: 'The safety manager is notified when the report is submitted.',
      },
      forDate: ID.incidentDateTime,
    }),
    pdfConfig: demoPdfConfig(sectionFields(sections), hbsTemplate),
    csvConfig,
    dynamicDocument,
  });
}
