import { describe, expect, it } from '@jest/globals';
import { recompute } from '../../forms/engine/calculations/index.js';
import {
  checkLayout,
  fieldIds,
  formQuickLinkSchema,
  LAYOUT_KINDS,
  validateConfig,
  validateTemplate,
  walkFields,
} from '../../forms/engine/index.js';
import { validateBody } from '../../common/validation/validation-pipe.js';
import { QuickLinkOperationInput } from '../../forms/dto/quick-link.input.js';
import { formDocumentContext } from '../../forms/pdf/form-document.js';
import { sampleSubmission } from '../../forms/pdf/sample-submission.js';
import { checkTemplate, renderTemplate } from '../../forms/pdf/templates.js';
import {
  DEMO_FORM_DOCUMENTS_PAGE,
  DEMO_FORM_KEYS,
  DEMO_QUICK_LINKS,
  demoForms,
  demoFormDocumentsPage,
  demoQuickLinks,
  INVOICE_IDS,
  LIFT_PLAN_IDS,
  QUOTE_IDS,
  TIMECARD_IDS,
} from './index.js';

const forms = demoForms();
const formOf = (key: string) => forms.find((form) => form.key === key)!;

describe.each(forms.map((form) => [form.template.name, form] as const))('%s', (_name, form) => {
  it('passes the server’s template check unchanged (every Banner has its stable id)', () => {
    expect(validateTemplate(form.template)).toEqual({ ok: true, value: form.template });
  });

  it.each(LAYOUT_KINDS)('has a %s layout that passes the layout checks', (kind) => {
    expect(checkLayout(form.template, kind)).toEqual([]);
  });

  it('has PDF, CSV and Documents page configs that name its fields', () => {
    const configs = [
      ['pdf', form.pdfConfig],
      ['csv', form.csvConfig],
      ...(form.dynamicDocument ? [['dynamicDocument', form.dynamicDocument] as const] : []),
    ] as const;
    for (const [kind, config] of configs) {
      expect(validateConfig(kind, config, form.template)).toEqual({ ok: true, value: config });
    }
  });

  it('has a PDF template that compiles with the PDF helpers and shows only fields of the form', () => {
    expect(() => checkTemplate(form.pdfConfig.hbsTemplate)).not.toThrow();
    const ids = fieldIds(form.template.fields);
    const named = [...form.pdfConfig.hbsTemplate.matchAll(/\bfields\.(\w+)\./g)].map(([, id]) => id);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('renders a sample submission as a document', () => {
    const submission = { ...sampleSubmission(form.template), number: 1042, status: 'ready_to_approve' };
    const context = formDocumentContext(form.template, submission, { pdfConfig: form.pdfConfig });
    const html = renderTemplate(form.pdfConfig.hbsTemplate, context);
    expect(html).toContain('Summit Crane &amp; Rigging');
    expect(html).toContain('#1042');
    expect(html).toContain('Ready to Approve');
    expect(html).not.toMatch(/undefined|\[object Object\]/);
  });

  it('is the same on every call, in objects of its own', () => {
    const again = () => demoForms().find((other) => other.key === form.key)!;
    const changed = again();
    for (const field of changed.template.fields) if (field.attributes) field.attributes.title = 'Changed';
    changed.template.layouts!.web!.fields.forEach((entry) => entry.fields?.splice(0));
    changed.csvConfig.columns.splice(0);
    expect(again()).toEqual(form);
  });
});

describe('the demo forms', () => {
  it('are one of each key, with distinct names', () => {
    expect(forms.map((form) => form.key)).toEqual([...DEMO_FORM_KEYS]);
    expect(new Set(forms.map((form) => form.template.name)).size).toBe(forms.length);
  });
});

describe('the quote', () => {
  const quote = formOf('quote');

  it('is the quote template: its name contains Quote, one field names the customer and one the job name', () => {
    expect(quote.template.formTypeSlug).toBe('quote');
    expect(quote.template.name).toMatch(/quote/i);
    const names = [...walkFields(quote.template.fields, [])].map(({ field }) =>
      typeof field.name === 'string' ? field.name : '',
    );
    expect(names.filter((name) => /job name/i.test(name))).toEqual(['Job Name']);
    expect(names.filter((name) => /customer/i.test(name))).toEqual(['Customer Name']);
  });

  it('totals its line items with the discount, fuel surcharge and sales tax', () => {
    const result = recompute(quote.template, {
      [QUOTE_IDS.lineItems]: [
        { pricebookItemId: 'p1', name: '90-ton all-terrain crane', quantity: 10, rate: 295, unit: 'hour', notes: '' },
        { pricebookItemId: 'p2', name: 'Rigger', quantity: 10, rate: 78, unit: 'hour', notes: '' },
      ],
      [QUOTE_IDS.discount]: 230,
      [QUOTE_IDS.surcharge]: 5,
      [QUOTE_IDS.tax]: 8.25,
    });
    // 2,950 + 780 = 3,730; − 230 = 3,500; + 5 % (175) + 8.25 % (288.75) = 3,963.75
    expect(result.errors).toEqual({});
    expect(result.totals?.totalCents).toBe(396_375);
    expect(result.values[QUOTE_IDS.total]).toBe(3963.75);
  });
});

describe('the invoice', () => {
  const invoice = formOf('invoice');

  it('computes the total, the invoice amount and the due date from the payment terms', () => {
    const result = recompute(invoice.template, {
      [INVOICE_IDS.invoiceDate]: '2026-11-20',
      [INVOICE_IDS.paymentTerms]: 'Net 30',
      [INVOICE_IDS.lineItems]: [
        {
          lineItemId: 'l1',
          name: '130-ton all-terrain crane',
          quantity: 8.5,
          rate: 385,
          unit: 'hour',
          notes: '',
          startDate: '2026-11-17',
          endDate: '2026-11-18',
        },
      ],
      [INVOICE_IDS.tax]: 7.5,
    });
    // 8.5 × 385 = 3,272.50; + 7.5 % (245.44 after rounding 245.4375) = 3,517.94
    expect(result.errors).toEqual({});
    expect(result.values[INVOICE_IDS.total]).toBe(3517.94);
    expect(result.values[INVOICE_IDS.invoiceAmount]).toBe(3517.94);
    expect(result.values[INVOICE_IDS.dueDate]).toBe('2026-12-20');
  });
});

describe('the timecard', () => {
  const timecard = formOf('timecard');

  it('computes the crew hours from start, stop and out, and the billable hours', () => {
    const result = recompute(timecard.template, {
      [TIMECARD_IDS.startTime]: '2026-11-20T06:30',
      [TIMECARD_IDS.stopTime]: '2026-11-20T15:30',
      [TIMECARD_IDS.outMinutes]: 30,
      [TIMECARD_IDS.craneHours]: 7,
      [TIMECARD_IDS.travelHours]: 1.5,
    });
    expect(result.errors).toEqual({});
    expect(result.values[TIMECARD_IDS.hours]).toBe(8.5);
    expect(result.values[TIMECARD_IDS.billableHours]).toBe(8.5);
    expect(result.values[TIMECARD_IDS.totalHours]).toBe(8.5);
    expect(result.totalHours).toBe(8.5);
  });

  it('shows the clocked hours as the total hours, the submission’s totalHours', () => {
    const clockTime = (dateTime: string) => [{ lat: 39.74, lng: -104.99, dateTime }];
    const result = recompute(timecard.template, {
      [TIMECARD_IDS.clock]: {
        clockInTimes: clockTime('2026-11-20T05:58'),
        clockOutTimes: clockTime('2026-11-20T16:35'),
        outTime: 30,
      },
    });
    // 10 h 37 min − 30 min = 10 h 07 min, to the nearest 30 minutes
    expect(result.errors).toEqual({});
    expect(result.hours[TIMECARD_IDS.clock]).toBe(10);
    expect(result.values[TIMECARD_IDS.totalHours]).toBe(10);
    expect(result.totalHours).toBe(10);
  });
});

describe('the lift plan', () => {
  it('adds the load, the rigging and the hook block into the gross load', () => {
    const result = recompute(formOf('liftPlan').template, {
      [LIFT_PLAN_IDS.loadWeight]: 18_500,
      [LIFT_PLAN_IDS.riggingWeight]: 650,
      [LIFT_PLAN_IDS.blockWeight]: 1_400,
    });
    expect(result.values[LIFT_PLAN_IDS.totalLoad]).toBe(20_550);
  });
});

describe('quicklinks and the Documents page', () => {
  const formIds = Object.fromEntries(
    DEMO_FORM_KEYS.map((key, index) => [key, `00000000-0000-4000-8000-00000000000${index}`]),
  );
  const formIdOf = (key: keyof typeof formIds) => formIds[key];

  it('are quicklink rows the form manager accepts, each of its form’s form type', async () => {
    for (const { formTypeSlug, ...link } of demoQuickLinks(formIdOf)) {
      expect(formQuickLinkSchema.safeParse(link).success).toBe(true);
      const create = { ...link, newFormTypeSlug: formTypeSlug, operation: 'Create' };
      await expect(validateBody(QuickLinkOperationInput, create)).resolves.toBeDefined();
    }
    for (const link of DEMO_QUICK_LINKS) {
      expect(formOf(link.form).template.formTypeSlug).toBe(link.formTypeSlug);
    }
  });

  it('lists the field forms on the Documents page', () => {
    expect(DEMO_FORM_DOCUMENTS_PAGE).toEqual([
      'timecard',
      'craneInspection',
      'jobSafetyAnalysis',
      'incidentReport',
      'liftPlan',
    ]);
    expect(demoFormDocumentsPage(formIdOf)).toEqual({
      formDocumentsPage: DEMO_FORM_DOCUMENTS_PAGE.map((key) => ({ formId: formIds[key] })),
    });
  });
});
