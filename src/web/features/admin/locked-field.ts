import { fieldClasses, readOnlyFieldClasses } from '../../components/ui/form-field';

/**
 * How a setting's control is drawn: read-only, with the variable named, when the server's
 * environment sets it (the environment wins over the console).
 */
export function lockState(locked: Record<string, string>, field: string, hint?: string) {
  const variable = locked[field];
  return variable
    ? {
        readOnly: true,
        className: readOnlyFieldClasses,
        hint: `Set in the server's environment (${variable}): change it there.`,
      }
    : { readOnly: false, className: fieldClasses, hint };
}
