import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FileStorage, FileContent } from './file-storage.js';

/**
 * Files on local disk under one root; the content type is kept beside each file, and written last: a file is there
 * (`get`) once both are. Each is written to a temporary name in its folder and renamed into place, so a failed or
 * interrupted write never leaves a partial file under the key.
 */
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
    await writeAtomically(path, bytes);
    try {
      await writeAtomically(`${path}.content-type`, contentType);
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
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

/** Writes the file under a temporary name beside it, then renames it into place; the temporary file goes on failure. */
async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    // What failed is reported; a temporary file that cannot be removed either is never read under a key.
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}
