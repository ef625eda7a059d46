import { defineConfig } from 'vitest/config';

// The end-to-end journeys (tests/e2e/*.spec.ts) run on Playwright Test: playwright.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts', 'src/client/**'],
        },
      },
      {
        // Client components and hooks in a DOM (jsdom), with Testing Library; console.error fails a test.
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/client-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'src/**/*.integration.test.ts',
            'tests/integration/**/*.integration.test.ts',
            'tests/security/**/*.integration.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
