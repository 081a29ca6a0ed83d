import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Asset } from '../assets/asset.entity.js';
import { TenantEntity } from '../database/tenant-columns.js';
import { ComplexTask } from './complex-task.entity.js';
import { Job } from './job.entity.js';

/**
 * Which asset a task holds on which days: derived from the tasks and their entries, rewritten in the same transaction
 * as any change to them. Double booking and availability read only this table.
 */
@Entity('asset_booking')
@Index('asset_booking_account_asset_start', ['accountId', 'assetId', 'startDate', 'endDate', 'jobId'])
@Index('asset_booking_account_job', ['accountId', 'jobId'])
export class AssetBooking extends TenantEntity {
  @Column('uuid')
  assetId: string;

  @ManyToOne(() => Asset, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'asset_id' })
  asset?: Asset;

  @Column('uuid')
  jobId: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: Job;

  @Column('uuid')
  taskId: string;

  @ManyToOne(() => ComplexTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: ComplexTask;

  @Column('date')
  startDate: string;

  @Column('date')
  endDate: string;
}
