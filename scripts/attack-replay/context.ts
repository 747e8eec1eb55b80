import { randomBytes } from 'node:crypto';
import { createAccount, type Account } from './accounts';
import { bearer, describe, jsonOf, send, type Target } from './http-client';
import type { Mailbox } from './mailbox';
import type { ReplayOptions } from './options';
import type { Report } from './report';
import type { AddressPool } from './target';

/** What the groups share: where to send, whom to send as, and where to write what happened. */
export interface ReplayContext {
  target: Target;
  options: ReplayOptions;
  report: Report;
  addresses: AddressPool;
  mailbox: Mailbox | undefined;
  /** Makes e-mails and session ids of this run distinct from earlier runs on the same server. */
  runId: string;
  fixtures: Fixtures;
}

/** The agents, people and keys several groups need, made once before the attacks. */
export interface Fixtures {
  /** A public agent any visitor may talk to (a platform coach when the server seeds them). */
  coach?: { id: string; name: string };
  /** A public agent that takes calls, other than the customer's (a platform coach if any). */
  voiceCoach?: { id: string; name: string };
  /** A customer with a private agent, a public voice agent and keys of the private one. */
  customer?: Account & { from: string };
  privateAgentId?: string;
  voiceAgentId?: string;
  liveKey?: string;
  restrictedKey?: string;
  /** The origin the restricted key (and so its widget sessions) is allowed on. */
  widgetOrigin: string;
  /** Why a fixture is missing, for the checks that needed it. */
  missing: string[];
}

export const newRunId = () => randomBytes(4).toString('hex');

export function emailFor(context: ReplayContext, label: string) {
  return `replay-${context.runId}-${label}@example.com`;
}

/** A new person from their own address (sign-up limits count per address). */
export async function newPerson(context: ReplayContext, label: string) {
  const from = context.addresses.take();
  const account = await createAccount({
    target: context.target,
    mailbox: context.mailbox,
    email: emailFor(context, label),
    from,
  });
  return { ...account, from };
}

async function findCoach(context: ReplayContext) {
  const answer = await send(context.target, {
    path: '/api/agents?limit=50',
    from: context.addresses.take(),
    timeoutMs: 20_000,
  });
  const agents = jsonOf(answer) as
    | Array<{ id: string; name: string; status: string; read_only: number; voice_enabled: boolean }>
    | undefined;
  if (answer.kind !== 'answer' || answer.status !== 200 || !Array.isArray(agents)) {
    throw new Error(`the agent list answered ${describe(answer)}`);
  }
  const active = agents.filter((agent) => agent.status === 'active');
  const platform = active.filter((agent) => agent.read_only === 1);
  const pick = (agent: { id: string; name: string } | undefined) =>
    agent && { id: agent.id, name: agent.name };
  return {
    coach: pick(platform[0] ?? active[0]),
    voiceCoach: pick(platform.find((agent) => agent.voice_enabled)),
  };
}

async function createAgent(
  context: ReplayContext,
  customer: Account & { from: string },
  body: object,
) {
  const answer = await send(context.target, {
    method: 'POST',
    path: '/api/agents',
    headers: bearer(customer.accessToken),
    json: {
      description: 'Answers questions about orders.',
      instruction: 'Answer plainly and briefly.',
      knowledge: 'Orders ship within two days. Refunds take five working days.',
      status: 'active',
      ...body,
    },
    from: customer.from,
    timeoutMs: 20_000,
  });
  const id = (jsonOf(answer) as { id?: string } | undefined)?.id;
  if (answer.kind !== 'answer' || answer.status !== 201 || !id) {
    throw new Error(`creating an agent answered ${describe(answer)}`);
  }
  return id;
}

async function createKey(
  context: ReplayContext,
  customer: Account & { from: string },
  agentId: string,
  body: object,
) {
  const answer = await send(context.target, {
    method: 'POST',
    path: `/api/auth/api-keys/${agentId}`,
    headers: bearer(customer.accessToken),
    json: body,
    from: customer.from,
    timeoutMs: 20_000,
  });
  const secret = (jsonOf(answer) as { secret_key?: string } | undefined)?.secret_key;
  if (answer.kind !== 'answer' || answer.status !== 201 || !secret) {
    throw new Error(`creating a key answered ${describe(answer)}`);
  }
  return secret;
}

/**
 * Makes the fixtures; each one that cannot be made is written down (and reported once), and
 * the checks that need it say so instead of running half-way.
 */
export async function prepareFixtures(context: ReplayContext) {
  const { fixtures, report } = context;
  const attempt = async (what: string, make: () => Promise<void>) => {
    try {
      await make();
    } catch (error) {
      const why = `${what}: ${(error as Error).message}`;
      fixtures.missing.push(why);
      report.notRun('setup', what, 'the fixture the checks need is made', why);
    }
  };
  await attempt('find a public agent', async () => {
    const found = await findCoach(context);
    fixtures.coach = found.coach;
    fixtures.voiceCoach = found.voiceCoach;
    if (!fixtures.coach) throw new Error('the server lists no active public agent');
  });
  await attempt('sign up a customer', async () => {
    fixtures.customer = await newPerson(context, 'customer');
  });
  const customer = fixtures.customer;
  if (!customer) return;
  await attempt("create the customer's agents", async () => {
    fixtures.privateAgentId = await createAgent(context, customer, {
      name: 'Order Desk',
      mode: 'PRIVATE',
    });
    fixtures.voiceAgentId = await createAgent(context, customer, {
      name: 'Order Line',
      mode: 'PUBLIC',
      voice_enabled: true,
    });
  });
  const agentId = fixtures.privateAgentId;
  if (!agentId) return;
  await attempt("create the customer's keys", async () => {
    fixtures.liveKey = await createKey(context, customer, agentId, {
      name: 'Server key',
      key_type: 'live',
    });
    fixtures.restrictedKey = await createKey(context, customer, agentId, {
      name: 'Widget key',
      key_type: 'restricted',
      allowed_domains: [fixtures.widgetOrigin],
    });
  });
}
