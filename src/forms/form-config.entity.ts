import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';
import { FormTemplate } from './form-template.entity.js';

/** The configurations a form template may have, one of each at most. */
export const FORM_CONFIG_KINDS = ['pdf', 'csv', 'dynamicDocument', 'notification'] as const;
export type FormConfigKind = (typeof FORM_CONFIG_KINDS)[number];

/**
 * One configuration of a form template (PDF, CSV, dynamic document, notification), a JSON document validated on
 * write with the engine's schema of its kind. One table for the four: each is a document attached to one template.
 */
@Entity('form_config')
@Index('form_config_account_template_kind', ['accountId', 'formTemplateId', 'kind'], { unique: true })
@Check('form_config_kind', `"kind" IN (${FORM_CONFIG_KINDS.map((kind) => `'${kind}'`).join(', ')})`)
export class FormConfig extends TenantEntity {
  @Column('uuid')
  formTemplateId: string;

  @ManyToOne(() => FormTemplate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'form_template_id' })
  formTemplate?: FormTemplate;

  @Column('text')
  kind: FormConfigKind;

  @Column('jsonb')
  config: Record<string, unknown>;
}
