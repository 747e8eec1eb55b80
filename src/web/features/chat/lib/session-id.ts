/**
 * Who the tab is chatting as: a signed-in person's conversations are theirs alone, so after
 * signing out the visitor needs a session of its own, and signing back in finds the old one.
 */
export const VISITOR = 'visitor';

const storageKey = (agentId: string, viewer: string) =>
  `coachforge.chat.session.${viewer}.${agentId}`;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
