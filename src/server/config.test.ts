import { describe, expect, it } from 'vitest';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      currency: 'eur',
      prices: { pdfGuide: 1500, documentResearch: 1500 },
      promotion: { enabled: true, percentOff: 30 },
      appUrl: 'http://localhost:3000',
      google: undefined,
      stripe: undefined,
      blobS3: undefined,
      scanQuotaBytes: 100 * 1024 * 1024,
    });
  });

  it('reads S3-compatible storage for scans when a bucket is named', () => {
    const c = loadConfig({
      BLOB_S3_BUCKET: 'fbr-scans',
      BLOB_S3_ENDPOINT: 'http://127.0.0.1:9000',
      BLOB_S3_ACCESS_KEY_ID: 'id',
      BLOB_S3_SECRET_ACCESS_KEY: 'secret',
      BLOB_S3_FORCE_PATH_STYLE: 'true',
      SCAN_QUOTA_MB: '250',
    });
    expect(c.blobS3).toEqual({
      bucket: 'fbr-scans',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(c.scanQuotaBytes).toBe(250 * 1024 * 1024);
  });

  it('reads the exchange rates for registry fees, none by default (docs/decisions/056-the-registry-fee.md)', () => {
    expect(loadConfig({}).exchangeRates).toEqual([]);
    expect(loadConfig({ EXCHANGE_RATES: 'GBP:1.17@2026-11-20, usd:0.92@2026-11-19' }).exchangeRates).toEqual([
      { currency: 'GBP', rate: '1.17', date: '2026-11-20' },
      { currency: 'USD', rate: '0.92', date: '2026-11-19' },
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CURRENCY: 'euro' }, 'CURRENCY'],
    [{ PRICE_PDF_GUIDE: '-5' }, 'PRICE_PDF_GUIDE'],
    [{ PRICE_DOCUMENT_RESEARCH: '12.5' }, 'PRICE_DOCUMENT_RESEARCH'],
    [{ ADMIN_EMAILS: 'a@b.ie, not-an-email' }, 'ADMIN_EMAILS'],
    [{ PROMOTION_ENABLED: 'perhaps' }, 'PROMOTION_ENABLED'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ NODE_ENV: 'production' }, 'APP_URL'],
    [{ FBR_PROCESSING_MIN_MONTHS: '14', FBR_PROCESSING_MAX_MONTHS: '12' }, 'FBR_PROCESSING_MIN_MONTHS'],
    [{ FBR_PROCESSING_SOURCE_URL: 'not a url' }, 'FBR_PROCESSING_SOURCE_URL'],
    [{ BLOB_S3_BUCKET: 'Not_A_Bucket' }, 'BLOB_S3_BUCKET'],
    [{ BLOB_S3_BUCKET: 'scans', BLOB_S3_ACCESS_KEY_ID: 'id-only' }, 'BLOB_S3_SECRET_ACCESS_KEY'],
    [{ BLOB_S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'BLOB_S3_BUCKET'],
    [{ BLOB_S3_BUCKET: 'scans', BLOB_S3_FORCE_PATH_STYLE: 'sometimes' }, 'BLOB_S3_FORCE_PATH_STYLE'],
    [{ SCAN_QUOTA_MB: '0' }, 'SCAN_QUOTA_MB'],
    [{ EXCHANGE_RATES: 'GBP=1.17' }, 'EXCHANGE_RATES'],
  ])('%j stops start-up naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', CURRENCY: 'y' });
      expect.unreachable();
    } catch (e) {
      expect((e as ConfigError).issues.join('\n')).toMatch(/PORT[\s\S]*CURRENCY|CURRENCY[\s\S]*PORT/);
    }
  });

  it('counts the expected FBR decision with the official processing time, changed by configuration', () => {
    expect(loadConfig({}).fbrProcessing).toMatchObject({ minMonths: 9, maxMonths: 12 });
    const c = loadConfig({
      FBR_PROCESSING_MIN_MONTHS: '6',
      FBR_PROCESSING_MAX_MONTHS: '8',
      FBR_PROCESSING_BASIS: 'DFA said 6 to 8 months in January 2027.',
      FBR_PROCESSING_SOURCE_URL: 'https://www.ireland.ie/en/dfa/citizenship/',
    });
    expect(c.fbrProcessing).toEqual({
      minMonths: 6,
      maxMonths: 8,
      basis: 'DFA said 6 to 8 months in January 2027.',
      sourceUrl: 'https://www.ireland.ie/en/dfa/citizenship/',
    });
  });

  it('parses admin e-mails and currency case-insensitively', () => {
    const c = loadConfig({ ADMIN_EMAILS: ' Boss@Example.ie ,ops@example.ie', CURRENCY: 'GBP' });
    expect(c.adminEmails).toEqual(['boss@example.ie', 'ops@example.ie']);
    expect(c.currency).toBe('gbp');
  });
});

