import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. README lists them all. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // No default here: development's depends on NODE_ENV (see loadConfig).
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).optional(),
  MFA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, '64자리 16진수(32바이트)여야 합니다.')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60 * 60),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  // Only a proxy on this machine by default: a peer on a private network (another container, an
  // office LAN) could otherwise write its own X-Forwarded-For and choose its rate-limit key.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().default('bizgift:rl:'),
  METRICS_TOKEN: z.string().min(16, '16자 이상이어야 합니다.').optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  VOUCHER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** The public quote PDF (POST /api/quotes/pdf, ~0.3 s of CPU each), per IP per minute. */
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RECHARGE_MAX_AMOUNT: z.coerce.number().int().positive().default(50_000_000),
  RUN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  SEED_DEMO_HISTORY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SMTP_URL: z.string().optional(),
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_BASE_URL: z.string().url().default('https://api.solapi.com'),
  SOLAPI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  SMS_SENDER_NUMBER: z.string().default('15880000'),
  /** Secret path segment of the gateway's report webhook: /api/webhooks/solapi/{secret}. */
  SOLAPI_WEBHOOK_SECRET: z.string().min(24).optional(),
  /** Text messages with no carrier report after this many minutes are looked up at the gateway. */
  REPORT_POLL_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** KakaoTalk 알림톡 (send type 3): the business channel's pfId and the registered voucher template's id. */
  SOLAPI_KAKAO_PF_ID: z.string().max(100).optional(),
  SOLAPI_KAKAO_TEMPLATE_ID: z.string().max(100).optional(),
  /** The registered expiry-reminder 알림톡 template's id; without it 알림톡 vouchers are reminded by MMS. */
  SOLAPI_KAKAO_REMINDER_TEMPLATE_ID: z.string().max(100).optional(),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  DELIVERY_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
  MAIL_FROM: z.string().default('no-reply@bizgift.co.kr'),
  GIFTISHOW_API_URL: z.string().url().optional(),
  GIFTISHOW_AUTH_CODE: z.string().optional(),
  GIFTISHOW_AUTH_TOKEN: z.string().optional(),
  GIFTISHOW_USER_ID: z.string().optional(),
  GIFTISHOW_CALLBACK_NO: z.string().default('15880000'),
  VOUCHER_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  SUPPLIER_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
  SUPPLIER_BALANCE_WARN: z.coerce.number().int().min(0).default(1_000_000),
  AUTO_REFUND_AFTER_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(24),
  DUPLICATE_SEND_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  NTS_SERVICE_KEY: z.string().optional(),
  NTS_BASE_URL: z.string().url().default('https://api.odcloud.kr/api/nts-businessman/v1'),
  CI_HASH_KEY: z.string().min(32).optional(),
  ALLOW_SANDBOX: z.enum(['true', 'false']).default('false'),
  PAYMENT_SANDBOX: z.enum(['true', 'false']).default('true'),
  PAYMENT_SDK_URL: z.string().optional(),
  DANAL_CPID: z.string().optional(),
  DANAL_CRYPTO_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, '64자리 16진수여야 합니다.')
    .optional(),
  DANAL_IV_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, '32자리 16진수여야 합니다.')
    .optional(),
  DANAL_CREDIT_URL: z.string().url().default('https://tx-creditcard.danalpay.com/credit/'),
  DANAL_CHECKOUT_ORIGINS: z.string().default('https://*.danalpay.com'),
  KCP_SITE_CD: z.string().optional(),
  KCP_CERT: z.string().optional(),
  KCP_PRIVATE_KEY: z.string().optional(),
  KCP_PRIVATE_KEY_PASSWORD: z.string().optional(),
  KCP_API_URL: z.string().url().default('https://spl.kcp.co.kr/std/certpass'),
  KCP_CERT_PAGE_URL: z.string().url().default('https://cert.kcp.co.kr/kcp_cert/cert_view.jsp'),
  KCP_WEB_SITEID: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (the job queue shares them): every API and worker process counts against the server's max_connections. */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  /**
   * AES-256-GCM key sealing the two-factor (TOTP) secrets at rest: MFA_ENCRYPTION_KEY, generated
   * into DATA_DIR outside production; undefined in production without it (the server refuses to start).
   */
  mfaKey: Buffer | undefined;
  /** Staff accounts must sign in with two-factor: in production; a staff member without it can only enrol. */
  staffMfaRequired: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Readable lines in development, JSON elsewhere (log shippers). */
  logFormat: 'pretty' | 'json';
  webDistDir: string;
  /** Fastify `trustProxy`: which peers may set X-Forwarded-For (the client IP for limits and logs). */
  trustProxy: boolean | string;
  /** Rate-limit counters in Redis when set; else in the database (shared by every API process). */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Bearer token of GET /metrics; unset, the route answers 404. */
  metricsToken: string | undefined;
  authRateLimitPerMinute: number;
  /** Per IP per minute on the public voucher page's API (GET /api/vouchers/{token}). */
  voucherRateLimitPerMinute: number;
  quoteRateLimitPerMinute: number;
  rechargeMaxAmount: number;
  runWorker: boolean;
  seedDemo: Env['SEED_DEMO'];
  /** With the demo data, the demo member's orders, sends, a recharge placed through the services. */
  seedDemoHistory: boolean;
  smtpUrl: string | undefined;
  solapi: { apiKey: string; apiSecret: string; baseUrl: string; timeoutMs?: number } | undefined;
  smsSenderNumber: string;
  /** The carrier report webhook answers only under this secret; without it the route is off (404). */
  solapiWebhookSecret: string | undefined;
  reportPollAfterMinutes: number;
  /**
   * 알림톡 (send type 3) is offered only with both; the template's text is ALIMTALK_TEMPLATE. With
   * reminderTemplateId (ALIMTALK_REMINDER_TEMPLATE) their expiry reminders go as 알림톡 too.
   */
  kakao: { pfId: string; templateId: string; reminderTemplateId?: string } | undefined;
  deliveryMaxAttempts: number;
  deliveryRetryBaseSeconds: number;
  /** A claimed delivery's lease, renewed every third of it while its worker lives; the sweep runs every half. */
  deliveryLeaseSeconds: number;
  mailFrom: string;
  /** Giftishow Biz voucher supplier; the built-in (sandbox) issuer without it. */
  giftishow:
    | { apiUrl: string; authCode: string; authToken: string; userId: string; callbackNo: string }
    | undefined;
  /** How often unused vouchers' status is read from the supplier. */
  voucherSyncIntervalSeconds: number;
  /** Calls in flight to the voucher supplier at once (status sync). */
  supplierMaxConcurrency: number;
  /** Staff are warned when the supplier's bizmoney falls below this (won). */
  supplierBalanceWarn: number;
  /** A final send failure (3) is refunded automatically after this many hours unless resent. */
  autoRefundAfterHours: number;
  /** Days back the duplicate-send check looks (0: off). */
  duplicateSendDays: number;
  /** National Tax Service business-status lookup; off (check digit only) without a service key. */
  nts: { serviceKey: string; baseUrl: string } | undefined;
  /** Key of the keyed hashes of members' CI/DI; derived from jwtSecret when unset. */
  ciHashKey: string | undefined;
  /** Production may run sandboxes only with ALLOW_SANDBOX=true (a staging site); providers/registry.ts. */
  allowSandbox: boolean;
  /** PAYMENT_SANDBOX=false switches the payment sandbox off where sandboxes are allowed (bank transfer only). */
  paymentSandbox: boolean;
  /** The provider SDK script the web loads; default the provider's script served by our app. */
  paymentSdkUrl: string | undefined;
  danal:
    | { cpid: string; cryptoKey: string; ivKey: string; creditUrl: string; checkoutOrigins: string[] }
    | undefined;
  /**
   * NHN KCP 휴대폰 본인확인 (providers/identity/kcp.ts); the sandbox without it. `cert` and
   * `privateKey` are PEM text or a file path (KCP issues both to the merchant).
   */
  kcp:
    | {
        siteCd: string;
        cert: string;
        privateKey: string;
        privateKeyPassword: string | undefined;
        apiUrl: string;
        pageUrl: string;
        webSiteId: string | undefined;
      }
    | undefined;
}

