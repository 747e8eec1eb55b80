import type { Agent } from '../../../../shared/schemas/agent';

const badgeClasses = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** What only an owner sees on their cards: agents others cannot find or cannot talk to. */
export function AgentBadges({ agent }: { agent: Pick<Agent, 'mode' | 'status'> }) {
  const privateAgent = agent.mode === 'PRIVATE';
  const inactive = agent.status === 'inactive';
  if (!privateAgent && !inactive) return null;
  return (
    <ul aria-label="Visibility" className="mt-1 flex flex-wrap gap-1">
      {privateAgent ? (
        <li className={`${badgeClasses} bg-slate-200 text-slate-800`}>Private</li>
      ) : null}
      {inactive ? (
        <li className={`${badgeClasses} bg-amber-100 text-amber-900`}>Inactive</li>
      ) : null}
    </ul>
  );
}