describe('company identity', () => {
  const production = {
    NODE_ENV: 'production',
    APP_URL: 'https://x.example',
    AUTH_SECRET: 'x'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:2',
  };

  it('outside production, placeholders say which variable to set', () => {
    expect(loadConfig({}).company).toEqual({
      legalName: '[Set COMPANY_LEGAL_NAME]',
      registeredAddress: '[Set COMPANY_ADDRESS]',
      companyNumber: '[Set COMPANY_NUMBER]',
      email: 'set-company-email@example.invalid',
    });
  });

  it.each(Object.keys(COMPANY_ENV))('production refuses to start without %s', (variable) => {
    const env = { ...production, ...COMPANY_ENV, [variable]: '' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`${variable}: required in production`);
  });

  it('production takes the configured identity', () => {
    expect(loadConfig({ ...production, ...COMPANY_ENV }).company).toEqual({
      legalName: COMPANY_ENV.COMPANY_LEGAL_NAME,
      registeredAddress: COMPANY_ENV.COMPANY_ADDRESS,
      companyNumber: COMPANY_ENV.COMPANY_NUMBER,
      email: COMPANY_ENV.COMPANY_EMAIL,
    });
  });

  it('a contact address that is not an email stops start-up', () => {
    expect(() => loadConfig({ COMPANY_EMAIL: 'write to us' })).toThrow('COMPANY_EMAIL');
  });
});

describe("replies and the operator's alerts (docs/decisions/062-transactional-email-and-operator-alerts.md)", () => {
  it("go to the company's address, one alert each, unless configured", () => {
    const company = { COMPANY_EMAIL: 'hello@walsh-research.example' };
    expect(loadConfig(company)).toMatchObject({
      mailReplyTo: 'hello@walsh-research.example',
      operatorAlerts: { mode: 'immediate', to: 'hello@walsh-research.example' },
    });
    expect(
      loadConfig({
        ...company,
        MAIL_REPLY_TO: 'support@walsh-research.example',
        OPERATOR_ALERTS: 'digest',
        OPERATOR_EMAIL: 'orders@walsh-research.example',
      }),
    ).toMatchObject({
      mailReplyTo: 'support@walsh-research.example',
      operatorAlerts: { mode: 'digest', to: 'orders@walsh-research.example' },
    });
    expect(loadConfig({ OPERATOR_ALERTS: 'off' }).operatorAlerts.mode).toBe('off');
  });

  it('refuses an unknown mode or an address that is not an email', () => {
    expect(() => loadConfig({ OPERATOR_ALERTS: 'hourly' })).toThrow('OPERATOR_ALERTS');
    expect(() => loadConfig({ OPERATOR_EMAIL: 'the office' })).toThrow('OPERATOR_EMAIL');
    expect(() => loadConfig({ MAIL_REPLY_TO: 'nobody' })).toThrow('MAIL_REPLY_TO');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://x.example',
        AUTH_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:2',
        ...COMPANY_ENV,
      }).trustProxy,
    ).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 192.168.1.1,fd00::/8, ::1 ', ['10.0.0.0/8', '192.168.1.1', 'fd00::/8', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j → %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['perhaps', '10.0.0.300', '10.0.0.0/33', '33', 'everyone,10.0.0.1'])('%j stops start-up', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });
});

describe('HTTP limits against slow clients', () => {
  it('has safe defaults, and no per-address cap behind a trusted proxy (every connection is the proxy)', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 90_000,
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerAddress: 100,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '500' }).http.maxConnectionsPerAddress,
    ).toBe(500);
  });

  it.each([
    [{ HTTP_HEADERS_TIMEOUT_MS: '0' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ HTTP_IDLE_TIMEOUT_MS: '30000' }, 'HTTP_IDLE_TIMEOUT_MS'],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: 'soon' }, 'HTTP_KEEP_ALIVE_TIMEOUT_MS'],
    [{ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '-1' }, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS'],
  ])('%j stops start-up naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
