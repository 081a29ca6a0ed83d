import { DRAFT_INVOICE, invoiceStatus, READY_TO_APPROVE_INVOICE, READY_TO_SEND_INVOICE } from './invoiceRules';

/*
 * The Invoicing overview as pure code (spec 3 §2 "Invoicing"; docs/billing.md, Invoicing screens): its three tiles,
 * the filters and their count, the rows of each tile (Ready to Invoice merges the jobs flagged ready with the draft
 * invoices) and the table's sorting.
 */

export type TileId = 'ready-to-invoice' | 'ready-to-approve' | 'ready-to-send';

export interface Tile {
  id: TileId;
  label: string;
  /** The invoice status the tile lists (Ready to Invoice adds the jobs flagged ready). */
  status: string;
  /** The key of the tile's count in invoiceOverview. */
  count: 'readyToInvoice' | 'readyToApprove' | 'readyToSend';
  empty: string;
}

/** Spec 3 §2: the three tiles, with their empty messages word for word. */
export const TILES: readonly Tile[] = [
  {
    id: 'ready-to-invoice',
    label: 'Ready to Invoice',
    status: DRAFT_INVOICE,
    count: 'readyToInvoice',
    empty: 'You don’t have any work ready to invoice',
  },
  {
    id: 'ready-to-approve',
    label: 'Ready to Approve',
    status: READY_TO_APPROVE_INVOICE,
    count: 'readyToApprove',
    empty: 'You don’t have any work ready to approve',
  },
  {
    id: 'ready-to-send',
    label: 'Ready to Send',
    status: READY_TO_SEND_INVOICE,
    count: 'readyToSend',
    empty: 'You don’t have any work ready to send',
  },
];

/** The tile of the address's `tab`; the first by default. */
export const tileOf = (id: string | null): Tile => TILES.find((tile) => tile.id === id) ?? TILES[0];

/** What the user chose above the table. */
export interface OverviewFilters {
  branchId?: string;
  divisionId?: string;
  salesPerson?: string;
  /** The search box as typed; it applies 1 s after typing stops (spec 3 §5). */
  searchTerm: string;
}

export const NO_FILTERS: OverviewFilters = { searchTerm: '' };

/** Spec 3 §2: the Filters badge counts the branch, division and sales person choices (not the search). */
export function filterCount(filters: OverviewFilters): number {
  return [filters.branchId, filters.divisionId, filters.salesPerson].filter(Boolean).length;
}

/** The job filters the server takes (invoices, invoiceOverview, jobsWithoutDates), with the settled search text. */
export function serverFilters(filters: OverviewFilters, searchTerm: string) {
  const term = searchTerm.trim();
  return {
    ...(filters.branchId ? { branchId: filters.branchId } : {}),
    ...(filters.divisionId ? { divisionId: filters.divisionId } : {}),
    ...(filters.salesPerson ? { salesPerson: filters.salesPerson } : {}),
    ...(term ? { searchTerm: term } : {}),
  };
}

/** A job flagged ready for invoice, as jobsWithoutDates answers it. */
export interface ReadyJob {
  id: string;
  number: string;
  name: string;
  quoteId?: string | null;
  quotedCostCents?: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** An invoice as the invoices query answers it. */
export interface InvoiceRow {
  id: string;
  formSubmissionId: string;
  jobId: string;
  quoteId?: string | null;
  status: string;
  number: number;
  amountCents: number;
  createdAt: string;
  cycleStartDate?: string | null;
  cycleEndDate?: string | null;
  job?: { number: string; name: string; quotedCostCents?: number | null; quoteId?: string | null } | null;
}

/** A row of the overview's table: a job waiting for its invoice, or an invoice. */
export interface OverviewRow {
  key: string;
  kind: 'job' | 'invoice';
  jobId: string;
  quoteId: string | null;
  formSubmissionId: string | null;
  jobNumber: string;
  jobName: string;
  invoiceNumber: number | null;
  /** The status label shown ("Ready to Invoice" for a job), which the table sorts by. */
  status: string;
  /** The invoice's status id; null for a job. */
  statusId: string | null;
  quotedCents: number | null;
  amountCents: number | null;
  /** yyyy-MM-dd: the invoice's day, a job's end (else start) day. */
  date: string | null;
}

/** The status a job waiting for its invoice shows. */
export const READY_JOB_STATUS = 'Ready to Invoice';

export function jobRow(job: ReadyJob): OverviewRow {
  return {
    key: `job-${job.id}`,
    kind: 'job',
    jobId: job.id,
    quoteId: job.quoteId ?? null,
    formSubmissionId: null,
    jobNumber: job.number,
    jobName: job.name,
    invoiceNumber: null,
    status: READY_JOB_STATUS,
    statusId: null,
    quotedCents: job.quotedCostCents ?? null,
    amountCents: null,
    date: job.endDate ?? job.startDate ?? null,
  };
}

export function invoiceRow(invoice: InvoiceRow): OverviewRow {
  return {
    key: `invoice-${invoice.id}`,
    kind: 'invoice',
    jobId: invoice.jobId,
    quoteId: invoice.quoteId ?? invoice.job?.quoteId ?? null,
    formSubmissionId: invoice.formSubmissionId,
    jobNumber: invoice.job?.number ?? '',
    jobName: invoice.job?.name ?? '',
    invoiceNumber: invoice.number,
    status: invoiceStatus(invoice.status).label,
    statusId: invoice.status,
    quotedCents: invoice.job?.quotedCostCents ?? null,
    amountCents: invoice.amountCents,
    date: invoice.createdAt.slice(0, 10),
  };
}

/**
 * Spec 3 §2: Ready to Invoice merges the jobs flagged ready for invoice with the draft invoices: the jobs first (they
 * still need their invoice), then the drafts newest first, as the server gives them. A job of a billing cycle may
 * show both ways (flagged ready, and with its cycle's draft), as the tile's count counts both.
 */
export function readyToInvoiceRows(jobs: readonly ReadyJob[], drafts: readonly InvoiceRow[]): OverviewRow[] {
  return [...jobs.map(jobRow), ...drafts.map(invoiceRow)];
}

export type SortKey = 'jobNumber' | 'jobName' | 'invoiceNumber' | 'status' | 'quotedCents' | 'amountCents' | 'date';

export interface RowSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** A header click: none, then ascending, then descending, then none again (the server's order). */
export function nextSort(current: RowSort | null, key: SortKey): RowSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The rows in the chosen order (stable; rows without the value last in either direction); none keeps theirs. */
export function sortRows(rows: readonly OverviewRow[], sort: RowSort | null): OverviewRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row[sort.key];
      const right = b.row[sort.key];
      const missingLeft = left === null || left === '';
      const missingRight = right === null || right === '';
      if (missingLeft || missingRight) return missingLeft === missingRight ? a.index - b.index : missingLeft ? 1 : -1;
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
