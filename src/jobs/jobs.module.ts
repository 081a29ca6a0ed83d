import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { FilesModule } from '../files/files.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { Asset } from '../assets/asset.entity.js';
import { AssetBooking } from './asset-booking.entity.js';
import { AssetSummaries } from './asset-summaries.js';
import { AvailabilityResolver } from './availability.resolver.js';
import { AvailabilityService } from './availability.service.js';
import { Color } from './color.entity.js';
import { ColorsResolver } from './colors.resolver.js';
import { ColorsService } from './colors.service.js';
import { ComplexJobsResolver } from './complex-jobs.resolver.js';
import { ComplexTask } from './complex-task.entity.js';
import { ASSET_NOT_FOUND, COLOR_NOT_FOUND, JOB_NOT_FOUND, TASK_NOT_FOUND } from './dto/fields.js';
import { DOCUMENT_NOT_FOUND } from './dto/job-document.input.js';
import { JobDocument } from './job-document.entity.js';
import { JobDocumentLoader } from './job-document-loader.js';
import { JobDocumentsController } from './job-documents.controller.js';
import { JobDocumentsResolver } from './job-documents.resolver.js';
import { JobDocumentsService } from './job-documents.service.js';
import { Job } from './job.entity.js';
import { JobWriter } from './job-writer.service.js';
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

@Module({
  imports: [AccountsModule, FilesModule],
  controllers: [JobsController, JobDocumentsController, SchedulingController],
  providers: [
    tenantRepositoryProvider(Job, JOB_NOT_FOUND),
    tenantRepositoryProvider(ComplexTask, TASK_NOT_FOUND),
    tenantRepositoryProvider(TaskEntry, 'Entry not found.'),
    tenantRepositoryProvider(Color, COLOR_NOT_FOUND),
    tenantRepositoryProvider(JobDocument, DOCUMENT_NOT_FOUND),
    JobDocumentsService,
    JobDocumentLoader,
    JobDocumentsResolver,
    ColorsService,
    JobsService,
    JobWriter,
    JobsResolver,
    ComplexJobsResolver,
    ColorsResolver,
    tenantRepositoryProvider(AssetBooking, 'Booking not found.'),
    tenantRepositoryProvider(Asset, ASSET_NOT_FOUND),
    AssetSummaries,
    SchedulingService,
    AvailabilityService,
    SchedulingResolver,
    AvailabilityResolver,
    JobPayloadConflictsResolver,
    ComplexJobPayloadConflictsResolver,
    ComplexTaskPayloadConflictsResolver,
  ],
})
export class JobsModule {}
