import type { ReplayContext } from '../context';
import {
  bearer,
  describe,
  errorCodeOf,
  jsonOf,
  send,
  type Answer,
  type NoAnswer,
} from '../http-client';

const GROUP = 'conversations';
/** The published attack's id: a visitor takes it first, on a platform coach. */
const SQUATTED = 'order-5000';

interface Conversation {
  agent_id?: string;
  messages?: Array<{ role?: string; content?: string }>;
}

const chat = (
  context: ReplayContext,
  options: {
    sessionId: string;
    agentId: string;
    message: string;
    from: string;
    headers?: Record<string, string>;
  },
) =>
  send(context.target, {
    method: 'POST',
    path: '/api/chat',
    json: { message: options.message, session_id: options.sessionId, agent_id: options.agentId },
    headers: options.headers,
    from: options.from,
    timeoutMs: 15_000,
  });

const conversation = (
  context: ReplayContext,
  options: {
    sessionId: string;
    from: string;
    headers: Record<string, string>;
    method?: string;
    /** Visitors' conversations are theirs per agent: they name it. */
    agentId?: string;
  },
) =>
  send(context.target, {
    method: options.method ?? 'GET',
    path: `/api/conversations/${options.sessionId}${options.agentId ? `?agent_id=${options.agentId}` : ''}`,
    headers: options.headers,
    from: options.from,
    timeoutMs: 15_000,
  });

const ok = (answer: Answer | NoAnswer) => answer.kind === 'answer' && answer.status === 200;

/** "2 messages, the first 'Hello'" */
function contents(answer: Answer | NoAnswer) {
  const body = jsonOf(answer) as Conversation | undefined;
  return body?.messages?.map((message) => message.content ?? '') ?? [];
}

/**
 * Issue 28 finding 8 and the restricted key: a session id a visitor used first must not
 * block a customer's key on its own agent (nor tell anyone it is taken), and a restricted
 * key must not read or delete conversations.
 */
export async function replayConversations(context: ReplayContext) {
  await squatting(context);
  await restrictedKey(context);
}

async function squatting(context: ReplayContext) {
  const { report, fixtures } = context;
  const { coach, liveKey, privateAgentId, customer } = fixtures;
  const expected = "200 and a conversation holding only the key's own exchange";
  if (!coach || !liveKey || !privateAgentId || !customer) {
    report.notRun(
      GROUP,
      `a visitor squats "${SQUATTED}"`,
      expected,
      fixtures.missing.join('; ') || 'fixtures missing',
    );
    return;
  }
  const visitor = await chat(context, {
    sessionId: SQUATTED,
    agentId: coach.id,
    message: 'Where is my order 5000?',
    from: context.addresses.take(),
  });
  const keyFrom = context.addresses.take();
  const keyMessage = `Hello from the shop's server (${context.runId}).`;
  const keyTurn = await chat(context, {
    sessionId: SQUATTED,
    agentId: privateAgentId,
    message: keyMessage,
    from: keyFrom,
    headers: bearer(liveKey),
  });
  const keyView = await conversation(context, {
    sessionId: SQUATTED,
    from: keyFrom,
    headers: bearer(liveKey),
  });
  const seen = contents(keyView);
  const agentOfView = (jsonOf(keyView) as Conversation | undefined)?.agent_id;
  report.check(
    GROUP,
    `a visitor squats "${SQUATTED}", then a customer's key uses it on its own agent`,
    {
      sent: `a visitor's message with session_id ${SQUATTED} to "${coach.name}", then the same id with a live key on its private agent, then GET the conversation with the key`,
      expected,
      got:
        `visitor ${describe(visitor)}; key's message ${describe(keyTurn)}; ` +
        `key's GET ${describe(keyView)}${ok(keyView) ? ` with ${seen.length} messages${agentOfView === privateAgentId ? '' : ' of another agent'}` : ''}`,
    },
    ok(visitor) &&
      ok(keyTurn) &&
      ok(keyView) &&
      agentOfView === privateAgentId &&
      seen.length === 2 &&
      seen[0] === keyMessage,
  );

  // Ids taken elsewhere must answer like unused ones, or POST /api/chat tells anyone they are
  // taken: a signed-in person sends the visitor's and key's id, a visitor sends an id only
  // the key has used; each must get a fresh conversation of their own.
  const keyOnly = `replay-${context.runId}-key-only`;
  const keyFirst = await chat(context, {
    sessionId: keyOnly,
    agentId: privateAgentId,
    message: 'Order 77 is late.',
    from: keyFrom,
    headers: bearer(liveKey),
  });
  const person = bearer(customer.accessToken);
  const personMessage = `Is this id free? (${context.runId})`;
  const taken = await chat(context, {
    sessionId: SQUATTED,
    agentId: coach.id,
    message: personMessage,
    from: customer.from,
    headers: person,
  });
  const personView = await conversation(context, {
    sessionId: SQUATTED,
    from: customer.from,
    headers: person,
  });
  const visitorFrom = context.addresses.take();
  const visitorMessage = `Is this one free? (${context.runId})`;
  const visitorTurn = await chat(context, {
    sessionId: keyOnly,
    agentId: coach.id,
    message: visitorMessage,
    from: visitorFrom,
  });
  const visitorView = await conversation(context, {
    sessionId: keyOnly,
    from: visitorFrom,
    headers: {},
    agentId: coach.id,
  });
  const fresh = (view: Answer | NoAnswer, message: string) =>
    ok(view) && contents(view).length === 2 && contents(view)[0] === message;
  report.check(
    GROUP,
    'POST /api/chat does not tell whether an id is taken',
    {
      sent:
        `a signed-in person's message with session_id ${SQUATTED} (taken by a visitor and a key), ` +
        "and a visitor's message with an id only the key has used, each then read back",
      expected: "both 200, each a fresh conversation holding only its sender's exchange",
      got:
        `key's first use ${describe(keyFirst)}; person ${describe(taken)}, reads ${contents(personView).length} messages; ` +
        `visitor ${describe(visitorTurn)}, reads ${contents(visitorView).length} messages`,
    },
    ok(keyFirst) &&
      ok(taken) &&
      fresh(personView, personMessage) &&
      ok(visitorTurn) &&
      fresh(visitorView, visitorMessage),
  );
}

