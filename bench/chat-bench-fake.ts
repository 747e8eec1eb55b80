import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { stopProcess } from './bench-utils';

const FAKE = path.resolve('bench/fake-llm-process.ts');
/**
 * The fake model's time to the first token: 20 ms, as the issue sets it, or
 * BENCH_CHAT_TTFT_MS (300 with FAKE_CHUNK_DELAY_MS=100 is a real model's ~40 tokens/s).
 */
export const TTFT_MS = Number(process.env.BENCH_CHAT_TTFT_MS ?? 20);

/**
 * The fake in its own process, with the small stdin/stdout protocol of fake-llm-process.ts;
 * `settings` overrides its FAKE_* environment (the realistic bench's pace, say).
 */
export async function startFake(settings: Record<string, string> = {}): Promise<{
  url: string;
  ask(command: string): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', FAKE], {
    env: { ...process.env, FAKE_TTFT_MS: String(TTFT_MS), ...settings },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  readline
    .createInterface({ input: child.stdout })
    .on('line', (line) => waiting.shift()?.(JSON.parse(line) as Record<string, unknown>));
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the fake LLM did not answer')), 30_000);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  const first = await Promise.race([
    next(),
    new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the fake LLM exited with ${code}`))),
    ),
  ]);
  return {
    url: String(first.url),
    ask(command) {
      const answer = next();
      child.stdin.write(`${command}\n`);
      return answer;
    },
    async stop() {
      child.stdin.end();
      await stopProcess(child);
    },
  };
}
