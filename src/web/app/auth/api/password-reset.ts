import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/request-password-reset: better-auth mails (or logs) a link to the address
 * when it has an account, and answers the same either way.
 */
export function requestPasswordReset(email: string) {
  return apiRequest<{ status: boolean }>('/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim() },
  });
}

/** POST /api/auth/reset-password: the link's token sets a new password, once. */
export function resetPassword(token: string, newPassword: string) {
  return apiRequest<{ status: boolean }>('/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
  });
}
