import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { NO_PERMISSION, type Access, type AccountAccess } from '../common/auth/permissions.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { ACTIVE_CONTENT, isActiveContent } from './active-content.js';
import { mayStore } from './file-purposes.js';
import { FILE_STORAGE, type FileContent, type FileStorage } from './file-storage.js';
import { fileUrlKey, signFileUrl, verifyFileUrl } from './file-url-signature.js';
import { sniffImage, type ImageType } from './image-sniffer.js';
import { StoredFile, type FileOwnerType, type FilePurpose } from './stored-file.entity.js';
import { ForbiddenError, InvalidFieldsError, NotFoundError, UnavailableError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

export const MAX_IMAGE_BYTES = 2_000_000;
export const NOT_AN_IMAGE = 'File Is NOT Image!';
export const IMAGE_TOO_LARGE = 'Image is larger than 2,000,000 bytes.';
export const FILE_LINK_INVALID = 'This file link is not valid or has expired.';
export const MAX_DOCUMENT_BYTES = 10_000_000;
export const DOCUMENT_TOO_LARGE = 'Document is larger than 10,000,000 bytes.';
export const NOT_A_DOCUMENT = 'Documents must be application/* files.';
export const FILE_NOT_STORED = 'The file could not be stored. Please try again.';

/** Signed URLs expire on a five-minute boundary, so URLs handed out within a few minutes are identical and cacheable. */
const EXPIRY_STEP_SECONDS = 300;

/** A document as an upload route receives it; `field` keys the field error of a refusal. */
export interface DocumentUpload {
  field: string;
  /** Base64, with or without a data-URL prefix. */
  data: string;
  mime: string;
  /** The file's name; absent or null when the client sent none. */
  name?: string | null;
  purpose: FilePurpose;
}

/** The record that takes stored files, and what the files are for it. */
export interface FileOwner {
  type: FileOwnerType;
  id: string;
  purpose: FilePurpose;
}

/** A file the server made, as `storeGenerated` takes it. */
export interface GeneratedFile {
  purpose: FilePurpose;
  contentType: string;
  /** Gives the key its extension (`quote-1042.pdf` → `.pdf`). */
  fileName: string;
  bytes: Buffer;
  /** The record the file belongs to; without one, the file is pending like an unattached upload. */
  owner?: Omit<FileOwner, 'purpose'>;
}

/** 403 unless the caller may store files for the purpose (`UPLOAD_SCOPES`). */
function assertMayStore(access: Access, purpose: FilePurpose): void {
  if (!mayStore(access, purpose)) throw new ForbiddenError(NO_PERMISSION);
}

/** Image bytes that passed the checks, with the type read from them. */
export interface CheckedImage {
  bytes: Buffer;
  type: ImageType;
}

const DATA_URL_PREFIX = /^data:([^;,]*)(;base64)?,/;
const isImageMime = (mime: string): boolean => /^image\//i.test(mime) && !/svg/i.test(mime);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);
  private readonly urlSecret: Buffer;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectTenantRepository(StoredFile) private readonly records: TenantRepository<StoredFile>,
    private readonly dataSource: DataSource,
  ) {
    this.urlSecret = fileUrlKey(config.fileUrlSecret);
  }

  /**
   * Decodes base64 image data (with or without a data-URL prefix) and checks that it really is an image of at
   * most 2,000,000 bytes. A refusal is a 400 whose field error is keyed by `field`.
   */
  checkImage(field: string, data: string, mime?: string): CheckedImage {
    const prefix = DATA_URL_PREFIX.exec(data);
    const declared = mime || prefix?.[1];
    const bytes = Buffer.from(prefix ? data.slice(prefix[0].length) : data, 'base64');
    const refuse = (message: string) => new InvalidFieldsError({ [field]: [message] });
    if (bytes.length > MAX_IMAGE_BYTES) throw refuse(IMAGE_TOO_LARGE);
    const type = sniffImage(bytes);
    if (!type || (declared && !isImageMime(declared))) throw refuse(NOT_AN_IMAGE);
    return { bytes, type };
  }

  /**
   * Stores a checked image in the caller's account (a super admin may name another); returns its storage key. 403 when
   * the caller may not store files for the purpose (`UPLOAD_SCOPES`).
   */
  async storeImage(
    access: Access,
    image: CheckedImage,
    purpose: FilePurpose,
    accountId = access.accountId,
  ): Promise<string> {
    assertMayStore(access, purpose);
    const key = `${accountId}/images/${randomUUID()}.${image.type.ext}`;
    await this.store(accountId, key, image.bytes, image.type.mime, purpose);
    return key;
  }

  /**
   * Stores a document of the account under its documents folder after refusing active content; the extension
   * comes from the file name, else from the type. Returns the storage key and the extension.
   */
  async storeDocument(access: Access, upload: DocumentUpload): Promise<{ key: string; extension: string }> {
    assertMayStore(access, upload.purpose);
    const { accountId } = access;
    const { field, data, mime } = upload;
    const name = upload.name ?? '';
    const prefix = DATA_URL_PREFIX.exec(data);
    const bytes = Buffer.from(prefix ? data.slice(prefix[0].length) : data, 'base64');
    if (bytes.length > MAX_DOCUMENT_BYTES) throw new InvalidFieldsError({ [field]: [DOCUMENT_TOO_LARGE] });
    if (isActiveContent(mime, name, bytes)) throw new InvalidFieldsError({ [field]: [ACTIVE_CONTENT] });
    const extension = (/\.([a-z0-9]{1,10})$/i.exec(name)?.[1] ?? mime.split('/')[1].replace(/\W.*$/, '')).toLowerCase();
    const key = `${accountId}/documents/${randomUUID()}.${extension}`;
    await this.store(accountId, key, bytes, mime, upload.purpose);
    return { key, extension };
  }

  /**
   * Stores a file the server made (a rendered PDF) in the caller's account, under `<accountId>/generated/`, with its
   * record: attached at once to its owner when one is given (else pending, removed by the cleanup after a day like an
   * unattached upload). Answers the storage key and its signed URL.
   */
  async storeGenerated(access: Access, file: GeneratedFile): Promise<{ key: string; url: string }> {
    assertMayStore(access, file.purpose);
    const { accountId } = access;
    const extension = /\.([a-z0-9]{1,10})$/i.exec(file.fileName)?.[1]?.toLowerCase() ?? 'bin';
    const key = `${accountId}/generated/${randomUUID()}.${extension}`;
    await this.store(accountId, key, file.bytes, file.contentType, file.purpose, file.owner);
    return { key, url: this.url(key) };
  }

  /**
   * Marks uploaded files as taken by a record, in the record's transaction. False when a key is not an unattached
   * upload of the account (never uploaded, removed by the cleanup, or already another record's).
   */
  async attach(access: AccountAccess, keys: string[], owner: FileOwner, manager: EntityManager): Promise<boolean> {
    const distinct = [...new Set(keys)];
    if (!distinct.length) return true;
    const affected = await this.records
      .with(manager)
      .updateWhere(
        access.accountId,
        { key: In(distinct), ownerId: IsNull() },
        { ownerType: owner.type, ownerId: owner.id, purpose: owner.purpose },
      );
    return affected === distinct.length;
  }

  /**
   * Marks files as no longer taken by their record, in the transaction that drops them from it: `discard` removes them
   * after it, or else the cleanup does, as for an unattached upload.
   */
  async detach(access: AccountAccess, keys: (string | null)[], manager: EntityManager): Promise<void> {
    const distinct = [...new Set(keys.filter((key) => key !== null))];
    if (!distinct.length) return;
    await this.records
      .with(manager)
      .updateWhere(access.accountId, { key: In(distinct) }, { ownerType: null, ownerId: null });
  }

  /** The keys of the files a record owns (whatever their purpose), read through the caller's transaction. */
  async ownedKeys(access: AccountAccess, owner: Omit<FileOwner, 'purpose'>, manager: EntityManager): Promise<string[]> {
    const rows = await this.records
      .with(manager)
      .find(access.accountId, { select: { key: true }, where: { ownerType: owner.type, ownerId: owner.id } });
    return rows.map((row) => row.key);
  }

  /**
   * Removes files that are no longer referenced, and their records. A failure is logged, never thrown (the data is
   * already saved); the record is then detached, so that the cleanup task tries again.
   */
  async discard(keys: (string | null)[]): Promise<void> {
    for (const key of keys) {
      if (!key) continue;
      // Keys are tenant-prefixed: the account id leads.
      const accountId = key.split('/')[0];
      await this.storage
        .delete(key)
        .then(
          () => this.records.deleteWhere(accountId, { key }),
          async (error: unknown) => {
            this.logger.warn({ err: error, key }, 'File not removed');
            await this.records.updateWhere(accountId, { key }, { ownerType: null, ownerId: null });
          },
        )
        .catch((error: unknown) => this.logger.warn({ err: error, key }, 'File record not updated'));
    }
  }

  /** The signed, expiring URL the browser reads the file through. */
  url(key: string): string {
    const expires =
      Math.ceil((nowSeconds() + this.config.fileUrlTtlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    const signature = signFileUrl(this.urlSecret, key, expires);
    return `/api/files/${key}?expires=${expires}&signature=${signature}`;
  }

  /** The file behind a signed URL and the seconds its URL remains valid; 403 for a bad or expired signature. */
  async read(key: string, expires: number, signature: string): Promise<{ file: FileContent; maxAge: number }> {
    if (!verifyFileUrl(this.urlSecret, key, expires, signature)) throw new ForbiddenError(FILE_LINK_INVALID);
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundError(NOT_FOUND.file);
    return { file, maxAge: expires - nowSeconds() };
  }

  /**
   * Writes the record first, then the bytes: a failure in between leaves an unattached record without a file,
   * which the cleanup removes, and never a file without a record. When the storage refuses the bytes (a full or
   * failing disk, the bucket unreachable) the record goes again and the call is a 503 that says so.
   */
  private async store(
    accountId: string,
    key: string,
    bytes: Buffer,
    contentType: string,
    purpose: FilePurpose,
    owner?: Omit<FileOwner, 'purpose'>,
  ) {
    const record = await this.records.create(accountId, {
      key,
      purpose,
      contentType,
      sizeBytes: bytes.length,
      ...(owner ? { ownerType: owner.type, ownerId: owner.id } : {}),
    });
    try {
      await this.storage.put(key, bytes, contentType);
    } catch (error) {
      this.logger.error({ err: error, key }, 'File not stored');
      await this.records.delete(accountId, record.id).catch(() => undefined);
      throw new UnavailableError(FILE_NOT_STORED, { cause: error });
    }
  }
}
