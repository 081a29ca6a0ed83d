import { hasAnyScope, type Access, type Permission } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import type { FilePurpose } from './stored-file.entity.js';

/**
 * Who may store a file, by what it is for: any of these permissions (none listed: any signed-in user; the super admin
 * always). The one table behind every upload route's declaration (`RequireUploadScopes`) and behind
 * `FilesService`, which refuses to store a file for a purpose the caller may not store (403).
 */
export const UPLOAD_SCOPES: Readonly<Record<FilePurpose, readonly Permission[]>> = {
  /** Pictures chosen in any form (profile, form images): any signed-in user. */
  image: [],
  'asset-image': ['web:assetcrud'],
  'asset-document': ['web:assetcrud'],
  'job-document': ['web:schedule'],
  'branch-image': ['web:settings'],
  /** Rendered by the server for a record the calling route already let the caller read. */
  'generated-pdf': [],
  /**
   * An export (CSV or bulk PDF) the server made of records the calling route let the caller read: kept unattached, so
   * the hourly cleanup removes it after a day.
   */
  'generated-export': [],
  /**
   * A customer's signature approving a quote through its link (src/document-links/), stored in the name of the sales
   * user who sent it: never an upload route's.
   */
  'document-signature': ['web:quoting'],
};

/** True when the caller may store files for this purpose. */
export const mayStore = (access: Pick<Access, 'permissions'>, purpose: FilePurpose): boolean =>
  hasAnyScope(access, UPLOAD_SCOPES[purpose]);

/** `@RequireScopes` of an upload route, read from the purpose it stores files for. */
export const RequireUploadScopes = (purpose: FilePurpose): MethodDecorator & ClassDecorator =>
  RequireScopes(...UPLOAD_SCOPES[purpose]);
