import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsoleLayout } from '../../features/admin/console-layout';
import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { operatorQuery } from '../../lib/operator';
import { useAuth } from '../auth/use-auth';
import { SignInButton } from '../layout/sign-in-button';

function Refusal({ children }: { children: ReactNode }) {
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Console</h1>
      <div className="mt-6">{children}</div>
    </PageContainer>
  );
}

/**
 * /admin: the console for the server's operators. A visitor is asked to sign in; anyone else
 * is told whose it is (the server refuses them too, this only spares them empty pages).
 */
export default function AdminRoute() {
  const { status, user } = useAuth();
  const operator = useQuery(operatorQuery(user?.id));
  if (status === 'loading' || (user && operator.isPending)) {
    return (
      <Refusal>
        <StatusMessage>Loading the console…</StatusMessage>
      </Refusal>
    );
  }
  if (!user) {
    return (
      <Refusal>
        <StatusMessage>
          <p>The console is for the server&apos;s operators. Please sign in.</p>
          <SignInButton />
        </StatusMessage>
      </Refusal>
    );
  }
  if (operator.data !== true) {
    return (
      <Refusal>
        <StatusMessage>
          The console is for the server&apos;s operators, and your account is not one. An operator
          can make it one in the console&apos;s People page.
        </StatusMessage>
      </Refusal>
    );
  }
  return <ConsoleLayout key={user.id} />;
}
