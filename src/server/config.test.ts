import { describe, expect, it } from 'vitest';
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
    });
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

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set, in production too', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://x.example',
        AUTH_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtp://127.0.0.1:2',
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
