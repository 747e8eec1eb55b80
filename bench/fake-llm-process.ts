/**
 * The OpenAI-compatible fake (src/server/test/fake-llm) in a process of its own, so that the
 * model server shares an event loop with neither the app nor the load generator.
 *
 *   node --import tsx bench/fake-llm-process.ts
 *
 * Settings come from the environment: FAKE_TTFT_MS (default 20), FAKE_CHUNK_SIZE (16),
 * FAKE_CHUNK_DELAY_MS (2) and FAKE_REPLY (a fixed reply text; default ~800 characters).
 * Prints one JSON line `{"url": ".../v1"}` on stdout once it listens.
 *
 * Commands on stdin, one per line, each answered with one JSON line on stdout:
 *   `last`  → `{"last": <body of the latest POST /v1/chat/completions>}` (what the app sent)
 *   `count` → `{"count": <chat completions answered since start>}`
 * Recorded requests are otherwise dropped every second so memory stays flat under load.
 */
import readline from 'node:readline';
import { startOpenAiFake } from '../src/server/test/fake-llm/openai-fake';

const DEFAULT_REPLY =
  'Raise enough to reach the milestones that make the next round easy: for most seed-stage ' +
  'companies that means 18 to 24 months of runway at the burn rate you plan after the raise. ' +
  'Work backwards from the metrics a Series A investor in your market expects, list the hires ' +
  'and experiments needed to hit them, and price that plan with a 20 to 30 percent buffer for ' +
  'slips. Then sanity-check the dilution: seed rounds commonly sell 15 to 25 percent of the ' +
  'company. If the plan needs more than that, cut scope or split the raise into a smaller ' +
  'round now and an extension once a milestone is proven. Keep a monthly model of cash, burn ' +
  'and runway, and start the next raise with at least six months of cash left in the bank.';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const fake = await startOpenAiFake({
  timeToFirstTokenMs: number('FAKE_TTFT_MS', 20),
  chunkSize: number('FAKE_CHUNK_SIZE', 16),
  chunkDelayMs: number('FAKE_CHUNK_DELAY_MS', 2),
  reply: process.env.FAKE_REPLY ?? DEFAULT_REPLY,
  models: ['bench-model'],
});

let answered = 0;
let last: unknown = null;
/** Keeps the latest chat request and forgets the rest (the fake records every request). */
function drain() {
  for (const r of fake.requests) {
    if (r.method === 'POST' && r.path === '/v1/chat/completions') {
      answered += 1;
      last = r.body;
    }
  }
  fake.requests.length = 0;
}
setInterval(drain, 1_000).unref();

const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  drain();
  if (line.trim() === 'last') say({ last });
  else if (line.trim() === 'count') say({ count: answered });
  else say({ error: `unknown command ${line}` });
});

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The bench closes stdin when it is done with us; do not outlive it.
process.stdin.on('end', stop);

say({ url: fake.url });
