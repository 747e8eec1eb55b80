import { FormField, fieldClasses } from '../../../components/ui/form-field';

export interface AuthHeaderValue {
  name: string;
  value: string;
}

/** The optional auth header: sent with every call, kept sealed on the server, never shown again. */
export function HttpAuthFields(props: {
  idPrefix: string;
  value: AuthHeaderValue;
  onChange: (value: AuthHeaderValue) => void;
  error?: string;
}) {
  const { idPrefix, value, onChange } = props;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField
        id={`${idPrefix}-auth-name`}
        label="Auth header name"
        hint="For example X-Api-Key"
        error={props.error}
      >
        {(control) => (
          <input
            {...control}
            className={fieldClasses}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-auth-value`}
        label="Auth header value"
        hint="Stored sealed; never shown again"
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            className={fieldClasses}
            value={value.value}
            onChange={(event) => onChange({ ...value, value: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

/** The header to send, or null when the owner left both fields empty. */
export const authHeaderOf = (value: AuthHeaderValue) =>
  value.name.trim() || value.value ? { name: value.name.trim(), value: value.value } : null;
