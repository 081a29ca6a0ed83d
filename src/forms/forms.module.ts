import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FormConfig } from './form-config.entity.js';
import { FormConfigsResolver } from './form-configs.resolver.js';
import { FormConfigsService } from './form-configs.service.js';
import { FormQuickLink } from './form-quick-link.entity.js';
import { FormTemplate } from './form-template.entity.js';
import { FormTemplatesResolver } from './form-templates.resolver.js';
import { FORM_NOT_FOUND, FormTemplatesService } from './form-templates.service.js';
import { FormTypeAccount } from './form-type-account.entity.js';
import { FormTypesService } from './form-types.service.js';
import { FormsController } from './forms.controller.js';
import { QuickLinksResolver } from './quick-links.resolver.js';
import { QUICK_LINK_NOT_FOUND, QuickLinksService } from './quick-links.service.js';

/** Form templates, form types, quicklinks and the templates' configurations (spec 3; docs/forms.md, Server). */
@Module({
  imports: [AccountsModule],
  controllers: [FormsController],
  providers: [
    tenantRepositoryProvider(FormTemplate, FORM_NOT_FOUND),
    tenantRepositoryProvider(FormConfig, 'Config not found.'),
    tenantRepositoryProvider(FormQuickLink, QUICK_LINK_NOT_FOUND),
    tenantRepositoryProvider(FormTypeAccount, 'Form type not found.'),
    FormTemplatesService,
    FormConfigsService,
    FormTypesService,
    QuickLinksService,
    FormTemplatesResolver,
    FormConfigsResolver,
    QuickLinksResolver,
  ],
  exports: [FormTemplatesService, FormConfigsService, FormTypesService],
})
export class FormsModule {}
