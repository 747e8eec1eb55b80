/**
 * The thread that reads attached files (attachments.ts runs a pool of them): pdf.js and the
 * splitting of text into passages take seconds on hostile files, which here cost this thread
 * only, under a memory limit and a deadline, instead of the event loop every request shares.
 * Built into dist/server/attachment-worker.mjs (scripts/build.mjs); run from this file in tests.
 */
import type { MessagePort } from 'node:worker_threads';
import { resolvePDFJSImport } from 'unpdf';
import { readUpload, type ReadOutcome, type Upload } from './attachment-content';
import { splitPassages } from './retrieval/passages';

export type AttachmentTask = { kind: 'read'; upload: Upload } | { kind: 'passages'; text: string };

// pdf.js loads once per thread, before its first task: an upload does not wait for it.
await resolvePDFJSImport();

/** `started` hears from the task as it starts: the reader tells waiting from reading by it. */
export default async function run(
  task: AttachmentTask & { started?: MessagePort },
): Promise<ReadOutcome | string[]> {
  task.started?.postMessage('started');
  task.started?.close();
  if (task.kind === 'read') return readUpload(task.upload);
  return splitPassages(task.text);
}
