/**
 * Where the time of one chat turn goes, one turn at a time (no load): the app's own steps
 * (src/server/modules/chat) called in-process against Postgres and the OpenAI-compatible fake,
 * beside a plain fetch of the same model request. A diagnosis for chat-latency-bench.ts.
 *
 *   npx tsx bench/chat-latency-breakdown.ts
 */
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client';
import { createBenchDatabase } from './bench-utils';
import { agents } from '../src/server/db/schema';
import { seedAgents } from '../src/server/db/seed';
import { VISITOR } from '../src/server/modules/auth/principal';
import { createAgentCache } from '../src/server/modules/chat/agent-cache';
import type { EngineTurn } from '../src/server/modules/chat/chat-engine';
import { appendExchange } from '../src/server/modules/chat/append-exchange';
import { createChatEngine } from '../src/server/modules/chat/create-chat-engine';
import { openTurn } from '../src/server/modules/chat/open-turn';
import { createToolsContext } from '../src/server/modules/tools/tools-context';
import { loadConfig } from '../src/server/config';
import { startOpenAiFake } from '../src/server/test/fake-llm/openai-fake';

const TURNS = Number(process.env.BENCH_CHAT_TURNS ?? 300);
const WARM_UP = 100;
const REPLY = 'Raise enough to reach the milestones that make the next round easy. '.repeat(12);

const benchDatabase = await createBenchDatabase('coachforge_chat_breakdown');
const database = await openDatabase({ kind: 'postgres', url: benchDatabase.url, poolSize: 10 });
const fake = await startOpenAiFake({ timeToFirstTokenMs: 20, chunkSize: 16, reply: REPLY });

try {
  await seedAgents(database.db);
  const [agent] = await database.db
    .select()
    .from(agents)
    .where(eq(agents.name, 'Fundraising Coach'));
  const engine = createChatEngine({
    provider: 'openai-compatible',
    baseUrl: fake.url,
    model: 'bench-model',
    apiKey: undefined,
    timeoutMs: 60_000,
    maxRetries: 0,
    maxOutputTokens: 1024,
    knowledgeChars: 24_000,
    filesChars: 24_000,
  });
  // As the app builds it, without Google Calendar (the seeded coaches do not use it).
  const tools = createToolsContext({
    config: loadConfig({}).tools,
    calendarFor: async () => undefined,
  });
  const agentCache = createAgentCache();
  const steps = new Map<string, number[]>();
  const add = (step: string, ms: number) => steps.set(step, [...(steps.get(step) ?? []), ms]);
  const time = async <T>(step: string, work: () => Promise<T>, keep: boolean): Promise<T> => {
    const started = performance.now();
    const result = await work();
    if (keep) add(step, performance.now() - started);
    return result;
  };
  const signal = new AbortController().signal;

  for (let i = 0; i < WARM_UP + TURNS; i++) {
    const keep = i >= WARM_UP;
    const stream = i % 2 === 1;
    const opened = await time(
      '1. openTurn: agent, conversation, last turns (one statement)',
      () =>
        openTurn({
          db: database.db,
          agents: agentCache,
          principal: VISITOR,
          input: {
            agentId: agent!.id,
            sessionId: `breakdown_${Math.floor(i / 20)}_${stream ? 's' : 'j'}`,
            message: 'How much runway should we have after raising a seed round?',
          },
        }),
      keep,
    );
    if (!opened.agent) throw new Error('the bench turn was answered as a repeat');
    const turn: EngineTurn = {
      agent: opened.agent.row,
      knowledgeIndex: opened.agent.knowledgeIndex,
      message: 'How much runway should we have after raising a seed round?',
      history: opened.history,
      files: [],
      earlierFiles: opened.earlierFiles,
      tools: await tools.toolsFor(opened.agent.row),
    };
    let reply = '';
    const started = performance.now();
    for await (const event of engine.run(turn, { signal, streaming: stream })) {
      if (event.type !== 'delta') continue;
      if (!reply && keep && stream) {
        add('2b. model first piece via the provider (doStream)', performance.now() - started);
      }
      reply += event.text;
    }
    if (!stream && keep)
      add('2a. model reply via the provider (doGenerate)', performance.now() - started);
    const body = fake.requests.at(-1)!.body as Record<string, unknown>;
    fake.requests.length = 0;
    // The same request bytes with plain fetch: the provider-client overhead is the difference.
    await time(
      stream ? '3b. same request, plain fetch, first content' : '3a. same request, plain fetch',
      async () => {
        const res = await fetch(`${fake.url}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!stream) return res.json();
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let text = '';
        while (!/"content":"[^"]/.test(text)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        await reader.cancel();
        return text;
      },
      keep,
    );
    await time(
      '4. appendExchange: store the exchange (one statement)',
      () =>
        appendExchange({
          db: database.db,
          conversationId: opened.conversation.id,
          userMessage: turn.message,
          clientMessageId: null,
          fileTexts: [],
          attachments: [],
          reply,
          engine: engine.name,
        }),
      keep,
    );
  }

  const p = (sorted: number[], q: number) => sorted[Math.ceil(q * sorted.length) - 1]!;
  console.log(`\nOne chat turn at a time, ${TURNS} turns (half JSON, half streamed), Postgres\n`);
  console.log('| step | p50 ms | p90 ms | p99 ms |\n|---|---|---|---|');
  for (const [step, list] of [...steps].sort(([a], [b]) => a.localeCompare(b))) {
    const s = [...list].sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(2);
    console.log(`| ${step} | ${f(p(s, 0.5))} | ${f(p(s, 0.9))} | ${f(p(s, 0.99))} |`);
  }
} finally {
  await fake.close();
  await database.close();
  await benchDatabase.drop();
}
