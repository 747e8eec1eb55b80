import { useMutation } from '@tanstack/react-query';
import type { AccountClosed, CloseAccountInput } from '../../../../shared/schemas/profile';
import { apiRequest } from '../../../lib/api-client';

/** Closes the signed-in person's account; answers with when its data will be deleted. */
export function closeAccount(body: CloseAccountInput) {
  return apiRequest<AccountClosed>('/profile/close', { method: 'POST', body });
}

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });
