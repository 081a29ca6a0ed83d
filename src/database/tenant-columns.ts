import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Account } from '../accounts/account.entity.js';

/** Columns every tenant-owned table has: id and the owning account. */
export abstract class TenantRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'account_id' })
  account?: Account;
}

/** A tenant-owned table with its timestamps, as most are. */
export abstract class TenantEntity extends TenantRecord {
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
