import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpOver } from '../../test/http-person';
import { startServerProcess } from '../../test/server-process';
import { runVoicePeer } from '../../test/voice-peer/voice-peer-runner';

/**
 * A signed-in founder calls their own agent with 9 seconds of the day's voice time left
 * (a plans file whose Free plan has 0.15 minutes): the call is told at once, then says goodbye
 * and closes when the time is used, with the reason. Real server process, real WebRTC.
 */
const onceOnly = process.env.TEST_DB_KIND === 'postgres';
let dir: string;
let server: Awaited<ReturnType<typeof startServerProcess>>;

beforeAll(async () => {
  if (onceOnly) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-voice-limit-'));
  const plans = JSON.parse(fs.readFileSync('config/plans.json', 'utf8'));
  plans.plans[0].limits.voice_minutes_per_day = 0.15;
  fs.writeFileSync(path.join(dir, 'plans.json'), JSON.stringify(plans));
  execFileSync('espeak-ng', ['-w', path.join(dir, 'hello.wav'), 'Hello coach.']);
  server = await startServerProcess({
    DATA_DIR: path.join(dir, 'data'),
    PLANS_FILE: path.join(dir, 'plans.json'),
    SEED_AGENTS: 'false',
  });
}, 90_000);

afterAll(async () => {
  if (onceOnly) return;
  server?.child.kill('SIGTERM');
  await server?.exited;
  fs.rmSync(dir, { recursive: true, force: true });
});

async function api(pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  // As the browser sends it: sign-up is refused without a trusted Origin.
  headers.set('origin', server.url.replace('127.0.0.1', 'localhost'));
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${server.url}${pathname}`, { ...init, headers });
}

async function founderWithAgent() {
  // As the browser sends it: sign-up is refused without a trusted Origin.
  const origin = server.url.replace('127.0.0.1', 'localhost');
  const { accessToken: token } = await signUpOver(server, origin);
  const agent = await api('/api/agents', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: 'Voice Coach',
      description: 'Talks',
      instruction: 'Answer briefly.',
      knowledge: 'Pricing starts from value.',
      status: 'active',
      voice_enabled: true,
    }),
  });
  const created = await agent.json();
  if (agent.status !== 201) throw new Error(`agent not created: ${JSON.stringify(created)}`);
  return { token, agentId: created.id as string };
}

it.skipIf(onceOnly)(
  'tells the caller their voice time is nearly gone, then ends the call with the reason',
  async () => {
    const { token, agentId } = await founderWithAgent();
    const session = `limit_${Date.now()}`;
    const res = await api(`/api/voice/token/${session}/${agentId}`, {
      method: 'POST',
      token,
      body: '{}',
    });
    const ticket = await res.json();
    expect(res.status, JSON.stringify(ticket)).toBe(200);
    const result = await runVoicePeer({
      wsUrl: `${ticket.ws_url}/${session}/${agentId}?token=${encodeURIComponent(ticket.token)}`,
      wavPath: path.join(dir, 'hello.wav'),
      playAtMs: [],
      timeoutMs: 30_000,
    });
    const types = result.messages.map((m) => m.type);
    const warning = result.messages.find((m) => m.type === 'time_warning');
    expect(warning).toMatchObject({ seconds_left: 9 });
    expect(warning!.message).toMatch(/^About 9 seconds of voice time is left today/);
    expect(types.indexOf('time_warning')).toBeGreaterThan(types.indexOf('connection_established'));
    expect(result.messages.find((m) => m.type === 'connection_closed')).toMatchObject({
      reason: "Today's voice time on this plan is used up. You can go on by typing.",
    });
    // The plan's words only: closing while Silero judged a frame once added "a problem on our side".
    expect(result.messages.filter((m) => m.type === 'error')).toEqual([]);
    const closedAt = result.messages.find((m) => m.type === 'connection_closed')!.at;
    const establishedAt = result.messages.find((m) => m.type === 'connection_established')!.at;
    expect(closedAt - establishedAt).toBeGreaterThan(8_500);
    // The warning and the goodbye were spoken in the coach's voice.
    expect(result.audio.audibleMs).toBeGreaterThan(2_000);
    expect(result.closeCode).toBe(1000);

    const again = await api(`/api/voice/token/${session}/${agentId}`, {
      method: 'POST',
      token,
      body: '{}',
    });
    expect(again.status).toBe(402);
    const usage = await (await api('/api/subscription', { token })).json();
    expect(usage).toMatchObject({ usage_voice: 0.2, limits_voice: 0.15 });
  },
  60_000,
);
