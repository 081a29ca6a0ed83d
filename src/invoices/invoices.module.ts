import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FormsModule } from '../forms/forms.module.js';
import { JOB_INVOICES } from '../jobs/job-invoices.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { BillingCycleCloser } from './billing-cycle-closer.js';
import { Invoice } from './invoice.entity.js';
import { InvoicesResolver } from './invoices.resolver.js';
import { InvoicesService } from './invoices.service.js';
import { JobInvoicesProvider } from './job-invoices.provider.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const INVOICES_ENTITIES = [Invoice];

/**
 * Invoices over the forms module's submissions (docs/billing.md). Global only to hand the jobs module its
 * `JOB_INVOICES` seam, which fills `Job.invoices`.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature(INVOICES_ENTITIES),
    AccountsModule,
    BookingsModule,
    FormsModule,
    JobsModule,
    QuotesModule,
  ],
  providers: [
    tenantRepositoryProvider(Invoice, NOT_FOUND.invoice),
    InvoicesService,
    InvoicesResolver,
    BillingCycleCloser,
    { provide: JOB_INVOICES, useClass: JobInvoicesProvider },
  ],
  exports: [JOB_INVOICES, InvoicesService, BillingCycleCloser],
})
export class InvoicesModule {}
