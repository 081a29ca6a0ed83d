import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Branch } from '../accounts/branch.entity.js';
import { newQuoteLineItem } from '../forms/engine/calculations/index.js';
import { invoiceValuesFromQuote } from '../forms/engine/index.js';
import { FormSubmission, FormSubmissionAudit } from '../forms/submissions/form-submission.entity.js';
import type { SubmissionEdit } from '../forms/submissions/submission-values.js';
import { INVOICE_POLICY, INVOICE_SUBMISSION_VERSION } from '../invoices/invoice-rules.js';
import { QUOTE_POLICY } from '../quotes/quote-rules.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { addDays, today } from '../jobs/job-rules.js';
import { Job } from '../jobs/job.entity.js';
import { SAMPLE_SIGNATURE } from '../forms/pdf/sample-images.js';
import { PriceBookItem } from '../pricebook/price-book-item.entity.js';
import { User } from '../users/user.entity.js';
import { spread } from './demo-assets.js';
import { QUOTE_TERMS_AND_CONDITIONS } from './demo-forms/index.js';
import { BRANCH_TIMEZONES } from './demo-branches.js';
import { DEMO_WEEKLY_JOB_INDEX } from './demo-jobs.js';
import {
  branchValue,
  crewEntry,
  insertRows,
  instant,
  locationValue,
  raiseCounters,
  seededSubmission,
  seededTemplates,
  zoneOffset,
  type PlannedEdit,
  type SeededRow,
  type SeededSubmission,
  type SeededTemplate,
} from './demo-submissions.js';

/*
 * The demo account's quotes and invoices (docs/billing.md, Demo data), written like the other demo submissions with
 * the submission writer's pure code (values computed, edits applied with their audit entries and status notes):
 * quotes in every status over the last two months, priced from the branch's price book; the accepted ones converted
 * to their jobs (the job's quoteId, and its quoted cost at the quote's total, as linking a quote does); invoices of
 * the jobs billed at the job's end in every status, prefilled from the quote by `invoiceValuesFromQuote` as
 * createInvoice's screen does. The cycle invoices of the jobs billed per cycle are made after this load by the billing
 * cycle closer itself (seed.service.ts).
 */

const QUOTE_FORMS = ['quote', 'invoice'] as const;

type QuoteOutcome = 'draft' | 'sent' | 'accepted' | 'rejected';
type InvoiceOutcome = 'draft' | 'ready_to_approve' | 'ready_to_send' | 'sent' | 'paid' | 'voided';

/** A quote of a demo job (by index): what became of it, and whether the job was made from it. */
interface QuotePlan {
  job: number;
  outcome: QuoteOutcome;
  converted?: boolean;
  /** A second, dearer option the customer turned down (a 250-ton crane). */
  alternative?: boolean;
  /**
   * Billed per cycle: quoted for every day of the job (not at most five), with a spreader bar by the day, so that its
   * cycle invoices bill the hours and equipment days of each week (docs/billing.md, Billing cycles).
   */
  perCycle?: boolean;
  /** The invoices of the job made from the quote, in order. */
  invoices?: InvoiceOutcome[];
}

/**
 * Jobs 0 to 20 billed at the job's end or weekly: quoted, accepted and converted, the finished ones invoiced; the
 * later jobs' quotes still out; the jobs without dates (57 to 59) quoted as opportunities.
 */
const PLANS: QuotePlan[] = [
  { job: 0, outcome: 'accepted', converted: true, invoices: ['voided', 'paid'] },
  { job: DEMO_WEEKLY_JOB_INDEX, outcome: 'accepted', converted: true, perCycle: true },
  { job: 8, outcome: 'rejected', alternative: true },
  { job: 8, outcome: 'accepted', converted: true, invoices: ['sent'] },
  { job: 12, outcome: 'accepted', converted: true, invoices: ['ready_to_send'] },
  { job: 13, outcome: 'accepted', converted: true },
  { job: 16, outcome: 'rejected', alternative: true },
  { job: 16, outcome: 'accepted', converted: true, invoices: ['ready_to_approve'] },
  { job: 20, outcome: 'accepted', converted: true, invoices: ['draft'] },
  { job: 24, outcome: 'accepted', converted: true },
  { job: 28, outcome: 'sent' },
  { job: 35, outcome: 'sent' },
  { job: 42, outcome: 'sent' },
  { job: 49, outcome: 'draft' },
  { job: 56, outcome: 'draft' },
  { job: 57, outcome: 'accepted' },
  { job: 58, outcome: 'draft' },
  { job: 59, outcome: 'rejected' },
];

