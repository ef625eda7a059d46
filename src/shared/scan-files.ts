/**
 * Scans attached to Your Application's items: the limits and the words for their sizes. Without
 * zod, so that the workspace's cards load without the schemas of application.ts.
 */

/** Scans: POST /api/application/items/:key/scan (multipart, file part 'scan'). */
export const MAX_SCAN_BYTES = 10 * 1024 * 1024;

const MB = 1024 * 1024;
/** A size in megabytes as people read it: '12 MB', '0.4 MB'. */
export const formatMegabytes = (bytes: number) => {
  const mb = bytes / MB;
  if (mb === 0 || mb >= 10) return `${Math.round(mb)} MB`;
  return `${Math.max(0.1, Math.round(mb * 10) / 10)} MB`;
};

/** '12 MB of 100 MB used': the user's scans against their storage quota. */
export const scanStorageLabel = (usedBytes: number, quotaBytes: number) =>
  `${formatMegabytes(usedBytes)} of ${formatMegabytes(quotaBytes)} used`;
export const SCAN_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
} as const;
