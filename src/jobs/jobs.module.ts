import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { UsersModule } from '../users/users.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { AssetsModule } from '../assets/assets.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { AvailabilityResolver } from './availability.resolver.js';
import { AvailabilityService } from './availability.service.js';
import { ColorsResolver } from './colors.resolver.js';
import { ColorsModule } from './colors.module.js';
import { ComplexJobsResolver } from './complex-jobs.resolver.js';
import { ComplexTask } from './complex-task.entity.js';
import { JobDocument } from './job-document.entity.js';
import { JobDocumentLoader } from './job-document-loader.js';
import { ComplexJobInvoicesResolver, JobInvoicesResolver, JobInvoicesSeam } from './job-invoices.js';
import { JobDocumentsController } from './job-documents.controller.js';
import { JobDocumentsResolver } from './job-documents.resolver.js';
import { JobDocumentsService } from './job-documents.service.js';
import { Job } from './job.entity.js';
import { JobWriter } from './job-writer.service.js';
import { JobBillingService } from './job-billing.service.js';
import { JobBranchResolver } from './job-branch.resolver.js';
import { JobResourcesResolver } from './job-resources.resolver.js';
import { JobsController } from './jobs.controller.js';
import { JobsResolver } from './jobs.resolver.js';
import { JobsService } from './jobs.service.js';
import { TaskEntry } from './task-entry.entity.js';
import {
  ComplexJobPayloadConflictsResolver,
  ComplexTaskPayloadConflictsResolver,
  JobPayloadConflictsResolver,
} from './job-conflicts.resolver.js';
import { SchedulingController } from './scheduling.controller.js';
import { SchedulingResolver } from './scheduling.resolver.js';
import { SchedulingService } from './scheduling.service.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const JOBS_ENTITIES = [Job, ComplexTask, TaskEntry, JobDocument];

@Module({
  imports: [
    TypeOrmModule.forFeature(JOBS_ENTITIES),
    AccountsModule,
    FilesModule,
    QuotesModule,
    AssetsModule,
    BookingsModule,
    ColorsModule,
    UsersModule,
  ],
  controllers: [JobsController, JobDocumentsController, SchedulingController],
  providers: [
    tenantRepositoryProvider(Job, NOT_FOUND.job),
    tenantRepositoryProvider(ComplexTask, NOT_FOUND.task),
    tenantRepositoryProvider(TaskEntry, NOT_FOUND.entry),
    tenantRepositoryProvider(JobDocument, NOT_FOUND.jobDocument),
    JobDocumentsService,
    JobDocumentLoader,
    JobInvoicesSeam,
    JobInvoicesResolver,
    ComplexJobInvoicesResolver,
    JobDocumentsResolver,
    JobsService,
    JobWriter,
    JobBillingService,
    JobBranchResolver,
    JobResourcesResolver,
    JobsResolver,
    ComplexJobsResolver,
    ColorsResolver,
    SchedulingService,
    AvailabilityService,
    SchedulingResolver,
    AvailabilityResolver,
    JobPayloadConflictsResolver,
    ComplexJobPayloadConflictsResolver,
    ComplexTaskPayloadConflictsResolver,
  ],
  exports: [JobBillingService],
})
export class JobsModule {}
