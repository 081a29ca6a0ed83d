import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { BRANCH_REFERENCE, DIVISION_REFERENCE } from '../accounts/references.js';
import type { Access } from '../common/auth/permissions.js';
import { Page } from '../common/http/envelope.js';
import { assertOwnedReferences } from '../common/ownership/owned-references.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { FeatureFlagsService } from '../feature-flags/feature-flags.service.js';
import { FilesService, type FileOwner } from '../files/files.service.js';
import { uploadedKey } from '../files/uploaded-key.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { periodOf } from '../bookings/booking-period.js';
import { today } from '../jobs/job-rules.js';
import { AssetAttachment } from './asset-attachment.entity.js';
import {
  afterFilter,
  assetTypeFilter,
  availableFilter,
  categoryFilter,
  categorySubtree,
  decodePageKey,
  keywordsFilter,
  searchPage,
  SEARCH_DEFAULT_LIMIT,
  trackedFilter,
  type AssetFilter,
} from './asset-search.js';
import type { AssetListView, AssetView } from './asset-view.js';
import { Asset } from './asset.entity.js';
import { Category } from './category.entity.js';
import { CATEGORY_REFERENCE } from './references.js';
import type { AssetDto } from './dto/asset.dto.js';
import type { CreateAttachmentDto, UpdateAttachmentsDto } from './dto/attachment.dto.js';
import type { SearchAssetsDto } from './dto/search-assets.dto.js';
import { InvalidFieldsError, NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { inTransaction } from '../database/transactions.js';

export const MAC_ADDRESS_TAKEN = 'Another asset already has this MAC address.';

/** Images are the attachments whose storage key has an `images` segment; the rest are documents. */
export const isImage = (attachment: Pick<AssetAttachment, 'url'>): boolean => attachment.url.includes('images');

/** Primary first, then newest first. */
const byPrimaryThenNewest = (a: AssetAttachment, b: AssetAttachment): number =>
  Number(b.primary) - Number(a.primary) || b.createdAt.getTime() - a.createdAt.getTime();

/** The storage key behind a key or a signed URL of the files route. */

@Injectable()
export class AssetsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectTenantRepository(Asset) private readonly assets: TenantRepository<Asset>,
    @InjectTenantRepository(AssetAttachment) private readonly attachments: TenantRepository<AssetAttachment>,
    @InjectTenantRepository(Category) private readonly categories: TenantRepository<Category>,
    private readonly flags: FeatureFlagsService,
    private readonly files: FilesService,
    private readonly bookings: BookingsService,
  ) {}

  async get(access: Access, assetId: string): Promise<AssetView> {
    const { accountId } = access;
    const asset = await this.assets.get(accountId, assetId);
    const attachments = (await this.attachments.find(accountId, { where: { assetId } })).sort(byPrimaryThenNewest);
    const primary = attachments.find((a) => a.primary && isImage(a));
    const day = today();
    const [names, booked] = await Promise.all([
      this.categoryNames(accountId, [asset]),
      this.bookings.bookedAmong(access, [assetId], { start: day, end: day }),
    ]);
    return {
      ...this.listView(asset, primary?.url ?? null, names),
      isAvailable: !booked.has(assetId),
      attachments: attachments.map((a) => ({
        id: a.id,
        url: this.files.url(a.url),
        name: a.name,
        contentType: a.contentType,
        primary: a.primary,
        createdAt: a.createdAt,
      })),
    };
  }

  async create(access: Access, body: AssetDto): Promise<AssetView> {
    const values = await this.values(access, body);
    const asset = await this.assets.create(access.accountId, values).catch(this.macAddressTaken);
    return this.get(access, asset.id);
  }

  async update(access: Access, assetId: string, body: AssetDto): Promise<AssetView> {
    await this.assets.get(access.accountId, assetId);
    const values = await this.values(access, body);
    await this.assets.update(access.accountId, assetId, values).catch(this.macAddressTaken);
    return this.get(access, assetId);
  }

  async delete(access: Access, assetId: string): Promise<{ id: string }> {
    const { accountId } = access;
    const files = await this.attachments.find(accountId, { where: { assetId } });
    await this.assets.delete(accountId, assetId);
    await this.files.discard(files.map((a) => a.url));
    return { id: assetId };
  }

  async search(access: Access, query: SearchAssetsDto): Promise<Page<AssetListView>> {
    const { accountId } = access;
    const period =
      query.checkDates || query.markAvailable
        ? periodOf(query.after, query.before, { start: 'after', end: 'before' })
        : null;
    const filters: AssetFilter[] = [];
    if (query.keywords?.trim()) filters.push(keywordsFilter(query.keywords));
    if (query.assetType) filters.push(assetTypeFilter(query.assetType));
    if (query.categoryId)
      filters.push(categoryFilter(await categorySubtree(this.dataSource, accountId, query.categoryId)));
    if (query.tracked !== undefined) filters.push(trackedFilter(query.tracked));
    if (period && query.markAvailable) filters.push(availableFilter(this.bookings.heldCondition(period)));
    if (query.nextPageKey) filters.push(afterFilter(decodePageKey(query.nextPageKey)));
    const { rows, nextPageKey } = await searchPage(
      this.assets.query(accountId, 'asset'),
      filters,
      query.limit ?? SEARCH_DEFAULT_LIMIT,
    );
    const ids = rows.map((a) => a.id);
    const [images, names, booked] = await Promise.all([
      this.primaryImages(accountId, rows),
      this.categoryNames(accountId, rows),
      period && query.checkDates ? this.bookings.bookedAmong(access, ids, period) : null,
    ]);
    return new Page(
      rows.map((a) => ({
        ...this.listView(a, images.get(a.id) ?? null, names),
        ...(booked ? { isAvailable: !booked.has(a.id) } : {}),
      })),
      nextPageKey,
    );
  }

  async addAttachment(access: Access, assetId: string, body: CreateAttachmentDto): Promise<{ asset: AssetView }> {
    const { accountId } = access;
    await this.assets.get(accountId, assetId);
    const url = uploadedKey(accountId, body.url, ['images', 'documents']);
    if (!url) throw new InvalidFieldsError({ url: [NOT_FOUND.file] });
    await inTransaction(this.dataSource, async (manager) => {
      const attachments = this.attachments.with(manager);
      const image = isImage({ url });
      const hasPrimary = !!(await attachments.findOne(accountId, { assetId, primary: true }));
      const primary = image && (body.primary === true || !hasPrimary);
      if (primary) await this.clearPrimary(manager, accountId, assetId);
      const attachment = await attachments.create(accountId, {
        assetId,
        url,
        name: body.name ?? '',
        contentType: body.contentType,
        primary,
      });
      // The file becomes the attachment's; one that is not a pending upload of the account is refused.
      const owner: FileOwner = {
        type: 'asset-attachment',
        id: attachment.id,
        purpose: image ? 'asset-image' : 'asset-document',
      };
      if (!(await this.files.attach(access, [url], owner, manager)))
        throw new InvalidFieldsError({ url: [NOT_FOUND.file] });
    });
    return { asset: await this.get(access, assetId) };
  }

  /** The last image flagged primary becomes the only primary image; unflagging alone changes nothing. */
  async setPrimary(access: Access, assetId: string, body: UpdateAttachmentsDto): Promise<{ asset: AssetView }> {
    const { accountId } = access;
    await this.assets.get(accountId, assetId);
    const existing = await this.attachments.find(accountId, { where: { assetId } });
    const byId = new Map(existing.map((a) => [a.id, a]));
    if (body.attachments.some((a) => !byId.has(a.id)))
      throw new InvalidFieldsError({ attachments: [NOT_FOUND.attachment] });
    const chosen = body.attachments.filter((a) => a.primary && isImage(byId.get(a.id)!)).pop();
    if (chosen) {
      await inTransaction(this.dataSource, async (manager) => {
        await this.clearPrimary(manager, accountId, assetId);
        await this.attachments.with(manager).update(accountId, chosen.id, { primary: true });
      });
    }
    return { asset: await this.get(access, assetId) };
  }

  /** Deleting the primary image makes the newest remaining image primary. */
  async deleteAttachment(access: Access, assetId: string, attachmentId: string): Promise<{ asset: AssetView }> {
    const { accountId } = access;
    await this.assets.get(accountId, assetId);
    const attachment = isUuid(attachmentId)
      ? await this.attachments.findOne(accountId, { id: attachmentId, assetId })
      : null;
    if (!attachment) throw new NotFoundError(NOT_FOUND.attachment);
    await inTransaction(this.dataSource, async (manager) => {
      const attachments = this.attachments.with(manager);
      await attachments.delete(accountId, attachmentId);
      if (!attachment.primary) return;
      const next = (await attachments.find(accountId, { where: { assetId }, order: { createdAt: 'DESC' } })).find(
        isImage,
      );
      if (next) await attachments.update(accountId, next.id, { primary: true });
    });
    await this.files.discard([attachment.url]);
    return { asset: await this.get(access, assetId) };
  }

  private async clearPrimary(manager: EntityManager, accountId: string, assetId: string): Promise<void> {
    await this.attachments.with(manager).updateWhere(accountId, { assetId, primary: true }, { primary: false });
  }

  /** The saved columns of an asset body, after checking its references belong to the account. */
  private async values(access: Access, body: AssetDto): Promise<Partial<Asset>> {
    const branchIds = [...new Set(body.branchIds ?? [])];
    await assertOwnedReferences(this.dataSource.manager, access.accountId, [
      { field: 'categoryId', kind: CATEGORY_REFERENCE, ids: body.categoryId },
      { field: 'branchIds', kind: BRANCH_REFERENCE, ids: branchIds },
      { field: 'divisionId', kind: DIVISION_REFERENCE, ids: body.divisionId },
    ]);

    const values: Partial<Asset> = {
      assetName: body.assetName,
      assetStatus: body.assetStatus || 'active',
      branchIds,
      divisionId: body.divisionId ?? null,
      categoryId: body.categoryId,
      address: body.address
        ? {
            formattedAddress: body.address.formattedAddress,
            lat: body.address.lat ?? null,
            lng: body.address.lng ?? null,
          }
        : null,
      macAddress: body.macAddress ?? null,
      metadata: (body.metadata ?? []).map((m) => ({
        metadataName: m.metadataName,
        metadataValue: m.metadataValue ?? '',
        metadataUnitOfMeasure: m.metadataUnitOfMeasure ?? '',
      })),
      details: { ...body.details },
    };
    if (
      body.engineHours !== undefined &&
      body.engineHours !== null &&
      (await this.flags.isOn(access, 'webEngineHours'))
    ) {
      values.engineHours = Math.round(body.engineHours);
      values.engineHoursLastUpdate = new Date();
    }
    return values;
  }

  private readonly macAddressTaken = (error: unknown): never => {
    if ((error as { code?: string }).code === '23505')
      throw new InvalidFieldsError({ macAddress: [MAC_ADDRESS_TAKEN] });
    throw error;
  };

  private async primaryImages(accountId: string, assets: Asset[]): Promise<Map<string, string>> {
    if (!assets.length) return new Map();
    const rows = await this.attachments.find(accountId, {
      where: { assetId: In(assets.map((a) => a.id)), primary: true },
    });
    return new Map(rows.filter(isImage).map((a) => [a.assetId, a.url]));
  }

  /** The names of the assets' categories, in one query. */
  private async categoryNames(accountId: string, assets: Asset[]): Promise<Map<string, string>> {
    const ids = [...new Set(assets.map((a) => a.categoryId))];
    if (!ids.length) return new Map();
    const rows = await this.categories.find(accountId, { where: { id: In(ids) }, select: { id: true, name: true } });
    return new Map(rows.map((c) => [c.id, c.name]));
  }

  private listView(asset: Asset, primaryImageKey: string | null, categoryNames: Map<string, string>): AssetListView {
    const { accountId: _accountId, account: _account, lastLat, lastLng, ...fields } = asset;
    return {
      ...fields,
      category: categoryNames.get(asset.categoryId) ?? null,
      location: lastLat !== null && lastLng !== null ? `${lastLat},${lastLng}` : null,
      primaryImageUrl: primaryImageKey ? this.files.url(primaryImageKey) : null,
    };
  }
}
