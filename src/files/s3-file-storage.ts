import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config/config.js';
import type { FileStorage, FileContent } from './file-storage.js';

/** Files in an S3-compatible bucket (AWS, or MinIO and the like through S3_ENDPOINT with path-style URLs). */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly s3: NonNullable<AppConfig['s3']>) {
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: Boolean(s3.endpoint),
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.s3.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<FileContent | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key }));
  }
}
