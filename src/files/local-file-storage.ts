import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStorage, FileContent } from './file-storage.js';

/** Files on local disk under one root; the content type is kept beside each file. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`File key outside the storage root: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.content-type`, contentType);
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<FileContent | null> {
    const path = this.pathOf(key);
    try {
      const contentType = await readFile(`${path}.content-type`, 'utf8');
      return { body: createReadStream(path), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.content-type`, { force: true });
  }
}
