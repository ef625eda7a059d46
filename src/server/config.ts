import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { PROCESSING } from '#domain/documents/fbr-requirements.ts';
import { parseExchangeRates, type ExchangeRate } from '#domain/orders/registry-fee.ts';
import { DEFAULT_RETENTION, type RetentionPeriods } from '#domain/retention/periods.ts';
import type { CompanyIdentity } from '#shared/public-config.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const minorUnits = z.coerce.number().int().min(0).max(10_000_000);

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const optionalUrl = z.url().optional();

/** Named address ranges that Fastify's trustProxy (proxy-addr) understands. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Which hops may set the client address through X-Forwarded-For: `true`/`false`, a hop count
 * (`1` = the load balancer in front of us), or a comma-separated list of addresses and CIDRs
 * (and proxy-addr's names loopback, linklocal, uniquelocal). Nothing is trusted unless set.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    const lower = v.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === 'false' || lower === 'no' || lower === '') return false;
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops > 32) ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 32' });
      return hops === 0 ? false : hops;
    }
    const entries = v.split(',').map((e) => e.trim());
    for (const entry of entries) {
      if (!PROXY_RANGE_NAMES.has(entry) && !proxyAddress.safeParse(entry).success) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not true, false, a hop count, an IP address or a CIDR range`,
        });
      }
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Irish Citizenship Assist <no-reply@localhost>'),
  /** Where replies to our mail go; COMPANY_EMAIL unless set. */
  MAIL_REPLY_TO: z.email().optional(),
  /** The operator's mail about new paid orders and new claims: one each, a daily digest, or none. */
  OPERATOR_ALERTS: z.enum(['immediate', 'digest', 'off']).default('immediate'),
  /** Who gets the operator's mail; COMPANY_EMAIL unless set. */
  OPERATOR_EMAIL: z.email().optional(),
  ADMIN_EMAILS: emailList.default([]),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** Only for tests: send Stripe API calls to a local stub. */
  STRIPE_API_BASE: z.url().optional(),
  REDIS_URL: z.url().optional(),
  /** Retention periods (the privacy policy shows these values; defaults are the policy's). */
  RETENTION_ACCOUNT_INACTIVE_YEARS: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(DEFAULT_RETENTION.accountInactiveYears),
  RETENTION_INACTIVITY_WARNING_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(180)
    .default(DEFAULT_RETENTION.inactivityWarningDays),
  RETENTION_RECORDS_YEARS: z.coerce.number().int().min(1).max(20).default(DEFAULT_RETENTION.recordsYears),
  RETENTION_MARKETING_CONSENT_YEARS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(DEFAULT_RETENTION.marketingConsentYears),
  RETENTION_TECHNICAL_LOGS_DAYS: z.coerce.number().int().min(7).max(3650).default(DEFAULT_RETENTION.technicalLogsDays),
  /** The bearer token `/metrics` asks for; without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  JOB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  JOB_MEMORY_MB: z.coerce.number().int().min(32).max(8192).default(512),
  /** One core is left for the web process itself (decision 046). */
  JOB_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(16, Math.max(1, availableParallelism() - 1))),
  TRUST_PROXY: trustProxy.optional(),
  /** HTTP limits against slow or idle clients (slowloris): docs/decisions/039-timeouts-redaction-and-one-payment.md. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(90_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO 4217 code')
    .transform((c) => c.toLowerCase())
    .default('eur'),
  PRICE_PDF_GUIDE: minorUnits.default(1500),
  PRICE_DOCUMENT_RESEARCH: minorUnits.default(1500),
  PROMOTION_ENABLED: booleanFlag.default(true),
  PROMOTION_PERCENT_OFF: z.coerce.number().int().min(1).max(99).default(30),
  /** The admin queue warns about a paid certificate order not yet ordered from the office after this many days. */
  ORDER_QUEUE_WARN_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  /** What one unit of an office's currency costs in ours, and when: docs/decisions/056-the-registry-fee.md. */
  EXCHANGE_RATES: z
    .string()
    .default('')
    .transform((v, ctx): ExchangeRate[] => {
      const read = parseExchangeRates(v);
      if (read.ok) return read.rates;
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    }),
  /**
   * The current official FBR processing time, for the expected decision window (issue 21): change
   * these when DFA publishes a new figure, never the code.
   */
  FBR_PROCESSING_MIN_MONTHS: z.coerce.number().int().min(1).max(60).default(9),
  FBR_PROCESSING_MAX_MONTHS: z.coerce.number().int().min(1).max(60).default(12),
  FBR_PROCESSING_BASIS: z
    .string()
    .min(10)
    .default('DFA said processing took about 12 months in mid-2026 (9 to 10 months in early 2025).'),
  FBR_PROCESSING_SOURCE_URL: z.url().default(PROCESSING.sources[0].url),
  COMPANY_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  COMPANY_ADDRESS: z.string().trim().min(5).max(300).optional(),
  COMPANY_NUMBER: z.string().trim().min(1).max(40).optional(),
  COMPANY_EMAIL: z.email().optional(),
  /** Scans and other uploads: a folder under DATA_DIR unless a bucket is named (docs/decisions/047-scans-in-a-blob-store.md). */
  BLOB_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  BLOB_S3_ENDPOINT: z.url().optional(),
  BLOB_S3_REGION: z.string().min(1).default('us-east-1'),
  BLOB_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BLOB_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BLOB_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** How much each user may keep in scans. */
  SCAN_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Corrections and unpaid orders (docs/decisions/059-order-corrections-cancel-and-deletion.md). */
  ORDER_CORRECTION_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ORDER_STATUS_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  ORDER_UNPAID_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** 'pretty' for people at a terminal, 'json' for log collectors; unset decides by mode and terminal (main.ts). */
  logFormat: Env['LOG_FORMAT'];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The Reply-To of every mail: the company's address unless MAIL_REPLY_TO names another. */
  mailReplyTo: string;
  /** New paid certificate orders and new guarantee claims, mailed to the operator as they come or once a day. */
  operatorAlerts: { mode: Env['OPERATOR_ALERTS']; to: string };
  adminEmails: string[];
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  redisUrl: string | undefined;
  /** The bearer token `/metrics` asks for; null turns the endpoint off. */
  metricsToken: string | null;
  retention: RetentionPeriods;
  /** CPU-heavy jobs (PDF packs, GEDCOM files) run in worker threads: how many at once, each job's time and heap limits. */
  jobs: { threads: number; timeoutMs: number; maxMemoryMb: number };
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): a hop count, a list
   * of addresses/CIDRs, or true (every hop) only when explicitly set. false: the socket's address.
   */
  trustProxy: boolean | number | string[];
  /**
   * How long a client may take (ms): to send a request's headers, its whole request, to stay silent
   * on an open connection (must outlast the slowest job), and to keep an idle keep-alive connection;
   * and how many connections one peer address may hold at once (0: no cap, behind a proxy).
   */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnectionsPerAddress: number;
  };
  currency: string;
  prices: { pdfGuide: number; documentResearch: number };
  promotion: { enabled: boolean; percentOff: number };
  /** Days after which a paid order still waiting to be ordered from the office is flagged in the admin queue. */
  orderQueueWarnDays: number;
  /** Rates for registry fees charged in another currency than ours. */
  exchangeRates: ExchangeRate[];
  /** The official FBR processing time the expected decision window is counted with. */
  fbrProcessing: { minMonths: number; maxMonths: number; basis: string; sourceUrl: string };
  /** Who runs the service (footer, privacy policy, guarantee terms, emails); placeholders outside production. */
  company: CompanyIdentity;
  /** S3-compatible object storage for scans; undefined: the folder DATA_DIR/blobs. */
  blobS3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** How many bytes of scans one user may keep. */
  scanQuotaBytes: number;
  /**
   * How long an admin's status move can be undone, how long its email waits in the outbox first
   * (an undo within it sends nothing), and after how many days an unpaid order is cancelled.
   */
  orderCorrections: { windowMinutes: number; statusEmailDelaySeconds: number; unpaidExpiryDays: number };
};

