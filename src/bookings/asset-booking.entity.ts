import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/**
 * Which asset a task holds on which days: derived from the jobs module's tasks and their entries, rewritten in the
 * same transaction as any change to them (`replaceBookings`). Double booking and availability read only this table.
 * The asset, job and task are foreign keys named by entity (TypeORM's string targets), so that this module imports
 * neither the jobs nor the assets module, which both import it.
 */
@Entity('asset_booking')
@Index('asset_booking_account_asset_start', ['accountId', 'assetId', 'startDate', 'endDate', 'jobId'])
@Index('asset_booking_account_job', ['accountId', 'jobId'])
export class AssetBooking extends TenantEntity {
  @Column('uuid')
  assetId: string;

  @ManyToOne('Asset', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'asset_id' })
  asset?: object;

  @Column('uuid')
  jobId: string;

  @ManyToOne('Job', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: object;

  @Column('uuid')
  taskId: string;

  @ManyToOne('ComplexTask', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: object;

  @Column('date')
  startDate: string;

  @Column('date')
  endDate: string;
}
