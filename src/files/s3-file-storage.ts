import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/config.js';
import type { FileStorage, FileContent } from './file-storage.js';

/**
 * The AWS SDK, loaded when the first file is read or written: most servers keep their files on disk, and importing
 * the SDK took about a tenth of a second of every cold start.
 */
const loadSdk = () => import('@aws-sdk/client-s3');

/** Files in an S3-compatible bucket (AWS, or MinIO and the like through S3_ENDPOINT with path-style URLs). */
export class S3FileStorage implements FileStorage {
  private sdk?: Promise<{ module: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }>;

  constructor(private readonly s3: NonNullable<AppConfig['s3']>) {}

  private connect() {
    this.sdk ??= loadSdk().then((module) => ({
      module,
      client: new module.S3Client({
        region: this.s3.region,
        endpoint: this.s3.endpoint,
        forcePathStyle: Boolean(this.s3.endpoint),
        credentials: { accessKeyId: this.s3.accessKeyId, secretAccessKey: this.s3.secretAccessKey },
      }),
    }));
    return this.sdk;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { module, client } = await this.connect();
    await client.send(
      new module.PutObjectCommand({ Bucket: this.s3.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<FileContent | null> {
    const { module, client } = await this.connect();
    try {
      const object = await client.send(new module.GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof module.NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { module, client } = await this.connect();
    await client.send(new module.DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key }));
  }
}
