import { Mic, Phone, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LANGUAGE_NAMES, type AgentLanguageCode } from '../../../../shared/languages';
import { Button, buttonClasses } from '../../../components/ui/button';

export interface CallLanguageChoice {
  languages: readonly AgentLanguageCode[];
  language: AgentLanguageCode;
  onLanguage(code: AgentLanguageCode): void;
  /** The server's sentence refusing the chosen language (no call was started). */
  refusal?: string;
}

/**
 * Before a call: the language it will be in (the browser's when the coach speaks it, else the
 * coach's own) and Start call, which is focused so the panel opened from a card is one press away.
 */
export function VoiceCallReady({
  agentName,
  choice,
  onStart,
  onClose,
  className,
}: {
  agentName: string;
  choice: CallLanguageChoice;
  onStart(): void;
  onClose(): void;
  className: string;
}) {
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => startRef.current?.focus(), []);
  const { languages, language, onLanguage, refusal } = choice;
  return (
    <section aria-label="Voice call" className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <Mic aria-hidden className="size-5 text-brand-700" />
        <p role="status" className="font-medium text-slate-900">
          Call {agentName}
        </p>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Language
          <select
            value={language}
            onChange={(event) => onLanguage(event.target.value as AgentLanguageCode)}
            className="h-8 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900"
          >
            {languages.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex gap-2">
          <button
            ref={startRef}
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={onStart}
            disabled={refusal !== undefined}
          >
            <Phone aria-hidden className="size-4" /> Start call
          </button>
          <Button variant="secondary" size="sm" onClick={onClose}>
            <X aria-hidden className="size-4" /> Close
          </Button>
        </div>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
    </section>
  );
}
