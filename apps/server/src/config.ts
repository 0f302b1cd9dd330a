import path from 'node:path';
import { z } from 'zod';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);
const byteCount = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    BASE_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    EXTERNAL_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    TRUST_PROXY: booleanText.default(false),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(10),
    IMAGE_BOARD_URL: z.url().default('https://e621.net'),
    IMAGE_BOARD_MEDIA_ORIGINS: z.string().default('https://static1.e621.net'),
    IMAGE_BOARD_QUEUE_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(3),
    IMAGE_BOARD_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    UPLOAD_QUOTA_BYTES: byteCount(100 * 1024 * 1024),
    UPLOADS_TOTAL_BYTES: byteCount(2 * 1024 * 1024 * 1024),
    UNANALYSED_UPLOAD_TTL_SECONDS: z.coerce.number().int().min(1).default(86_400),
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    REQUEST_TIMEOUT_MS: milliseconds(60_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET,
    externalAppSecret: env.EXTERNAL_APP_SECRET,
    trustProxy: env.TRUST_PROXY,
    authRateLimit: env.AUTH_RATE_LIMIT,
    logLevel: env.LOG_LEVEL,
    uploads: {
      quotaBytes: env.UPLOAD_QUOTA_BYTES,
      totalBytes: env.UPLOADS_TOTAL_BYTES,
      unanalysedTtlSeconds: env.UNANALYSED_UPLOAD_TTL_SECONDS,
    },
    connectionLimits: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    imageBoardUrl: env.IMAGE_BOARD_URL.replace(/\/$/, ''),
    imageBoardQueue: { perClient: env.IMAGE_BOARD_QUEUE_PER_CLIENT, total: env.IMAGE_BOARD_QUEUE_LIMIT },
    /** Where the board's images are served from: the browser loads them directly. */
    imageBoardMediaOrigins: [
      new URL(env.IMAGE_BOARD_URL).origin,
      ...env.IMAGE_BOARD_MEDIA_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration once; a bad value throws an error that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const empty = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(empty);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
