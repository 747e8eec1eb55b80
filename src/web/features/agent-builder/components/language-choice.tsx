import type { AgentLanguage } from '../lib/agent-form-values';
import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  languageSummary,
  toggleLanguage,
} from '../lib/voice-languages';

/** The languages a voice agent speaks: a checkbox per language and a summary of the choice. */
export function LanguageChoice({
  chosen,
  onChange,
  error,
}: {
  chosen: AgentLanguage[];
  onChange: (languages: AgentLanguage[]) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'agent-languages-error' : 'agent-languages-summary'}>
      <legend className="text-sm font-medium text-slate-800">Supported languages</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {LANGUAGE_CODES.map((code) => (
          <label
            key={code}
            className="flex items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900"
          >
            <input
              type="checkbox"
              name="languages"
              value={code}
              checked={chosen.includes(code)}
              onChange={() => onChange(toggleLanguage(chosen, code))}
              className="size-4 accent-brand-700"
            />
            {LANGUAGE_NAMES[code]} ({code})
          </label>
        ))}
      </div>
      <p id="agent-languages-summary" className="mt-3 text-sm text-slate-700">
        <span className="font-medium">Selected:</span> {languageSummary(chosen)}
      </p>
      {error && (
        <p id="agent-languages-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
