import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { FormTemplate } from './form-template.entity.js';

/** A form shown as a quicklink on the account's forms home page, in its form type's group (spec 3 §3). */
@Entity('form_quick_link')
@Index('form_quick_link_account_form', ['accountId', 'formId'], { unique: true })
@Index('form_quick_link_account_type_ordinal', ['accountId', 'formTypeSlug', 'ordinal'])
export class FormQuickLink extends TenantEntity {
  @Column('uuid')
  formId: string;

  @ManyToOne(() => FormTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_id' })
  form?: FormTemplate;

  @Column('text')
  formTypeSlug: string;

  @Column('text')
  displayName: string;

  @Column('integer')
  ordinal: number;

  @Column('uuid', { array: true, default: () => "'{}'" })
  divisionIds: string[];
}
