import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { ApiData, ApiPage, type Page } from '../common/http/envelope.js';
import { ASSET_TYPES, MANUFACTURERS, ReferenceOption, toOptions } from './asset-types.js';
import { AssetListView, AssetView } from './asset-view.js';
import { AssetsService } from './assets.service.js';
import { AssetDto } from './dto/asset.dto.js';
import { CreateAttachmentDto, UpdateAttachmentsDto } from './dto/attachment.dto.js';
import { SearchAssetsDto } from './dto/search-assets.dto.js';

/** Reading assets: asset users, and schedulers choosing equipment for jobs (spec 2 §2 Select Assets). */
const READ = ['web:assetmap', 'web:assetcrud', 'web:schedule'] as const;

/** The spec's paths carry a literal `""` segment; both it and the clean path are served. */
@ApiTags('assets')
@Controller()
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @Get('assets/types')
  @RequireScopes(...READ)
  @ApiOperation({ summary: 'The fixed asset types as select options; Unknown (last) is the default' })
  @ApiData([ReferenceOption])
  types(): ReferenceOption[] {
    return toOptions(ASSET_TYPES);
  }

  @Get('assets/manufacturers')
  @RequireScopes(...READ)
  @ApiOperation({ summary: 'The manufacturers as select options; Unknown (last) is the default' })
  @ApiData([ReferenceOption])
  manufacturers(): ReferenceOption[] {
    return toOptions(MANUFACTURERS);
  }

  @Post(['assets', 'assets/""'])
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Create an asset' })
  @ApiData(AssetView, { created: true })
  create(@CurrentAccess() access: Access, @Body() body: AssetDto): Promise<AssetView> {
    return this.assets.create(access, body);
  }

  @Get(['assets/:assetId', 'assets/""/:assetId'])
  @RequireScopes(...READ)
  @ApiOperation({ summary: 'An asset with its attachments (primary first, signed URLs)' })
  @ApiData(AssetView)
  @ApiNotFoundResponse({ description: 'No such asset, or another account' })
  get(@CurrentAccess() access: Access, @Param('assetId') assetId: string): Promise<AssetView> {
    return this.assets.get(access, assetId);
  }

  @Put(['assets/:assetId', 'assets/""/:assetId'])
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Replace an asset; engine hours change only when sent and the flag is on' })
  @ApiData(AssetView)
  @ApiNotFoundResponse({ description: 'No such asset, or another account' })
  update(
    @CurrentAccess() access: Access,
    @Param('assetId') assetId: string,
    @Body() body: AssetDto,
  ): Promise<AssetView> {
    return this.assets.update(access, assetId, body);
  }

  @Delete(['assets/:assetId', 'assets/""/:assetId'])
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Delete an asset and its attachments' })
  @ApiNotFoundResponse({ description: 'No such asset, or another account' })
  delete(@CurrentAccess() access: Access, @Param('assetId') assetId: string): Promise<{ id: string }> {
    return this.assets.delete(access, assetId);
  }

  @Get('v2/search/asset')
  @RequireScopes(...READ)
  @ApiOperation({ summary: 'Assets by (name, id), paged by nextPageKey' })
  @ApiPage(AssetListView)
  search(@CurrentAccess() access: Access, @Query() query: SearchAssetsDto): Promise<Page<AssetListView>> {
    return this.assets.search(access, query);
  }

  @Post('v2/assets/:assetId/attachment')
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Attach an uploaded image or document; the first image becomes primary' })
  @ApiNotFoundResponse({ description: 'No such asset, or another account' })
  addAttachment(
    @CurrentAccess() access: Access,
    @Param('assetId') assetId: string,
    @Body() body: CreateAttachmentDto,
  ): Promise<{ asset: AssetView }> {
    return this.assets.addAttachment(access, assetId, body);
  }

  @Put('v2/assets/:assetId/attachment')
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Choose the primary image' })
  @ApiNotFoundResponse({ description: 'No such asset, or another account' })
  setPrimary(
    @CurrentAccess() access: Access,
    @Param('assetId') assetId: string,
    @Body() body: UpdateAttachmentsDto,
  ): Promise<{ asset: AssetView }> {
    return this.assets.setPrimary(access, assetId, body);
  }

  @Delete('v2/assets/:assetId/attachment/:attachmentId')
  @RequireScopes('web:assetcrud')
  @ApiOperation({ summary: 'Remove an attachment; a removed primary image passes to the newest image' })
  @ApiNotFoundResponse({ description: 'No such asset or attachment, or another account' })
  deleteAttachment(
    @CurrentAccess() access: Access,
    @Param('assetId') assetId: string,
    @Param('attachmentId') attachmentId: string,
  ): Promise<{ asset: AssetView }> {
    return this.assets.deleteAttachment(access, assetId, attachmentId);
  }
}
