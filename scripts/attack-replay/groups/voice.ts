import WebSocket from 'ws';
import { newPerson, type ReplayContext } from '../context';
import { jsonOf, send } from '../http-client';
import {
  closeAll,
  openVoiceSocket,
  socketOutcome,
  voiceToken,
  type OpenedSocket,
} from '../voice-socket';

const GROUP = 'voice';

async function voiceAvailable(context: ReplayContext) {
  const answer = await send(context.target, {
    path: '/api/health',
    from: context.addresses.take(),
    timeoutMs: 10_000,
  });
  const health = jsonOf(answer) as
    { voice?: { ok?: boolean; stt?: { problem?: string | null } } } | undefined;
  return health?.voice?.ok === true
    ? undefined
    : (health?.voice?.stt?.problem ?? 'the server reports voice unavailable');
}

/**
 * Issue 28 finding 7 and the 200 KB frame: a voice token opens one call, a socket flood from
 * one address leaves lines for everyone else, and an oversized frame is refused.
 */
export async function replayVoice(context: ReplayContext) {
  const { report, fixtures } = context;
  const checks = [
    'one token opens one call',
    'a socket flood from one address leaves lines for others',
    'a 200 KB WebSocket frame',
  ];
  const agentId = fixtures.voiceAgentId;
  const unavailable = await voiceAvailable(context);
  if (!agentId || unavailable) {
    const why = agentId
      ? `voice is unavailable on the server: ${unavailable}`
      : "no customer's voice agent";
    for (const check of checks) report.notRun(GROUP, check, 'see the check', why);
    return;
  }
  await tokenReuse(context, agentId);
  await socketFlood(context, agentId);
  await bigFrame(context, agentId);
}

/** A visitor's token, or the customer's when the server lets no visitor call this agent. */
async function someToken(context: ReplayContext, agentId: string, sessionId: string, from: string) {
  const visitor = await voiceToken(context, { sessionId, agentId, from });
  if (visitor.token) return { token: visitor.token, who: 'a visitor' };
  const customer = context.fixtures.customer;
  if (!customer) return { token: undefined, who: `a visitor (refused: ${visitor.answer})` };
  const person = await voiceToken(context, {
    sessionId,
    agentId,
    from,
    accessToken: customer.accessToken,
  });
  return {
    token: person.token,
    who: `the agent's owner (a visitor was refused: ${visitor.answer})`,
    problem: person.token ? undefined : person.answer,
  };
}

