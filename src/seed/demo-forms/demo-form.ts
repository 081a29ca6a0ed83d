import type { CsvConfig, DynamicDocument, PdfConfig } from '../../forms/engine/index.js';
import type { DemoTemplate } from './layout.js';

/** The demo templates, by a stable key (quicklinks and the Documents page name them by it). */
export const DEMO_FORM_KEYS = [
  'quote',
  'invoice',
  'timecard',
  'craneInspection',
  'jobSafetyAnalysis',
  'incidentReport',
  'liftPlan',
] as const;
export type DemoFormKey = (typeof DEMO_FORM_KEYS)[number];

/** A demo form template with its configurations, ready for the forms engineer to insert. */
export interface DemoForm {
  key: DemoFormKey;
  template: DemoTemplate;
  pdfConfig: PdfConfig;
  csvConfig: CsvConfig;
  /** How the Documents page lists the form's submissions; quotes and invoices have pages of their own. */
  dynamicDocument: DynamicDocument | null;
}

/** A deep copy: the builders share their field definitions, so every call hands out objects of its own. */
export const freshCopy = (form: DemoForm): DemoForm => structuredClone(form);
