/** Where an agent's Google Calendar setup lives on the server. */
export const calendarPath = (agentId: string) =>
  `/agents/${encodeURIComponent(agentId)}/tools/google_calendar`;

/** The setup is stored on an agent: before it exists the form keeps it (create screen). */
export function needsAgent(agentId: string | null): string {
  if (!agentId) throw new Error('The agent must be saved before its calendar setup is stored.');
  return agentId;
}
