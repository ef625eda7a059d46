/**
 * The company identity production refuses to start without (decision 028), for servers and
 * configurations that tests and benchmarks run with NODE_ENV=production.
 */
export const COMPANY_ENV = {
  COMPANY_LEGAL_NAME: 'Example Citizenship Services Limited',
  COMPANY_ADDRESS: '1 Example Street, Dublin 2, D02 XY00, Ireland',
  COMPANY_NUMBER: '700001',
  COMPANY_EMAIL: 'hello@example.ie',
} as const;
