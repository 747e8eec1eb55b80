/** The statistics of one measured mode, and what the app adds over the direct call. */
export interface ChatLatencyRow {
  label: string;
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  errors: number;
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

export function summarise(label: string, latencies: number[], seconds: number, errors: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length + errors,
    requestsPerSec: Math.round((latencies.length + errors) / seconds),
    p50Ms: round1(percentile(sorted, 0.5)),
    p90Ms: round1(percentile(sorted, 0.9)),
    p99Ms: round1(percentile(sorted, 0.99)),
    errors,
  } satisfies ChatLatencyRow;
}

export const added = (
  label: string,
  app: ChatLatencyRow,
  direct: ChatLatencyRow,
): ChatLatencyRow => ({
  label,
  requests: 0,
  requestsPerSec: 0,
  p50Ms: round1(app.p50Ms - direct.p50Ms),
  p90Ms: round1(app.p90Ms - direct.p90Ms),
  p99Ms: round1(app.p99Ms - direct.p99Ms),
  errors: 0,
});
