import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

interface FieldIssue {
  field: string;
  message: string;
}

/** The field issues of a 400 answer, whose details.issues carry paths such as 'body.name'. */
function serverFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues
    .filter(
      (issue): issue is { path: string; message: string } =>
        typeof issue?.path === 'string' && typeof issue?.message === 'string',
    )
    .map((issue) => ({
      field: issue.path.replace(/^body\./, '').split('.')[0] ?? '',
      message: issue.message,
    }));
}

/**
 * Shows a 400 answer's issues under the form's own fields (`fields`, in form order): the first
 * message per field, as errors of type 'server'. Returns the fields that got one, in form
 * order, so the caller can focus the first. Other failures set nothing.
 */
export function setServerFieldErrors<T extends FieldValues, F extends Path<T>>(
  error: unknown,
  fields: readonly F[],
  setError: UseFormSetError<T>,
): F[] {
  const messages = new Map<string, string>();
  for (const { field, message } of serverFieldIssues(error)) {
    if (!messages.has(field)) messages.set(field, message);
  }
  const invalid = fields.filter((field) => messages.has(field));
  for (const field of invalid) setError(field, { type: 'server', message: messages.get(field) });
  return invalid;
}

/** The message of a field's error, or of the first error inside it (an item of a list). */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string') return message;
  for (const [key, inner] of Object.entries(error)) {
    // An error's ref is the DOM element it belongs to: nothing to look for in there.
    const found = key === 'ref' ? undefined : firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}
