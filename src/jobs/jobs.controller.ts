import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { JobFilters } from './dto/job-filters.input.js';
import { JobDatesInput, JobInput } from './dto/job.input.js';
import { JobWriter } from './job-writer.service.js';
import { JobsService } from './jobs.service.js';
import type { JobModel } from './models/job.model.js';

/** The simple (legacy) job calls of spec 2 §7. */
@ApiTags('jobs')
@Controller()
export class JobsController {
  constructor(
    private readonly service: JobsService,
    private readonly writer: JobWriter,
  ) {}

  @Get('jobs')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Jobs overlapping the window (default today and the next 14 days, at most 366 days)' })
  list(@CurrentAccess() access: Access, @Query() filters: JobFilters): Promise<JobModel[]> {
    return this.service.listJobs(access.accountId, filters);
  }

  @Get('job/:jobId')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'A job in the simple shape' })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  get(@CurrentAccess() access: Access, @Param('jobId') jobId: string): Promise<JobModel> {
    return this.service.getJob(access.accountId, jobId);
  }

  @Patch('job/:id')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Change a job: the edit form’s fields, or only its dates (the dashboard)' })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  async update(@CurrentAccess() access: Access, @Param('id') id: string, @Body() body: JobInput): Promise<JobModel> {
    return this.service.getJob(access.accountId, await this.writer.patchJob(access.accountId, id, body));
  }

  @Delete('job/:jobId')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Delete a job with its tasks and bookings' })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  delete(@CurrentAccess() access: Access, @Param('jobId') jobId: string): Promise<{ id: string }> {
    return this.service.delete(access.accountId, jobId);
  }

  @Patch('update-job-dates/:id')
  @RequireScopes('web:schedule')
  @ApiOperation({ summary: 'Set both dates of a job (end at most 5 years after the start)' })
  @ApiNotFoundResponse({ description: 'No such job, or another account' })
  async updateDates(
    @CurrentAccess() access: Access,
    @Param('id') id: string,
    @Body() body: JobDatesInput,
  ): Promise<JobModel> {
    return this.service.getJob(access.accountId, await this.writer.updateDates(access.accountId, id, body));
  }
}
