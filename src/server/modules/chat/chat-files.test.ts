import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makePdf } from '../../test/make-pdf';
import { multipartBody, type MultipartFile } from '../../test/multipart';

let t: TestApp;
let coach: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  coach = (await t.app.inject('/api/agents')).json()[0];
});
afterAll(() => t.close());

const send = (message: string, files: MultipartFile[]) => {
  const { payload, headers } = multipartBody(
    { message, session_id: randomUUID(), agent_id: coach.id },
    files,
  );
  return t.app.inject({ method: 'POST', url: '/api/chat-with-files', payload, headers });
};
const txt = (name: string, text: string): MultipartFile => ({
  name,
  type: 'text/plain',
  data: text,
});

describe('POST /api/chat-with-files', () => {
  it('answers using a TXT and a PDF, naming each file', async () => {
    const pdf = makePdf([['Our churn last quarter was 4 percent per month.']]);
    const res = await send('What were our churn and burn numbers?', [
      txt('burn.txt', 'Our monthly burn is 42,000 euros.'),
      { name: 'metrics.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('In your file "burn.txt"');
    expect(res.json().response).toContain('42,000 euros');
    expect(res.json().response).toContain('In your file "metrics.pdf"');
    expect(res.json().response).toContain('4 percent per month');
  });

  it('accepts files without a message', async () => {
    const res = await send('', [txt('plan.txt', 'We plan to hire two engineers in March.')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('two engineers');
  });

  it.each([
    [
      [{ name: 'photo.png', type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]) }],
      415,
      'File type image/png is not supported. Please upload TXT, PDF documents.',
    ],
    [
      [{ name: 'fake.txt', type: 'text/plain', data: Buffer.from([0, 159, 146, 150, 0, 1]) }],
      415,
      'File fake.txt does not look like a TXT or PDF document.',
    ],
    [
      [txt('big.txt', 'a'.repeat(1024 * 1024 + 1))],
      413,
      'File big.txt is too large. Maximum size is 1MB.',
    ],
    [
      Array.from({ length: 6 }, (_, i) => txt(`f${i}.txt`, 'hello')),
      400,
      'Maximum 5 files can be attached at once.',
    ],
    [
      [{ name: 'broken.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 not really') }],
      422,
      'File broken.pdf is not a readable PDF document.',
    ],
    [
      [{ name: 'scan.pdf', type: 'application/pdf', data: makePdf([[]]) }],
      422,
      'File scan.pdf has no text we can read',
    ],
  ])('refuses bad files with the right status and words (%#)', async (files, status, words) => {
    const res = await send('hello', files);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toContain(words);
  });

  it('refuses an empty message with no files, and a JSON body', async () => {
    expect((await send('  ', [])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-files',
      payload: { message: 'hi', session_id: randomUUID(), agent_id: coach.id },
    });
    expect(json.statusCode).toBe(415);
  });

  it('stores the attachment names with the message', async () => {
    const session = randomUUID();
    const { payload, headers } = multipartBody(
      { message: 'Read this', session_id: session, agent_id: coach.id },
      [txt('notes.txt', 'Runway is our main worry.')],
    );
    await t.app.inject({ method: 'POST', url: '/api/chat-with-files', payload, headers });
    const history = await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`);
    expect(history.json().messages[0].attachments).toEqual([
      { name: 'notes.txt', type: 'text/plain', size: 25 },
    ]);
  });
});
