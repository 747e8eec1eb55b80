import { randomUuid } from './random-id';

/**
 * Who the tab is chatting as: a signed-in person's conversations are theirs alone, so after
 * signing out the visitor needs a session of its own, and signing back in finds the old one.
 */
export const VISITOR = 'visitor';

const storageKey = (agentId: string, viewer: string) =>
  `coachforge.chat.session.${viewer}.${agentId}`;

function store(agentId: string, viewer: string, id: string) {
  try {
    sessionStorage.setItem(storageKey(agentId, viewer), id);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts for this page only.
  }
}

/** A new random session id for the agent, remembered for this browser tab. */
export function startSession(agentId: string, viewer: string): string {
  const id = randomUuid();
  store(agentId, viewer, id);
  return id;
}

/** The tab's current session id for the agent, so a reload continues the conversation. */
export function currentSession(agentId: string, viewer: string): string {
  try {
    const saved = sessionStorage.getItem(storageKey(agentId, viewer));
    if (saved) return saved;
  } catch {
    // Fall through to a fresh session.
  }
  return startSession(agentId, viewer);
}
