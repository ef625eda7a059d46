import { afterAll, describe, expect, it } from 'vitest';
import { sampleFamily } from '#domain/documents/sample-tree.ts';
import { packInput } from '#tests/support/pack-input.ts';
import { createJobPool } from './job-pool.ts';

describe('the job pool', () => {
  // 64 MB of heap: enough for an ordinary pack, far too little for a 300,000-character surname.
  const pool = createJobPool({ threads: 1, timeoutMs: 60_000, maxMemoryMb: 64, maxQueue: 5 });
  afterAll(() => pool.close());

  it('renders a pack in a worker thread', async () => {
    const pdf = await pool.renderPack(packInput(sampleFamily().members), 'user-a');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('fails a job over its memory limit with a clear error, and the next job is rendered', async () => {
    const huge = sampleFamily().members.map((m) =>
      m.relationship === 'self' ? { ...m, lastName: 'W'.repeat(300_000) } : m,
    );
    await expect(pool.renderPack(packInput(huge), 'user-a')).rejects.toMatchObject({
      statusCode: 503,
      code: 'PDF_FAILED',
      message: 'There was an error generating your PDF. Please try again.',
    });
    const pdf = await pool.renderPack(packInput(sampleFamily().members), 'user-a');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reads GEDCOM files and returns refusals as values', async () => {
    expect(await pool.readGedcom({ text: 'not a gedcom file', today: '2026-11-24' }, 'user-a')).toMatchObject({
      ok: false,
      status: 400,
      code: 'INVALID_GEDCOM',
    });
  });
});