async function tokenReuse(context: ReplayContext, agentId: string) {
  const { report } = context;
  const sessionId = `replay-${context.runId}-reuse`;
  const from = context.addresses.take();
  const { token, who } = await someToken(context, agentId, sessionId, from);
  const expected =
    'the first socket is taken; the same token on a second socket (same or other address, during and after the call) is refused';
  if (!token)
    return report.notRun(GROUP, 'one token opens one call', expected, `no voice token for ${who}`);
  const first = await openVoiceSocket(context, { sessionId, agentId, token, from });
  const second = await openVoiceSocket(context, { sessionId, agentId, token, from });
  const elsewhere = await openVoiceSocket(context, {
    sessionId,
    agentId,
    token,
    from: context.addresses.take(),
  });
  closeAll([first, second, elsewhere]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const afterwards = await openVoiceSocket(context, { sessionId, agentId, token, from });
  closeAll([afterwards]);
  report.check(
    GROUP,
    'one token opens one call',
    {
      sent: `one voice token of ${who}, on four sockets: the first, a second while it is open, a third from another address, a fourth after the first hung up`,
      expected,
      got:
        `first ${socketOutcome(first)}; second ${socketOutcome(second)}; ` +
        `other address ${socketOutcome(elsewhere)}; after hang-up ${socketOutcome(afterwards)}`,
    },
    first.admitted && !second.admitted && !elsewhere.admitted && !afterwards.admitted,
  );
}

/**
 * The attacker opens more sockets than the server has lines, reusing its token and minting
 * new ones as the server allows; while they are open, someone else calls a different agent.
 */
async function socketFlood(context: ReplayContext, agentId: string) {
  const { report, options, fixtures } = context;
  const check = 'a socket flood from one address leaves lines for others';
  const attacker = context.addresses.take();
  const wanted = options.voiceLines + 5;
  // The other caller is made first: the flood's calls end by themselves 15 s after opening.
  let person: Awaited<ReturnType<typeof newPerson>> | undefined;
  let bystanderProblem = '';
  try {
    person = await newPerson(context, 'caller');
  } catch (error) {
    bystanderProblem = (error as Error).message;
  }
  const sockets: OpenedSocket[] = [];
  let minted = 0;
  let mintRefusal = '';
  const session = (i: number) => `replay-${context.runId}-flood-${i}`;
  try {
    const first = await voiceToken(context, { sessionId: session(0), agentId, from: attacker });
    if (!first.token) {
      report.check(
        GROUP,
        check,
        {
          sent: 'a voice token request as a visitor',
          expected: 'fewer lines than the server has go to one address',
          got: `no token for a visitor (${first.answer}): no line for the flood at all`,
        },
        true,
      );
      return;
    }
    minted = 1;
    const firstToken = first.token;
    // The same token on every socket (how the published attack took 40 lines) ...
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: wanted }, () =>
          openVoiceSocket(context, {
            sessionId: session(0),
            agentId,
            token: firstToken,
            from: attacker,
          }),
        ),
      )),
    );
    // ... then a new token per missing line, for as long as the server hands them out.
    const missing = wanted - sockets.filter((s) => s.admitted).length;
    const more: Array<Promise<OpenedSocket>> = [];
    for (let i = 1; i <= missing; i++) {
      const next = await voiceToken(context, { sessionId: session(i), agentId, from: attacker });
      if (!next.token) {
        mintRefusal = next.answer;
        break;
      }
      minted++;
      more.push(
        openVoiceSocket(context, {
          sessionId: session(i),
          agentId,
          token: next.token,
          from: attacker,
        }),
      );
    }
    sockets.push(...(await Promise.all(more)));
    const taken = sockets.filter((s) => s.admitted).length;

    // Someone else: a new person from another address calling another agent (a platform
    // coach when one takes calls), while the flood's sockets are still open.
    let bystander: OpenedSocket | undefined;
    if (person) {
      const coach = fixtures.voiceCoach?.id ?? agentId;
      const sessionId = `replay-${context.runId}-bystander`;
      const own = await voiceToken(context, {
        sessionId,
        agentId: coach,
        from: person.from,
        accessToken: person.accessToken,
      });
      if (own.token) {
        bystander = await openVoiceSocket(context, {
          sessionId,
          agentId: coach,
          token: own.token,
          from: person.from,
        });
      } else bystanderProblem = `no token: ${own.answer}`;
    }
    const stillOpen = sockets.filter(
      (s) => s.admitted && s.socket.readyState === WebSocket.OPEN,
    ).length;
    report.check(
      GROUP,
      check,
      {
        sent: `${wanted} sockets from one visitor address (the server has ${options.voiceLines} lines): one token on all, then new tokens`,
        expected:
          'the flood gets fewer lines than the server has, and a signed-in caller from another address still gets one',
        got:
          `flood took ${taken} lines with ${minted} tokens${mintRefusal ? ` (then minting refused: ${mintRefusal})` : ''}, ` +
          `${stillOpen} still open; other caller ${bystander ? socketOutcome(bystander) : `not tried (${bystanderProblem})`}`,
      },
      taken < options.voiceLines && bystander?.admitted === true,
    );
    if (bystander) closeAll([bystander]);
  } finally {
    closeAll(sockets);
  }
}

/** A frame above the voice channel's 128 KB: the socket is closed, the server carries on. */
async function bigFrame(context: ReplayContext, agentId: string) {
  const { report } = context;
  const sessionId = `replay-${context.runId}-frame`;
  const from = context.addresses.take();
  const { token, who } = await someToken(context, agentId, sessionId, from);
  const expected = 'the server closes the socket with 1009 (message too big) and stays up';
  if (!token)
    return report.notRun(GROUP, 'a 200 KB WebSocket frame', expected, `no voice token for ${who}`);
  const { host, port } = context.target;
  const url = `ws://${host}:${port}/api/voice/${sessionId}/${agentId}?token=${encodeURIComponent(token)}`;
  const outcome = await new Promise<{ code?: number; error?: string }>((resolve) => {
    const socket = new WebSocket(url, { localAddress: from });
    const timer = setTimeout(() => {
      socket.terminate();
      resolve({ error: 'still open 10 s after the frame' });
    }, 10_000);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'offer',
          sdp: 'x'.repeat(200 * 1024),
          session_id: sessionId,
          agent_id: agentId,
        }),
      ),
    );
    socket.on('error', () => {});
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code });
    });
  });
  report.check(
    GROUP,
    'a 200 KB WebSocket frame',
    {
      sent: `a 200 KB text frame on a voice socket opened with ${who}'s token`,
      expected,
      got: outcome.code !== undefined ? `closed ${outcome.code}` : (outcome.error ?? 'nothing'),
    },
    outcome.code === 1009,
  );
}
