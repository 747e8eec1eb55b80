import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Switch } from '../../../components/ui/switch';
import type { AgentFormValues } from '../lib/agent-form-values';
import { LanguageChoice } from './language-choice';

/** Voice on or off, and the languages the agent speaks (spec 02 §2 Voice tab). */
export function VoiceTab() {
  const { control } = useFormContext<AgentFormValues>();
  const voiceEnabled = useWatch({ control, name: 'voice_enabled' });
  const { errors } = useFormState({ control, name: 'languages' });
  const error = errors.languages?.message;
  return (
    <div className="space-y-6">
      <div>
        <Controller
          control={control}
          name="voice_enabled"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              id="agent-voice-enabled"
              label="Voice enabled"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="agent-voice-hint"
            />
          )}
        />
        <p id="agent-voice-hint" className="mt-1 text-sm text-slate-600">
          Lets people talk to the agent by voice, in the app and through the widget.
        </p>
      </div>
      {(voiceEnabled || error) && (
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <LanguageChoice chosen={field.value} onChange={field.onChange} error={error} />
          )}
        />
      )}
    </div>
  );
}
