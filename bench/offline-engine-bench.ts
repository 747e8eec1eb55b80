import { SEED_AGENTS } from '../src/server/db/seed-agents';
import { composeOfflineReply } from '../src/server/modules/chat/offline-engine/offline-engine';
import { recogniseIntents } from '../src/server/modules/chat/offline-engine/intents';
import { buildKnowledgeIndex } from '../src/server/modules/chat/retrieval/knowledge-index';

const QUESTIONS = [
  'How much runway should we have after raising a seed round?',
  'What should go into the data room before due diligence?',
  'How do I find my first 100 customers?',
  'Should I use a SAFE or a priced round?',
  'How do I run a structured interview for my first engineer?',
  // Issue 30: the way founders ask — their figures, follow-ups, other languages, small talk.
  'We have $200k in the bank and burn $15k per month. How long is our runway?',
  'And if we hire one more engineer at $8k per month?',
  'Como sei se tenho product-market fit? Temos 40 clientes pagantes e churn de 8% ao mês.',
  'Can you explain that in simpler terms?',
  'hi',
];

/** About 1 MB of knowledge: every seeded coach's knowledge, repeated with numbered variants. */
function megabyteOfKnowledge(): string {
  const base = SEED_AGENTS.map((a) => a.knowledge).join('\n\n');
  const parts: string[] = [];
  for (let i = 0; parts.join('\n\n').length < 1_000_000; i++) {
    parts.push(base.replaceAll('. ', ` (variant ${i}). `));
  }
  return parts.join('\n\n');
}

/** The offline engine's reply time on 1 MB of knowledge: first reply (indexing) and warm ones. */
export function benchOfflineEngine(rounds = 200) {
  const knowledge = megabyteOfKnowledge();
  // A seeded instruction, so the reply's style is read as it is in production.
  const agent = { name: 'Bench Coach', instruction: SEED_AGENTS[0]!.instruction, tools: [] };
  const history = [
    { role: 'user' as const, content: 'We have 400k in the bank and burn 30k a month.' },
    { role: 'coach' as const, content: 'That gives you a bit over a year of runway.' },
  ];
  const files = [{ name: 'notes.txt', text: 'Our investors asked for a cap table and contracts.' }];
  const reply = (index: ReturnType<typeof buildKnowledgeIndex>, message: string) =>
    composeOfflineReply({
      agent,
      knowledge: index,
      message,
      intents: recogniseIntents(message),
      history,
      files,
      earlierFiles: [{ name: 'plan.txt', text: 'Hire two engineers in March.\nBudget: $240,000.' }],
    });

  // What the server does when an agent is saved (the agent cache's warm): index it once.
  let started = performance.now();
  const index = buildKnowledgeIndex(knowledge);
  const warmMs = performance.now() - started;
  started = performance.now();
  reply(index, QUESTIONS[0]!);
  const firstAfterSaveMs = performance.now() - started;
  // Without that, the first question would pay for both.
  const firstMs = warmMs + firstAfterSaveMs;

  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    started = performance.now();
    reply(index, QUESTIONS[i % QUESTIONS.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 100) / 100;
  return {
    knowledgeBytes: knowledge.length,
    firstMs: Math.round(firstMs),
    warmMs: Math.round(warmMs),
    firstAfterSaveMs: Math.round(firstAfterSaveMs * 100) / 100,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

// `npx tsx bench/offline-engine-bench.ts`: this section alone.
if (process.argv[1]?.endsWith('offline-engine-bench.ts')) console.log(benchOfflineEngine());
