import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { preloadIdentityCalls } from '../../lib/auth-client';
import { describeAuthError } from '../../lib/auth-error-messages';
import { useIdentityProviders } from './api/get-identity-providers';
import { useAuth } from './use-auth';

/** "Continue with {provider}" for each configured identity provider; nothing when none is. */
export function ProviderSignInButtons({
  verb,
  onSignedIn,
}: {
  verb: 'Sign in' | 'Sign up';
  onSignedIn(): void;
}) {
  const { logInWithPopup } = useAuth();
  const providers = useIdentityProviders();
  // Shown in both dialogs: someone is about to sign in, so better-auth's client is fetched now
  // rather than when the form is sent.
  useEffect(preloadIdentityCalls, []);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!providers.data || providers.data.providers.length === 0) return null;
  const { trusted_origins: trustedOrigins, auth_origin: authOrigin } = providers.data;

  async function start(providerId: string) {
    setBusy(providerId);
    setError(null);
    try {
      await logInWithPopup(providerId, trustedOrigins, authOrigin);
      onSignedIn();
    } catch (failure) {
      setError(`Failed to ${verb.toLowerCase()}: ${describeAuthError(failure)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <p className="mb-2 text-center text-sm text-slate-600">or</p>
      <div className="space-y-2">
        {providers.data.providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            className="w-full"
            disabled={busy !== null}
            onClick={() => void start(provider.id)}
          >
            {busy === provider.id
              ? 'Waiting for the sign-in window…'
              : `Continue with ${provider.name}`}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
