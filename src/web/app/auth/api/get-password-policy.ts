import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPasswordPolicy } from '../../../lib/auth-client';

/** GET /api/auth/password-policy: the rules a new password must meet, fixed for the visit. */
export const passwordPolicyQuery = () =>
  queryOptions({
    queryKey: ['auth', 'password-policy'],
    queryFn: fetchPasswordPolicy,
    staleTime: Infinity,
  });

export const usePasswordPolicy = () => useQuery(passwordPolicyQuery());
