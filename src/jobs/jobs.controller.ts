import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData } from '../common/http/envelope.js';
import { JobFilters } from './dto/job-filters.input.js';
import { JobDatesInput, JobInput } from './dto/job.input.js';
import { JobInvoicesSeam } from './job-invoices.js';
import { JobWriter } from './job-writer.service.js';
import { JobsService } from './jobs.service.js';
import { JobInvoiceModel, JobModel } from './models/job.model.js';

/** A job as REST answers it: its invoices come through the invoices seam, as on GraphQL. */
class JobAnswer extends JobModel {
  @ApiProperty({ type: [JobInvoiceModel] }) invoices: JobInvoiceModel[];
}

/** The simple job calls of spec 2 §7. */
@ApiTags('jobs')
@Controller()
export class JobsController {
  constructor(
    private readonly service: JobsService,
    private readonly writer: JobWriter,
    private readonly invoices: JobInvoicesSeam,
  ) {}

  @Get('jobs')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Jobs overlapping the window (default today and the next 14 days, at most 366 days)' })
  @ApiData([JobAnswer])
  async list(@CurrentAccess() access: Access, @Query() filters: JobFilters): Promise<JobAnswer[]> {
    return this.invoices.fill(access, await this.service.listJobs(access, filters));
  }

  @Get('job/:jobId')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'A job in the simple shape' })
  @ApiData(JobAnswer)
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  async get(@CurrentAccess() access: Access, @Param('jobId') jobId: string): Promise<JobAnswer> {
    return this.invoices.fillOne(access, await this.service.getJob(access, jobId));
  }

  @Patch('job/:id')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Change a job: the edit form’s fields, or only its dates (the dashboard)' })
  @ApiData(JobAnswer)
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  async update(@CurrentAccess() access: Access, @Param('id') id: string, @Body() body: JobInput): Promise<JobAnswer> {
    const saved = await this.writer.patchJob(access, id, body);
    return this.invoices.fillOne(access, await this.service.getJob(access, saved));
  }

  @Delete('job/:jobId')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Delete a job with its tasks and bookings' })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  delete(@CurrentAccess() access: Access, @Param('jobId') jobId: string): Promise<{ id: string }> {
    return this.service.delete(access, jobId);
  }

  @Patch('update-job-dates/:id')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Set both dates of a job (end at most 5 years after the start)' })
  @ApiData(JobAnswer)
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  async updateDates(
    @CurrentAccess() access: Access,
    @Param('id') id: string,
    @Body() body: JobDatesInput,
  ): Promise<JobAnswer> {
    const saved = await this.writer.updateDates(access, id, body);
    return this.invoices.fillOne(access, await this.service.getJob(access, saved));
  }
}
