import { describe, expect, it } from '@jest/globals';
import { ConfigError, developmentSecrets, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      migrationsRun: true,
      demoData: true,
      accessTokenTtlSeconds: 900,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads and converts variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/groundcrew',
      MIGRATIONS_RUN: 'false',
      DEMO_DATA: '0',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/groundcrew',
      migrationsRun: false,
      demoData: false,
      adminEmail: 'boss@example.com',
    });
  });

  it('lists every problem at once', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', MIGRATIONS_RUN: 'maybe', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'a@b.co' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
        'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
        'PORT must be a whole number from 0 to 65535 (got "eighty")',
        'MIGRATIONS_RUN must be true or false (got "maybe")',
      ]);
    }
  });

  it('uses an OpenAI-compatible model for the AI form builder only with all three variables', () => {
    expect(loadConfig({}).ai).toBeNull();
    const ai = { AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_API_KEY: 'key', AI_MODEL: 'llava' };
    expect(loadConfig(ai).ai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'key', model: 'llava' });
    expect(() => loadConfig({ AI_BASE_URL: ai.AI_BASE_URL })).toThrow(/AI_BASE_URL, AI_API_KEY and AI_MODEL/);
    expect(() => loadConfig({ ...ai, AI_BASE_URL: 'ftp://models' })).toThrow(/AI_BASE_URL must be an http/);
  });

  it('uses a raster tile server only with a {z}/{x}/{y} URL, credited to OpenStreetMap unless told otherwise', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
    const url = 'https://tiles.example.com/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: url }).mapTiles).toEqual({ url, attribution: '© OpenStreetMap contributors' });
    expect(loadConfig({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© Example Maps' }).mapTiles?.attribution).toBe(
      '© Example Maps',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'file:///tiles/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('refuses to start in production without real JWT and file-URL secrets, one for each', () => {
    const fileUrlSecret = 'f'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', FILE_URL_SECRET: fileUrlSecret })).toThrow(
      /JWT_SECRET must be set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', FILE_URL_SECRET: fileUrlSecret })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /FILE_URL_SECRET must be set to a random string of at least 32 characters in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), FILE_URL_SECRET: 'x'.repeat(40) }),
    ).toThrow(/FILE_URL_SECRET must differ from JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), FILE_URL_SECRET: fileUrlSecret });
    expect(config).toMatchObject({ jwtSecret: 'x'.repeat(40), fileUrlSecret });
    expect(developmentSecrets(config)).toEqual([]);
    expect(developmentSecrets(loadConfig({}))).toEqual(['JWT_SECRET', 'FILE_URL_SECRET']);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback,2001:db8::1 ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::1',
    ]);
    for (const wrong of ['2', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY must be false, true/);
    }
  });

  it('limits sign-ins per address ten times looser than per e-mail unless told otherwise', () => {
    expect(loadConfig({ SIGN_IN_MAX_ATTEMPTS: '4' })).toMatchObject({
      signInMaxAttempts: 4,
      signInMaxAttemptsPerAddress: 40,
    });
    expect(loadConfig({ SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS: '7' }).signInMaxAttemptsPerAddress).toBe(7);
    expect(loadConfig({}).sessionCacheSeconds).toBe(5);
  });
});
