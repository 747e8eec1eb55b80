import type { ReactNode } from 'react';
import type { Agent } from '../../../../shared/schemas/agent';
import { formatDate } from '../../../lib/format';

/** The saved agent's facts: its id, when it was created and last updated, and its status. */
export function AgentInfoBox({ agent }: { agent: Agent }) {
  const rows: [string, ReactNode][] = [
    ['Agent ID', <code className="font-mono text-xs break-all">{agent.id}</code>],
    ['Created', <time dateTime={agent.created_at}>{formatDate(agent.created_at)}</time>],
    ['Last updated', <time dateTime={agent.updated_at}>{formatDate(agent.updated_at)}</time>],
    ['Status', agent.status === 'active' ? 'Active' : 'Inactive'],
  ];
  return (
    <section
      aria-labelledby="agent-info-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="agent-info-heading" className="font-semibold text-slate-900">
        Agent Information
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
