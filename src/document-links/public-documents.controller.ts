import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/auth/require-scopes.decorator.js';
import { TooManyRequestsError } from '../common/errors/domain-errors.js';
import { AddressLimiter } from '../common/http/address-limiter.js';
import { ApiData, RawBody } from '../common/http/envelope.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CustomerDocumentsService } from './customer-documents.service.js';
import { PublicDocument } from './public-document.model.js';
import { ApproveDocumentBody, RejectDocumentBody } from './dto/document-bodies.js';
import { LINK_NOT_VALID } from './document-rules.js';

export const TOO_MANY_REQUESTS = 'Too many requests from this address. Please try again in a minute.';

/** PUBLIC_DOCUMENT_REQUESTS_PER_MINUTE per client address, for every route of the customer's page. */
@Injectable()
export class PublicDocumentsLimit implements CanActivate {
  private readonly limiter: AddressLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new AddressLimiter(config.publicDocumentRequestsPerMinute, 60_000);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const retryAfter = this.limiter.take(http.getRequest<FastifyRequest>().ip);
    if (retryAfter === 0) return true;
    void http.getResponse<FastifyReply>().header('retry-after', String(retryAfter));
    throw new TooManyRequestsError(TOO_MANY_REQUESTS, retryAfter);
  }
}

const GONE = { description: LINK_NOT_VALID };

/** The customer's page of a quote or an invoice, without sign-in: the token is the only key (docs/billing.md). */
@ApiTags('public documents')
@Controller('public/documents/:token')
@Public()
@UseGuards(PublicDocumentsLimit)
@ApiNotFoundResponse(GONE)
@ApiTooManyRequestsResponse({ description: TOO_MANY_REQUESTS })
export class PublicDocumentsController {
  constructor(private readonly documents: CustomerDocumentsService) {}

  @Get()
  @ApiData(PublicDocument)
  @ApiOperation({ summary: 'The document: company, kind, number, status, customer, lines and totals, answerable' })
  view(@Param('token') token: string): Promise<PublicDocument> {
    return this.documents.view(token);
  }

  @Get('pdf')
  @ApiOperation({ summary: "The document's PDF as it is now (application/pdf)" })
  async pdf(
    @Param('token') token: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RawBody<StreamableFile>> {
    const pdf = await this.documents.pdf(token);
    reply.header('cache-control', 'no-store');
    const name = pdf.fileName.replace(/[^\x20-\x7e]|"/g, '_');
    return new RawBody(
      new StreamableFile(pdf.bytes, { type: 'application/pdf', disposition: `inline; filename="${name}"` }),
    );
  }

  @Post('approve')
  @ApiData(PublicDocument)
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve the quote: { name, signature } (a PNG data URL of at most 500 KB)' })
  approve(
    @Param('token') token: string,
    @Body() body: ApproveDocumentBody,
    @Req() request: FastifyRequest,
  ): Promise<PublicDocument> {
    return this.documents.approve(token, body, request.ip);
  }

  @Post('reject')
  @ApiData(PublicDocument)
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject the quote: { name, reason }' })
  reject(
    @Param('token') token: string,
    @Body() body: RejectDocumentBody,
    @Req() request: FastifyRequest,
  ): Promise<PublicDocument> {
    return this.documents.reject(token, body, request.ip);
  }
}
