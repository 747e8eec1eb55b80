import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchIdentityProviders } from '../../../lib/auth-client';

/** GET /api/auth/providers: popup providers and how new accounts are confirmed. */
export const identityProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: fetchIdentityProviders,
    staleTime: Infinity,
  });

export const useIdentityProviders = () => useQuery(identityProvidersQuery());
