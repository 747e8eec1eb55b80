import { Worker } from 'node:worker_threads';
import type { Target } from './http-client';
import { PROBE_ADDRESS } from './target';

/** What health-probe-worker.mjs posts for each probe. */
interface ProbeSample {
  seq: number;
  /** When it started, epoch ms. */
  at: number;
  ms: number;
  status: number | null;
  error?: string;
}

/** The Done-when's bar: health answers within 1 s at the 99th percentile during every attack. */
export const HEALTH_P99_LIMIT_MS = 1000;

export interface HealthStats {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Probes that got no answer or an answer other than 200. */
  failures: number;
  firstFailure?: string;
}

/** Probes /api/health every ~100 ms from its own thread and address for the whole replay. */
export class HealthProbe {
  private readonly samples: ProbeSample[] = [];
  /** Probes under way: their start times by sequence number. */
  private readonly pending = new Map<number, number>();
  private readonly worker: Worker;

  private readonly timeoutMs: number;

  constructor(target: Target, options: { intervalMs?: number; timeoutMs?: number } = {}) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    const settings = {
      host: target.host,
      port: target.port,
      from: PROBE_ADDRESS,
      intervalMs: options.intervalMs ?? 100,
      timeoutMs: this.timeoutMs,
    };
    this.worker = new Worker(new URL('./health-probe-worker.mjs', import.meta.url), {
      workerData: settings,
    });
    this.worker.on('message', (message: ProbeSample | { started: number; at: number }) => {
      if ('started' in message) return void this.pending.set(message.started, message.at);
      this.pending.delete(message.seq);
      this.samples.push(message);
    });
  }

  /** Probes that started between `from` and `to` (epoch ms), once every one of them finished. */
  async between(from: number, to: number): Promise<HealthStats> {
    // A probe started just before `to` may report up to its timeout later.
    const unfinished = () =>
      [...this.pending.values()].some((at) => at <= to) ||
      !this.samples.some((sample) => sample.at > to);
    const deadline = Date.now() + this.timeoutMs + 1_000;
    while (Date.now() < deadline && unfinished()) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return statsOf(
      this.samples.filter((s) => s.at >= from && s.at <= to),
      this.timeoutMs,
    );
  }

  async stop() {
    this.worker.postMessage('stop');
    await this.worker.terminate();
  }
}

/** A probe without a 200 counts as never answering: its latency is the probe's timeout. */
export function statsOf(samples: ProbeSample[], timeoutMs: number): HealthStats {
  const sorted = samples
    .map((s) => (s.status === 200 ? s.ms : Math.max(s.ms, timeoutMs)))
    .sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const failed = samples.filter((s) => s.status !== 200);
  const first = failed[0];
  return {
    samples: samples.length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    failures: failed.length,
    firstFailure: first ? (first.error ?? `status ${first.status}`) : undefined,
  };
}
