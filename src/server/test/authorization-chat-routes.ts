import type { MatrixFixture, RouteCase } from './authorization-routes';
import { newSessionId } from './session-id';
import { multipartBody } from './multipart';

/** A chat-with-files form: a question and one text file, in a new session. */
const noteForm = (agentId: string) =>
  multipartBody({ message: 'Read this', session_id: newSessionId(), agent_id: agentId }, [
    { name: 'a.txt', type: 'text/plain', data: 'Some notes' },
  ]);

/** A conversation's address, naming the public agent (visitors' ids are kept per agent). */
const conversationUrl = (fixture: MatrixFixture, sessionId: string) =>
  `/api/conversations/${sessionId}?agent_id=${fixture.publicAgentId()}`;

/** Chat turns, conversations and ratings, with the status each kind of caller gets. */
export const chatAuthorizationRoutes = (fixture: MatrixFixture): RouteCase[] => [
  {
    method: 'POST',
    path: '/api/chat',
    url: () => '/api/chat',
    payload: () => ({
      message: 'Hi',
      session_id: newSessionId(),
      agent_id: fixture.publicAgentId(),
    }),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/chat-with-files',
    url: () => '/api/chat-with-files',
    form: () => noteForm(fixture.publicAgentId()),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/chat/stream',
    url: () => '/api/chat/stream',
    // The owner's private agent: hidden from others; the owner reaches the (inactive) agent.
    payload: async () => ({
      message: 'Hi',
      session_id: newSessionId(),
      agent_id: await fixture.ownersAgent(),
    }),
    expected: { visitor: 404, stranger: 404, owner: 409 },
  },
  {
    method: 'POST',
    path: '/api/chat-with-files/stream',
    url: () => '/api/chat-with-files/stream',
    form: () => noteForm(fixture.publicAgentId()),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    // Anyone talking to a public agent may ask for a person, even before saying anything.
    method: 'POST',
    path: '/api/conversations/{session_id}/handoff',
    url: () => `/api/conversations/${newSessionId()}/handoff`,
    payload: () => ({ agent_id: fixture.publicAgentId() }),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/conversations/{session_id}/events',
    url: async () =>
      `/api/conversations/${await fixture.ownersConversation()}/events?agent_id=${fixture.publicAgentId()}`,
    endless: true,
    // Others' ids name their own (empty) session in their own scope: followed from its first
    // event, never the owner's conversation (handoff.test.ts shows who receives what).
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'GET',
    path: '/api/conversations/{session_id}',
    url: async () => conversationUrl(fixture, await fixture.ownersConversation()),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/conversations/{session_id}',
    url: async () => conversationUrl(fixture, await fixture.ownersConversation()),
    expected: { visitor: 404, stranger: 404, owner: 204 },
  },
  // Session ids are each caller's own: a visitor's conversation is not a person's, and the
  // same id sent by anyone else is their own new conversation (no "taken" answer to learn from).
  {
    method: 'GET',
    path: '/api/conversations/{session_id}',
    url: async () => conversationUrl(fixture, await fixture.visitorsConversation()),
    expected: { visitor: 200, stranger: 404, owner: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/conversations/{session_id}',
    url: async () => conversationUrl(fixture, await fixture.visitorsConversation()),
    expected: { visitor: 204, stranger: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/chat',
    url: () => '/api/chat',
    payload: async () => ({
      message: 'Hi',
      session_id: await fixture.ownersConversation(),
      agent_id: fixture.publicAgentId(),
    }),
    expected: { visitor: 200, stranger: 200, owner: 200 },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    url: () => '/api/feedback',
    payload: async () => ({
      session_id: await fixture.visitorsConversation(),
      agent_id: fixture.publicAgentId(),
      message_index: 1,
      feedback: 'positive',
    }),
    expected: { visitor: 200, stranger: 404, owner: 404 },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    url: () => '/api/feedback',
    payload: async () => ({
      session_id: await fixture.ownersConversation(),
      agent_id: fixture.publicAgentId(),
      message_index: 1,
      feedback: 'positive',
    }),
    expected: { visitor: 404, stranger: 404, owner: 200 },
  },
];
