import { KeyRound } from 'lucide-react';

/** API keys: on the create screen the agent must exist first (spec 02 §2). */
export function ApiKeysTab({ created }: { created: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
      <KeyRound aria-hidden className="mx-auto size-8 text-slate-500" />
      {created ? (
        <>
          <h3 className="mt-2 font-semibold text-slate-900">API keys are coming soon</h3>
          <p className="mt-1 text-sm text-slate-700">
            Creating and revoking this agent&apos;s API keys arrives with the API keys release.
            Until then the widget&apos;s embed code shows YOUR_API_KEY where the key goes.
          </p>
        </>
      ) : (
        <>
          <h3 className="mt-2 font-semibold text-slate-900">Create Agent First</h3>
          <p className="mt-1 text-sm text-slate-700">
            API keys belong to an agent: create the agent, then manage its keys here.
          </p>
        </>
      )}
    </div>
  );
}
