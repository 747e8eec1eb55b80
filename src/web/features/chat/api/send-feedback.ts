import type { FeedbackRequest } from '../../../../shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

/** Rates one coach reply; a negative rating needs a reason. */
export function sendFeedback(body: FeedbackRequest) {
  return apiRequest<unknown>('/feedback', { method: 'POST', body });
}
