import { useCallback, useEffect, useState } from 'react';
import type { GoogleOAuth2 } from '../lib/google-identity';
import { loadGoogleIdentity } from '../lib/load-google-identity';

type IdentityState =
  { status: 'loading' } | { status: 'ready'; oauth2: GoogleOAuth2 } | { status: 'failed' };

/** Google Identity Services, loaded when the calendar sign-in step is shown. */
export function useGoogleIdentity() {
  const [state, setState] = useState<IdentityState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadGoogleIdentity().then(
      (oauth2) => current && setState({ status: 'ready', oauth2 }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
