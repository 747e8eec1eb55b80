import { ApiError } from '../../../lib/api-client';

/** A refusal split into the fields it names (body.<field>) and the sentence for the rest. */
export function fieldErrorsOf(error: unknown): {
  fields: Record<string, string>;
  general?: string;
} {
  if (!(error instanceof ApiError)) {
    return error
      ? { fields: {}, general: 'Something went wrong. Please try again.' }
      : { fields: {} };
  }
  const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)
    ?.issues;
  const fields: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const field = issue.path.split('.')[1];
    if (field && !fields[field]) fields[field] = issue.message;
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, general: error.message };
}
