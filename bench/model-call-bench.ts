/**
 * CPU per model call: the AI SDK core (generateText, streamText) against the provider's own
 * doGenerate/doStream, which the chat engine calls (model-engine/model-steps.ts). In one
 * process against the OpenAI-compatible fake answering at once, so both columns include
 * the fake's share; the difference is what the core adds.
 *
 *   npx tsx bench/model-call-bench.ts      (BENCH_MODEL_CALLS, default 500 after 200 warm-up)
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { generateText, streamText, type ModelMessage } from 'ai';
import { performance } from 'node:perf_hooks';
import { startOpenAiFake } from '../src/server/test/fake-llm/openai-fake';

const CALLS = Number(process.env.BENCH_MODEL_CALLS ?? 500);
const WARM_UP = 200;
// The size of a coach's turn: ~7 KB of instruction and knowledge, ten earlier messages.
const REPLY = 'Raise enough to reach the milestones that make the next round easy. '.repeat(10);
const system = 'You are a coach. '.repeat(400);
const messages: Array<{ role: 'user' | 'assistant'; content: string }> = Array.from(
  { length: 10 },
  (_, i) => ({
    role: i % 2 ? 'assistant' : 'user',
    content: 'Some earlier message text here. '.repeat(20),
  }),
);
messages.push({ role: 'user', content: 'How much runway should we have?' });
const sdkMessages: ModelMessage[] = messages;
const prompt: LanguageModelV3Prompt = [
  { role: 'system', content: system },
  ...messages.map((m) => ({ role: m.role, content: [{ type: 'text' as const, text: m.content }] })),
];

const fake = await startOpenAiFake({ timeToFirstTokenMs: 0, chunkSize: 16, reply: REPLY });
const model = createOpenAICompatible({ name: 'bench', baseURL: fake.url }).chatModel('bench');

async function measure(label: string, call: () => Promise<string>) {
  for (let i = 0; i < WARM_UP; i++) await call();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    if ((await call()) !== REPLY) throw new Error(`${label}: the reply came back wrong`);
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / CALLS;
  const wallMs = (performance.now() - started) / CALLS;
  console.log(`| ${label} | ${cpuMs.toFixed(2)} | ${wallMs.toFixed(2)} |`);
}

async function collect(stream: ReadableStream<{ type: string; delta?: string }>) {
  let text = '';
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (read.value.type === 'text-delta') text += read.value.delta ?? '';
  }
  return text;
}

console.log(`\nCPU per model call, ${CALLS} calls one after another\n`);
console.log('| call | CPU ms | wall ms |\n|---|---|---|');
try {
  await measure('generateText (SDK core)', async () => {
    return (await generateText({ model, system, messages: sdkMessages, maxRetries: 0 })).text;
  });
  await measure('doGenerate (provider)', async () => {
    const { content } = await model.doGenerate({ prompt });
    return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  });
  await measure('streamText (SDK core), read to the end', async () => {
    let text = '';
    const result = streamText({ model, system, messages: sdkMessages, maxRetries: 0 });
    for await (const part of result.fullStream) if (part.type === 'text-delta') text += part.text;
    return text;
  });
  await measure('doStream (provider), read to the end', async () => {
    return collect((await model.doStream({ prompt })).stream);
  });
} finally {
  await fake.close();
}
