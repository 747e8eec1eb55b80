import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { PeopleListSchema } from '../../../../shared/schemas/admin-people';
import { apiRequest } from '../../../lib/api-client';

export type PeopleList = z.infer<typeof PeopleListSchema>;

/** `/admin/people?q=…&page=…`, leaving out what is not asked for. */
export function peoplePath(q: string, page: number) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/admin/people${query ? `?${query}` : ''}`;
}

export const peopleQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'people', q.trim(), page],
    queryFn: ({ signal }) => apiRequest<PeopleList>(peoplePath(q, page), { signal }),
    // The page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const usePeople = (q: string, page: number) => useQuery(peopleQuery(q, page));

/** What an operator can change on an account, one call each. */
export type PersonChange =
  | { action: 'disable'; body: { disabled: boolean } }
  | { action: 'plan'; body: { plan: string } }
  | { action: 'operator'; body: { operator: boolean } };

export const changePerson = (id: string, change: PersonChange) =>
  apiRequest<unknown>(`/admin/people/${encodeURIComponent(id)}/${change.action}`, {
    method: 'POST',
    body: change.body,
  });

/**
 * A change to an account: every list that shows accounts (People, Requests) is read again,
 * and whether the signed-in person is an operator (they may have changed their own role).
 */
export function useChangePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: PersonChange }) => changePerson(id, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['operator'] }),
      ]),
  });
}
