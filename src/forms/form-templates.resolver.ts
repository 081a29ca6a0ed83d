import { Args, ID, Info, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { selectedFields } from '../common/graphql/selection.js';
import { CreateFormTemplateInput, FormTemplateFilters, UpdateFormTemplateInput } from './dto/form-template.input.js';
import { DeleteFormTemplatePayload, FormTemplatePayload } from './models/form-template.payload.js';
import { FormTemplatesService, LIST_COLUMNS, type TemplateRead } from './form-templates.service.js';
import { FORM_ADMIN, FORM_READERS } from './forms-permissions.js';
import { FormTemplateModel } from './models/form-template.model.js';

const CONFIG_FLAGS = ['hasPdfConfig', 'hasCsvConfig', 'hasDynamicDocument', 'hasNotificationConfig'];
/** Fields answered without the template document. */
const WITHOUT_DOCUMENT = new Set<string>([...LIST_COLUMNS, 'formType', ...CONFIG_FLAGS, '__typename']);

/**
 * What the query selects of a template, so that a list reads no more: the document only for one of its parts
 * (`fields`, `layouts`, ...), the form types and configurations only when their fields are asked for.
 */
function readFor(info: GraphQLResolveInfo): TemplateRead {
  const fields = [...selectedFields(info)];
  return {
    columns: LIST_COLUMNS.filter((column) => fields.includes(column)),
    document: fields.some((field) => !WITHOUT_DOCUMENT.has(field)),
    formType: fields.includes('formType'),
    configs: fields.some((field) => CONFIG_FLAGS.includes(field)),
  };
}

@Resolver(() => FormTemplateModel)
export class FormTemplatesResolver {
  constructor(private readonly templates: FormTemplatesService) {}

  @Query(() => [FormTemplateModel], {
    description: "The account's form templates by name (a super admin may name the account); not paged",
  })
  @RequireScopes(...FORM_READERS)
  formTemplates(
    @CurrentAccess() access: Access,
    @Info() info: GraphQLResolveInfo,
    @Args('accountId', { type: () => ID, nullable: true }) accountId?: string,
    @Args('filters', { type: () => FormTemplateFilters, nullable: true }) filters?: FormTemplateFilters,
  ): Promise<FormTemplateModel[]> {
    return this.templates.list(access, accountId, filters ?? {}, readFor(info));
  }

  @Query(() => FormTemplateModel)
  @RequireScopes(...FORM_READERS)
  formTemplate(
    @CurrentAccess() access: Access,
    @Info() info: GraphQLResolveInfo,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<FormTemplateModel> {
    return this.templates.get(access, id, readFor(info));
  }

  @Mutation(() => FormTemplatePayload, {
    description:
      'New forms get version 0.0.5 and the hidden Form Description field first; refused with the layout checks',
  })
  @RequireScopes(FORM_ADMIN)
  async createFormTemplate(
    @CurrentAccess() access: Access,
    @Args('input') input: CreateFormTemplateInput,
  ): Promise<FormTemplatePayload> {
    const formTemplate = await this.templates.create(access, input);
    return { code: 200, success: true, message: 'Form Created', id: formTemplate.id, formTemplate };
  }

  @Mutation(() => FormTemplatePayload, {
    description: "The input's keys replace the template's (null removes one); refused with the layout checks",
  })
  @RequireScopes(FORM_ADMIN)
  async updateFormTemplate(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateFormTemplateInput,
  ): Promise<FormTemplatePayload> {
    const formTemplate = await this.templates.update(access, id, input);
    return { code: 200, success: true, message: 'Form updated.', id, formTemplate };
  }

  @Mutation(() => DeleteFormTemplatePayload, {
    description: 'Refused while the form has a web layout, a dynamic document or a CSV config',
  })
  @RequireScopes(FORM_ADMIN)
  async deleteFormTemplate(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteFormTemplatePayload> {
    await this.templates.delete(access, id);
    return { code: 200, success: true, message: 'Form deleted.', id };
  }
}
