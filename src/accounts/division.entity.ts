import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

@Entity('division')
@Index('division_account_name', ['accountId', 'divisionName'])
export class Division extends TenantEntity {
  @Column('text')
  divisionName: string;
}
