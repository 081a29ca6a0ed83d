import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../src/config/config.js';
import { fileUrlKey, signFileUrl } from '../../src/files/file-url-signature.js';
import { StoredFile } from '../../src/files/stored-file.entity.js';
import { TINY_PNG } from '../support/images.js';
import { gql, jobWorld, simpleJobBody } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

const CREATE_JOB = 'mutation Create($input: JobInput!) { createJob(input: $input) { job { id } } }';

describe('files and images', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-files-'));
  const filesDir = join(dataDir, 'files');
  const storedFiles = () => readdirSync(dataDir, { recursive: true }).filter((name) => String(name).endsWith('.png'));

  beforeAll(async () => {
    ctx = await TestContext.create({ dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (token: string, body: object) => ctx.http().post('/api/image/upload').set(bearer(token)).send(body);

  it('stores an uploaded image under the account and serves it through its signed URL', async () => {
    const { user, token } = await ctx.newUser();
    const response = await upload(token, { image: `data:image/png;base64,${TINY_PNG}`, mime: 'image/png' }).expect(201);
    const url: string = response.body.data;
    expect(url).toMatch(
      new RegExp(`^/api/files/${user.accountId}/images/[0-9a-f-]{36}\\.png\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const file = await ctx.http().get(url).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(file.headers['cache-control'])![1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(3600 + 300);
    expect(Buffer.from(file.body as Buffer).equals(Buffer.from(TINY_PNG, 'base64'))).toBe(true);
    expect(readdirSync(join(filesDir, user.accountId, 'images')).some((name) => url.includes(name))).toBe(true);
  });

  it('answers Location and the key for POST /images, reading the type from the bytes', async () => {
    const { user, token } = await ctx.newUser();
    const response = await ctx
      .http()
      .post('/api/images')
      .set(bearer(token))
      .send({ image: TINY_PNG, mime: 'image/jpeg', name: 'pixel.png' })
      .expect(201);
    const { Location, key } = response.body.data as { Location: string; key: string };
    expect(key).toMatch(new RegExp(`^${user.accountId}/images/[0-9a-f-]{36}\\.png$`));
    expect(Location.startsWith(`/api/files/${key}?expires=`)).toBe(true);
    const file = await ctx.http().get(Location).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  describe('refusals store nothing', () => {
    it.each([
      ['a text file', { image: Buffer.from('just some text, not a picture').toString('base64'), mime: 'text/plain' }],
      ['a text file claiming to be a PNG', { image: Buffer.from('plain text').toString('base64'), mime: 'image/png' }],
      [
        'an SVG',
        {
          image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
            'base64',
          ),
          mime: 'image/svg+xml',
        },
      ],
      ['PNG bytes declared as SVG', { image: TINY_PNG, mime: 'image/svg+xml' }],
      ['PNG bytes declared as HTML', { image: `data:text/html;base64,${TINY_PNG}` }],
      ['no image at all', { mime: 'image/png' }],
    ])('refuses %s with "File Is NOT Image!"', async (_, body) => {
      const { token } = await ctx.newUser();
      const before = storedFiles();
      const response = await upload(token, body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'File Is NOT Image!' });
      expect(storedFiles()).toEqual(before);
    });

    it('refuses an image over 2,000,000 bytes', async () => {
      const { token } = await ctx.newUser();
      const big = Buffer.concat([Buffer.from(TINY_PNG, 'base64'), Buffer.alloc(2_000_000)]);
      const before = storedFiles();
      const response = await upload(token, { image: big.toString('base64'), mime: 'image/png' }).expect(400);
      expect(response.body.message).toBe('Image is larger than 2,000,000 bytes.');
      expect(storedFiles()).toEqual(before);
    });

    it('accepts an image of exactly 2,000,000 bytes', async () => {
      const { token } = await ctx.newUser();
      const png = Buffer.from(TINY_PNG, 'base64');
      const exact = Buffer.concat([png, Buffer.alloc(2_000_000 - png.length)]);
      await upload(token, { image: exact.toString('base64') }).expect(201);
    });
  });

  describe('a storage failure', () => {
    const PDF = Buffer.from('%PDF-1.4 load chart').toString('base64');

    it('answers 503 "The file could not be stored. Please try again." and keeps no file and no record', async () => {
      const {
        owner: account,
        accountId,
        token,
      } = await jobWorld(ctx, ['web:assetcrud', 'web:schedule', 'web:settings']);
      const created = await gql(ctx, token, CREATE_JOB, { input: simpleJobBody(account) });
      const job = created.data.createJob.job as { id: string };
      // The account's folder is a file: the disk refuses every write under it, as it would to root.
      const folder = join(filesDir, accountId);
      writeFileSync(folder, 'not a folder');
      const uploads: [string, object][] = [
        ['/api/image/upload', { image: TINY_PNG, mime: 'image/png' }],
        ['/api/images', { image: TINY_PNG, mime: 'image/png' }],
        ['/api/documents/upload', { mime: 'application/pdf', document: PDF, name: 'chart.pdf' }],
        ['/api/upload-document', { data: PDF, mime: 'application/pdf', jobId: job.id, name: 'plan.pdf' }],
        [
          '/api/branch',
          {
            name: 'North Yard',
            email: 'north@example.com',
            phoneNumber: '970-555-0100',
            address: '1 Rail St',
            city: 'Greeley',
            state: 'CO',
            postalCode: '80631',
            logo: TINY_PNG,
            divisionId: account.division.id,
          },
        ],
      ];
      for (const [path, body] of uploads) {
        const response = await ctx.http().post(path).set(bearer(token)).send(body);
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 503,
          body: { statusCode: 503, message: 'The file could not be stored. Please try again.' },
        });
      }
      expect(readdirSync(filesDir).filter((name) => name.startsWith(accountId))).toEqual([accountId]);
      expect(await ctx.dataSource.getRepository(StoredFile).countBy({ accountId })).toBe(0);

      // Once the disk takes writes again, so does the upload.
      rmSync(folder);
      await upload(token, { image: TINY_PNG, mime: 'image/png' }).expect(201);
      expect(await ctx.dataSource.getRepository(StoredFile).countBy({ accountId })).toBe(1);
    });
  });

  it('needs a signed-in user to upload', async () => {
    await ctx.http().post('/api/image/upload').send({ image: TINY_PNG }).expect(401);
    await ctx.http().post('/api/images').send({ image: TINY_PNG }).expect(401);
  });

  describe('signed URLs', () => {
    let url: string;
    beforeAll(async () => {
      const { token } = await ctx.newUser();
      url = (await upload(token, { image: TINY_PNG })).body.data;
    });

    it('refuses a tampered signature, another key and a changed expiry', async () => {
      const tampered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
      const otherKey = url.replace(/images\/[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith('0') ? '1' : '0'));
      const laterExpiry = url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
      for (const bad of [tampered, otherKey, laterExpiry, url.split('?')[0]]) {
        const response = await ctx.http().get(bad).expect(403);
        expect(response.body.message).toBe('This file link is not valid or has expired.');
      }
    });

    it('refuses an expired URL that was correctly signed', async () => {
      const key = url.slice('/api/files/'.length, url.indexOf('?'));
      const secret = fileUrlKey(ctx.app.get<AppConfig>(APP_CONFIG).fileUrlSecret);
      const signed = (expires: number) =>
        `/api/files/${key}?expires=${expires}&signature=${signFileUrl(secret, key, expires)}`;
      const now = Math.floor(Date.now() / 1000);
      await ctx
        .http()
        .get(signed(now + 60))
        .expect(200);
      await ctx
        .http()
        .get(signed(now - 1))
        .expect(403);
    });

    it('answers 404 for a correctly signed URL of a missing file', async () => {
      const { token } = await ctx.newUser();
      const response = await ctx.http().post('/api/images').set(bearer(token)).send({ image: TINY_PNG });
      const { Location, key } = response.body.data as { Location: string; key: string };
      rmSync(join(filesDir, key));
      rmSync(join(filesDir, `${key}.content-type`));
      const missing = await ctx.http().get(Location).expect(404);
      expect(missing.body.message).toBe('File not found.');
    });
  });
});
