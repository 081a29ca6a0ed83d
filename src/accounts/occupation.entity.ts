import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

@Entity('occupation')
@Index('occupation_account_name', ['accountId', 'name'], { unique: true })
export class Occupation extends TenantEntity {
  /** Lowercase occupation name, e.g. "crane operator". */
  @Column('text')
  name: string;
}
