import type { FormTypeSlug } from '../../forms/engine/index.js';
import { dailyCraneInspection } from './crane-inspection.js';
import type { DemoForm, DemoFormKey } from './demo-form.js';
import { incidentReport } from './incident-report.js';
import { craneServiceInvoice } from './invoice.js';
import { jobSafetyAnalysis } from './job-safety-analysis.js';
import { liftPlan } from './lift-plan.js';
import { craneServiceQuote } from './quote.js';
import { dailyCraneTimecard } from './timecard.js';

/*
 * The form templates of the demo account (a crane and rigging company), as data: each with its web, iOS and Android
 * layouts, PDF config, CSV config and, for the forms listed on the Documents page, its dynamic document. No
 * database code: the forms seed inserts them, then the quicklinks and the Documents page setting by form id.
 */

export { DEMO_FORM_KEYS, type DemoForm, type DemoFormKey } from './demo-form.js';
export { CRANE_CHECKLIST, CRANE_INSPECTION_IDS, dailyCraneInspection } from './crane-inspection.js';
export { INCIDENT_REPORT_IDS, INCIDENT_TYPES, incidentReport, MEDICAL_TREATMENT } from './incident-report.js';
export { craneServiceInvoice, INVOICE_IDS, INVOICE_TYPES, PAYMENT_TERMS } from './invoice.js';
export { JSA_IDS, JSA_PPE, JSA_STEP_COUNT, jobSafetyAnalysis, jsaStepIds } from './job-safety-analysis.js';
export { LIFT_PLAN_IDS, liftPlan } from './lift-plan.js';
export { craneServiceQuote, QUOTE_IDS, QUOTE_TERMS_AND_CONDITIONS } from './quote.js';
export { dailyCraneTimecard, TIMECARD_IDS } from './timecard.js';
export { CRANE_OPTIONS, FORM_DESCRIPTION_ID, PASS_FAIL_NA, YES_NO } from './layout.js';

/** Every demo form, fresh objects on each call, in DEMO_FORM_KEYS order. */
export function demoForms(): DemoForm[] {
  return [
    craneServiceQuote(),
    craneServiceInvoice(),
    dailyCraneTimecard(),
    dailyCraneInspection(),
    jobSafetyAnalysis(),
    incidentReport(),
    liftPlan(),
  ];
}

export interface DemoQuickLink {
  form: DemoFormKey;
  formTypeSlug: FormTypeSlug;
  displayName: string;
  /** The place within its form type's group. */
  ordinal: number;
}

/**
 * The forms home page's quicklinks: the forms the field crews fill in. Quotes and invoices are made in the office
 * from /quoting and /invoicing (with a job and a quote to start from), so they have none.
 */
export const DEMO_QUICK_LINKS: readonly DemoQuickLink[] = [
  { form: 'timecard', formTypeSlug: 'Timecard', displayName: 'Daily Timecard', ordinal: 0 },
  { form: 'craneInspection', formTypeSlug: 'inspection-form', displayName: 'Daily Crane Inspection', ordinal: 0 },
  { form: 'jobSafetyAnalysis', formTypeSlug: 'safety-form', displayName: 'Job Safety Analysis', ordinal: 0 },
  { form: 'liftPlan', formTypeSlug: 'safety-form', displayName: 'Lift Plan', ordinal: 1 },
  { form: 'incidentReport', formTypeSlug: 'incident-report', displayName: 'Incident Report', ordinal: 0 },
];

/** The quicklinks with the ids the inserted templates got. */
export function demoQuickLinks(formIdOf: (key: DemoFormKey) => string) {
  return DEMO_QUICK_LINKS.map(({ form, ...link }) => ({ formId: formIdOf(form), ...link }));
}

/** The forms the Documents page shows, in order (the account's dynamicPages.formDocumentsPage). */
export const DEMO_FORM_DOCUMENTS_PAGE: readonly DemoFormKey[] = [
  'timecard',
  'craneInspection',
  'jobSafetyAnalysis',
  'incidentReport',
  'liftPlan',
];

/** The account's dynamicPages setting with the ids the inserted templates got. */
export function demoFormDocumentsPage(formIdOf: (key: DemoFormKey) => string) {
  return { formDocumentsPage: DEMO_FORM_DOCUMENTS_PAGE.map((key) => ({ formId: formIdOf(key) })) };
}
