import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { ComplexTask } from './complex-task.entity.js';

/** One day of a task with the crew and assets assigned for that day (dispatch). */
@Entity('task_entry')
@Index('task_entry_account_task_date', ['accountId', 'taskId', 'entryDate'])
export class TaskEntry extends TenantEntity {
  @Column('uuid')
  taskId: string;

  @ManyToOne(() => ComplexTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id' })
  task?: ComplexTask;

  @Column('date')
  entryDate: string;

  @Column('uuid', { array: true, default: () => "'{}'" })
  assetIds: string[];

  @Column('uuid', { array: true, default: () => "'{}'" })
  userIds: string[];
}
