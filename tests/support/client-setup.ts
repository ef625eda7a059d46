import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** jsdom has no ResizeObserver; Radix's switch and checkbox measure themselves with one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Style habit 8: an unexpected console.error fails the test (a test that expects one spies on it). */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  const unexpected = errors;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(unexpected, 'console.error was called').toEqual([]);
});

/** For a test that expects console.error: the calls so far, and forget them. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
