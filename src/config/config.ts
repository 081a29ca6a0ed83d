import { isIP } from 'node:net';
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
  /** This process works the job queue (a web process too, unless WORKER=false; docs/queue.md). */
  worker: boolean;
  /** The PostgreSQL schema of the job queue: processes with the same one share their jobs. */
  queueSchema: string;
  /** How often an idle worker looks for new jobs. */
  queuePollSeconds: number;
  /** The niceness `npm run worker` gives itself and so its Chromium (os.setPriority): web processes come first. */
  workerNice: number;
  demoData: boolean;
  jwtSecret: string;
  /** Signs the file URLs; its own secret, so a leaked file URL key forges no token and the other way round. */
  fileUrlSecret: string;
  accessTokenTtlSeconds: number;
  /** How long an instance reuses its last look at a session (user disabled, signed out, permissions changed). */
  sessionCacheSeconds: number;
  refreshTokenTtlDays: number;
  signInMaxAttempts: number;
  signInMaxAttemptsPerAddress: number;
  signInWindowSeconds: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe (false: none, the peer is the client). */
  trustProxy: TrustProxy;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** GraphQL errors carry their stack trace (`extensions.stacktrace`): for debugging, off in production. */
  graphqlDebug: boolean;
  chromePath: string | undefined;
  /** Chromium pages making PDFs at once (PDF rendering is CPU-bound: about one per core). */
  pdfPoolSize: number;
  /** Chromium runs as one process (much faster PDFs on a busy machine; docs/pdf.md); false: its usual processes. */
  pdfSingleProcess: boolean;
  /** nodemailer transport URL; without it messages stay in the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  invitationTtlHours: number;
  /** How long a quote's or invoice's customer link works (docs/billing.md, Sending to the customer). */
  documentLinkTtlDays: number;
  /** Requests to the customer's document pages (/api/public/documents) one address may make per minute. */
  publicDocumentRequestsPerMinute: number;
  /** Lifetime of the signed URLs the browser reads files through. */
  fileUrlTtlSeconds: number;
  /** Google Maps browser key handed to the map pages; null when maps are not configured. */
  googleMapsApiKey: string | null;
  /** A raster tile server for the maps without a Google key; null: the offline geography (docs/maps.md). */
  mapTiles: MapTilesConfig | null;
  /** S3-compatible object storage; local disk under DATA_DIR/files when the bucket is unset. */
  s3: {
    bucket: string;
    region: string;
    endpoint: string | undefined;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
  /** An OpenAI-compatible model for the AI form builder; null: the offline analysis (docs/ai-form-builder.md). */
  ai: AiConfig | null;
}

export interface AiConfig {
  /** Up to the version path, e.g. https://api.openai.com/v1 (the calls add /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface MapTilesConfig {
  /** An OpenStreetMap-style template, e.g. https://tiles.example.com/{z}/{x}/{y}.png. */
  url: string;
  /** The credit the tile server's licence asks for, shown on the map. */
  attribution: string;
}

export type TrustProxy = boolean | string[];

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The development secrets; refused when NODE_ENV=production. */
const DEV_JWT_SECRET = 'groundcrew-development-secret-change-me';
const DEV_FILE_URL_SECRET = 'groundcrew-development-file-url-secret-change-me';

/** The variables left at their published development values (main.ts says so at start). */
export const developmentSecrets = (config: Pick<AppConfig, 'jwtSecret' | 'fileUrlSecret'>): string[] => [
  ...(config.jwtSecret === DEV_JWT_SECRET ? ['JWT_SECRET'] : []),
  ...(config.fileUrlSecret === DEV_FILE_URL_SECRET ? ['FILE_URL_SECRET'] : []),
];

