import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import { DataSource } from 'typeorm';
import type { Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { isJsonObject, validateConfig, type ConfigOf, type Problem } from './engine/index.js';
import { FormConfig, type FormConfigKind } from './form-config.entity.js';
import { FormProblemsException } from './form-problems.js';
import { fromRow } from './form-template-document.js';
import { EXISTENCE, FormTemplatesService } from './form-templates.service.js';
import { InvalidInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { inTransaction } from '../database/transactions.js';

/** How each configuration is named in messages. */
export const CONFIG_NAMES: Record<FormConfigKind, string> = {
  pdf: 'PDF config',
  csv: 'CSV config',
  dynamicDocument: 'Dynamic document',
  notification: 'Notification config',
};

/** Keys of a read a client may send back; the server owns them (the template id comes from the call). */
const SERVER_KEYS = ['formId', 'formTemplateId', 'id', 'accountId', 'createdAt', 'updatedAt'];

const withoutServerKeys = (input: unknown): unknown =>
  isJsonObject(input) ? Object.fromEntries(Object.entries(input).filter(([key]) => !SERVER_KEYS.includes(key))) : input;

export interface StoredConfig<K extends FormConfigKind> {
  formId: string;
  config: ConfigOf<K>;
  createdAt: Date;
  updatedAt: Date;
}

/** How a save treats an existing configuration: create refuses one, update needs one, put takes either. */
export type SaveMode = 'create' | 'update' | 'put';

const stored = <K extends FormConfigKind>(row: FormConfig): StoredConfig<K> => ({
  formId: row.formTemplateId,
  config: row.config as ConfigOf<K>,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A Handlebars syntax error, found when the PDF config is saved rather than when a PDF is rendered. */
function handlebarsProblems(config: ConfigOf<'pdf'>): Problem[] {
  try {
    Handlebars.parse(config.hbsTemplate);
    return [];
  } catch (error) {
    const lines = (error instanceof Error ? error.message : String(error)).split('\n');
    const detail = lines.length > 1 ? `${lines[0]} ${lines[lines.length - 1]}` : lines[0];
    return [{ path: ['hbsTemplate'], message: `Invalid Handlebars template: ${detail}` }];
  }
}

/**
 * The configurations of a form template (PDF, CSV, dynamic document, notification; one of each): JSON documents
 * checked with the engine's schema of their kind and against the template's fields on every save.
 */
@Injectable()
export class FormConfigsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: FormTemplatesService,
    @InjectTenantRepository(FormConfig) private readonly configs: TenantRepository<FormConfig>,
  ) {}

  /** The template's configuration of this kind, or null; 404 "Form not found." for a missing template. */
  async get<K extends FormConfigKind>(access: Access, formId: string, kind: K): Promise<StoredConfig<K> | null> {
    const accountId = await this.templates.accountOf(access, formId);
    await this.templates.getIn({ ...access, accountId }, formId, EXISTENCE);
    const row = await this.configs.findOne(accountId, { formTemplateId: formId, kind });
    return row ? stored<K>(row) : null;
  }

  async save<K extends FormConfigKind>(
    access: Access,
    formId: string,
    kind: K,
    input: unknown,
    mode: SaveMode,
  ): Promise<StoredConfig<K>> {
    const accountId = await this.templates.accountOf(access, formId);
    return inTransaction(this.dataSource, async (manager) => {
      const template = await this.templates.lock({ ...access, accountId }, formId, manager);
      const configs = this.configs.with(manager);
      const existing = await configs.findOne(accountId, { formTemplateId: formId, kind });
      if (mode === 'create' && existing) throw new InvalidInputError(`This form already has a ${CONFIG_NAMES[kind]}.`);
      if (mode === 'update' && !existing) throw new NotFoundError(NOT_FOUND.formConfigOfKind[kind]);
      const checked = validateConfig(kind, withoutServerKeys(input), fromRow(template));
      if (!checked.ok) throw new FormProblemsException(checked.problems);
      const problems = kind === 'pdf' ? handlebarsProblems(checked.value as ConfigOf<'pdf'>) : [];
      if (problems.length) throw new FormProblemsException(problems);
      const config = checked.value as Record<string, unknown>;
      const row = existing
        ? await configs.update(accountId, existing.id, { config })
        : await configs.create(accountId, { formTemplateId: formId, kind, config });
      return stored<K>(row);
    });
  }

  /** Removes the template's configuration of this kind; 404 when it has none. */
  async remove(access: Access, formId: string, kind: FormConfigKind): Promise<void> {
    const accountId = await this.templates.accountOf(access, formId);
    await inTransaction(this.dataSource, async (manager) => {
      await this.templates.lock({ ...access, accountId }, formId, manager);
      const existing = await this.configs.with(manager).findOne(accountId, { formTemplateId: formId, kind });
      if (!existing) throw new NotFoundError(NOT_FOUND.formConfigOfKind[kind]);
      await this.configs.with(manager).delete(accountId, existing.id);
    });
  }
}
