import { Inject, Injectable, Optional } from '@nestjs/common';
import { Context, Float, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { RequestBatches } from '../common/graphql/request-batches.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { ComplexJobModel } from './models/complex-job.model.js';
import { JobInvoiceModel, JobModel } from './models/job.model.js';

/**
 * What a job shows of its invoices and billing cycles. The jobs module asks this seam and owns no invoice table: the
 * invoices module provides `JOB_INVOICES` (from a global module) and its answer fills `Job.invoices` on GraphQL and
 * REST alike. Without it every job has none.
 */
export interface JobInvoices {
  /** The invoices of each of these jobs of the caller's account that the caller may see (absent: none). */
  byJob(access: Access, jobIds: string[]): Promise<Map<string, JobInvoiceModel[]>>;
  /** What each of these jobs has been invoiced, in cents: its invoices that bill (absent: none). */
  invoicedCents(access: Access, jobIds: string[]): Promise<Map<string, number>>;
  /** "The job under `jobColumn` has no draft invoice", for a query over the job table; null: no filter. */
  withoutDraftInvoice(access: AccountAccess, jobColumn: string): SqlCondition | null;
}

/** Injection token of the provider of job invoices (interface `JobInvoices`). */
export const JOB_INVOICES = 'JOB_INVOICES';

const NO_INVOICES: JobInvoices = {
  byJob: () => Promise.resolve(new Map()),
  invoicedCents: () => Promise.resolve(new Map()),
  withoutDraftInvoice: () => null,
};

/** How far the invoiced total passes the quoted cost, in cents; null when it does not (or nothing is quoted). */
export function overQuoteCents(quotedCents: number | null, invoicedCents: number | null): number | null {
  if (quotedCents === null || invoicedCents === null || invoicedCents <= quotedCents) return null;
  return invoicedCents - quotedCents;
}

/** The seam itself: the provider when the app has one, else none; batched per GraphQL request. */
@Injectable()
export class JobInvoicesSeam {
  private readonly batches = new RequestBatches<JobInvoiceModel[]>();
  private readonly totals = new RequestBatches<number>();
  private readonly provider: JobInvoices;

  constructor(@Optional() @Inject(JOB_INVOICES) provider?: JobInvoices) {
    this.provider = provider ?? NO_INVOICES;
  }

  /** One job's invoices; the jobs one GraphQL request resolves together are asked for in one call. */
  async load(request: object, access: Access, jobId: string): Promise<JobInvoiceModel[]> {
    return (await this.batches.load(request, jobId, (ids) => this.provider.byJob(access, ids))) ?? [];
  }

  /** What one job has been invoiced (null: nothing); batched like `load`. */
  async invoiced(request: object, access: Access, jobId: string): Promise<number | null> {
    return (await this.totals.load(request, jobId, (ids) => this.provider.invoicedCents(access, ids))) ?? null;
  }

  withoutDraftInvoice(access: AccountAccess, jobColumn: string): SqlCondition | null {
    return this.provider.withoutDraftInvoice(access, jobColumn);
  }

  /** REST answers: the jobs with their invoices, asked for in one call. */
  async fill<T extends { id: string }>(access: Access, jobs: T[]): Promise<(T & { invoices: JobInvoiceModel[] })[]> {
    const invoices = jobs.length
      ? await this.provider.byJob(
          access,
          jobs.map((job) => job.id),
        )
      : new Map();
    return jobs.map((job) => ({ ...job, invoices: invoices.get(job.id) ?? [] }));
  }

  async fillOne<T extends { id: string }>(access: Access, job: T): Promise<T & { invoices: JobInvoiceModel[] }> {
    const [filled] = await this.fill(access, [job]);
    return filled;
  }
}

/**
 * `<model>.invoices`, `invoicedCents` and `overQuoteCents` through the seam (the job billing page's and the invoice
 * details' totals and over-quote warning): one resolver class per job shape.
 */
function invoicesResolver(model: typeof JobModel | typeof ComplexJobModel, name: string) {
  @Resolver(() => model)
  class InvoicesResolver {
    constructor(readonly seam: JobInvoicesSeam) {}

    @ResolveField('invoices', () => [JobInvoiceModel])
    @RequireScopes('web:schedule', 'web:invoice')
    invoices(
      @Parent() job: { id: string },
      @CurrentAccess() access: Access,
      @Context() context: object,
    ): Promise<JobInvoiceModel[]> {
      return this.seam.load(context, access, job.id);
    }

    @ResolveField('invoicedCents', () => Float, {
      nullable: true,
      description: 'The sum of the amounts of its invoices that are not voided; null when there is none',
    })
    @RequireScopes('web:schedule', 'web:invoice')
    invoicedCents(
      @Parent() job: { id: string },
      @CurrentAccess() access: Access,
      @Context() context: object,
    ): Promise<number | null> {
      return this.seam.invoiced(context, access, job.id);
    }

    @ResolveField('overQuoteCents', () => Float, {
      nullable: true,
      description: 'How far invoicedCents passes quotedCostCents; null when it does not',
    })
    @RequireScopes('web:schedule', 'web:invoice')
    async overQuoteCents(
      @Parent() job: { id: string; quotedCostCents: number | null },
      @CurrentAccess() access: Access,
      @Context() context: object,
    ): Promise<number | null> {
      return overQuoteCents(job.quotedCostCents, await this.seam.invoiced(context, access, job.id));
    }
  }
  Object.defineProperty(InvoicesResolver, 'name', { value: name });
  return InvoicesResolver;
}

export const JobInvoicesResolver = invoicesResolver(JobModel, 'JobInvoicesResolver');
export const ComplexJobInvoicesResolver = invoicesResolver(ComplexJobModel, 'ComplexJobInvoicesResolver');
