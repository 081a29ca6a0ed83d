import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { FormPDFConfigInput, FormTemplateNotificationConfigInput } from './dto/form-config.input.js';
import { FormPDFConfigPayload, FormTemplateNotificationConfigPayload } from './models/form-config.payload.js';
import { FormConfigsService, type SaveMode, type StoredConfig } from './form-configs.service.js';
import { withoutNulls } from './graphql-input.js';
import { FORM_ADMIN, FORM_READERS } from './forms-permissions.js';
import { FormPDFConfigModel, FormTemplateNotificationConfigModel } from './models/form-config.model.js';

const pdfView = ({ formId, config, createdAt, updatedAt }: StoredConfig<'pdf'>): FormPDFConfigModel => ({
  ...config,
  formId,
  createdAt,
  updatedAt,
});

const notificationView = (stored: StoredConfig<'notification'>): FormTemplateNotificationConfigModel => ({
  ...stored.config,
  formTemplateId: stored.formId,
  createdAt: stored.createdAt,
  updatedAt: stored.updatedAt,
});

/** The PDF and notification configs of a form (spec 3 §7); CSV config and dynamic document are REST (forms.controller.ts). */
@Resolver(() => FormPDFConfigModel)
export class FormConfigsResolver {
  constructor(private readonly configs: FormConfigsService) {}

  @Query(() => FormPDFConfigModel, { nullable: true, description: 'Null when the form has none' })
  @RequireScopes(...FORM_READERS)
  async formPDFConfig(
    @CurrentAccess() access: Access,
    @Args('formId', { type: () => ID }) formId: string,
  ): Promise<FormPDFConfigModel | null> {
    const stored = await this.configs.get(access, formId, 'pdf');
    return stored && pdfView(stored);
  }

  @Mutation(() => FormPDFConfigPayload, { description: 'Refused when the form has one already' })
  @RequireScopes(FORM_ADMIN)
  createFormPDFConfig(
    @CurrentAccess() access: Access,
    @Args('input') input: FormPDFConfigInput,
  ): Promise<FormPDFConfigPayload> {
    return this.savePdf(access, input, 'create');
  }

  @Mutation(() => FormPDFConfigPayload, { description: 'Replaces the form’s PDF config' })
  @RequireScopes(FORM_ADMIN)
  updateFormPDFConfig(
    @CurrentAccess() access: Access,
    @Args('input') input: FormPDFConfigInput,
  ): Promise<FormPDFConfigPayload> {
    return this.savePdf(access, input, 'update');
  }

  @Query(() => FormTemplateNotificationConfigModel, { nullable: true, description: 'Null when the form has none' })
  @RequireScopes(...FORM_READERS)
  async formTemplateNotificationConfig(
    @CurrentAccess() access: Access,
    @Args('formTemplateId', { type: () => ID }) formTemplateId: string,
  ): Promise<FormTemplateNotificationConfigModel | null> {
    const stored = await this.configs.get(access, formTemplateId, 'notification');
    return stored && notificationView(stored);
  }

  @Mutation(() => FormTemplateNotificationConfigPayload, { description: 'Refused when the form has one already' })
  @RequireScopes(FORM_ADMIN)
  createFormTemplateNotificationConfig(
    @CurrentAccess() access: Access,
    @Args('input') input: FormTemplateNotificationConfigInput,
  ): Promise<FormTemplateNotificationConfigPayload> {
    return this.saveNotification(access, input, 'create');
  }

  @Mutation(() => FormTemplateNotificationConfigPayload, { description: 'Replaces the form’s notification config' })
  @RequireScopes(FORM_ADMIN)
  updateFormTemplateNotificationConfig(
    @CurrentAccess() access: Access,
    @Args('input') input: FormTemplateNotificationConfigInput,
  ): Promise<FormTemplateNotificationConfigPayload> {
    return this.saveNotification(access, input, 'update');
  }

  private async savePdf(access: Access, input: FormPDFConfigInput, mode: SaveMode): Promise<FormPDFConfigPayload> {
    const { formId, ...config } = input;
    const stored = await this.configs.save(access, formId, 'pdf', withoutNulls(config), mode);
    const message = mode === 'create' ? 'PDF config. created' : 'PDF config. edited';
    return { code: 200, success: true, message, formPDFConfig: pdfView(stored) };
  }

  private async saveNotification(
    access: Access,
    input: FormTemplateNotificationConfigInput,
    mode: SaveMode,
  ): Promise<FormTemplateNotificationConfigPayload> {
    const { formTemplateId, ...config } = input;
    const stored = await this.configs.save(access, formTemplateId, 'notification', withoutNulls(config), mode);
    const message = mode === 'create' ? 'Notification config. created' : 'Notification config. edited';
    return { code: 200, success: true, message, notificationConfig: notificationView(stored) };
  }
}
