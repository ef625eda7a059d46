import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REQUEST_BUCKETS } from './metrics.ts';
import { requestHistogram } from './request-histogram.ts';

const NAME = 'http_request_duration_seconds';
const HELP = 'Time to answer a request, by route pattern and status.';

/** Each observation: method, route, status, seconds; on bucket edges, between them, and past the last. */
const OBSERVED: [string, string, number, number][] = [
  ['GET', '/api/pricing', 200, 0.0012],
  ['GET', '/api/pricing', 200, 0.005],
  ['GET', '/api/pricing', 304, 0.0051],
  ['GET', '/api/family-members/:id', 401, 0.3],
  ['POST', '/api/orders', 201, 10],
  ['POST', '/api/orders', 201, 12.5],
  ['GET', 'unmatched', 404, 0],
];

describe('the request histogram', () => {
  it("writes in /metrics exactly what prom-client's Histogram writes for the same observations", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const histogram = requestHistogram(ours, NAME, HELP, REQUEST_BUCKETS);
    const reference = new Histogram({
      name: NAME,
      help: HELP,
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_BUCKETS,
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of OBSERVED) {
      histogram.observe(method, route, status, seconds);
      reference.observe({ method, route, status_code: String(status) }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(`${NAME}_bucket{le="0.005",method="GET",route="/api/pricing",status_code="200"} 2`);
    expect(text).toContain(`${NAME}_count{method="POST",route="/api/orders",status_code="201"} 2`);
    // What the admin's system page reads (requestTimes); prom-client adds an empty exemplar to each line.
    const referenceValues = (await reference.get()).values.map((value) => {
      const { exemplar: _, ...rest } = value as typeof value & { exemplar: unknown };
      return rest;
    });
    expect((await ours.getSingleMetric(NAME)!.get()).values).toEqual(referenceValues);
  });

  it('starts again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    const histogram = requestHistogram(registry, NAME, HELP, REQUEST_BUCKETS);
    histogram.observe('GET', '/api/pricing', 200, 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count');
  });
});
