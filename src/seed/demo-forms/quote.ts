import type { CsvConfig } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import { demoTemplate, field, full, notes, row, section, sectionFields, textArea } from './layout.js';
import { block, demoPdfConfig, facts, part, pdfDocument, signatures, table } from './pdf.js';

/**
 * The ids of the quote's fields. The quote list derives Job Name and Customer Name from the fields whose names
 * contain "job name" and "customer" (spec 3 §2): exactly one field name contains each. The invoice uses the same
 * ids for what it shares with the quote (customer, job, site, adjustments, notes), so an invoice is prefilled from
 * its quote field by field.
 */
export const QUOTE_IDS = {
  customerName: 'customerName',
  jobName: 'jobName',
  contactName: 'contactName',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
  siteLocation: 'siteLocation',
  branch: 'branch',
  quoteDate: 'quoteDate',
  validUntil: 'validUntil',
  requestedStart: 'requestedStart',
  preparedBy: 'preparedBy',
  scopeOfWork: 'scopeOfWork',
  lineItems: 'lineItems',
  discount: 'discount',
  surcharge: 'surcharge',
  tax: 'tax',
  total: 'total',
  termsAndConditions: 'termsAndConditions',
  notes: 'notes',
  acceptedBy: 'acceptedBy',
  acceptanceSignature: 'acceptanceSignature',
} as const;

/** Terms a crane company puts on its quotes (the field is filled from the mapping termsAndConditions). */
export const QUOTE_TERMS_AND_CONDITIONS = [
  'Rates are portal to portal from our nearest yard, 4-hour minimum per crane per day.',
  'Overtime rates apply after 8 hours, on weekends and on holidays.',
  'Customer provides a level, compacted set-up area and access for the crane and support trucks.',
  'Permits, street closures and engineered lift plans are billed at cost unless listed above.',
  'Quote valid for 30 days. Payment terms Net 30 on approved credit.',
].join('\n');

const ID = QUOTE_IDS;

export const quoteFields = {
  customerName: field('TextField', ID.customerName, 'Customer Name', { required: true }),
  jobName: field('TextField', ID.jobName, 'Job Name', { required: true }),
  contactName: field('TextField', ID.contactName, 'Contact Name'),
  contactPhone: field('TextField', ID.contactPhone, 'Contact Phone'),
  contactEmail: field('TextField', ID.contactEmail, 'Contact Email'),
  siteLocation: field('LocationField', ID.siteLocation, 'Job Site', { required: true }),
  branch: field('BranchField', ID.branch, 'Branch', { mapping: 'branchId' }),
  quoteDate: field('DateField', ID.quoteDate, 'Quote Date', { required: true }),
  validUntil: field('DateField', ID.validUntil, 'Valid Until'),
  requestedStart: field('DateField', ID.requestedStart, 'Requested Start'),
  preparedBy: field('UserField', ID.preparedBy, 'Prepared By', { mapping: 'userId' }),
  scopeOfWork: textArea(ID.scopeOfWork, 'Scope of Work'),
  lineItems: field('MultiQuoteItemField', ID.lineItems, 'Line Items', {
    required: true,
    discountsId: ID.discount,
    surchargeId: ID.surcharge,
    taxId: ID.tax,
  }),
  discount: field('NumberField', ID.discount, 'Discount', { endText: 'USD' }),
  surcharge: field('NumberField', ID.surcharge, 'Fuel Surcharge', { endText: '%' }),
  tax: field('NumberField', ID.tax, 'Sales Tax', { endText: '%' }),
  total: field('TotalField', ID.total, 'Total', { readOnly: true }),
  termsAndConditions: textArea(ID.termsAndConditions, 'Terms and Conditions', { mapping: 'termsAndConditions' }),
  notes: notes(ID.notes, 'Notes'),
  acceptedBy: field('TextField', ID.acceptedBy, 'Accepted By'),
  acceptanceSignature: field('SignatureField', ID.acceptanceSignature, 'Acceptance Signature'),
};

const F = quoteFields;

const sections = [
  section('quote-section-customer', 'Customer', [
    row([F.customerName, F.jobName]),
    row([F.contactName, F.contactPhone, F.contactEmail]),
    row([F.siteLocation, F.branch], { spans: [8, 4] }),
  ]),
  section('quote-section-quote', 'Quote', [
    row([F.quoteDate, F.validUntil, F.requestedStart], { spans: [3, 3, 3] }),
    row([F.preparedBy], { spans: [6] }),
    full(F.scopeOfWork),
  ]),
  section('quote-section-pricing', 'Pricing', [
    full(F.lineItems),
    row([F.discount, F.surcharge, F.tax, F.total], { spans: [3, 3, 3, 3] }),
  ]),
  section('quote-section-terms', 'Terms', [full(F.termsAndConditions), full(F.notes)]),
  section('quote-section-acceptance', 'Acceptance', [row([F.acceptedBy, F.acceptanceSignature])]),
];

const hbsTemplate = pdfDocument(
  'Quote',
  [
    part(
      'Customer',
      facts([F.customerName, F.jobName, F.siteLocation]),
      facts([F.contactName, F.contactPhone, F.contactEmail]),
    ),
    part('Quote', facts([F.quoteDate, F.validUntil, F.requestedStart, F.preparedBy], 4), block(F.scopeOfWork)),
    part('Pricing', table(F.lineItems, 'No line items added, yet')),
    part('Terms and Conditions', block(F.termsAndConditions, 'sc-terms'), block(F.notes)),
    signatures({ signature: F.acceptanceSignature, signedBy: F.acceptedBy }),
  ],
  'Thank you for the opportunity to quote this work.',
);

/** One row per quote, for the sales pipeline. */
const csvConfig: CsvConfig = {
  fileName: 'Quotes',
  delimiter: ',',
  includeHeader: true,
  columns: [
    { header: 'Quote #', property: 'number', format: 'text' },
    { header: 'Quote Date', fieldId: ID.quoteDate, format: 'date' },
    { header: 'Customer', fieldId: ID.customerName, format: 'text' },
    { header: 'Job Name', fieldId: ID.jobName, format: 'text' },
    { header: 'Job Site', fieldId: ID.siteLocation, format: 'text' },
    { header: 'Branch', fieldId: ID.branch, format: 'text' },
    { header: 'Contact', fieldId: ID.contactName, format: 'text' },
    { header: 'Valid Until', fieldId: ID.validUntil, format: 'date' },
    { header: 'Total', fieldId: ID.total, format: 'money' },
    { header: 'Status', property: 'status', format: 'text' },
    { header: 'Prepared By', fieldId: ID.preparedBy, format: 'text' },
  ],
};

/** The Crane Service Quote (form type quote). */
export function craneServiceQuote(): DemoForm {
  return freshCopy({
    key: 'quote',
    template: demoTemplate({
      name: 'Crane Service Quote',
      description: 'Quote for crane rental, operators, rigging and transport, priced from the pricebook.',
      formTypeSlug: 'quote',
      downloadName: 'Quote',
      sections,
      submit: {
        label: 'Save Quote',
        title: 'Save Quote?',
        message: 'Check the line items and the job site before saving.',
      },
      forDate: ID.quoteDate,
    }),
    pdfConfig: demoPdfConfig(sectionFields(sections), hbsTemplate, { [ID.discount]: 'money' }),
    csvConfig,
    dynamicDocument: null,
  });
}
