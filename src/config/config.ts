import { resolve } from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  embeddedPgPort: number;
  migrationsRun: boolean;
  demoData: boolean;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  signInMaxAttempts: number;
  signInWindowSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  chromePath: string | undefined;
  /** nodemailer transport URL; without it messages stay in the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  invitationTtlHours: number;
  /** Lifetime of the signed URLs the browser reads files through. */
  fileUrlTtlSeconds: number;
  /** Google Maps browser key handed to the map pages; null when maps are not configured. */
  googleMapsApiKey: string | null;
  /** S3-compatible object storage; local disk under DATA_DIR/files when the bucket is unset. */
  s3: {
    bucket: string;
    region: string;
    endpoint: string | undefined;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The development secret; refused when NODE_ENV=production. */
const DEV_JWT_SECRET = 'groundcrew-development-secret-change-me';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string, fallback?: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = text('NODE_ENV', 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const jwtSecret = text('JWT_SECRET', production ? undefined : DEV_JWT_SECRET) ?? '';
  if (production && (jwtSecret.length < 32 || jwtSecret === DEV_JWT_SECRET)) {
    problems.push('JWT_SECRET must be set to a random string of at least 32 characters in production');
  }

  const adminEmail = text('ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = text('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must have at least 8 characters');
  }

  const port = int('PORT', 3000, 0, 65535);
  const config: AppConfig = {
    nodeEnv,
    port,
    host: text('HOST', '0.0.0.0')!,
    publicUrl: (text('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: resolve(text('DATA_DIR', './data')!),
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 1, 200),
    embeddedPgPort: int('EMBEDDED_PG_PORT', 0, 0, 65535),
    migrationsRun: bool('MIGRATIONS_RUN', true),
    demoData: bool('DEMO_DATA', true),
    jwtSecret,
    accessTokenTtlSeconds: int('JWT_ACCESS_TTL_SECONDS', 900, 30, 86400),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    signInMaxAttempts: int('SIGN_IN_MAX_ATTEMPTS', 5, 1, 1000),
    signInWindowSeconds: int('SIGN_IN_WINDOW_SECONDS', 900, 1, 86400),
    adminEmail,
    adminPassword,
    logLevel: text('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info')!,
    chromePath: text('CHROME_PATH'),
    smtpUrl: text('SMTP_URL'),
    mailFrom: text('MAIL_FROM', 'Groundcrew <no-reply@groundcrew.app>')!,
    invitationTtlHours: int('INVITATION_TTL_HOURS', 72, 1, 24 * 30),
    fileUrlTtlSeconds: int('FILE_URL_TTL_SECONDS', 3600, 60, 7 * 86400),
    googleMapsApiKey: text('GOOGLE_MAPS_API_KEY') ?? null,
    s3: null,
  };
  const bucket = text('S3_BUCKET');
  if (bucket) {
    const accessKeyId = text('S3_ACCESS_KEY_ID');
    const secretAccessKey = text('S3_SECRET_ACCESS_KEY');
    if (!accessKeyId || !secretAccessKey)
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed with S3_BUCKET');
    config.s3 = {
      bucket,
      region: text('S3_REGION', 'us-east-1')!,
      endpoint: text('S3_ENDPOINT'),
      accessKeyId: accessKeyId ?? '',
      secretAccessKey: secretAccessKey ?? '',
    };
  }
  if (config.smtpUrl && !/^smtps?:\/\//.test(config.smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
