import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in person's profile: name and e-mail of the account plus the saved details. */
export function fetchProfile(signal?: AbortSignal) {
  return apiRequest<Profile>('/profile', { signal });
}

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => fetchProfile(signal),
  });

export const useProfile = () => useQuery(profileQuery());
