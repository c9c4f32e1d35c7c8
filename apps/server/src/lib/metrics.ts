/**
 * A small Prometheus registry: counters, gauges read at scrape time and histograms, written
 * out in the text exposition format 0.0.4. Enough for the shop's few series; no dependency.
 */

type Labels = Record<string, string>;

interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** The sample lines, without HELP and TYPE; gauges may read the database. */
  samples(): Promise<string[]> | string[];
}

// Label values are free text; the format escapes backslash, double quote and line feed.
const escapeLabel = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const escapeHelp = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

function formatValue(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return '+Inf';
  if (v === -Infinity) return '-Inf';
  return String(v);
}

/** Series keyed by their label values, in the order of `labelNames`. */
function keyOf(labelNames: readonly string[], labels: Labels): string {
  return JSON.stringify(labelNames.map((n) => labels[n] ?? ''));
}

function labelsOf(labelNames: readonly string[], key: string): Labels {
  const values = JSON.parse(key) as string[];
  return Object.fromEntries(labelNames.map((n, i) => [n, values[i]!]));
}

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

export class MetricsRegistry {
  private readonly metrics: Metric[] = [];

  private add(metric: Metric): void {
    if (this.metrics.some((m) => m.name === metric.name))
      throw new Error(`metric ${metric.name} is registered twice`);
    this.metrics.push(metric);
  }

  /** `preset`: label sets shown at 0 before their first event, so a rate() has a start. */
  counter(name: string, help: string, labelNames: readonly string[] = [], preset: Labels[] = []) {
    const values = new Map<string, number>();
    for (const labels of preset) values.set(keyOf(labelNames, labels), 0);
    if (labelNames.length === 0) values.set(keyOf(labelNames, {}), 0);
    this.add({
      name,
      help,
      type: 'counter',
      samples: () =>
        [...values].map(([k, v]) => `${name}${labelText(labelsOf(labelNames, k))} ${v}`),
    });
    const counter: Counter = {
      inc(labels = {}, by = 1) {
        const key = keyOf(labelNames, labels);
        values.set(key, (values.get(key) ?? 0) + by);
      },
    };
    return counter;
  }

  /** A value read when scraped; `read` answers one value per label set. */
  gauge(name: string, help: string, read: () => Promise<[Labels, number][]> | [Labels, number][]) {
    this.add({
      name,
      help,
      type: 'gauge',
      samples: async () =>
        (await read()).map(([labels, v]) => `${name}${labelText(labels)} ${formatValue(v)}`),
    });
  }

  /** `buckets`: upper bounds in ascending order; +Inf is added. */
  histogram(
    name: string,
    help: string,
    labelNames: readonly string[],
    buckets: readonly number[],
  ): Histogram {
    const series = new Map<string, { counts: number[]; sum: number; count: number }>();
    this.add({
      name,
      help,
      type: 'histogram',
      samples: () =>
        [...series].flatMap(([key, s]) => {
          const labels = labelsOf(labelNames, key);
          let cumulative = 0;
          const lines = buckets.map((le, i) => {
            cumulative += s.counts[i]!;
            return `${name}_bucket${labelText({ ...labels, le: formatValue(le) })} ${cumulative}`;
          });
          lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${s.count}`);
          lines.push(`${name}_sum${labelText(labels)} ${s.sum}`);
          lines.push(`${name}_count${labelText(labels)} ${s.count}`);
          return lines;
        }),
    });
    return {
      observe(labels, value) {
        const key = keyOf(labelNames, labels);
        let s = series.get(key);
        if (!s) series.set(key, (s = { counts: buckets.map(() => 0), sum: 0, count: 0 }));
        const i = buckets.findIndex((le) => value <= le);
        if (i !== -1) s.counts[i]!++;
        s.sum += value;
        s.count++;
      },
    };
  }

  /** Every metric in the text format; a gauge that fails to read is left out, not the page. */
  async render(): Promise<string> {
    const parts = await Promise.all(
      this.metrics.map(async (m) => {
        let samples: string[];
        try {
          samples = await m.samples();
        } catch {
          return '';
        }
        return [`# HELP ${m.name} ${escapeHelp(m.help)}`, `# TYPE ${m.name} ${m.type}`, ...samples]
          .map((l) => l + '\n')
          .join('');
      }),
    );
    return parts.join('');
  }
}

/** The Content-Type of the text exposition format. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
