import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Ear, Save, Volume2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { SpeechSettingsView } from '../../../../shared/schemas/admin-settings';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { testRecogniser, testVoice, useSaveSpeechSettings } from '../api/speech-settings';
import { RecogniserTestOutcome } from './recogniser-test';
import { SpeechEngineFields } from './speech-engine-fields';
import {
  SpeechFormSchema,
  toSpeechFormValues,
  toSpeechInput,
  type SpeechFormValues,
} from './speech-form-values';
import { VoiceTestOutcome } from './voice-test';

/** Recogniser and voice; each Test tries the form as it is, Save applies both. */
export function SpeechForm({ view }: { view: SpeechSettingsView }) {
  const form = useForm<SpeechFormValues>({
    defaultValues: toSpeechFormValues(view),
    resolver: zodResolver(SpeechFormSchema),
  });
  const voice = useMutation({ mutationFn: testVoice });
  const recogniser = useMutation({ mutationFn: testRecogniser });
  const save = useSaveSpeechSettings();
  const testVoiceOf = form.handleSubmit((values) => voice.mutate(toSpeechInput(values, view).tts));
  const testRecogniserOf = form.handleSubmit((values) =>
    recogniser.mutate(toSpeechInput(values, view).stt),
  );
  const submit = form.handleSubmit((values) =>
    save.mutate(toSpeechInput(values, view), {
      onSuccess: (saved) => form.reset(toSpeechFormValues(saved)),
    }),
  );
  return (
    <form noValidate aria-label="Speech" onSubmit={submit} className="space-y-6">
      <SpeechEngineFields part="stt" form={form} view={view} />
      <SpeechEngineFields part="tts" form={form} view={view} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => void testRecogniserOf()}
          disabled={recogniser.isPending}
        >
          <Ear aria-hidden className="size-4" />
          {recogniser.isPending ? 'Listening…' : 'Test the recogniser'}
        </Button>
        <Button variant="secondary" onClick={() => void testVoiceOf()} disabled={voice.isPending}>
          <Volume2 aria-hidden className="size-4" />
          {voice.isPending ? 'Speaking…' : 'Test the voice'}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden className="size-4" />
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <div role="status" aria-label="Test and save results" className="space-y-4">
        {save.isSuccess && !form.formState.isDirty && (
          <p className="text-sm text-slate-800">Saved. Calls use these settings from now on.</p>
        )}
        {recogniser.isSuccess && <RecogniserTestOutcome result={recogniser.data} />}
        {voice.isSuccess && <VoiceTestOutcome result={voice.data} />}
      </div>
      {recogniser.isError && (
        <RequestError error={recogniser.error} fallback="The recogniser could not be tested." />
      )}
      {voice.isError && (
        <RequestError error={voice.error} fallback="The voice could not be tested." />
      )}
      {save.isError && (
        <RequestError error={save.error} fallback="The settings could not be saved." />
      )}
    </form>
  );
}