/** The edits after an invoice is made ready to approve, up to each outcome; voided is reached from ready to approve. */
const INVOICE_STEPS: Record<InvoiceOutcome, InvoiceOutcome[]> = {
  draft: [],
  ready_to_approve: [],
  ready_to_send: ['ready_to_send'],
  sent: ['ready_to_send', 'sent'],
  paid: ['ready_to_send', 'sent', 'paid'],
  voided: ['voided'],
};

const SCOPES = [
  'Furnish an operated crane, rigging and crew to complete the lifts below. Customer provides a clear, level set-up area.',
  'Mobilize, set up on mats, complete the picks per the lift plan, tear down and demobilize.',
  'Operated crane with rigger and signal person; lift plan and site survey included.',
];

interface Context {
  accountId: string;
  now: Date;
  first: string;
  quote: SeededTemplate;
  invoice: SeededTemplate;
  branches: Map<string, Branch>;
  items: PriceBookItem[];
  sales: User;
  office: User;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The priced items of the branch's price book named (the first that exists of each list), with their quantities. */
function lineItems(context: Context, branch: Branch, days: number, n: number, plan: QuotePlan) {
  const { alternative = false, perCycle = false } = plan;
  const offered = context.items.filter((item) => item.rate !== null && item.branchIds.includes(branch.id));
  const byName = (...names: string[]) =>
    names.map((name) => offered.find((item) => item.name === name)).find((item) => item !== undefined);
  const cranes = offered.filter((item) => item.category === 'Crane Rental' && item.unit === 'hour');
  const crane = alternative
    ? byName('250-ton all-terrain crane')
    : cranes[Math.floor(spread(n) * Math.max(cranes.length - 1, 1)) % cranes.length];
  const hours = 8 * days;
  const lines: [PriceBookItem | undefined, number][] = [
    [crane, hours],
    [byName('Certified crane operator'), hours],
    [byName('Rigger'), hours],
    [byName('Signal person'), spread(n + 1) < 0.5 ? hours : 0],
    [byName('Mobilization, under 50 miles', 'Mobilization, 50 to 150 miles'), 1],
    [byName('Demobilization'), 1],
    [byName(spread(n + 2) < 0.3 ? 'Critical lift plan' : 'Standard lift plan'), 1],
    [byName('Crane mats'), 4],
    [byName('Spreader bar, 20-ton'), perCycle ? days : 0],
  ];
  return lines
    .filter((line): line is [PriceBookItem, number] => line[0] !== undefined && line[1] > 0)
    .map(([item, quantity]) => ({ ...newQuoteLineItem(item), quantity }));
}

/** When something happened `days` after `from`, at the hour, never later than an hour ago. */
const after = (context: Context, from: Date, days: number, hours = 0) =>
  new Date(Math.min(from.getTime() + days * DAY + hours * HOUR, context.now.getTime() - HOUR));

const statusEdit = (at: Date, by: User, status: string): PlannedEdit => ({
  at,
  by,
  edit: { status, changeNotes: '' } satisfies SubmissionEdit,
});

/** A quote of the plan: its values, its day, and the edits that led to its outcome. */
function quote(context: Context, plan: QuotePlan, job: Job, n: number): SeededSubmission & { decided: Date } {
  const branch = context.branches.get(job.branchIds[0]) ?? [...context.branches.values()][0];
  const zone = BRANCH_TIMEZONES[branch.name] ?? 'America/Denver';
  const lead = 8 + Math.floor(spread(n + 3) * 14);
  const wanted = job.startDate ? addDays(job.startDate, -lead - (plan.alternative ? 3 : 0)) : null;
  // Quoted before the job starts, within the last two months; open quotes are recent.
  const earliest = addDays(context.first, -58);
  const latest = addDays(context.first, plan.outcome === 'draft' || plan.outcome === 'sent' ? -1 : -6);
  const recent = addDays(context.first, -2 - Math.floor(spread(n + 4) * 12));
  let day = wanted ?? recent;
  if (day < earliest) day = earliest;
  if (day > latest) day = plan.outcome === 'draft' || plan.outcome === 'sent' ? recent : latest;
  const local = `${day}T${String(9 + Math.floor(spread(n + 5) * 7)).padStart(2, '0')}:${n % 2 ? '15' : '40'}`;
  const offset = zoneOffset(zone, day);
  const created = instant(local, offset);
  const days =
    job.startDate && job.endDate
      ? Math.max(1, Math.round((Date.parse(job.endDate) - Date.parse(job.startDate)) / DAY) + 1)
      : 2;
  const values: Record<string, unknown> = {
    customerName: job.customer.name,
    jobName: plan.alternative ? `${job.name} (250-ton option)` : job.name,
    contactName: job.customer.contactName,
    contactPhone: job.customer.phone,
    contactEmail: job.customer.email,
    siteLocation: locationValue(job),
    branch: branchValue(branch),
    quoteDate: day,
    validUntil: addDays(day, 30),
    requestedStart: job.startDate,
    preparedBy: crewEntry(context.sales),
    scopeOfWork: SCOPES[n % SCOPES.length],
    lineItems: lineItems(context, branch, plan.perCycle ? days : Math.min(days, 5), n, plan),
    discount: spread(n + 6) < 0.3 ? 250 : 0,
    surcharge: spread(n + 7) < 0.5 ? 3.5 : 0,
    tax: 0,
    termsAndConditions: QUOTE_TERMS_AND_CONDITIONS,
    notes: plan.alternative ? 'Second option with the larger crane: one setup, shorter boom swing.' : null,
  };
  const edits: PlannedEdit[] = [];
  const sent = after(context, created, 1, 1);
  const decided = after(context, created, 3 + Math.floor(spread(n + 8) * 4), 2);
  if (plan.outcome !== 'draft') edits.push(statusEdit(sent, context.sales, 'sent'));
  if (plan.outcome === 'accepted') {
    edits.push({
      at: new Date(decided.getTime() - HOUR),
      by: context.sales,
      edit: {
        fields: [
          { id: 'acceptedBy', value: job.customer.contactName },
          { id: 'acceptanceSignature', value: SAMPLE_SIGNATURE },
        ],
        changeNotes: `Signed by ${job.customer.contactName ?? 'the customer'}.`,
      },
    });
  }
  if (plan.outcome === 'accepted' || plan.outcome === 'rejected') {
    edits.push(statusEdit(decided, context.sales, plan.outcome));
  }
  const draft = {
    values,
    localDateTime: local,
    timezoneOffset: offset,
    submitter: context.sales,
    submitDateTime: created,
    edits,
  };
  return {
    ...seededSubmission(context.accountId, context.quote, 0, draft, context.now, { policy: QUOTE_POLICY }),
    decided,
  };
}

/** An invoice of a job made from its quote, when the job's work is done, and the office's status changes. */
function invoice(
  context: Context,
  job: Job,
  quoteRow: SeededRow,
  outcome: InvoiceOutcome,
  n: number,
): SeededSubmission {
  const branch = context.branches.get(job.branchIds[0]) ?? [...context.branches.values()][0];
  const zone = BRANCH_TIMEZONES[branch.name] ?? 'America/Denver';
  const done = job.endDate && job.endDate < context.first ? job.endDate : addDays(context.first, -1);
  const day = addDays(done, n % 2);
  const local = `${day}T${String(10 + (n % 5)).padStart(2, '0')}:20`;
  const offset = zoneOffset(zone, day);
  const created = instant(local, offset);
  const prefilled = invoiceValuesFromQuote(context.invoice, context.quote, quoteRow.fields);
  const values: Record<string, unknown> = {
    ...Object.fromEntries(prefilled.map(({ id, value }) => [id, value])),
    invoiceType: outcome === 'draft' ? 'Progress' : 'Final',
    invoiceDate: day,
    paymentTerms: 'Net 30',
    poNumber: `PO-${4400 + n * 17}`,
    billingAddress: [job.customer.name, job.customer.contactName, job.customer.email].filter(Boolean).join('\n'),
    branchName: branch.name,
  };
  const first = outcome === 'draft' ? 'draft' : 'ready_to_approve';
  const edits: PlannedEdit[] = [];
  let at = created;
  for (const status of INVOICE_STEPS[outcome]) {
    at = after(context, at, status === 'paid' ? 6 : 1, 2);
    edits.push(statusEdit(at, context.office, status));
  }
  const draft = {
    values,
    localDateTime: local,
    timezoneOffset: offset,
    submitter: context.office,
    submitDateTime: created,
    edits,
  };
  return seededSubmission(context.accountId, context.invoice, 0, draft, context.now, {
    policy: INVOICE_POLICY,
    status: first,
    version: INVOICE_SUBMISSION_VERSION,
  });
}

/**
 * Adds the demo quotes and invoices to an account that has no quote yet, in the caller's transaction (after the
 * demo jobs and forms): numbered per form in date order, the converted jobs linked, the invoiced ones no longer
 * flagged ready for invoice. Answers whether it added any.
 */
export async function loadDemoBilling(tx: EntityManager, accountId: string, now = new Date()): Promise<boolean> {
  const templates = await seededTemplates(tx, accountId, QUOTE_FORMS);
  const [quoteTemplate, invoiceTemplate] = [templates.get('quote'), templates.get('invoice')];
  if (!quoteTemplate || !invoiceTemplate) return false;
  if (await tx.existsBy(FormSubmission, { accountId, formId: quoteTemplate.id })) return false;
  const users = await tx.findBy(User, { accountId });
  const sales = users.find((user) => user.email === 'sales@summitcrane.com');
  const office = users.find((user) => user.email === 'office@summitcrane.com');
  const jobs = await tx.find(Job, { where: { accountId }, order: { number: 'ASC' } });
  if (!sales || !office || !jobs.length) return false;
  const context: Context = {
    accountId,
    now,
    first: today(now),
    quote: quoteTemplate,
    invoice: invoiceTemplate,
    branches: new Map((await tx.findBy(Branch, { accountId })).map((branch) => [branch.id, branch])),
    items: await tx.find(PriceBookItem, { where: { accountId }, order: { name: 'ASC' } }),
    sales,
    office,
  };

  const quotes: SeededSubmission[] = [];
  const invoices: (SeededSubmission & { job: Job; quoteId: string })[] = [];
  const links: { job: Job; quote: SeededRow }[] = [];
  PLANS.forEach((plan, index) => {
    const job = jobs[plan.job];
    if (!job) return;
    const made = quote(context, plan, job, 300 + index * 11);
    quotes.push(made);
    if (!plan.converted) return;
    links.push({ job, quote: made.row });
    (plan.invoices ?? []).forEach((outcome, k) => {
      invoices.push({ ...invoice(context, job, made.row, outcome, index * 3 + k), job, quoteId: made.row.id });
    });
  });

  const byDate = (a: SeededSubmission, b: SeededSubmission) =>
    a.row.submitDateTime.getTime() - b.row.submitDateTime.getTime();
  quotes.sort(byDate).forEach(({ row }, index) => (row.number = index + 1));
  invoices.sort(byDate).forEach(({ row }, index) => (row.number = index + 1));
  await insertRows(
    tx,
    FormSubmission,
    [...quotes, ...invoices].map(({ row }) => row),
  );
  await insertRows(
    tx,
    FormSubmissionAudit,
    [...quotes, ...invoices].flatMap(({ audits }) => audits),
  );
  await insertRows(
    tx,
    Invoice,
    invoices.map(({ row, job, quoteId }) => ({
      id: randomUUID(),
      accountId,
      jobId: job.id,
      formSubmissionId: row.id,
      quoteId,
      cycleStartDate: null,
      cycleEndDate: null,
      createdAt: row.submitDateTime,
      updatedAt: row.updatedAt,
    })),
  );
  for (const { job, quote: row } of links) {
    await tx.update(Job, { id: job.id }, { quoteId: row.id, quotedCostCents: Number(row.totalCents ?? 0) });
  }
  const invoiced = [...new Set(invoices.map(({ job }) => job.id))];
  if (invoiced.length)
    await tx.createQueryBuilder().update(Job).set({ isReadyForInvoice: false }).whereInIds(invoiced).execute();
  await raiseCounters(
    tx,
    accountId,
    new Map([
      [quoteTemplate.id, quotes.length],
      [invoiceTemplate.id, invoices.length],
    ]),
  );
  return quotes.length > 0;
}
