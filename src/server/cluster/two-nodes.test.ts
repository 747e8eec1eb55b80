import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, signUpOver, type HttpPerson } from '../test/http-person';
import { startServerProcess } from '../test/server-process';
import { openEventStream } from '../test/open-event-stream';
import { voiceSocket } from '../test/voice-socket';
import { createScratchPostgres, testDbKind } from '../test/test-database';

const redisUrl = process.env.TEST_REDIS_URL;
const PUBLIC_URL = 'http://127.0.0.1:8080';

type Node = Awaited<ReturnType<typeof startServerProcess>>;

const agentInput = (name: string, knowledge: string) => ({
  name,
  description: 'Answers from what it was taught',
  instruction: 'Answer from your knowledge.',
  knowledge,
  status: 'active',
  mode: 'PUBLIC',
});

/**
 * Two server processes on loopback ports, one Postgres database and one Redis: what one node
 * does, the other honours at once (limits, revocations, edits, plan counters).
 */
describe.skipIf(testDbKind !== 'postgres' || !redisUrl)(
  'two nodes on one Postgres and Redis',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
    let a: Node;
    let b: Node;
    let owner: HttpPerson;
    let agentId: string;

    const chat = (node: Node, bearer: string, message: string, session = randomUUID()) =>
      callJson(node.url, '/api/chat', {
        bearer,
        body: { message, session_id: session, agent_id: agentId },
      });
    const newKey = async (payload: Record<string, unknown>) => {
      const res = await callJson(a.url, `/api/auth/api-keys/${agentId}`, {
        bearer: owner.accessToken,
        body: { name: 'Node key', ...payload },
      });
      expect(res.status).toBe(201);
      return res.body as { id: string; secret_key: string };
    };

    beforeAll(async () => {
      scratch = await createScratchPostgres();
      const env = {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: `cf-test-${randomUUID().slice(0, 8)}:`,
        // Long enough that only the cross-node notice can explain a fresh catalogue.
        CATALOGUE_CACHE_TTL_MS: '600000',
        // One address for the service, as behind a proxy: tokens name it as their issuer.
        PUBLIC_URL: PUBLIC_URL,
      };
      // Started together, as an orchestrator would: migrations and seeding must not race.
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      owner = await signUpOver(a, PUBLIC_URL);
      const created = await callJson(a.url, '/api/agents', {
        bearer: owner.accessToken,
        body: agentInput('Launch Coach', 'Launch week starts with a waitlist of early customers.'),
      });
      expect(created.status).toBe(201);
      agentId = created.body.id;
    }, 120_000);

    afterAll(async () => {
      a?.kill();
      b?.kill();
      await Promise.all([a?.exited, b?.exited]);
      await scratch?.drop();
    });

    it('holds a key limit of N per hour across both nodes together', async () => {
      // A test key: answered offline and never counted against the plan.
      const key = await newKey({ key_type: 'test', rate_limit_per_hour: 10 });
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => chat(i % 2 ? a : b, key.secret_key, 'Hello?')),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused?.body.error.message).toMatch(/limit of 10 requests per hour/);
    });

    it('refuses a key revoked on one node on the other at once', async () => {
      const key = await newKey({ key_type: 'test', rate_limit_per_hour: 100 });
      // Node B has seen the key and keeps it in memory.
      expect((await chat(b, key.secret_key, 'Hello?')).status).toBe(200);
      const revoked = await callJson(a.url, `/api/auth/api-keys/${agentId}/${key.id}`, {
        method: 'DELETE',
        bearer: owner.accessToken,
      });
      expect(revoked.status).toBeLessThan(300);
      const after = await chat(b, key.secret_key, 'Hello again?');
      expect(after.status).toBe(401);
      expect(after.body.error.message).toMatch(/revoked|no longer be used/);
    });

    it('shows an agent edited on one node, and answers from its new knowledge, on the other', async () => {
      const before = await callJson(b.url, '/api/agents?limit=100');
      expect(JSON.stringify(before.body)).toContain('Launch Coach');
      const edited = await callJson(a.url, `/api/agents/${agentId}`, {
        method: 'PUT',
        bearer: owner.accessToken,
        body: agentInput(
          'Pricing Coach',
          'The founders discount code is ZEBRA42 and it takes a third off the first year.',
        ),
      });
      expect(edited.status).toBe(200);
      const catalogue = await callJson(b.url, '/api/agents?limit=100');
      expect(JSON.stringify(catalogue.body)).toContain('Pricing Coach');
      expect(JSON.stringify(catalogue.body)).not.toContain('Launch Coach');
      const answer = await chat(b, owner.accessToken, 'What is the founders discount code?');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toContain('ZEBRA42');
    });

    it('counts chat requests exactly under concurrent load on both nodes', async () => {
      const key = await newKey({ key_type: 'live', rate_limit_per_hour: 1000 });
      const used = async () =>
        (await callJson(a.url, '/api/subscription', { bearer: owner.accessToken })).body
          .usage_api_calls as number;
      const limit = 50; // the Free plan's chat requests a day
      const already = await used();
      const wanted = limit - already + 12;
      const answers = await Promise.all(
        Array.from({ length: wanted }, (_, i) => chat(i % 2 ? a : b, key.secret_key, 'Pricing?')),
      );
      const served = answers.filter((answer) => answer.status === 200).length;
      const refused = answers.filter((answer) => answer.status === 402).length;
      expect(served).toBe(limit - already);
      expect(refused).toBe(12);
      expect(await used()).toBe(limit);
      const onB = await callJson(b.url, '/api/subscription', { bearer: owner.accessToken });
      expect(onB.body.usage_api_calls).toBe(limit);
    });

    it('opens one call per voice token and holds an address to two calls, across both nodes', async () => {
      const agent = await callJson(a.url, '/api/agents', {
        bearer: owner.accessToken,
        body: { ...agentInput('Phone Coach', 'Talks sales.'), voice_enabled: true },
      });
      expect(agent.status).toBe(201);
      const coach = agent.body.id as string;
      // Three visitor tickets while no call is open (the token call counts open calls too).
      const tickets = await Promise.all(
        [1, 2, 3].map(async (n) => {
          const session = `lines_${n}_${Date.now()}`;
          const minted = await callJson(a.url, `/api/voice/token/${session}/${coach}`, {
            body: {},
          });
          expect(minted.status).toBe(200);
          return (node: Node) =>
            `${node.url.replace(/^http/, 'ws')}/api/voice/${session}/${coach}?token=${minted.body.token}`;
        }),
      );
      const [first, second, third] = tickets as [
        (node: Node) => string,
        (node: Node) => string,
        (node: Node) => string,
      ];
      const activeCalls = async (node: Node) =>
        (await callJson(node.url, '/api/health')).body.voice.active_calls as number;
      const until = async (check: () => Promise<boolean>) => {
        for (let i = 0; i < 50 && !(await check()); i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      let hangUp = () => {};
      const hungUp = new Promise<void>((resolve) => (hangUp = resolve));

      const onA = voiceSocket(first(a), { until: hungUp, waitMs: 20_000 });
      await until(async () => (await activeCalls(a)) === 1);
      // The token opened its call on A: on B it opens nothing.
      const reused = await voiceSocket(first(b));
      expect(reused.code).toBe(1008);
      expect(reused.messages[0]?.message).toMatch(/already used/);

      const onB = voiceSocket(second(b), { until: hungUp, waitMs: 20_000 });
      await until(async () => (await activeCalls(b)) === 1);
      // This address has two calls, one on each node: a third is refused on either.
      const refused = await voiceSocket(third(a));
      expect(refused.code).toBe(1013);
      expect(refused.messages[0]).toMatchObject({ code: 'too_many_calls' });
      const minted = await callJson(b.url, `/api/voice/token/lines_4_${Date.now()}/${coach}`, {
        body: {},
      });
      expect(minted.status).toBe(429);

      hangUp();
      expect((await onA).messages).toEqual([]);
      expect((await onB).messages).toEqual([]);
      await until(async () => (await activeCalls(a)) + (await activeCalls(b)) === 0);
      expect((await activeCalls(a)) + (await activeCalls(b))).toBe(0);
      // The Free plan's second agent: the next test makes its own.
      const deleted = await callJson(a.url, `/api/agents/${coach}`, {
        method: 'DELETE',
        bearer: owner.accessToken,
      });
      expect(deleted.status).toBeLessThan(300);
    });

    // Last: it closes the owner's account.
    it("brings the owner's takeover and reply typed on one node to the visitor's stream on the other", async () => {
      const key = await newKey({ key_type: 'test', rate_limit_per_hour: 100 });
      const session = randomUUID();
      expect((await chat(b, key.secret_key, 'How do I start?', session)).status).toBe(200);
      const live = await openEventStream(`${b.url}/api/conversations/${session}/events`, {
        authorization: `Bearer ${key.secret_key}`,
      });
      await live.next((e) => e.event === 'state');
      const listed = await callJson(a.url, `/api/inbox/conversations?agent_id=${agentId}`, {
        bearer: owner.accessToken,
      });
      const conversationId = (
        listed.body.conversations as Array<{ id: string; session_id: string }>
      ).find((c) => c.session_id === session)!.id;
      const onA = (action: string, body?: unknown) =>
        callJson(a.url, `/api/inbox/conversations/${conversationId}/${action}`, {
          method: 'POST',
          bearer: owner.accessToken,
          ...(body === undefined ? {} : { body }),
        });

      expect((await onA('take')).status).toBe(200);
      await live.next(
        (e) => e.event === 'state' && (e.data as { state: string }).state === 'person',
      );
      // Taken on A: the turn on B stores the message and leaves the answer to the person.
      const held = await chat(b, key.secret_key, 'Is someone there?', session);
      expect(held.body).toMatchObject({ response: '', held_by: expect.any(String) });

      expect((await onA('messages', { text: 'Yes, I am here.' })).status).toBe(201);
      const reply = await live.next(
        (e) => e.event === 'message' && (e.data as { role: string }).role === 'staff',
      );
      expect(reply.data).toMatchObject({ content: 'Yes, I am here.', author: expect.any(String) });
      expect((await onA('release')).status).toBe(200);
      await live.next(
        (e) =>
          e.event === 'state' &&
          (e.data as { state: string }).state === 'coach' &&
          live.received.filter((r) => r.event === 'state').length >= 3,
      );
      await live.close();
      expect((await chat(b, key.secret_key, 'Thanks!', session)).body.held_by).toBeUndefined();
    });

    it('ends a live voice call on one node when its account is closed on the other', async () => {
      const agent = await callJson(a.url, '/api/agents', {
        bearer: owner.accessToken,
        body: {
          ...agentInput('Voice Coach', 'Talks pricing.'),
          mode: 'PRIVATE',
          voice_enabled: true,
        },
      });
      expect(agent.status).toBe(201);
      const session = `voice_${Date.now()}`;
      const minted = await callJson(a.url, `/api/voice/token/${session}/${agent.body.id}`, {
        bearer: owner.accessToken,
        body: {},
      });
      expect(minted.status).toBe(200);
      const socketUrl = `${b.url.replace(/^http/, 'ws')}/api/voice/${session}/${agent.body.id}?token=${minted.body.token}`;
      const transcript = voiceSocket(socketUrl, { origin: PUBLIC_URL, waitMs: 15_000 });
      const activeCallsOnB = async () =>
        (await callJson(b.url, '/api/health')).body.voice.active_calls as number;
      for (let i = 0; i < 50 && (await activeCallsOnB()) === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await activeCallsOnB()).toBe(1);

      const closed = await callJson(a.url, '/api/profile/close', {
        bearer: owner.accessToken,
        body: { confirm_email: owner.email },
      });
      expect(closed.status).toBe(200);
      const { messages } = await transcript;
      expect(messages).toContainEqual({
        type: 'connection_closed',
        reason: 'This call ended because its access was revoked.',
      });
      expect(await activeCallsOnB()).toBe(0);
    });
  },
);
