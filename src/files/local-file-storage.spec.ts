import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalFileStorage } from './local-file-storage.js';

describe('LocalFileStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'groundcrew-storage-'));
  const storage = new LocalFileStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps bytes and content type, and forgets both on delete', async () => {
    await storage.put('account/images/a.png', Buffer.from('bytes'), 'image/png');
    const file = await storage.get('account/images/a.png');
    expect(file?.contentType).toBe('image/png');
    expect(await text(file!.body)).toBe('bytes');
    await storage.delete('account/images/a.png');
    expect(await storage.get('account/images/a.png')).toBeNull();
  });

  it('answers null for a missing key and deletes a missing key quietly', async () => {
    expect(await storage.get('account/images/none.png')).toBeNull();
    await expect(storage.delete('account/images/none.png')).resolves.toBeUndefined();
  });

  it('refuses keys that leave the storage root', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'outside the storage root',
    );
    await expect(storage.get('account/../../escape.png')).rejects.toThrow('outside the storage root');
  });

  describe('a write that fails leaves nothing under the key', () => {
    const folder = join(root, 'failing', 'images');
    const left = () => readdirSync(folder).sort();

    it('when the file cannot take its place (its bytes already written)', async () => {
      // A folder where the file goes: the bytes are written, then the rename into place fails, even for root.
      mkdirSync(join(folder, 'a.png'), { recursive: true });
      await expect(storage.put('failing/images/a.png', Buffer.from('bytes'), 'image/png')).rejects.toThrow();
      expect(left()).toEqual(['a.png']);
      expect(await storage.get('failing/images/a.png')).toBeNull();
    });

    it('when its content type cannot be written after its bytes', async () => {
      mkdirSync(join(folder, 'b.png.content-type'), { recursive: true });
      await expect(storage.put('failing/images/b.png', Buffer.from('bytes'), 'image/png')).rejects.toThrow();
      expect(left()).toEqual(['a.png', 'b.png.content-type']);
    });
  });
});
