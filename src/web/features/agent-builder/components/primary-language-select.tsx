import { FormField, fieldClasses } from '../../../components/ui/form-field';
import type { AgentLanguage } from '../lib/agent-form-values';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '../lib/voice-languages';

/** The agent's own language, among the ticked ones: calls start in it unless the caller picks another. */
export function PrimaryLanguageSelect({
  languages,
  value,
  onChange,
  error,
}: {
  languages: readonly AgentLanguage[];
  value: AgentLanguage;
  onChange: (language: AgentLanguage) => void;
  error?: string;
}) {
  const choices = LANGUAGE_CODES.filter((code) => languages.includes(code));
  return (
    <FormField
      id="agent-primary-language"
      label="Primary language"
      hint="A call starts in the caller's browser language when the agent speaks it, otherwise in this one. Callers can pick any of the agent's languages in the call panel."
      error={error}
    >
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as AgentLanguage)}
          className={`${fieldClasses} sm:max-w-xs`}
        >
          {choices.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
