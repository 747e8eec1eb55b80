import { TriangleAlert } from 'lucide-react';
import { LANGUAGE_NAMES } from '../../../../shared/languages';
import type { SpeechSettingsView } from '../../../../shared/schemas/admin-settings';

/** Agents whose callers the recogniser cannot understand: their calls in those are refused. */
export function UnservedAgents({ agents }: { agents: SpeechSettingsView['unserved_agents'] }) {
  if (agents.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        The recogniser cannot hear some agents’ languages: calls in them are refused.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {agents.map((agent) => (
          <li key={agent.id}>
            {agent.name}: {agent.languages.map((code) => LANGUAGE_NAMES[code]).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
