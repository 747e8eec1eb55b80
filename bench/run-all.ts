import { execFileSync } from 'node:child_process';
import { benchAgentsList } from './agents-list-bench';
import type { LoadResult } from './bench-utils';
import { measureFirstPaintJs } from './bundle-size-bench';
import { benchOfflineEngine } from './offline-engine-bench';
import { measureWidget } from './widget-size';
import { benchWizardPlan } from './wizard-plan-bench';

// Always measure a fresh production build.
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const row = (r: LoadResult) =>
  `| ${r.label} | ${r.requestsPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors + r.non2xx} |`;

console.log('\nGET /api/agents?limit=100 with 10,000 agents (autocannon, 10 connections)\n');
console.log('| server | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
const kinds = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
for (const kind of kinds) {
  const [app, appNoCache, limit] = await benchAgentsList(kind);
  console.log(row(app!));
  console.log(row(appNoCache!));
  console.log(row(limit!));
  console.log(
    `| → share of the limit on ${kind} | ${Math.round((app!.requestsPerSec / limit!.requestsPerSec) * 100)} % | | | |`,
  );
}

const bundle = measureFirstPaintJs();
console.log(`\nJavaScript loaded by / before first paint: ${bundle.totalGzipKb} KB gzipped`);
for (const f of bundle.files) console.log(`  ${f.src}: ${f.rawBytes} B raw, ${f.gzipBytes} B gzip`);

console.log('\nEmbeddable widget (gzip level 9)');
for (const f of measureWidget())
  console.log(`  ${f.file}: ${f.rawBytes} B raw, ${f.gzipBytes} B gzip`);

const engine = benchOfflineEngine();
console.log(
  `\nOffline engine on ${engine.knowledgeBytes} bytes of knowledge: first reply (indexing) ` +
    `${engine.firstMs} ms; later replies p50 ${engine.p50Ms} ms, p99 ${engine.p99Ms} ms`,
);

// Chat latency over a model server (issue 4, item 9): bench/chat-latency-bench.ts.
const chat = await import('./chat-latency-bench');
console.log(`\n${chat.CHAT_LATENCY_TITLE}\n`);
for (const kind of kinds) {
  const result = await chat.benchChatLatency(kind);
  console.log(`${chat.chatLatencyTable(result)}\n`);
  if (result.firstError)
    console.log(`NOT VALID, errors occurred; the first: ${result.firstError}\n`);
}

const plan = await benchWizardPlan();
console.log(
  `\nOffline business plan (${plan.planChars} characters): index + compose p50 ` +
    `${plan.composeP50Ms} ms, p99 ${plan.composeP99Ms} ms; PDF (${plan.pdfBytes} B) p50 ` +
    `${plan.pdfP50Ms} ms, p99 ${plan.pdfP99Ms} ms`,
);

// Ordinary uploads through the worker threads that read files (issue 28).
const uploads = await import('./upload-latency-bench');
const uploadResults = await uploads.withBuiltServer((url) => uploads.benchUploadLatency(url));
console.log(`\n${uploads.UPLOAD_LATENCY_TITLE}\n\n${uploads.uploadLatencyTable(uploadResults)}`);