/**
 * The company behind the service, as its customers must be able to find it: placeholders that say
 * which variable to set stand in outside production; production refuses to start without them.
 */
const COMPANY_VARIABLES = {
  legalName: 'COMPANY_LEGAL_NAME',
  registeredAddress: 'COMPANY_ADDRESS',
  companyNumber: 'COMPANY_NUMBER',
  email: 'COMPANY_EMAIL',
} as const satisfies Record<keyof CompanyIdentity, keyof Env>;

/** A reserved domain (RFC 2606): the placeholder address can never receive mail. */
const PLACEHOLDER_EMAIL = 'set-company-email@example.invalid';

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const googleParts = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  if (googleParts.some(Boolean) && !googleParts.every(Boolean)) {
    problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  }
  const stripeParts = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three or none');
  }
  if (e.NODE_ENV === 'production' && !e.APP_URL) {
    problems.push('APP_URL: required in production (used for links in emails and canonical URLs)');
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required in production (signs session cookies; the same on every instance)');
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    problems.push('SMTP_URL: required in production (sign-in links and order emails)');
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  if (e.HTTP_IDLE_TIMEOUT_MS <= e.JOB_TIMEOUT_MS) {
    // A PDF pack's request sends nothing while its job runs: a shorter idle limit would cut it off.
    problems.push('HTTP_IDLE_TIMEOUT_MS: must be more than JOB_TIMEOUT_MS');
  }
  const s3Keys = [e.BLOB_S3_ACCESS_KEY_ID, e.BLOB_S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    problems.push('BLOB_S3_ACCESS_KEY_ID, BLOB_S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (!e.BLOB_S3_BUCKET && (e.BLOB_S3_ENDPOINT || s3Keys.some(Boolean))) {
    problems.push('BLOB_S3_BUCKET: required when other BLOB_S3_ variables are set');
  }
  if (e.FBR_PROCESSING_MIN_MONTHS > e.FBR_PROCESSING_MAX_MONTHS) {
    problems.push('FBR_PROCESSING_MIN_MONTHS: must not be more than FBR_PROCESSING_MAX_MONTHS');
  }
  if (e.NODE_ENV === 'production') {
    for (const variable of Object.values(COMPANY_VARIABLES)) {
      if (!e[variable]) {
        problems.push(`${variable}: required in production (who we are, in the footer, policies and emails)`);
      }
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const companyEmail = e.COMPANY_EMAIL ?? PLACEHOLDER_EMAIL;

  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    // Outside production a fixed secret keeps sessions valid across restarts; never used in production.
    authSecret: e.AUTH_SECRET ?? 'development-only-secret-not-for-production-use',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO ?? companyEmail,
    operatorAlerts: { mode: e.OPERATOR_ALERTS, to: e.OPERATOR_EMAIL ?? companyEmail },
    adminEmails: e.ADMIN_EMAILS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN ?? null,
    retention: {
      accountInactiveYears: e.RETENTION_ACCOUNT_INACTIVE_YEARS,
      inactivityWarningDays: e.RETENTION_INACTIVITY_WARNING_DAYS,
      recordsYears: e.RETENTION_RECORDS_YEARS,
      marketingConsentYears: e.RETENTION_MARKETING_CONSENT_YEARS,
      technicalLogsDays: e.RETENTION_TECHNICAL_LOGS_DAYS,
    },
    jobs: { threads: e.JOB_THREADS, timeoutMs: e.JOB_TIMEOUT_MS, maxMemoryMb: e.JOB_MEMORY_MB },
    trustProxy: e.TRUST_PROXY ?? false,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // Behind a trusted proxy every connection comes from the proxy: the proxy caps per client.
      maxConnectionsPerAddress: e.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY ? 0 : 100),
    },
    currency: e.CURRENCY,
    prices: { pdfGuide: e.PRICE_PDF_GUIDE, documentResearch: e.PRICE_DOCUMENT_RESEARCH },
    promotion: { enabled: e.PROMOTION_ENABLED, percentOff: e.PROMOTION_PERCENT_OFF },
    orderQueueWarnDays: e.ORDER_QUEUE_WARN_DAYS,
    exchangeRates: e.EXCHANGE_RATES,
    fbrProcessing: {
      minMonths: e.FBR_PROCESSING_MIN_MONTHS,
      maxMonths: e.FBR_PROCESSING_MAX_MONTHS,
      basis: e.FBR_PROCESSING_BASIS,
      sourceUrl: e.FBR_PROCESSING_SOURCE_URL,
    },
    company: {
      legalName: e.COMPANY_LEGAL_NAME ?? '[Set COMPANY_LEGAL_NAME]',
      registeredAddress: e.COMPANY_ADDRESS ?? '[Set COMPANY_ADDRESS]',
      companyNumber: e.COMPANY_NUMBER ?? '[Set COMPANY_NUMBER]',
      email: companyEmail,
    },
    blobS3: e.BLOB_S3_BUCKET
      ? {
          bucket: e.BLOB_S3_BUCKET,
          endpoint: e.BLOB_S3_ENDPOINT,
          region: e.BLOB_S3_REGION,
          credentials:
            e.BLOB_S3_ACCESS_KEY_ID && e.BLOB_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.BLOB_S3_ACCESS_KEY_ID, secretAccessKey: e.BLOB_S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.BLOB_S3_FORCE_PATH_STYLE,
        }
      : undefined,
    scanQuotaBytes: e.SCAN_QUOTA_MB * 1024 * 1024,
    orderCorrections: {
      windowMinutes: e.ORDER_CORRECTION_WINDOW_MINUTES,
      statusEmailDelaySeconds: e.ORDER_STATUS_EMAIL_DELAY_SECONDS,
      unpaidExpiryDays: e.ORDER_UNPAID_EXPIRY_DAYS,
    },
  };
}
