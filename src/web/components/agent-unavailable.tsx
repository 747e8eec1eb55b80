import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../lib/api-client';
import { ButtonLink } from './ui/button';
import { StatusMessage } from './ui/status-message';

/** The one sentence for an agent id that is malformed, unknown, or someone else's private agent. */
export const AGENT_UNAVAILABLE = 'This agent does not exist or is not available to you.';

/** Said the same way whether the agent is missing or hidden, so ids reveal nothing. */
export function AgentUnavailable() {
  return (
    <StatusMessage tone="error">
      <p>{AGENT_UNAVAILABLE}</p>
      <ButtonLink to="/agents" variant="secondary" size="sm" className="mt-3">
        <ArrowLeft aria-hidden className="size-4" /> Back to Agents
      </ButtonLink>
    </StatusMessage>
  );
}

/** Whether a failed agent load means the agent is not there for this person (not a fault). */
export const meansAgentUnavailable = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);
