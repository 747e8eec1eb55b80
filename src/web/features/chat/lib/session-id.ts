import { randomUuid } from './random-id';

/**
 * Who the tab is chatting as: a signed-in person's conversations are theirs alone, so after
 * signing out the visitor needs a session of its own, and signing back in finds the old one.
 */
export const VISITOR = 'visitor';

/**
 * A chat session: `started` once a message was sent in it. Only a started session can have
 * anything stored on the server; a new one is not asked for (it would only answer 404).
 */
export interface ChatSession {
  id: string;
  started: boolean;
}

const storageKey = (agentId: string, viewer: string) =>
  `coachforge.chat.session.${viewer}.${agentId}`;

/** A session nobody has written in yet; the tab remembers it once the first message goes. */
export const newSession = (): ChatSession => ({ id: randomUuid(), started: false });

/** The tab's session with the agent, so a reload continues the conversation; else a new one. */
export function currentSession(agentId: string, viewer: string): ChatSession {
  try {
    const saved = sessionStorage.getItem(storageKey(agentId, viewer));
    if (saved) return { id: saved, started: true };
  } catch {
    // Storage may be unavailable (private mode): a new session, for this page only.
  }
  return newSession();
}

/** Remembers the session for this tab (first message sent), or forgets it (`null`: Clear). */
export function keepSession(agentId: string, viewer: string, id: string | null) {
  try {
    const key = storageKey(agentId, viewer);
    if (id) sessionStorage.setItem(key, id);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts for this page only.
  }
}
