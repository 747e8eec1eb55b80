import { useMutation } from '@tanstack/react-query';
import type { ContactReceipt, RequestInfo } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/** Sends the contact form; resolves with the server's receipt once the request is stored. */
export function sendRequestInfo(body: RequestInfo) {
  return apiRequest<ContactReceipt>('/request-info', { method: 'POST', body });
}

export const useRequestInfo = () => useMutation({ mutationFn: sendRequestInfo });
