import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { allowedOrigins, parseOrigins } from './http/allowed-origins.js';
import type { TrustProxy } from './http/proxy-trust.js';
import { mailEnvironment, mailSettings } from './mail/mail-settings.js';

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  const maxBits = version === 6 ? 128 : 32;
  return version !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits));
}

/**
 * Which proxies' X-Forwarded-For entries to believe, for Fastify's `request.ip` and so for the
 * login limits. A number is how many proxies stand in front (the client address is taken that
 * many entries from the right, where each proxy appends the address it saw); `true` means one.
 * A comma-separated list names the proxies' addresses or CIDR ranges instead. Trusting the
 * leftmost entry would let any client choose its own address.
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({
      code: 'custom',
      message: 'must be false, the number of proxies in front (1-10; true means 1), or their comma-separated addresses',
    });
    return z.NEVER;
  });

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);
const byteCount = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** One outside OpenID Connect provider; null (no provider, no button) unless its issuer is set. */
function oidcProvider(env: {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_NAME: string;
  OIDC_SCOPES: string;
}) {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const issuer = env.OIDC_ISSUER.replace(/\/$/, '');
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME,
    scopes: env.OIDC_SCOPES.split(/[\s,]+/).filter(Boolean),
  };
}

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
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((text, context) => {
        const origins = parseOrigins(text);
        if (!origins)
          context.addIssue({ code: 'custom', message: 'must be comma-separated origins like http://192.168.1.20:3000' });
        return origins ?? [];
      }),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    EXTERNAL_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    ADMIN_SETUP_CODE: z.string().trim().min(12, 'must be at least 12 characters').max(200).optional(),
    TRUST_PROXY: trustProxyText.default(false),
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
    READ_CACHE_USERS: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces (a bearer token)')
      .optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().trim().min(1).max(40).default('OpenID'),
    OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
    ...mailEnvironment,
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key, as `npx web-push generate-vapid-keys` prints it')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key, as `npx web-push generate-vapid-keys` prints it')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
  .refine((env) => env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT: metrics are served apart from the app',
  })
  .refine((env) => Boolean(env.OIDC_ISSUER) === Boolean(env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET), {
    path: ['OIDC_ISSUER'],
    message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all',
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PUBLIC_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
  })
  // Links in mails must reach the users, which the server's own address may not do behind a proxy.
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'must be set in production (NODE_ENV=production): every link in a mail starts with it',
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    /** Pages from these origins may change things and sign in; BASE_URL's comes first. */
    allowedOrigins: allowedOrigins(env.BASE_URL ?? `http://localhost:${env.PORT}`, env.TRUSTED_ORIGINS),
    authSecret: env.AUTH_SECRET,
    externalAppSecret: env.EXTERNAL_APP_SECRET,
    adminSetupCode: env.ADMIN_SETUP_CODE,
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
    oidc: oidcProvider(env),
    mail: mailSettings(env, env.BASE_URL ?? `http://localhost:${env.PORT}`),
    push: {
      /** null: a pair generated once and kept in DATA_DIR. */
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      /** The contact push services are given; null: the address mail is sent from. */
      subject: env.VAPID_SUBJECT ?? null,
    },
    /** `/metrics`: with a token on the public port, or on a port of its own; neither, off. */
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null, host: env.METRICS_HOST },
    /** Users whose dashboard, profile and sessions one instance keeps in memory (0: none). */
    readCacheUsers: env.READ_CACHE_USERS,
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
