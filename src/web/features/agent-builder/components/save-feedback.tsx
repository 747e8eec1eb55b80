import { RequestError } from '../../../components/request-error';
import { ButtonLink } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import type { SaveOutcome } from '../hooks/use-submit-agent';

/**
 * The outcome of Create Agent / Save Changes, announced where the buttons are: a refusal in
 * the server's words (a plan's agent limit with the way to Billing), a fault as the spec's.
 */
export function SaveFeedback({ outcome }: { outcome: SaveOutcome | null }) {
  return (
    <>
      <div role="status">
        {outcome?.kind === 'saved' && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
            {outcome.message}
          </p>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <RequestError
          error={outcome.error}
          fallback={outcome.fallback}
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        />
      )}
      {outcome?.kind === 'partly-saved' && (
        <StatusMessage tone="error">
          <p>
            The agent was created, but its Google Calendar configuration could not be saved. Open
            the agent to connect the calendar again.
          </p>
          {outcome.detail && <p className="mt-1 text-sm">{outcome.detail}</p>}
          <ButtonLink
            to={`/agents/${outcome.agent.id}/edit`}
            variant="secondary"
            size="sm"
            className="mt-3"
          >
            Edit {outcome.agent.name}
          </ButtonLink>
        </StatusMessage>
      )}
    </>
  );
}
