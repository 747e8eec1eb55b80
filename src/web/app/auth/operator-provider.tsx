import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OperatorContext, operatorQuery } from '../../lib/operator';
import { useAuth } from './use-auth';

/** Tells the whole app whether the signed-in person runs the server (the console's ways in). */
export function OperatorProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const operator = useQuery(operatorQuery(user?.id));
  return (
    <OperatorContext.Provider value={Boolean(user) && operator.data === true}>
      {children}
    </OperatorContext.Provider>
  );
}
