import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { Job } from './job.entity.js';

/** A task of a job; position 0 is the first task, which carries the job's dates, times, crew and assets. */
@Entity('complex_task')
@Index('complex_task_account_job_position', ['accountId', 'jobId', 'position'])
export class ComplexTask extends TenantEntity {
  @Column('uuid')
  jobId: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  @Column('integer', { default: 0 })
  position: number;

  @Column('text', { default: '' })
  name: string;

  @Column('text', { default: '' })
  taskType: string;

  @Column('date', { nullable: true })
  startDate: string | null;

  @Column('date', { nullable: true })
  endDate: string | null;

  /** HH:mm */
  @Column('text', { nullable: true })
  startTime: string | null;

  /** HH:mm */
  @Column('text', { nullable: true })
  endTime: string | null;

  @Column('text', { nullable: true })
  timezone: string | null;

  @Column('text', { default: '' })
  notes: string;

  @Column('text', { default: 'SCHEDULED' })
  status: string;

  @Column('uuid', { nullable: true })
  branchId: string | null;

  @Column('uuid', { nullable: true })
  divisionId: string | null;

  @Column('uuid', { array: true, default: () => "'{}'" })
  assetIds: string[];

  @Column('uuid', { array: true, default: () => "'{}'" })
  userIds: string[];
}
