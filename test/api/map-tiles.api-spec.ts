import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, TestContext } from '../support/test-app.js';

describe('GET /api/maps/tiles (MAP_TILE_URL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-map-tiles-'));
  const mapTiles = { url: 'http://tiles.example.test:8080/{z}/{x}/{y}.png', attribution: '© Example Maps' };
  let plain: TestContext;
  let tiled: TestContext;

  beforeAll(async () => {
    plain = await TestContext.create({ dataDir, mapTiles: null });
    tiled = await TestContext.create({ dataDir, mapTiles });
  });
  afterAll(async () => {
    await Promise.all([plain.close(), tiled.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers null without a tile server, to any signed-in user', async () => {
    const user = await plain.newUser({ permissions: [] });
    await plain.http().get('/api/maps/tiles').set(bearer(user.token)).expect(200, { data: null });
    await plain.http().get('/api/maps/tiles').expect(401);
  });

  it('answers the template and its credit, and lets the pages load images from the tile server', async () => {
    const user = await tiled.newUser({ permissions: ['web:assetmap'] });
    await tiled.http().get('/api/maps/tiles').set(bearer(user.token)).expect(200, { data: mapTiles });
    const csp = (await tiled.http().get('/api/health')).headers['content-security-policy'];
    expect(csp).toMatch(/img-src [^;]*http:\/\/tiles\.example\.test:8080/);
    const plainCsp = (await plain.http().get('/api/health')).headers['content-security-policy'];
    expect(plainCsp).not.toContain('tiles.example.test');
  });
});
