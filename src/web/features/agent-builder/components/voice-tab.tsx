import type { AgentLanguage } from '../lib/agent-form-values';
import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  languageSummary,
  toggleLanguage,
} from '../lib/voice-languages';
import type { EditValues } from './builder-form-types';
import { ToggleSwitch } from './toggle-switch';

/** Voice on or off, and the languages the agent speaks (spec 02 §2 Voice tab). */
export function VoiceTab({
  voiceEnabled,
  languages,
  error,
  onEdit,
}: {
  voiceEnabled: boolean;
  languages: AgentLanguage[];
  error?: string;
  onEdit: EditValues;
}) {
  return (
    <div className="space-y-6">
      <div>
        <ToggleSwitch
          id="agent-voice-enabled"
          label="Voice enabled"
          checked={voiceEnabled}
          onChange={(on) => onEdit({ voice_enabled: on })}
          describedBy="agent-voice-hint"
        />
        <p id="agent-voice-hint" className="mt-1 text-sm text-slate-600">
          Lets people talk to the agent by voice, in the app and through the widget.
        </p>
      </div>
      {(voiceEnabled || error) && (
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
                  checked={languages.includes(code)}
                  onChange={() => onEdit({ languages: toggleLanguage(languages, code) })}
                  className="size-4 accent-brand-700"
                />
                {LANGUAGE_NAMES[code]} ({code})
              </label>
            ))}
          </div>
          <p id="agent-languages-summary" className="mt-3 text-sm text-slate-700">
            <span className="font-medium">Selected:</span> {languageSummary(languages)}
          </p>
          {error && (
            <p id="agent-languages-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
