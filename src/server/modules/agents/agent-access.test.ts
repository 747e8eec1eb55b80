import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { VISITOR, type Principal } from '../auth/principal';
import { holdsConversation, keyScope, userScope, visitorScope } from '../chat/conversation-access';
import { agentListedFor, agentOwnedBy, agentVisibleTo } from './agent-access';

let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app);
  other = await signUp(t.app);
  const base = { description: 'd', instruction: 'i', knowledge: 'k', owner: 'o' };
  const rows = [
    { key: 'publicActive', name: 'Public active', mode: 'PUBLIC', status: 'active' },
    { key: 'publicInactive', name: 'Public inactive', mode: 'PUBLIC', status: 'inactive' },
    { key: 'ownersPrivate', name: 'Owner private', mode: 'PRIVATE', status: 'active' },
    { key: 'othersPrivate', name: 'Other private', mode: 'PRIVATE', status: 'active' },
  ] as const;
  for (const row of rows) {
    const ownerId = row.key === 'othersPrivate' ? other.userId : owner.userId;
    const [inserted] = await t.database.db
      .insert(agents)
      .values({ ...base, name: row.name, mode: row.mode, status: row.status, ownerId })
      .returning({ id: agents.id });
    ids[row.key] = inserted!.id;
  }
});
afterAll(() => t.close());

/** The names of the test agents a condition admits. */
async function admitted(condition: ReturnType<typeof agentVisibleTo>) {
  const rows = await t.database.db.select({ id: agents.id }).from(agents).where(and(condition));
  const names = Object.entries(ids);
  return rows.map((row) => names.find(([, id]) => id === row.id)?.[0]).sort();
}

const user = (account: TestAccount): Principal => ({
  kind: 'user',
  userId: account.userId,
  sessionId: 's',
});
const keyOf = (agentId: string): Principal => ({
  kind: 'agent-key',
  keyId: 'k1',
  keyType: 'live',
  agentId,
  ownerId: owner.userId,
});

describe('who sees which agent', () => {
  it('a visitor sees public agents, and lists only the active ones', async () => {
    expect(await admitted(agentVisibleTo(VISITOR))).toEqual(['publicActive', 'publicInactive']);
    expect(await admitted(agentListedFor(VISITOR))).toEqual(['publicActive']);
    expect(await admitted(agentOwnedBy(VISITOR))).toEqual([]);
  });

  it('a person also sees and lists their own agents, and owns only those', async () => {
    expect(await admitted(agentVisibleTo(user(owner)))).toEqual([
      'ownersPrivate',
      'publicActive',
      'publicInactive',
    ]);
    expect(await admitted(agentListedFor(user(owner)))).toEqual([
      'ownersPrivate',
      'publicActive',
      'publicInactive',
    ]);
    expect(await admitted(agentOwnedBy(user(other)))).toEqual(['othersPrivate']);
  });

  it('an API key or a widget session reaches its one agent, and owns none', async () => {
    const key = keyOf(ids.ownersPrivate!);
    expect(await admitted(agentVisibleTo(key))).toEqual(['ownersPrivate']);
    expect(await admitted(agentListedFor(key))).toEqual(['ownersPrivate']);
    expect(await admitted(agentOwnedBy(key))).toEqual([]);
    const widget: Principal = {
      kind: 'widget',
      widgetSessionId: 'w1',
      keyId: 'k1',
      keyType: 'restricted',
      agentId: ids.publicInactive!,
      sessionId: 'session_widget1',
      origin: 'https://acme.example',
      ownerId: owner.userId,
    };
    expect(await admitted(agentVisibleTo(widget))).toEqual(['publicInactive']);
    // An inactive agent is not listed, not even to its own widget.
    expect(await admitted(agentListedFor(widget))).toEqual([]);
  });
});

describe('who holds which conversation', () => {
  const visitors = { sessionId: 's1', agentId: 'a1', scope: visitorScope('a1') };
  const owners = () => ({ sessionId: 's2', agentId: 'a1', scope: userScope(owner.userId) });

  it('visitors share the visitors’ conversations of an agent; a person’s is theirs alone', () => {
    expect(holdsConversation(VISITOR, visitors)).toBe(true);
    expect(holdsConversation(VISITOR, { ...visitors, scope: visitorScope('a2') })).toBe(false);
    expect(holdsConversation(user(other), visitors)).toBe(false);
    expect(holdsConversation(user(owner), owners())).toBe(true);
    expect(holdsConversation(user(other), owners())).toBe(false);
    expect(holdsConversation(VISITOR, owners())).toBe(false);
  });

  it('a key holds none of the app’s conversations, not even of its own agent', () => {
    expect(holdsConversation(keyOf('a1'), visitors)).toBe(false);
    expect(holdsConversation(keyOf('a2'), visitors)).toBe(false);
    expect(holdsConversation(keyOf('a1'), owners())).toBe(false);
  });

  it('a conversation started with a key is held by that key and its widget session only', () => {
    const keyed = { sessionId: 's3', agentId: 'a1', scope: keyScope('k1') };
    expect(holdsConversation(keyOf('a1'), keyed)).toBe(true);
    expect(holdsConversation({ ...keyOf('a1'), keyId: 'k2' } as Principal, keyed)).toBe(false);
    expect(holdsConversation(VISITOR, keyed)).toBe(false);
    expect(holdsConversation(user(owner), keyed)).toBe(false);
    const widget = (sessionId: string): Principal => ({
      kind: 'widget',
      widgetSessionId: 'w1',
      keyId: 'k1',
      keyType: 'restricted',
      agentId: 'a1',
      sessionId,
      origin: 'https://acme.example',
      ownerId: owner.userId,
    });
    expect(holdsConversation(widget('s3'), keyed)).toBe(true);
    expect(holdsConversation(widget('s4'), keyed)).toBe(false);
  });
});
