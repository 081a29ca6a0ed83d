import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/config.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

export interface FileContent {
  body: Readable;
  contentType: string;
}

/** Where file bytes live: local disk or S3-compatible object storage. Keys are `<accountId>/<kind>/<name>`. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<FileContent | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** The configured storage: the S3 bucket when one is set, else DATA_DIR/files. */
export const createFileStorage = (config: AppConfig): FileStorage =>
  config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(join(config.dataDir, 'files'));
