import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiRequest } from './api-client';

/** Whether the signed-in person runs this server; false for visitors and while unknown. */
export const OperatorContext = createContext(false);

/** True for the server's operators: the console and the ways to it are theirs only. */
export const useIsOperator = () => useContext(OperatorContext);

/**
 * GET /api/profile's `operator`, asked once per signed-in account (keyed by it: a different
 * person never inherits the answer); nothing is asked for a visitor.
 */
export const operatorQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['operator', userId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ operator?: boolean }>('/profile', { signal })).operator === true,
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
  });
