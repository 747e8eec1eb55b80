import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Switch } from '../../../components/ui/switch';
import type { AgentFormValues, AgentLanguage } from '../lib/agent-form-values';
import { LanguageChoice } from './language-choice';
import { PrimaryLanguageSelect } from './primary-language-select';
import { RecogniserWarning } from './recogniser-warning';

/**
 * Voice on or off, the languages the agent speaks (spec 02 §2 Voice tab), and which of them is
 * its own: unticking the primary language makes the first ticked one primary. A language the
 * server's recogniser cannot understand is named, since calls in it are refused.
 */
export function VoiceTab() {
  const { control, getValues, setValue } = useFormContext<AgentFormValues>();
  const voiceEnabled = useWatch({ control, name: 'voice_enabled' });
  const languages = useWatch({ control, name: 'languages' });
  const { errors } = useFormState({ control, name: ['languages', 'primary_language'] });
  const error = errors.languages?.message;
  const chooseLanguages = (chosen: AgentLanguage[], onChange: (v: AgentLanguage[]) => void) => {
    onChange(chosen);
    const primary = getValues('primary_language');
    const first = chosen[0];
    if (first && !chosen.includes(primary))
      setValue('primary_language', first, { shouldDirty: true });
  };
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
            <LanguageChoice
              chosen={field.value}
              onChange={(chosen) => chooseLanguages(chosen, field.onChange)}
              error={error}
            />
          )}
        />
      )}
      {(voiceEnabled || errors.primary_language) && languages.length > 0 && (
        <Controller
          control={control}
          name="primary_language"
          render={({ field }) => (
            <PrimaryLanguageSelect
              languages={languages}
              value={field.value}
              onChange={field.onChange}
              error={errors.primary_language?.message}
            />
          )}
        />
      )}
      {voiceEnabled && <RecogniserWarning languages={languages} />}
    </div>
  );
}
