import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
}

/** Where file bytes live: local disk or S3-compatible object storage. Keys are `<accountId>/<kind>/<name>`. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
