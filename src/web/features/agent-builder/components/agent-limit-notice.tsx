import { Link } from 'react-router';
import { useAgentQuota } from '../api/get-agent-quota';
import { agentLimitWarning } from '../lib/agent-quota';

/**
 * Before the create form: the plan's agent limit, when it is already reached, with the way to
 * Billing where it is lifted. Nothing while unknown: a creation is checked by the server anyway.
 */
export function AgentLimitNotice() {
  const quota = useAgentQuota();
  const warning = quota.data ? agentLimitWarning(quota.data) : null;
  if (!warning) return null;
  return (
    <div
      role="status"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <p>
        {warning}{' '}
        <Link to="/billing" className="font-medium underline">
          See plans in Billing
        </Link>
      </p>
    </div>
  );
}