/** Names proxy-addr knows besides addresses and CIDR ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or false (the peer is the client), true (any peer: only behind a proxy that every request
 * passes and that overwrites X-Forwarded-For), or the proxies' addresses and CIDR ranges. Fastify refuses hop counts.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) return true;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = (entry: string) => {
    if (PROXY_NAMES.includes(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 4 ? 32 : 128;
    return version > 0 && !rest.length && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits));
  };
  const wrong = entries.filter((entry) => !valid(entry));
  if (wrong.length || !entries.length) {
    problems.push(
      `TRUST_PROXY must be false, true, or the proxies' addresses and CIDR ranges separated by commas (got "${raw}")`,
    );
    return false;
  }
  return entries;
}

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

  const secret = (name: string, development: string): string => {
    const value = text(name, production ? undefined : development) ?? '';
    if (production && (value.length < 32 || value === development)) {
      problems.push(`${name} must be set to a random string of at least 32 characters in production`);
    }
    return value;
  };
  const jwtSecret = secret('JWT_SECRET', DEV_JWT_SECRET);
  const fileUrlSecret = secret('FILE_URL_SECRET', DEV_FILE_URL_SECRET);
  if (production && jwtSecret && jwtSecret === fileUrlSecret) {
    problems.push('FILE_URL_SECRET must differ from JWT_SECRET');
  }

  const adminEmail = text('ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = text('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must have at least 8 characters');
  }

  const queueSchema = text('QUEUE_SCHEMA', 'pgboss')!;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(queueSchema)) {
    problems.push('QUEUE_SCHEMA must be a PostgreSQL name: lower-case letters, digits and _, at most 63');
  }

  const port = int('PORT', 3000, 0, 65535);
  const signInMaxAttempts = int('SIGN_IN_MAX_ATTEMPTS', 5, 1, 1000);
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
    worker: bool('WORKER', true),
    queueSchema,
    queuePollSeconds: int('QUEUE_POLL_SECONDS', 2, 1, 60),
    workerNice: int('WORKER_NICE', 19, 0, 19),
    demoData: bool('DEMO_DATA', true),
    jwtSecret,
    fileUrlSecret,
    accessTokenTtlSeconds: int('JWT_ACCESS_TTL_SECONDS', 900, 30, 86400),
    sessionCacheSeconds: int('SESSION_CACHE_SECONDS', 5, 0, 60),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    signInMaxAttempts,
    signInMaxAttemptsPerAddress: int('SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS', signInMaxAttempts * 10, 1, 1_000_000),
    signInWindowSeconds: int('SIGN_IN_WINDOW_SECONDS', 900, 1, 86400),
    trustProxy: parseTrustProxy(text('TRUST_PROXY'), problems),
    adminEmail,
    adminPassword,
    logLevel: text('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info')!,
    graphqlDebug: bool('GRAPHQL_DEBUG', false),
    chromePath: text('CHROME_PATH'),
    pdfPoolSize: int('PDF_POOL_SIZE', 2, 1, 16),
    pdfSingleProcess: bool('PDF_SINGLE_PROCESS', false),
    smtpUrl: text('SMTP_URL'),
    mailFrom: text('MAIL_FROM', 'Groundcrew <no-reply@groundcrew.app>')!,
    invitationTtlHours: int('INVITATION_TTL_HOURS', 72, 1, 24 * 30),
    documentLinkTtlDays: int('DOCUMENT_LINK_TTL_DAYS', 30, 1, 365),
    publicDocumentRequestsPerMinute: int('PUBLIC_DOCUMENT_REQUESTS_PER_MINUTE', 60, 1, 100_000),
    fileUrlTtlSeconds: int('FILE_URL_TTL_SECONDS', 3600, 60, 7 * 86400),
    googleMapsApiKey: text('GOOGLE_MAPS_API_KEY') ?? null,
    mapTiles: null,
    s3: null,
    ai: null,
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
  const tileUrl = text('MAP_TILE_URL');
  if (tileUrl) {
    config.mapTiles = { url: tileUrl, attribution: text('MAP_TILE_ATTRIBUTION', '© OpenStreetMap contributors')! };
    if (!/^https?:\/\/[^/]/.test(tileUrl) || !['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part)))
      problems.push('MAP_TILE_URL must be an http:// or https:// URL with {z}, {x} and {y} in it');
  }
  const [aiBaseUrl, aiApiKey, aiModel] = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'].map((name) => text(name));
  if (aiBaseUrl && aiApiKey && aiModel) {
    config.ai = { baseUrl: aiBaseUrl.replace(/\/+$/, ''), apiKey: aiApiKey, model: aiModel };
    if (!/^https?:\/\//.test(aiBaseUrl)) problems.push('AI_BASE_URL must be an http:// or https:// URL');
  } else if (aiBaseUrl || aiApiKey || aiModel) {
    problems.push('AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together');
  }
  if (config.smtpUrl && !/^smtps?:\/\//.test(config.smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
