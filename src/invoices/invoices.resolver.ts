import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import {
  ComplexInvoiceFilters,
  CreateInvoiceInput,
  InvoiceFilters,
  InvoiceTimecardFilters,
  UpdateInvoiceInput,
} from './dto/invoice.input.js';
import { InvoicesService, type InvoiceWrite } from './invoices.service.js';
import {
  InvoiceModel,
  InvoiceOverviewModel,
  InvoicePageModel,
  InvoicePayload,
  InvoiceTimecardPageModel,
} from './models/invoice.model.js';

const INVOICE = 'web:invoice';

const payload = (message: string, { invoice, submission }: InvoiceWrite): InvoicePayload => ({
  code: 200,
  success: true,
  message,
  invoice,
  formSubmission: submission,
});

/** The invoicing calls of spec 3 §7 (permission web:invoice, spec 3 §6). */
@Resolver(() => InvoiceModel)
export class InvoicesResolver {
  constructor(private readonly invoices: InvoicesService) {}

  @Query(() => InvoicePageModel, {
    name: 'invoices',
    description: 'Newest first, keyset paged (nextPageKey), with the total count',
  })
  @RequireScopes(INVOICE)
  invoicePage(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => InvoiceFilters, nullable: true }) filters?: InvoiceFilters,
  ): Promise<InvoicePageModel> {
    return this.invoices.list(access, filters ?? {});
  }

  @Query(() => InvoiceOverviewModel, { description: 'The counts of the overview’s three tiles, with the job filters' })
  @RequireScopes(INVOICE)
  invoiceOverview(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => InvoiceFilters, nullable: true }) filters?: InvoiceFilters,
  ): Promise<InvoiceOverviewModel> {
    return this.invoices.overview(access, filters ?? {});
  }

  @Query(() => [InvoiceModel], { description: 'A job’s invoices, billing cycles first to last' })
  @RequireScopes(INVOICE)
  complexInvoices(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => ComplexInvoiceFilters, nullable: true }) filters?: ComplexInvoiceFilters,
  ): Promise<InvoiceModel[]> {
    return this.invoices.ofJob(access, filters ?? {});
  }

  @Query(() => InvoiceTimecardPageModel, { description: 'Timecards naming the job, 20 a page, newest first' })
  @RequireScopes(INVOICE)
  formSubmissionsForInvoice(
    @CurrentAccess() access: Access,
    @Args('filters', { type: () => InvoiceTimecardFilters }) filters: InvoiceTimecardFilters,
    @Args('nextPageKey', { type: () => String, nullable: true }) nextPageKey?: string | null,
  ): Promise<InvoiceTimecardPageModel> {
    return this.invoices.timecards(access, filters, nextPageKey);
  }

  @Mutation(() => InvoicePayload, { description: 'The amount is computed from the line items; the job must exist' })
  @RequireScopes(INVOICE)
  async createInvoice(
    @CurrentAccess() access: Access,
    @Args('input') input: CreateInvoiceInput,
  ): Promise<InvoicePayload> {
    return payload('Invoice created.', await this.invoices.create(access, input));
  }

  @Mutation(() => InvoicePayload, { description: 'id is the invoice’s form submission id; a voided invoice is final' })
  @RequireScopes(INVOICE)
  async updateInvoice(
    @CurrentAccess() access: Access,
    @Args('input') input: UpdateInvoiceInput,
  ): Promise<InvoicePayload> {
    return payload('Invoice updated.', await this.invoices.update(access, input));
  }
}
