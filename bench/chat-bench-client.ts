import { performance } from 'node:perf_hooks';
import { Agent, fetch, request } from 'undici';

export type Mode =
  | 'direct-json'
  | 'proxy-json'
  | 'floor-json'
  | 'app-json'
  | 'direct-stream'
  | 'proxy-stream'
  | 'app-stream';

const CLIENT = process.env.BENCH_CHAT_CLIENT === 'fetch' ? 'fetch' : 'request';

interface Answer {
  status: number;
  text(): Promise<string>;
  chunks: AsyncIterable<Uint8Array>;
}

/** Measures one chat load; both servers get the very same client. */
export class Client {
  private readonly dispatcher = new Agent({
    connections: 64,
    // Below the servers' 5 s, so an idle socket is never reused while the server closes it.
    keepAliveTimeout: 3_000,
    keepAliveMaxTimeout: 3_000,
  });
  errors = 0;
  firstError: string | undefined;

  constructor(
    private readonly appUrl: string,
    private readonly fakeUrl: string,
    /** The bare proxy in front of the fake: the same path, another origin. */
    private readonly proxyUrl = fakeUrl,
    /** The same proxy making a turn's two database statements (bare-chat-proxy.mjs). */
    private readonly floorUrl = proxyUrl,
  ) {}

  fail(message: string): undefined {
    this.errors += 1;
    this.firstError ??= message;
    return undefined;
  }

  /** undici's request() by default; BENCH_CHAT_CLIENT=fetch for fetch() on the same agent. */
  private async post(url: string, body: string): Promise<Answer> {
    const init = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body,
      dispatcher: this.dispatcher,
    };
    if (CLIENT === 'fetch') {
      const res = await fetch(url, init);
      return { status: res.status, text: () => res.text(), chunks: res.body! };
    }
    const res = await request(url, init);
    return { status: res.statusCode, text: () => res.body.text(), chunks: res.body };
  }

  private urlOf(mode: Mode): string {
    if (mode.startsWith('app')) return this.appUrl + '/api/chat';
    const origin = { proxy: this.proxyUrl, floor: this.floorUrl, direct: this.fakeUrl };
    return `${origin[mode.split('-')[0] as keyof typeof origin]}/chat/completions`;
  }

  /**
   * One request; returns the latency in ms (whole reply for JSON, first text for streams,
   * which are then read to the end), or undefined after counting an error.
   */
  async send(mode: Mode, body: string): Promise<number | undefined> {
    // The proxies pass the model's answer through: it reads as a direct one.
    const direct = !mode.startsWith('app');
    const url = this.urlOf(mode);
    const started = performance.now();
    try {
      const res = await this.post(mode === 'app-stream' ? `${url}/stream` : url, body);
      if (res.status !== 200) {
        return this.fail(`${mode}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
      }
      if (mode.endsWith('json')) {
        const text = await res.text();
        const elapsed = performance.now() - started;
        const json = JSON.parse(text) as {
          response?: string;
          choices?: { message: { content: string } }[];
        };
        const reply = direct ? json.choices?.[0]?.message.content : json.response;
        if (!reply) return this.fail(`${mode}: no reply in ${text.slice(0, 200)}`);
        return elapsed;
      }
      // Streams: the clock stops at the first piece of text, then the reply is read whole.
      const firstText = direct ? /"content":"[^"]/ : /event: delta\n/;
      const decoder = new TextDecoder();
      let text = '';
      let elapsed: number | undefined;
      for await (const chunk of res.chunks) {
        text += decoder.decode(chunk, { stream: true });
        if (elapsed === undefined && firstText.test(text)) elapsed = performance.now() - started;
      }
      const complete = direct
        ? text.includes('data: [DONE]')
        : text.includes('event: done\n') && !text.includes('event: error');
      if (elapsed === undefined || !complete) {
        return this.fail(`${mode}: incomplete stream ${text.slice(-300)}`);
      }
      return elapsed;
    } catch (error) {
      return this.fail(`${mode}: ${String(error)}`);
    }
  }

  close() {
    return this.dispatcher.close();
  }
}
