import type { CsvConfig } from '../../forms/engine/index.js';
import { freshCopy, type DemoForm } from './demo-form.js';
import { demoTemplate, field, full, picker, row, section, sectionFields, textArea } from './layout.js';
import { block, demoPdfConfig, facts, part, pdfDocument, table } from './pdf.js';
import { QUOTE_IDS, quoteFields } from './quote.js';

/**
 * The ids of the invoice's fields. What an invoice shares with its quote (customer, job name, job site, discount,
 * surcharge, tax, notes) has the quote's id and definition, so an invoice is prefilled from the quote field by field.
 */
export const INVOICE_IDS = {
  invoiceType: 'invoiceType',
  invoiceDate: 'invoiceDate',
  paymentTerms: 'paymentTerms',
  dueDate: 'dueDate',
  poNumber: 'poNumber',
  customerName: QUOTE_IDS.customerName,
  jobName: QUOTE_IDS.jobName,
  siteLocation: QUOTE_IDS.siteLocation,
  billingAddress: 'billingAddress',
  branch: 'branchName',
  lineItems: 'invoiceLineItems',
  discount: QUOTE_IDS.discount,
  surcharge: QUOTE_IDS.surcharge,
  tax: QUOTE_IDS.tax,
  total: QUOTE_IDS.total,
  invoiceAmount: 'invoiceAmount',
  notes: QUOTE_IDS.notes,
} as const;

/** The choices of the invoice type picker. */
export const INVOICE_TYPES = ['Standard', 'Progress', 'Final', 'Credit'];
/** The payment terms picker; the due date is the invoice date plus the first number (spec 3 §4). */
export const PAYMENT_TERMS = ['Due on receipt', 'Net 15', 'Net 30', 'Net 45', 'Net 60'];

const ID = INVOICE_IDS;
const Q = quoteFields;

export const invoiceFields = {
  invoiceType: picker(ID.invoiceType, 'Invoice Type', INVOICE_TYPES.join(', '), { required: true }),
  invoiceDate: field('InvoiceDateField', ID.invoiceDate, 'Invoice Date', { mapping: 'dateOfInvoice', required: true }),
  paymentTerms: picker(ID.paymentTerms, 'Payment Terms', PAYMENT_TERMS.join(', '), { mapping: 'paymentTerms' }),
  dueDate: field('DueDateField', ID.dueDate, 'Due Date', { mapping: 'dueDate', readOnly: true }),
  poNumber: field('TextField', ID.poNumber, 'PO Number'),
  customerName: Q.customerName,
  jobName: Q.jobName,
  siteLocation: Q.siteLocation,
  billingAddress: textArea(ID.billingAddress, 'Billing Address', { mapping: 'billingAddress' }),
  branch: field('TextField', ID.branch, 'Branch', { mapping: 'branch.name', readOnly: true }),
  lineItems: field('MultiInvoiceItemField', ID.lineItems, 'Line Items', {
    required: true,
    discountsId: ID.discount,
    surchargeId: ID.surcharge,
    taxId: ID.tax,
  }),
  discount: Q.discount,
  surcharge: Q.surcharge,
  tax: Q.tax,
  total: Q.total,
  invoiceAmount: field('TotalField', ID.invoiceAmount, 'Invoice Amount', { readOnly: true }),
  notes: Q.notes,
};

const F = invoiceFields;

const sections = [
  section('invoice-section-invoice', 'Invoice', [
    row([F.invoiceType, F.invoiceDate, F.paymentTerms, F.dueDate], { spans: [3, 3, 3, 3] }),
    row([F.invoiceAmount, F.poNumber, F.branch], { spans: [3, 3, 6] }),
  ]),
  section('invoice-section-customer', 'Customer', [
    row([F.customerName, F.jobName]),
    row([F.billingAddress, F.siteLocation]),
  ]),
  section('invoice-section-line-items', 'Line Items', [
    full(F.lineItems),
    row([F.discount, F.surcharge, F.tax, F.total], { spans: [3, 3, 3, 3] }),
  ]),
  section('invoice-section-notes', 'Notes', [full(F.notes)]),
];

const hbsTemplate = pdfDocument(
  'Invoice',
  [
    part('Invoice', facts([F.invoiceType, F.invoiceDate, F.paymentTerms, F.dueDate], 4), facts([F.poNumber, F.branch])),
    part('Bill To', facts([F.customerName, F.billingAddress]), facts([F.jobName, F.siteLocation])),
    part('Line Items', table(F.lineItems, 'There are no line items for this Invoice')),
    part('Amount Due', facts([F.invoiceAmount, F.dueDate], 2), block(F.notes)),
  ],
  'Please include the invoice number with your payment. Thank you for your business.',
);

/** One row per line item, the invoice's columns on each: the layout accounting packages import invoices in. */
const csvConfig: CsvConfig = {
  fileName: 'Invoices for accounting',
  delimiter: ',',
  includeHeader: true,
  rowPerItemOf: ID.lineItems,
  columns: [
    { header: 'Invoice #', property: 'number', format: 'text' },
    { header: 'Invoice Type', fieldId: ID.invoiceType, format: 'text' },
    { header: 'Invoice Date', fieldId: ID.invoiceDate, format: 'date' },
    { header: 'Due Date', fieldId: ID.dueDate, format: 'date' },
    { header: 'Terms', fieldId: ID.paymentTerms, format: 'text' },
    { header: 'Customer', fieldId: ID.customerName, format: 'text' },
    { header: 'Job Name', fieldId: ID.jobName, format: 'text' },
    { header: 'PO Number', fieldId: ID.poNumber, format: 'text' },
    { header: 'Branch', fieldId: ID.branch, format: 'text' },
    { header: 'Item', itemKey: 'name', format: 'text' },
    { header: 'Description', itemKey: 'notes', format: 'text' },
    { header: 'Service Start', itemKey: 'startDate', format: 'date' },
    { header: 'Service End', itemKey: 'endDate', format: 'date' },
    { header: 'Quantity', itemKey: 'quantity', format: 'number' },
    { header: 'Unit', itemKey: 'unit', format: 'text' },
    { header: 'Rate', itemKey: 'rate', format: 'money' },
    { header: 'Invoice Amount', fieldId: ID.invoiceAmount, format: 'money' },
    { header: 'Status', property: 'status', format: 'text' },
  ],
};

/** The Crane Service Invoice (form type invoice). */
export function craneServiceInvoice(): DemoForm {
  return freshCopy({
    key: 'invoice',
    template: demoTemplate({
      name: 'Crane Service Invoice',
      description: 'Invoice for completed crane and rigging work, with dated line items, adjustments and terms.',
      formTypeSlug: 'invoice',
      downloadName: 'Invoice',
      sections,
      submit: {
        label: 'Save Invoice',
        title: 'Save Invoice?',
        message: 'Check the line items, the invoice date and the payment terms before saving.',
      },
      forDate: ID.invoiceDate,
    }),
    pdfConfig: demoPdfConfig(sectionFields(sections), hbsTemplate, { [ID.discount]: 'money' }),
    csvConfig,
    dynamicDocument: null,
  });
}
