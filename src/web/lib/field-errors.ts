import { ApiError } from './api-client';

export interface FieldIssue {
  field: unknown;
  message: string;
}

/** The first message per known field, in the order the issues came; later ones add little. */
export function firstErrorPerField<F extends string>(
  issues: readonly FieldIssue[],
  isField: (value: unknown) => value is F,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const { field, message } of issues) {
    if (isField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** A schema's issues by top-level field (the browser checks with the server's own schema). */
export const schemaIssues = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues.map((issue) => ({ field: issue.path[0], message: issue.message }));

/** The field issues of a 400 answer, whose details.issues carry paths such as 'body.name'. */
export function serverFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues
    .filter(
      (issue): issue is { path: string; message: string } =>
        typeof issue?.path === 'string' && typeof issue?.message === 'string',
    )
    .map((issue) => ({
      field: issue.path.replace(/^body\./, '').split('.')[0],
      message: issue.message,
    }));
}