/**
 * What the API server and the delivery worker (not a CLI command) need beyond loadConfig: in
 * production a PUBLIC_URL, since provider return and notification URLs (http/public-url.ts) and
 * the voucher links every message carries are built from it, never from the Host header.
 */
export function assertServerConfig(config: Pick<Config, 'env' | 'publicUrl'>): void {
  if (config.env === 'production' && !config.publicUrl) {
    throw new Error(
      '운영 환경에서는 PUBLIC_URL(사이트의 공개 주소, 예: https://shop.example.kr)을 설정해야 합니다.',
    );
  }
}

/**
 * What the API server needs besides: the key that seals two-factor secrets (the worker never reads
 * them). Without it in production no staff member could sign in, so the start stops here.
 */
export function assertApiConfig(config: Pick<Config, 'env' | 'publicUrl' | 'mfaKey'>): void {
  assertServerConfig(config);
  if (!config.mfaKey) {
    throw new Error(
      '운영 환경에서는 MFA_ENCRYPTION_KEY(2단계 인증 비밀키를 암호화하는 64자리 16진수 키)를 설정해야 합니다.',
    );
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`환경 변수가 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside apps/api; a relative DATA_DIR means where the user ran npm.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    // A development server seeds the published demo passwords, so by default only this machine
    // reaches it; production (and the Docker image, which sets HOST) listens on every interface.
    host: env.HOST || (env.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir, env.NODE_ENV),
    mfaKey: env.MFA_ENCRYPTION_KEY
      ? Buffer.from(env.MFA_ENCRYPTION_KEY, 'hex')
      : generatedMfaKey(dataDir, env.NODE_ENV),
    staffMfaRequired: env.NODE_ENV === 'production',
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    metricsToken: env.METRICS_TOKEN || undefined,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    voucherRateLimitPerMinute: env.VOUCHER_RATE_LIMIT_PER_MINUTE,
    quoteRateLimitPerMinute: env.QUOTE_RATE_LIMIT_PER_MINUTE,
    rechargeMaxAmount: env.RECHARGE_MAX_AMOUNT,
    runWorker: env.RUN_WORKER,
    seedDemo: env.SEED_DEMO,
    seedDemoHistory: env.SEED_DEMO_HISTORY,
    smtpUrl: env.SMTP_URL || undefined,
    solapi:
      env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET
        ? {
            apiKey: env.SOLAPI_API_KEY,
            apiSecret: env.SOLAPI_API_SECRET,
            baseUrl: env.SOLAPI_BASE_URL,
            timeoutMs: env.SOLAPI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    smsSenderNumber: env.SMS_SENDER_NUMBER,
    solapiWebhookSecret: env.SOLAPI_WEBHOOK_SECRET || undefined,
    reportPollAfterMinutes: env.REPORT_POLL_AFTER_MINUTES,
    kakao:
      env.SOLAPI_KAKAO_PF_ID && env.SOLAPI_KAKAO_TEMPLATE_ID
        ? {
            pfId: env.SOLAPI_KAKAO_PF_ID,
            templateId: env.SOLAPI_KAKAO_TEMPLATE_ID,
            ...(env.SOLAPI_KAKAO_REMINDER_TEMPLATE_ID
              ? { reminderTemplateId: env.SOLAPI_KAKAO_REMINDER_TEMPLATE_ID }
              : {}),
          }
        : undefined,
    deliveryMaxAttempts: env.DELIVERY_MAX_ATTEMPTS,
    deliveryRetryBaseSeconds: env.DELIVERY_RETRY_BASE_SECONDS,
    deliveryLeaseSeconds: env.DELIVERY_LEASE_SECONDS,
    mailFrom: env.MAIL_FROM,
    autoRefundAfterHours: env.AUTO_REFUND_AFTER_HOURS,
    duplicateSendDays: env.DUPLICATE_SEND_DAYS,
    voucherSyncIntervalSeconds: env.VOUCHER_SYNC_INTERVAL_SECONDS,
    supplierMaxConcurrency: env.SUPPLIER_MAX_CONCURRENCY,
    supplierBalanceWarn: env.SUPPLIER_BALANCE_WARN,
    giftishow:
      env.GIFTISHOW_API_URL && env.GIFTISHOW_AUTH_CODE && env.GIFTISHOW_AUTH_TOKEN && env.GIFTISHOW_USER_ID
        ? {
            apiUrl: env.GIFTISHOW_API_URL,
            authCode: env.GIFTISHOW_AUTH_CODE,
            authToken: env.GIFTISHOW_AUTH_TOKEN,
            userId: env.GIFTISHOW_USER_ID,
            callbackNo: env.GIFTISHOW_CALLBACK_NO,
          }
        : undefined,
    nts: env.NTS_SERVICE_KEY ? { serviceKey: env.NTS_SERVICE_KEY, baseUrl: env.NTS_BASE_URL } : undefined,
    ciHashKey: env.CI_HASH_KEY,
    allowSandbox: env.ALLOW_SANDBOX === 'true',
    paymentSandbox: env.PAYMENT_SANDBOX === 'true',
    paymentSdkUrl: env.PAYMENT_SDK_URL || undefined,
    danal:
      env.DANAL_CPID && env.DANAL_CRYPTO_KEY && env.DANAL_IV_KEY
        ? {
            cpid: env.DANAL_CPID,
            cryptoKey: env.DANAL_CRYPTO_KEY,
            ivKey: env.DANAL_IV_KEY,
            creditUrl: env.DANAL_CREDIT_URL,
            checkoutOrigins: env.DANAL_CHECKOUT_ORIGINS.split(/[\s,]+/).filter(Boolean),
          }
        : undefined,
    kcp:
      env.KCP_SITE_CD && env.KCP_CERT && env.KCP_PRIVATE_KEY
        ? {
            siteCd: env.KCP_SITE_CD,
            cert: env.KCP_CERT,
            privateKey: env.KCP_PRIVATE_KEY,
            privateKeyPassword: env.KCP_PRIVATE_KEY_PASSWORD || undefined,
            apiUrl: env.KCP_API_URL,
            pageUrl: env.KCP_CERT_PAGE_URL,
            webSiteId: env.KCP_WEB_SITEID || undefined,
          }
        : undefined,
  };
}

/**
 * Without JWT_SECRET the single-machine default keeps a random secret in DATA_DIR, so sessions
 * survive a restart without anyone ever shipping a known secret. Production must set JWT_SECRET.
 */
function persistentSecret(dataDir: string, nodeEnv: Env['NODE_ENV']): string {
  if (nodeEnv === 'production') throw new Error('운영 환경에서는 JWT_SECRET(32자 이상)을 설정해야 합니다.');
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  return generatedInDataDir(dataDir, 'jwt-secret');
}

/**
 * The two-factor sealing key outside production, kept like the JWT secret. In production it must
 * come from MFA_ENCRYPTION_KEY (checked at server start, so the CLI commands run without it).
 */
function generatedMfaKey(dataDir: string, nodeEnv: Env['NODE_ENV']): Buffer | undefined {
  if (nodeEnv === 'production') return undefined;
  if (nodeEnv === 'test') return randomBytes(32);
  return Buffer.from(generatedInDataDir(dataDir, 'mfa-key'), 'hex');
}

/** A random 32-byte hex secret in DATA_DIR, made on first use and read from then on. */
function generatedInDataDir(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
