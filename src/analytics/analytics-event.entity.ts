import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

@Entity('analytics_event')
@Index('analytics_event_account_time', ['accountId', 'occurredAt'])
@Index('analytics_event_account_name_time', ['accountId', 'name', 'occurredAt'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  @Column('uuid')
  userId: string;

  @Column('text')
  name: string;

  @Column('jsonb', { default: () => "'{}'" })
  properties: object;

  @Column('timestamptz')
  occurredAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
