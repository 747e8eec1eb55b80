import type { ReactNode } from 'react';
import BillingPage from '../../features/billing/billing-page';
import InvoicesPage from '../../features/billing/invoices-page';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

/** Billing screens are a signed-in person's own: visitors are asked to sign in. */
function SignedIn({ title, children }: { title: string; children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading' || !user) {
    return (
      <PageContainer>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-6">
          {status === 'loading' ? (
            <StatusMessage>Loading your account…</StatusMessage>
          ) : (
            <StatusMessage>
              <p>Please sign in to see your {title.toLowerCase()}.</p>
              <SignInButton />
            </StatusMessage>
          )}
        </div>
      </PageContainer>
    );
  }
  // A different person starts from their own data, never the previous one's.
  return <div key={user.id}>{children}</div>;
}

export function BillingRoute() {
  return (
    <SignedIn title="Billing">
      <BillingPage />
    </SignedIn>
  );
}

export function InvoicesRoute() {
  return (
    <SignedIn title="Invoices">
      <InvoicesPage />
    </SignedIn>
  );
}
