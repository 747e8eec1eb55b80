import { languageList } from '../../../../shared/languages';
import type { AgentLanguage } from './agent-form-values';

/**
 * The warning a voice agent's owner needs when this server's recogniser cannot understand some
 * of its languages: calls in those are refused (the call panel says so), so the builder says
 * it first, with who can change it and where. Null when every language is served.
 */
export function recogniserWarning(
  chosen: readonly AgentLanguage[],
  served: readonly AgentLanguage[],
): string | null {
  const unserved = chosen.filter((language) => !served.includes(language));
  if (unserved.length === 0) return null;
  const refused = `Calls in ${languageList(unserved)} are refused on this server`;
  const understands =
    served.length > 0
      ? `its speech recogniser understands only ${languageList(served)}`
      : 'it has no speech recogniser that works';
  const them = unserved.length === 1 ? 'it' : 'them';
  return `${refused}: ${understands}. Callers can still type in ${unserved.length === 1 ? 'it' : 'those languages'}. The server's operator can connect a recogniser that understands ${them} on the console's Speech page.`;
}
