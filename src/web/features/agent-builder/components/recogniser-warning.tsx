import { usePublicConfig } from '../api/get-public-config';
import type { AgentLanguage } from '../lib/agent-form-values';
import { recogniserWarning } from '../lib/recogniser-warning';

/**
 * Under the voice languages: which of them this server cannot hear (its recogniser is the
 * operator's choice). Nothing while the server's languages are unknown: a call says it anyway.
 */
export function RecogniserWarning({ languages }: { languages: readonly AgentLanguage[] }) {
  const config = usePublicConfig();
  const warning = config.data ? recogniserWarning(languages, config.data.voice_languages) : null;
  if (!warning) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      {warning}
    </p>
  );
}
