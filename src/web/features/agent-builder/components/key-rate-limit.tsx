import { StatusMessage } from '../../../components/ui/status-message';
import { useRateLimit } from '../api/get-rate-limit';
import { perHour } from '../lib/api-key-text';
import { windowText } from '../lib/api-key-window';

/** Where the key stands in its hourly window right now. */
export function KeyRateLimit({
  agentId,
  keyId,
  lastUsedAt,
}: {
  agentId: string;
  keyId: string;
  lastUsedAt: string | null;
}) {
  const state = useRateLimit(agentId, keyId);
  if (state.isPending) return <StatusMessage>Loading the rate limit…</StatusMessage>;
  if (state.isError) {
    return <StatusMessage tone="error">Failed to load the key&apos;s rate limit.</StatusMessage>;
  }
  const { limit, remaining } = state.data;
  const slot = windowText(state.data, lastUsedAt);
  return (
    <section aria-labelledby={`rate-${keyId}`}>
      <h5 id={`rate-${keyId}`} className="text-sm font-semibold text-slate-900">
        Rate limit
      </h5>
      <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Limit</dt>
          <dd>{perHour(limit)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Remaining</dt>
          <dd>{remaining.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{slot.label}</dt>
          <dd>{slot.value}</dd>
        </div>
      </dl>
    </section>
  );
}
