/** The host page's sessionStorage key for one agent's widget conversation. */
const storageKey = (agentId: string) => `coachforge-widget:${agentId}:session`;

/** A session id the server accepts (8-100 of [A-Za-z0-9_-]); works on plain-http pages too. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * This tab's conversation with an agent: kept in sessionStorage so a reload continues it, and
 * in memory alone where the page forbids storage (sandboxed frames, privacy modes).
 */
export function sessionIdFor(agentId: string): string {
  try {
    const stored = sessionStorage.getItem(storageKey(agentId));
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
    const fresh = newSessionId();
    sessionStorage.setItem(storageKey(agentId), fresh);
    return fresh;
  } catch {
    return newSessionId();
  }
}
