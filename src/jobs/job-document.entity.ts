import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { Job } from './job.entity.js';

/**
 * A document of a job (spec 2 §3). `url` and `thumbnailUrl` hold storage keys, answered as signed URLs. A file
 * belongs to one document: deleting the document removes the file.
 */
@Entity('job_document')
@Index('job_document_account_job_created', ['accountId', 'jobId', 'createdAt'])
@Index('job_document_account_url', ['accountId', 'url'], { unique: true })
export class JobDocument extends TenantEntity {
  @Column('uuid')
  jobId: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  @Column('text')
  name: string;

  @Column('text')
  contentType: string;

  @Column('text')
  url: string;

  @Column('text', { default: '' })
  thumbnailUrl: string;

  /** yyyy-MM-dd */
  @Column('date', { nullable: true })
  expiresAt: string | null;

  @Column('boolean', { default: false })
  isMobileViewable: boolean;

  @Column('boolean', { default: true })
  active: boolean;

  /** At most the 10,000,000-byte upload limit, so an integer holds it. */
  @Column('integer', { default: 0 })
  sizeBytes: number;

  @Column('text', { default: '1.0' })
  version: string;
}
