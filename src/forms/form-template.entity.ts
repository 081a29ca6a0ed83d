import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/**
 * A form template (spec 3 §3). The columns are what lists filter, sort and show; everything else of the template
 * (fields, layouts, alerts, sub-forms, logic rules, parameters, description, ...) is the `document`. The whole
 * template is validated on every write with the engine's schema and layout checks (form-template-document.ts).
 * Lists read `document` only when the query asks for one of its parts.
 */
@Entity('form_template')
@Index('form_template_account_name', ['accountId', 'name', 'id'])
@Index('form_template_account_type_name', ['accountId', 'formTypeSlug', 'name', 'id'])
export class FormTemplate extends TenantEntity {
  @Column('text')
  name: string;

  @Column('text')
  formTypeSlug: string;

  /** The admin cards' title: the text of the hidden Form Description field, else the name (engine `formTitle`). */
  @Column('text')
  title: string;

  @Column('uuid', { nullable: true })
  divisionId: string | null;

  @Column('uuid', { array: true, default: () => "'{}'" })
  divisionIds: string[];

  @Column('text')
  formVersion: string;

  @Column('text', { nullable: true })
  templateVersion: string | null;

  @Column('text', { nullable: true })
  renderEngineVersion: string | null;

  /**
   * Every other key of the template. `json`, not `jsonb`: the document is only ever written and read whole (no SQL
   * looks inside it), and PostgreSQL answers `json` as the stored text while `jsonb` is converted back to text on
   * every read, which made reading a 300-field template about four times as costly in the database.
   */
  @Column('json', { default: () => "'{}'" })
  document: Record<string, unknown>;
}
