import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

/** One streamed turn: when its first text arrived and when the whole reply had. */
export interface TurnTiming {
  firstMs: number;
  wholeMs: number;
}

/** How conversations arrive and how people pause in them. */
export interface Pace {
  conversations: number;
  turnsEach: number;
  /** Between one conversation's start and the next's; 0: all start at once. */
  arrivalMs: number;
  /** Mean pause before each later message (uniform 0..2×); 0: none. */
  thinkMs: number;
}

const QUESTIONS = [
  'How much runway should we have after raising a seed round?',
  'Should we raise on a SAFE or a priced round?',
  'What should go into the data room before due diligence?',
];

/** Streams turns from POST /api/chat/stream the way a browser reads them. */
export class StreamingVisitors {
  private readonly dispatcher = new Agent({
    // One socket per conversation at most: every conversation may be mid-reply at once.
    connections: 256,
    keepAliveTimeout: 3_000,
    keepAliveMaxTimeout: 3_000,
  });
  errors = 0;
  firstError: string | undefined;

  constructor(
    private readonly appUrl: string,
    private readonly agentId: string,
  ) {}

  private fail(message: string): undefined {
    this.errors += 1;
    this.firstError ??= message;
    return undefined;
  }

  /** One turn; its timing, or undefined after counting an error. */
  async turn(sessionId: string, message: string): Promise<TurnTiming | undefined> {
    const started = performance.now();
    try {
      const res = await request(`${this.appUrl}/api/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, session_id: sessionId, agent_id: this.agentId }),
        dispatcher: this.dispatcher,
      });
      if (res.statusCode !== 200) {
        return this.fail(`HTTP ${res.statusCode} ${(await res.body.text()).slice(0, 200)}`);
      }
      const decoder = new TextDecoder();
      let text = '';
      let firstMs: number | undefined;
      for await (const chunk of res.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        if (firstMs === undefined && text.includes('event: delta\n')) {
          firstMs = performance.now() - started;
        }
      }
      const wholeMs = performance.now() - started;
      if (
        firstMs === undefined ||
        !text.includes('event: done\n') ||
        text.includes('event: error')
      ) {
        return this.fail(`incomplete stream ${text.slice(-300)}`);
      }
      return { firstMs, wholeMs };
    } catch (error) {
      return this.fail(String(error));
    }
  }

  /** Every conversation of `pace`, under session ids that start with `prefix`. */
  async converse(prefix: string, pace: Pace): Promise<TurnTiming[]> {
    const timings: TurnTiming[] = [];
    const conversation = async (index: number) => {
      if (pace.arrivalMs > 0) await sleep(index * pace.arrivalMs);
      for (let turn = 0; turn < pace.turnsEach; turn++) {
        if (turn > 0 && pace.thinkMs > 0) await sleep(Math.random() * 2 * pace.thinkMs);
        const timing = await this.turn(`${prefix}_${index}`, QUESTIONS[turn % QUESTIONS.length]!);
        if (timing) timings.push(timing);
      }
    };
    await Promise.all(Array.from({ length: pace.conversations }, (_, i) => conversation(i)));
    return timings;
  }

  close() {
    return this.dispatcher.close();
  }
}
