import { KeyRound } from 'lucide-react';
import { ApiKeysManager } from './api-keys-manager';

/** API keys: on the create screen the agent must exist first (spec 02 §2). */
export function ApiKeysTab({ agentId }: { agentId: string | null }) {
  if (agentId) return <ApiKeysManager agentId={agentId} />;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
      <KeyRound aria-hidden className="mx-auto size-8 text-slate-500" />
      <h3 className="mt-2 font-semibold text-slate-900">Create Agent First</h3>
      <p className="mt-1 text-sm text-slate-700">
        API keys belong to an agent: create the agent, then manage its keys here.
      </p>
    </div>
  );
}
