import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Headless flags for a machine without a GPU, a sandbox or the internet (also used by bench/frontend.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The system's Chromium when there is one (`CHROMIUM_PATH` first; a path that does not exist is
 * skipped), otherwise the Chromium that the npm package @sparticuz/chromium carries (unpacked to
 * /tmp on first use, about 1.5 s): `npm install` is all a machine needs for these tests (decision 017).
 */
export async function chromiumPath(): Promise<string> {
  const system = SYSTEM_CHROMIUM.find((p): p is string => Boolean(p && existsSync(p)));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}
