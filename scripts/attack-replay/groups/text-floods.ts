import type { ReplayContext } from '../context';
import { describe, errorCodeOf, send, type Answer, type NoAnswer } from '../http-client';
import { shortSentencesText } from '../../../src/server/test/hostile-files';
import { bytes } from '../report';
import { UPLOAD_ANSWER_MS, upload } from './uploads';

const GROUP = 'text';
const MIB = 1024 * 1024;

/**
 * A text flood is a legal upload (up to 1 MiB per file, 5 files): the server may answer it
 * or refuse it in words, but within 10 s, never a 5xx, and without stalling anyone else
 * (the health probe). A 429 or 402 would mean the text never reached the server's splitter.
 */
const answeredOrRefused = (answer: Answer | NoAnswer) =>
  answer.kind === 'answer' &&
  answer.ms <= UPLOAD_ANSWER_MS &&
  (answer.status === 200 ||
    ([400, 413, 415, 422].includes(answer.status) && errorCodeOf(answer) !== undefined));

const EXPECTED =
  '200 (answered) or a 4xx about the files (400/413/415/422) in the error shape, within 10 s';

/** Issue 28 finding 2: attached text that froze the event loop, and the messages after it. */
export async function replayTextFloods(context: ReplayContext) {
  const { report, fixtures } = context;
  const coach = fixtures.coach;
  if (!coach) {
    for (const check of [
      '1 MiB of short sentences',
      '5 × 1 MiB in one message',
      'a follow-up message',
    ]) {
      report.notRun(GROUP, check, EXPECTED, 'no public agent');
    }
    return;
  }
  const session = (n: number) => `replay-${context.runId}-text-${n}`;
  const one = await upload(context, {
    agentId: coach.id,
    sessionId: session(1),
    files: [{ name: 'notes.txt', type: 'text/plain', data: shortSentencesText(MIB) }],
    from: context.addresses.take(),
  });
  report.check(
    GROUP,
    '1 MiB of short sentences',
    {
      sent: `one ${bytes(MIB)} text file of ~110,000 short sentences as a visitor to "${coach.name}"`,
      expected: EXPECTED,
      got: describe(one),
    },
    answeredOrRefused(one),
  );

  const files = Array.from({ length: 5 }, (_, i) => ({
    name: `notes-${i + 1}.txt`,
    type: 'text/plain',
    data: shortSentencesText(MIB, i * 7),
  }));
  const from = context.addresses.take();
  const five = await upload(context, { agentId: coach.id, sessionId: session(2), files, from });
  report.check(
    GROUP,
    '5 × 1 MiB in one message',
    {
      sent: `five ${bytes(MIB)} text files of short sentences in one message to "${coach.name}"`,
      expected: EXPECTED,
      got: describe(five),
    },
    answeredOrRefused(five),
  );

  // Later messages used to split every earlier file again: follow up where the files stayed.
  const kept =
    five.kind === 'answer' && five.status === 200
      ? 2
      : one.kind === 'answer' && one.status === 200
        ? 1
        : 2;
  const followUp = await send(context.target, {
    method: 'POST',
    path: '/api/chat',
    json: { message: 'And what about hiring?', session_id: session(kept), agent_id: coach.id },
    from,
    timeoutMs: 15_000,
  });
  report.check(
    GROUP,
    'a follow-up message after the flood',
    {
      sent: `POST /api/chat in the conversation that ${kept === 2 ? 'got 5 × 1 MiB' : 'got 1 MiB'} of text`,
      expected: '200 within 10 s',
      got: describe(followUp),
    },
    followUp.kind === 'answer' && followUp.status === 200 && followUp.ms <= UPLOAD_ANSWER_MS,
  );
}
