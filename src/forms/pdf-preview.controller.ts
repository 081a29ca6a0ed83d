import { Body, Controller, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { RawBody } from '../common/http/envelope.js';
import { FormPdfService } from './pdf/form-pdf.js';
import { isJsonObject, validateConfig, type FormTemplate } from './engine/index.js';
import { FormProblemsException } from './form-problems.js';
import { EVERYTHING, FormTemplatesService } from './form-templates.service.js';
import { FORM_ADMIN } from './forms-permissions.js';

/** What a PDF config read answers besides the config, which the editor may send back. */
const SERVER_KEYS = new Set(['formId', 'createdAt', 'updatedAt', '__typename']);

/**
 * The PDF-config editor's preview (docs/forms.md, PDF preview): an unsaved PDF config printed by Chromium on the
 * template's sample submission. Same permission as writing PDF configs (super admin).
 */
@ApiTags('forms')
@Controller('forms/:formId/pdfconfig')
export class PdfPreviewController {
  constructor(
    private readonly templates: FormTemplatesService,
    private readonly pdfs: FormPdfService,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @RequireScopes(FORM_ADMIN)
  @ApiOperation({
    summary:
      'A PDF config (unsaved) printed on the form template’s sample submission; body { hbsTemplate, cssTemplate, fields }',
  })
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  @ApiProduces('application/pdf')
  @ApiBadRequestResponse({ description: 'The config does not fit the engine schema, or its Handlebars template fails' })
  @ApiNotFoundResponse({ description: 'No such form, or another account' })
  async preview(
    @CurrentAccess() access: Access,
    @Param('formId') formId: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RawBody<StreamableFile>> {
    const template = (await this.templates.get(access, formId, EVERYTHING)) as unknown as FormTemplate;
    const sent = isJsonObject(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => !SERVER_KEYS.has(key)))
      : body;
    const checked = validateConfig('pdf', sent, template);
    if (!checked.ok) throw new FormProblemsException(checked.problems);
    const pdf = await this.pdfs.preview(template, checked.value);
    reply.header('cache-control', 'no-store');
    return new RawBody(
      new StreamableFile(pdf, { type: 'application/pdf', disposition: 'inline; filename="preview.pdf"' }),
    );
  }
}
