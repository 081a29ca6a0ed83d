import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { dynamicDocumentSchema } from './engine/index.js';
import type { FormConfigKind } from './form-config.entity.js';
import { FormConfigsService, type StoredConfig } from './form-configs.service.js';
import { FORM_ADMIN, FORM_READERS } from './forms-permissions.js';

/** A configuration as REST answers it: its JSON with the form's id and times. */
const configView = <K extends FormConfigKind>(stored: StoredConfig<K> | null) =>
  stored && { ...stored.config, formId: stored.formId, createdAt: stored.createdAt, updatedAt: stored.updatedAt };

const FORM_MISSING = { description: 'No such form, or another account' };
const REFUSED = { description: 'The config does not fit the engine schema or names fields the form lacks' };
const ANY_JSON = { schema: { type: 'object', additionalProperties: true } };

/**
 * The CSV config (spec 3 §7 GET /forms/{formId}/csvconfig) and the dynamic document of a form, as JSON documents
 * checked with the engine's schemas (docs/forms.md). Reading: whoever reads forms; writing: super admin.
 */
@ApiTags('forms')
@Controller('forms/:formId')
export class FormsController {
  constructor(private readonly configs: FormConfigsService) {}

  @Get('csvconfig')
  @RequireScopes(...FORM_READERS)
  @ApiOperation({ summary: "The form's CSV export config; data is null when it has none" })
  @ApiNotFoundResponse(FORM_MISSING)
  async csvConfig(@CurrentAccess() access: Access, @Param('formId') formId: string) {
    return configView(await this.configs.get(access, formId, 'csv'));
  }

  @Put('csvconfig')
  @RequireScopes(FORM_ADMIN)
  @ApiOperation({ summary: "Creates or replaces the form's CSV export config" })
  @ApiBody(ANY_JSON)
  @ApiBadRequestResponse(REFUSED)
  @ApiNotFoundResponse(FORM_MISSING)
  async saveCsvConfig(@CurrentAccess() access: Access, @Param('formId') formId: string, @Body() body: unknown) {
    return configView(await this.configs.save(access, formId, 'csv', body, 'put'));
  }

  @Delete('csvconfig')
  @RequireScopes(FORM_ADMIN)
  @ApiOperation({ summary: "Removes the form's CSV config; answers { data: null }" })
  @ApiNotFoundResponse({ description: 'No such form or CSV config, or another account' })
  async deleteCsvConfig(@CurrentAccess() access: Access, @Param('formId') formId: string): Promise<null> {
    await this.configs.remove(access, formId, 'csv');
    return null;
  }

  @Get('dynamicdocument')
  @RequireScopes(...FORM_READERS)
  @ApiOperation({ summary: "How the Documents page lists the form's submissions; data is null when it has none" })
  @ApiNotFoundResponse(FORM_MISSING)
  async dynamicDocument(@CurrentAccess() access: Access, @Param('formId') formId: string) {
    return configView(await this.configs.get(access, formId, 'dynamicDocument'));
  }

  @Get('dynamicdocument/checked')
  @RequireScopes(...FORM_READERS)
  @ApiOperation({
    summary:
      "The form's dynamic document as the Documents list reads it: checked with the engine's schema, its defaults " +
      'filled in; data is null when it has none or it does not fit the schema',
  })
  @ApiNotFoundResponse(FORM_MISSING)
  async checkedDynamicDocument(@CurrentAccess() access: Access, @Param('formId') formId: string) {
    const view = configView(await this.configs.get(access, formId, 'dynamicDocument'));
    const checked = view && dynamicDocumentSchema.safeParse(view);
    return checked?.success ? checked.data : null;
  }

  @Put('dynamicdocument')
  @RequireScopes(FORM_ADMIN)
  @ApiOperation({ summary: "Creates or replaces the form's dynamic document" })
  @ApiBody(ANY_JSON)
  @ApiBadRequestResponse(REFUSED)
  @ApiNotFoundResponse(FORM_MISSING)
  async saveDynamicDocument(@CurrentAccess() access: Access, @Param('formId') formId: string, @Body() body: unknown) {
    return configView(await this.configs.save(access, formId, 'dynamicDocument', body, 'put'));
  }

  @Delete('dynamicdocument')
  @RequireScopes(FORM_ADMIN)
  @ApiOperation({ summary: "Removes the form's dynamic document; answers { data: null }" })
  @ApiNotFoundResponse({ description: 'No such form or dynamic document, or another account' })
  async deleteDynamicDocument(@CurrentAccess() access: Access, @Param('formId') formId: string): Promise<null> {
    await this.configs.remove(access, formId, 'dynamicDocument');
    return null;
  }
}