async function restrictedKey(context: ReplayContext) {
  const { report, fixtures } = context;
  const { restrictedKey: key, privateAgentId: agentId, widgetOrigin } = fixtures;
  const expected = '403 in the error shape for GET and DELETE, and the conversation still there';
  if (!key || !agentId) {
    report.notRun(
      GROUP,
      'a restricted key reads or deletes a conversation',
      expected,
      fixtures.missing.join('; ') || 'fixtures missing',
    );
    return;
  }
  const sessionId = `replay-${context.runId}-widget`;
  const from = context.addresses.take();
  const opened = await send(context.target, {
    method: 'POST',
    path: `/api/widget/token/${sessionId}/${agentId}`,
    headers: { ...bearer(key), origin: widgetOrigin },
    json: { agent_id: agentId, session_id: sessionId },
    from,
    timeoutMs: 15_000,
  });
  const widgetToken = (jsonOf(opened) as { token?: string } | undefined)?.token;
  const turn = widgetToken
    ? await chat(context, {
        sessionId,
        agentId,
        message: 'When will my order arrive?',
        from,
        headers: { ...bearer(widgetToken), origin: widgetOrigin },
      })
    : undefined;
  if (!widgetToken || !turn || !ok(turn)) {
    report.notRun(
      GROUP,
      'a restricted key reads or deletes a conversation',
      expected,
      `no widget conversation: widget token ${describe(opened)}${turn ? `, message ${describe(turn)}` : ''}`,
    );
    return;
  }
  // From curl: the key alone, no Origin.
  const curl = context.addresses.take();
  const read = await conversation(context, { sessionId, from: curl, headers: bearer(key) });
  const removed = await conversation(context, {
    sessionId,
    from: curl,
    headers: bearer(key),
    method: 'DELETE',
  });
  const still = await conversation(context, {
    sessionId,
    from,
    headers: { ...bearer(widgetToken), origin: widgetOrigin },
  });
  const forbidden = (answer: Answer | NoAnswer) =>
    answer.kind === 'answer' && answer.status === 403 && errorCodeOf(answer) !== undefined;
  report.check(
    GROUP,
    'a restricted key reads or deletes a conversation',
    {
      sent: `GET and DELETE /api/conversations/${sessionId} with the restricted key (cf_rk_) of its widget session, no Origin`,
      expected,
      got: `GET ${describe(read)}; DELETE ${describe(removed)}; the widget then reads it: ${describe(still)} with ${contents(still).length} messages`,
    },
    forbidden(read) && forbidden(removed) && ok(still) && contents(still).length === 2,
  );
}
