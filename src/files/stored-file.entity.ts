import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

/** What a file was stored for; an upload route sets it, and the record that takes the file may narrow it. */
export type FilePurpose =
  | 'image'
  | 'asset-image'
  | 'asset-document'
  | 'job-document'
  | 'branch-image'
  | 'generated-pdf'
  | 'generated-export'
  | 'document-signature';

/** The kinds of record that take stored files. */
export type FileOwnerType = 'asset-attachment' | 'job-document' | 'branch' | 'form-submission';

/**
 * One file in storage (docs/architecture.md "Files"): written with every upload, unattached (no owner) until a
 * record takes its key. Uploads left unattached for a day are removed by StoredFileCleanup.
 */
@Entity('stored_file')
@Index('stored_file_account_key', ['accountId', 'key'], { unique: true })
// Only pending uploads: small, so the cleanup reads all of it across accounts.
@Index('stored_file_account_unattached', ['accountId', 'createdAt'], { where: 'owner_id IS NULL' })
export class StoredFile extends TenantEntity {
  /** The storage key, `<accountId>/<folder>/<uuid>.<ext>`. */
  @Column('text')
  key: string;

  @Column('text', { nullable: true })
  ownerType: FileOwnerType | null;

  @Column('uuid', { nullable: true })
  ownerId: string | null;

  @Column('text')
  purpose: FilePurpose;

  @Column('text')
  contentType: string;

  @Column('integer')
  sizeBytes: number;
}
