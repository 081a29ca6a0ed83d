import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { FilesService } from '../files/files.service.js';
import { uploadedKey } from '../files/uploaded-key.js';
import type { JobDocumentInput, JobDocumentPatch, UploadJobDocumentDto } from './dto/job-document.input.js';
import { JobDocument } from './job-document.entity.js';
import { Job } from './job.entity.js';
import type { JobDocumentModel } from './models/job-document.model.js';
import { InvalidFieldsError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { inTransaction } from '../database/transactions.js';

export const FILE_NOT_UPLOADED = 'Upload the file first: this is not a file uploaded for a job document.';
export const FILE_ALREADY_USED = 'This file already belongs to a document.';
export const NOT_AN_UPLOADED_IMAGE = 'The thumbnail must be an image or document uploaded to this account.';

/** Job documents (spec 2 §2–§4): files uploaded for a job, registered as documents, listed newest first. */
@Injectable()
export class JobDocumentsService {
  constructor(
    @InjectTenantRepository(Job) private readonly jobs: TenantRepository<Job>,
    @InjectTenantRepository(JobDocument) private readonly documents: TenantRepository<JobDocument>,
    private readonly files: FilesService,
    private readonly dataSource: DataSource,
  ) {}

  /** Stores the file of a document of the caller's job; answers its signed URL for the registration. */
  async upload(access: Access, body: UploadJobDocumentDto): Promise<{ Location: string }> {
    await this.jobs.get(access.accountId, body.jobId);
    const { data, mime, name } = body;
    const { key } = await this.files.storeDocument(access, {
      field: 'data',
      data,
      mime,
      name,
      purpose: 'job-document',
    });
    return { Location: this.files.url(key) };
  }

  /** The job's active documents, newest first. */
  async list(access: Access, jobId: string): Promise<JobDocumentModel[]> {
    const { accountId } = access;
    await this.jobs.get(accountId, jobId);
    return (await this.activeByJob(access, [jobId])).get(jobId) ?? [];
  }

  /** Active documents of these jobs in one query, newest first, by job id. */
  async activeByJob(access: Access, jobIds: string[]): Promise<Map<string, JobDocumentModel[]>> {
    const { accountId } = access;
    const byJob = new Map<string, JobDocumentModel[]>();
    if (!jobIds.length) return byJob;
    const rows = await this.documents.find(accountId, {
      where: { jobId: In(jobIds), active: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    for (const row of rows) {
      const list = byJob.get(row.jobId) ?? [];
      if (!list.length) byJob.set(row.jobId, list);
      list.push(this.view(row));
    }
    return byJob;
  }

  async create(access: Access, jobId: string, input: JobDocumentInput): Promise<JobDocumentModel> {
    const { accountId } = access;
    await this.jobs.get(accountId, jobId);
    const url = uploadedKey(accountId, input.url, ['documents']);
    if (!url) throw new InvalidFieldsError({ url: [FILE_NOT_UPLOADED] });
    if (await this.documents.findOne(accountId, { url })) throw new InvalidFieldsError({ url: [FILE_ALREADY_USED] });
    const thumbnailUrl = input.thumbnailUrl ? uploadedKey(accountId, input.thumbnailUrl, ['documents', 'images']) : '';
    if (thumbnailUrl === null) throw new InvalidFieldsError({ thumbnailUrl: [NOT_AN_UPLOADED_IMAGE] });
    const row = await inTransaction(this.dataSource, async (manager) => {
      const created = await this.documents.with(manager).create(accountId, {
        jobId,
        name: input.name,
        contentType: input.contentType,
        url,
        thumbnailUrl,
        expiresAt: input.expiresAt ?? null,
        isMobileViewable: input.isMobileViewable ?? false,
        active: input.active ?? true,
        sizeBytes: input.sizeBytes ?? 0,
        version: input.version ?? '1.0',
      });
      // The files become the document's; one that is not a pending upload of the account is refused.
      const owner = { type: 'job-document', id: created.id, purpose: 'job-document' } as const;
      const attach = async (field: string, key: string, message: string) => {
        if (!(await this.files.attach(access, [key], owner, manager)))
          throw new InvalidFieldsError({ [field]: [message] });
      };
      await attach('url', url, FILE_NOT_UPLOADED);
      if (thumbnailUrl && thumbnailUrl !== url) await attach('thumbnailUrl', thumbnailUrl, NOT_AN_UPLOADED_IMAGE);
      return created;
    });
    return this.view(row);
  }

  /** Changes name, expiry or visibility; `jobId` (REST) must be the document's job. */
  async update(access: Access, jobId: string | null, id: string, patch: JobDocumentPatch): Promise<JobDocumentModel> {
    const { accountId } = access;
    const row = await this.active(accountId, jobId, id);
    const changes: Partial<JobDocument> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.expiresAt !== undefined) changes.expiresAt = patch.expiresAt;
    if (patch.isMobileViewable !== undefined) changes.isMobileViewable = patch.isMobileViewable;
    return this.view(await this.documents.update(accountId, row.id, changes));
  }

  /** Deletes the document and its files (cannot be undone). */
  async delete(access: Access, jobId: string | null, id: string): Promise<void> {
    const { accountId } = access;
    const row = await this.active(accountId, jobId, id);
    await this.documents.delete(accountId, row.id);
    await this.files.discard([row.url, row.thumbnailUrl || null]);
  }

  private async active(accountId: string, jobId: string | null, id: string): Promise<JobDocument> {
    const row =
      isUuid(id) && (jobId === null || isUuid(jobId))
        ? await this.documents.findOne(accountId, { id, active: true, ...(jobId === null ? {} : { jobId }) })
        : null;
    if (!row) throw new NotFoundError(NOT_FOUND.jobDocument);
    return row;
  }

  private view(row: JobDocument): JobDocumentModel {
    return {
      id: row.id,
      name: row.name,
      contentType: row.contentType,
      url: this.files.url(row.url),
      thumbnailUrl: row.thumbnailUrl ? this.files.url(row.thumbnailUrl) : '',
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      isMobileViewable: row.isMobileViewable,
      jobId: row.jobId,
      complexJobId: row.jobId,
      active: row.active,
      sizeBytes: row.sizeBytes,
      version: row.version,
    };
  }
}
