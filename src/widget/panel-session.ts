/** The host page's sessionStorage key for one agent's widget conversation. */
const storageKey = (agentId: string) => `coachforge-widget:${agentId}:session`;

/** A session id the server accepts (8-100 of [A-Za-z0-9_-]); works on plain-http pages too. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function storedSessionId(agentId: string): string | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey(agentId));
    return stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored) ? stored : undefined;
  } catch {
    return undefined; // the page forbids storage (sandboxed frames, privacy modes)
  }
}

/**
 * This tab's conversation with an agent. A session is kept in sessionStorage once the visitor
 * has said something in it (a message or a call), so a reload continues it; until then it lives
 * in memory only, and a first visit has no history to read (`resumed` false). `fresh` starts
 * a new conversation whatever is stored ("Start over").
 */
export function widgetSession(agentId: string, fresh = false) {
  const stored = fresh ? undefined : storedSessionId(agentId);
  const id = stored ?? newSessionId();
  return {
    id,
    /** This tab spoke in the session before (a reload): its history is worth reading. */
    resumed: stored !== undefined,
    /** Keeps the session for reloads of this tab; where storage is forbidden, for this page. */
    remember() {
      try {
        sessionStorage.setItem(storageKey(agentId), id);
      } catch {
        // Memory only: the conversation lasts as long as the page.
      }
    },
    /** Start over: this tab keeps no conversation until the visitor speaks again. */
    forget() {
      try {
        sessionStorage.removeItem(storageKey(agentId));
      } catch {
        // Nothing was stored.
      }
    },
  };
}

export type WidgetSession = ReturnType<typeof widgetSession>;
