const storageKey = (agentId: string) => `coachforge.chat.session.${agentId}`;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function store(agentId: string, id: string) {
  try {
    sessionStorage.setItem(storageKey(agentId), id);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts for this page only.
  }
}

/** A new random session id for the agent, remembered for this browser tab. */
export function startSession(agentId: string): string {
  const id = randomUuid();
  store(agentId, id);
  return id;
}

/** The tab's current session id for the agent, so a reload continues the conversation. */
export function currentSession(agentId: string): string {
  try {
    const saved = sessionStorage.getItem(storageKey(agentId));
    if (saved) return saved;
  } catch {
    // Fall through to a fresh session.
  }
  return startSession(agentId);
}
