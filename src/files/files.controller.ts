import { Body, Controller, Get, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { Public } from '../common/auth/require-scopes.decorator.js';
import { ApiData, RawBody } from '../common/http/envelope.js';
import { servesInline } from './active-content.js';
import { UploadDocumentDto } from './dto/upload-document.dto.js';
import { CreateImageDto, UploadImageDto } from './dto/upload-image.dto.js';
import { RequireUploadScopes } from './file-purposes.js';
import { FilesService } from './files.service.js';
import { StoredDocument, StoredUpload } from './uploaded-file.model.js';

@ApiTags('files')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Post('image/upload')
  @RequireUploadScopes('image')
  @ApiOperation({ summary: 'Upload an image; answers its signed URL' })
  async upload(@CurrentAccess() access: Access, @Body() body: UploadImageDto): Promise<string> {
    const image = this.files.checkImage('image', body.image, body.mime);
    return this.files.url(await this.files.storeImage(access, image, 'image'));
  }

  @Post('images')
  @RequireUploadScopes('image')
  @ApiOperation({ summary: 'Upload an image; answers its signed URL as Location, and its storage key' })
  @ApiData(StoredUpload, { created: true })
  async create(@CurrentAccess() access: Access, @Body() body: CreateImageDto): Promise<StoredUpload> {
    const image = this.files.checkImage('image', body.image, body.mime);
    const key = await this.files.storeImage(access, image, 'image');
    return { Location: this.files.url(key), key };
  }

  @Post('documents/upload')
  @RequireUploadScopes('asset-document')
  @ApiOperation({
    summary:
      'Upload an application/* document (not HTML, XML, SVG or scripts); answers its signed URL, extension and key',
  })
  @ApiData(StoredDocument, { created: true })
  async uploadDocument(@CurrentAccess() access: Access, @Body() body: UploadDocumentDto): Promise<StoredDocument> {
    const { key, extension } = await this.files.storeDocument(access, {
      field: 'document',
      data: body.document,
      mime: body.mime,
      name: body.name,
      purpose: 'asset-document',
    });
    return { Location: this.files.url(key), Extension: extension, key };
  }

  @Get('files/*')
  @Public()
  @ApiOperation({ summary: 'The bytes of a file, through the signed URL an API answer gave' })
  @ApiForbiddenResponse({ description: 'Missing, tampered or expired signature' })
  @ApiNotFoundResponse({ description: 'No such file' })
  async read(
    @Param('*') key: string,
    @Query('expires') expires: string,
    @Query('signature') signature: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RawBody<StreamableFile>> {
    const { file, maxAge } = await this.files.read(key, Number(expires), String(signature ?? ''));
    reply.header('cache-control', `private, max-age=${maxAge}`);
    reply.header('x-content-type-options', 'nosniff');
    // Uploads are the users' files: a document that is HTML, SVG or XML must never run script on our origin.
    // PDFs are left out: Chromium's PDF viewer refuses to render in a sandboxed document.
    if (file.contentType !== 'application/pdf') reply.header('content-security-policy', 'sandbox');
    if (!servesInline(file.contentType)) reply.header('content-disposition', 'attachment');
    return new RawBody(new StreamableFile(file.body, { type: file.contentType }));
  }
}
