import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { ResetPasswordForm } from '../auth/reset-password-form';
import { SignInButton } from '../layout/sign-in-button';

/**
 * Where a password-reset e-mail's link lands (`/reset-password#token=…`): a new password for
 * the account, once; then Sign In with it. The token travels in the fragment, so it is in no
 * server's log or Referer, and it leaves the address bar as the page opens.
 */
export default function ResetPasswordRoute() {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  // Read once: the effect takes it out of the address bar.
  const [token] = useState(() => new URLSearchParams(hash.slice(1)).get('token'));
  const [done, setDone] = useState(false);

  useEffect(() => {
    window.history.replaceState(null, '', pathname);
  }, [pathname]);

  return (
    <PageContainer>
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
        <div className="mt-6">
          {!token ? (
            <StatusMessage tone="error">
              This link is incomplete. Copy the whole link from the e-mail and try again.
            </StatusMessage>
          ) : done ? (
            <StatusMessage>
              <p>
                Your password has been changed, and your account has been signed out everywhere.
                Sign in with your new password.
              </p>
              <SignInButton onSignedIn={() => void navigate('/', { replace: true })} />
            </StatusMessage>
          ) : (
            <ResetPasswordForm token={token} onDone={() => setDone(true)} />
          )}
        </div>
      </div>
    </PageContainer>
  );
}
