import type { Metric, Registry } from 'prom-client';

type Labels = { method: string; route: string; status_code: string };
type Series = { labels: Labels; counts: number[]; sum: number };
/** One line of the histogram as prom-client's Histogram gives it: `le` first, then the series' labels. */
type Sample = { labels: { le?: number | string }; sharedLabels: Labels; value: number; metricName: string };

/**
 * A Prometheus histogram of request times by method, route pattern and status, counted in plain
 * arrays. prom-client's Histogram turns its labels into a sorted hash on every observation (about
 * 1 µs, the largest cost of the request metrics in a CPU profile of a small answer, issue 33); here
 * a series is found by one string key. It is registered in prom-client's registry, and its
 * get() answers what a prom-client Histogram answers, so /metrics and the admin's system page read
 * it as they would read that histogram (request-histogram.test.ts compares the two).
 */
export function requestHistogram(registry: Registry, name: string, help: string, buckets: readonly number[]) {
  const series = new Map<string, Series>();
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    /** The registry writes /metrics from this: each line's `le`, then its series' labels. */
    async getForPromString() {
      const values: Sample[] = [];
      for (const { labels: sharedLabels, counts, sum } of series.values()) {
        let cumulative = 0;
        buckets.forEach((le, i) => {
          cumulative += counts[i];
          values.push({ labels: { le }, sharedLabels, value: cumulative, metricName: `${name}_bucket` });
        });
        const count = cumulative + counts[buckets.length];
        values.push({ labels: { le: '+Inf' }, sharedLabels, value: count, metricName: `${name}_bucket` });
        values.push({ labels: {}, sharedLabels, value: sum, metricName: `${name}_sum` });
        values.push({ labels: {}, sharedLabels, value: count, metricName: `${name}_count` });
      }
      return { name, help, type: 'histogram' as const, values, aggregator: 'sum' as const };
    },
    /** As prom-client's Histogram answers get(): each line's labels in one object. */
    async get() {
      const data = await metric.getForPromString();
      return {
        ...data,
        values: data.values.map(({ labels, sharedLabels, ...rest }) => ({
          ...rest,
          labels: { ...labels, ...sharedLabels },
        })),
      };
    },
    reset: () => series.clear(),
  };
  registry.registerMetric(metric as unknown as Metric);

  return {
    observe: (method: string, route: string, status: number, seconds: number) => {
      const key = `${method} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = {
          labels: { method, route, status_code: String(status) },
          counts: new Array<number>(buckets.length + 1).fill(0),
          sum: 0,
        };
        series.set(key, found);
      }
      let i = 0;
      while (i < buckets.length && seconds > buckets[i]) i++;
      found.counts[i]++;
      found.sum += seconds;
    },
  };
}
