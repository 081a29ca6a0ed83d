import { Body, Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUPER_ADMIN } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { AI_FORM_TYPES } from '../forms/engine/index.js';
import { TemplateRequestDto } from './dto/template-request.dto.js';
import { FORM_GENERATOR, type FormGenerator } from './form-generator.js';
import { sendTextStream } from './stream-response.js';
import { readFormUpload } from './upload-checks.js';

const STREAMED = {
  description:
    'The JSON text in pieces (text/plain, not compressed), possibly followed by \\u001e and a trailer; see docs/ai-form-builder.md',
  content: { 'text/plain': { schema: { type: 'string' } } },
};

/**
 * The AI form builder's two streamed steps (spec 3 §7, docs/ai-form-builder.md): a paper form to a data model,
 * a data model to a template. Super admin only, like every /admin screen.
 */
@ApiTags('ai-forms')
@Controller('generate')
@RequireScopes(SUPER_ADMIN)
export class AiFormsController {
  private readonly logger = new Logger(AiFormsController.name);

  constructor(@Inject(FORM_GENERATOR) private readonly generator: FormGenerator) {}

  @Post('data-model')
  @HttpCode(200)
  @RouteConfig({ compress: false })
  @ApiOperation({ summary: 'Streams the data model of an uploaded form (multipart: file, formType)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'formType'],
      properties: {
        file: { type: 'string', format: 'binary' },
        formType: { type: 'string', enum: [...AI_FORM_TYPES] },
      },
    },
  })
  @ApiOkResponse(STREAMED)
  @ApiBadRequestResponse({ description: 'Not a PDF, PNG or JPEG by its bytes; no file; a bad form type' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 10 MB' })
  async dataModel(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { upload, formType } = await readFormUpload(request);
    await sendTextStream(reply, (signal) => this.generator.dataModel(upload, formType, signal), this.logger);
  }

  @Post('template')
  @HttpCode(200)
  @RouteConfig({ compress: false })
  @ApiOperation({ summary: 'Streams a form template laid out from a data model; body { formType, data_model }' })
  @ApiOkResponse(STREAMED)
  @ApiBadRequestResponse({ description: 'A bad form type, or an empty or invalid data model' })
  async template(@Body() { formType, data_model }: TemplateRequestDto, @Res() reply: FastifyReply): Promise<void> {
    await sendTextStream(reply, (signal) => this.generator.template(formType, data_model, signal), this.logger);
  }
}
