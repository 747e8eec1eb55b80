import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useGoogleIdentity } from '../hooks/use-google-identity';
import { ApiError } from '../../../lib/api-client';
import { createCalendarGrant } from '../api/create-calendar-grant';
import { requestCalendarCode } from '../lib/google-code-grant';
import {
  AUTH_ERRORS,
  requestCalendarToken,
  type GoogleOAuth2,
  type GoogleToken,
  type TokenOutcome,
} from '../lib/google-identity';

/** The code model: Google's popup gives a code, our server turns it into a renewable grant. */
async function authoriseWithCode(oauth2: GoogleOAuth2, clientId: string): Promise<TokenOutcome> {
  const outcome = await requestCalendarCode(oauth2, clientId);
  if (!outcome.ok) return outcome;
  try {
    return { ok: true, token: await createCalendarGrant(outcome.code) };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.message : AUTH_ERRORS.failed };
  }
}

const PERMISSIONS = [
  'View your calendars and events',
  'Create and modify events',
  'Access your calendar list',
];

/** Step 1: sign in with Google and grant the calendar permissions (spec 02 §2). */
export function CalendarAuthStep({
  clientId,
  renewable,
  onAuthorised,
  onCancel,
}: {
  clientId: string;
  /** The server can exchange a code for a connection that renews (it has the secret). */
  renewable: boolean;
  onAuthorised: (token: GoogleToken) => void;
  onCancel: () => void;
}) {
  const { state, retry } = useGoogleIdentity();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function signIn() {
    if (state.status !== 'ready') return;
    setError(null);
    setWaiting(true);
    // Straight from the click: a popup opened later would be blocked.
    const authorise = renewable
      ? authoriseWithCode(state.oauth2, clientId)
      : requestCalendarToken(state.oauth2, clientId);
    void authorise.then((outcome) => {
      setWaiting(false);
      if (outcome.ok) onAuthorised(outcome.token);
      else setError(outcome.message);
    });
  }

  const problem = state.status === 'failed' ? AUTH_ERRORS.google : error;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Connect a Google account so the agent can find free time and book meetings in it. The agent
        will be able to:
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        {PERMISSIONS.map((permission) => (
          <li key={permission}>{permission}</li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        {state.status === 'failed' ? (
          <Button onClick={retry}>Retry</Button>
        ) : (
          <Button onClick={signIn} disabled={state.status !== 'ready' || waiting}>
            {state.status === 'loading' ? 'Loading Google sign-in…' : 'Sign in with Google'}
          </Button>
        )}
      </div>
    </div>
  );
}
