import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The signed-in person's profile: name and e-mail of the account plus the saved details. */
export function fetchProfile(signal?: AbortSignal) {
  return apiRequest<Profile>('/profile', { signal });
}

/** A client error (401, 404…) will not go away by asking again; a flaky network might. */
const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => fetchProfile(signal),
    retry: (count, error) => count < 2 && !isClientError(error),
  });

export const useProfile = () => useQuery(profileQuery());
