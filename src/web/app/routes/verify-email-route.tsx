import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { describeAuthError } from '../../lib/auth-error-messages';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

/**
 * Where a confirmation e-mail's link lands (`/verify-email#token=…`): the token confirms the
 * address and signs the new account in, once; then the app's home page, signed in. The token
 * travels in the fragment, so it is in no server's log or Referer.
 */
export default function VerifyEmailRoute() {
  const { confirmEmail } = useAuth();
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();
  // Read once: the effect takes it out of the address bar.
  const [token] = useState(() => new URLSearchParams(hash.slice(1)).get('token'));
  const [refusal, setRefusal] = useState<string | null>(null);
  // A link signs in once: StrictMode's second run of the effect must not open it again.
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    // Out of the address bar and the history at once.
    window.history.replaceState(null, '', pathname);
    if (!token) return;
    confirmEmail(token).then(
      () => navigate('/', { replace: true }),
      (error: unknown) => setRefusal(describeAuthError(error)),
    );
  }, [confirmEmail, navigate, pathname, token]);

  const failure = token
    ? refusal
    : 'This link is incomplete. Copy the whole link from the e-mail and try again.';

  return (
    <PageContainer>
      {failure ? (
        <StatusMessage tone="error">
          <p>{failure}</p>
          <SignInButton onSignedIn={() => navigate('/', { replace: true })} />
        </StatusMessage>
      ) : (
        <StatusMessage>Confirming your e-mail address…</StatusMessage>
      )}
    </PageContainer>
  );
}
