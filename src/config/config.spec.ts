import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config.js';

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

  it('refuses to start in production without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });
});
