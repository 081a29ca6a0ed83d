import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { UpdateFormTypeAccountInput } from './dto/form-type.input.js';
import {
  CreateFormTemplateQuickLinkInput,
  QuickLinkOperationInput,
  UpdateFormTemplateQuickLinkInput,
} from './dto/quick-link.input.js';
import {
  BatchFormTemplateQuickLinkPayload,
  FormTemplateQuickLinkPayload,
  FormTypePayload,
} from './models/quick-link.payload.js';
import { FormTypesService } from './form-types.service.js';
import { FORM_MANAGER, FORM_READERS } from './forms-permissions.js';
import { FormTemplateHomePageModel } from './models/quick-link.model.js';
import { QuickLinksService } from './quick-links.service.js';

/** The forms home page (spec 3 §2 form manager): quicklinks and the account's form types. */
@Resolver(() => FormTemplateHomePageModel)
export class QuickLinksResolver {
  constructor(
    private readonly quickLinks: QuickLinksService,
    private readonly formTypes: FormTypesService,
  ) {}

  @Query(() => FormTemplateHomePageModel, {
    description: 'A super admin may name the account; the form screens read the quicklink order too',
  })
  @RequireScopes(...FORM_READERS)
  formTemplateHomePage(
    @CurrentAccess() access: Access,
    @Args('accountId', { type: () => ID, nullable: true }) accountId?: string,
  ): Promise<FormTemplateHomePageModel> {
    return this.quickLinks.homePage(access, accountId);
  }

  @Mutation(() => FormTemplateQuickLinkPayload, { description: 'Refused ("Already selected") when the form has one' })
  @RequireScopes(FORM_MANAGER)
  async createFormTemplateQuickLink(
    @CurrentAccess() access: Access,
    @Args('input') input: CreateFormTemplateQuickLinkInput,
  ): Promise<FormTemplateQuickLinkPayload> {
    const quickLink = await this.quickLinks.create(access, input);
    return { code: 200, success: true, message: 'Form Updated.', id: quickLink.id, quickLink };
  }

  @Mutation(() => FormTemplateQuickLinkPayload)
  @RequireScopes(FORM_MANAGER)
  async updateFormTemplateQuickLink(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateFormTemplateQuickLinkInput,
  ): Promise<FormTemplateQuickLinkPayload> {
    const quickLink = await this.quickLinks.update(access, id, input);
    return { code: 200, success: true, message: 'Form Updated.', id: quickLink.id, quickLink };
  }

  @Mutation(() => FormTemplateQuickLinkPayload)
  @RequireScopes(FORM_MANAGER)
  async deleteFormTemplateQuickLink(
    @CurrentAccess() access: Access,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<FormTemplateQuickLinkPayload> {
    await this.quickLinks.delete(access, id);
    return { code: 200, success: true, message: 'Form Updated.', id };
  }

  @Mutation(() => BatchFormTemplateQuickLinkPayload, {
    description: 'Create, Update and Delete operations in order, in one transaction: all apply or none',
  })
  @RequireScopes(FORM_MANAGER)
  async batchOperationsFormTemplateQuickLink(
    @CurrentAccess() access: Access,
    @Args('operations', { type: () => [QuickLinkOperationInput] }) operations: QuickLinkOperationInput[],
  ): Promise<BatchFormTemplateQuickLinkPayload> {
    const { accountId } = await this.quickLinks.apply(access, operations);
    return { code: 200, success: true, message: 'Form Updated.', accountId };
  }

  @Mutation(() => FormTypePayload, {
    description: "Sets the account's display name, description, icon, colour or order of a form type",
  })
  @RequireScopes(FORM_MANAGER)
  async updateFormTypeAccount(
    @CurrentAccess() access: Access,
    @Args('slug') slug: string,
    @Args('input') input: UpdateFormTypeAccountInput,
    @Args('accountId', { type: () => ID, nullable: true }) accountId?: string,
  ): Promise<FormTypePayload> {
    const formType = await this.formTypes.update(access, slug, accountId, input);
    return { code: 200, success: true, message: 'Form type updated.', formType };
  }
}
