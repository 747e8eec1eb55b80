import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/auth-provider';
import { OperatorProvider } from './auth/operator-provider';
import { createQueryClient } from './query-client';

const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <OperatorProvider>{children}</OperatorProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
