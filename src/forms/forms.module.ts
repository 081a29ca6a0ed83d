import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FormSubmissionCounter } from './submissions/form-submission.entity.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PdfModule } from '../pdf/index.js';
import { FormPdfService } from './pdf/form-pdf.js';
import { tenantRepositoryProvider } from '../database/tenant-repository.js';
import { FormConfig } from './form-config.entity.js';
import { FormConfigsResolver } from './form-configs.resolver.js';
import { FormConfigsService } from './form-configs.service.js';
import { FormQuickLink } from './form-quick-link.entity.js';
import { FormTemplate } from './form-template.entity.js';
import { FormTemplatesResolver } from './form-templates.resolver.js';
import { FormTemplatesService } from './form-templates.service.js';
import { FormTypeAccount } from './form-type-account.entity.js';
import { FormTypesService } from './form-types.service.js';
import { FormsController } from './forms.controller.js';
import { PdfPreviewController } from './pdf-preview.controller.js';
import { QuickLinksResolver } from './quick-links.resolver.js';
import { QuickLinksService } from './quick-links.service.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { UsersModule } from '../users/users.module.js';
import { FilesModule } from '../files/files.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SubmissionPdfService } from './submissions/submission-pdf.service.js';
import { FormTypePolicies } from './submissions/form-type-policies.js';
import { SubmissionExportService } from './submissions/submission-export.service.js';
import { FormSubmission, FormSubmissionAudit } from './submissions/form-submission.entity.js';
import { FormSubmissionsController } from './submissions/form-submissions.controller.js';
import { FormSubmissionsResolver } from './submissions/form-submissions.resolver.js';
import { FormSubmissionsService } from './submissions/form-submissions.service.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const FORMS_ENTITIES = [
  FormTemplate,
  FormConfig,
  FormQuickLink,
  FormTypeAccount,
  FormSubmission,
  FormSubmissionCounter,
  FormSubmissionAudit,
];

/** Form templates, form types, quicklinks and the templates' configurations (spec 3; docs/forms.md, Server). */
@Module({
  imports: [TypeOrmModule.forFeature(FORMS_ENTITIES), AccountsModule, PdfModule, UsersModule, FilesModule, MailModule],
  controllers: [FormsController, PdfPreviewController, FormSubmissionsController],
  providers: [
    tenantRepositoryProvider(FormTemplate, NOT_FOUND.form),
    tenantRepositoryProvider(FormConfig, NOT_FOUND.formConfig),
    tenantRepositoryProvider(FormQuickLink, NOT_FOUND.quickLink),
    tenantRepositoryProvider(FormTypeAccount, NOT_FOUND.formType),
    FormTemplatesService,
    FormConfigsService,
    FormTypesService,
    QuickLinksService,
    FormTemplatesResolver,
    FormConfigsResolver,
    QuickLinksResolver,
    tenantRepositoryProvider(FormSubmission, NOT_FOUND.formSubmission),
    tenantRepositoryProvider(FormSubmissionAudit, NOT_FOUND.formSubmission),
    FormSubmissionsService,
    FormSubmissionsResolver,
    FormPdfService,
    SubmissionPdfService,
    SubmissionExportService,
    FormTypePolicies,
  ],
  exports: [FormTemplatesService, FormConfigsService, FormTypesService, FormSubmissionsService, FormTypePolicies],
})
export class FormsModule {}
