import { useAuth } from '../auth/use-auth';

/** Shown to visitors only, not while the saved session is being read: what an account adds. */
export function SignInBanner() {
  const { status } = useAuth();
  if (status !== 'signed-out') return null;
  return (
    <aside aria-label="Sign in" className="bg-brand-50 text-brand-800">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm sm:px-6 lg:px-8">
        Sign in to create your own coaches, clone ours and keep your conversations.
      </p>
    </aside>
  );
}
