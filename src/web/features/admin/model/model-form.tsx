import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FlaskConical, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FoundServer, ModelSettingsView } from '../../../../shared/schemas/admin-settings';
import { Button } from '../../../components/ui/button';
import { RequestError } from '../../../components/request-error';
import { testModelSettings, useSaveModelSettings } from '../api/model-settings';
import { FoundServers } from './found-servers';
import { ModelFields } from './model-fields';
import {
  fromFoundServer,
  ModelFormSchema,
  toModelFormValues,
  toModelInput,
  type ModelFormInput,
  type ModelFormValues,
} from './model-form-values';
import { ModelTestOutcome } from './model-test-result';

/** The language model form: found servers fill it, Test tries it as it is, Save applies it. */
export function ModelForm({ view }: { view: ModelSettingsView }) {
  const form = useForm<ModelFormInput, unknown, ModelFormValues>({
    defaultValues: toModelFormValues(view),
    resolver: zodResolver(ModelFormSchema),
  });
  const test = useMutation({ mutationFn: testModelSettings });
  const save = useSaveModelSettings();
  const [notice, setNotice] = useState('');

  const use = (server: FoundServer) => {
    for (const [field, value] of Object.entries(fromFoundServer(server))) {
      form.setValue(field as keyof ModelFormInput, value, { shouldDirty: true });
    }
    test.reset();
    setNotice(`Filled in from ${server.label}. Test it, then save to use it.`);
  };
  const runTest = form.handleSubmit((values) => {
    setNotice('');
    test.mutate(toModelInput(values, view));
  });
  const submit = form.handleSubmit((values) => {
    setNotice('');
    save.mutate(toModelInput(values, view), {
      onSuccess: (saved) => {
        form.reset(toModelFormValues(saved));
        setNotice(
          `Saved. The coaches now answer with ${saved.serving === 'offline' ? 'the offline engine' : saved.serving}.`,
        );
      },
    });
  });

  return (
    <div className="space-y-6">
      <FoundServers onUse={use} />
      <form
        noValidate
        aria-label="Language model"
        onSubmit={submit}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <ModelFields form={form} view={view} />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void runTest()} disabled={test.isPending}>
            <FlaskConical aria-hidden className="size-4" />
            {test.isPending ? 'Testing…' : 'Test'}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden className="size-4" />
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
        <div role="status" aria-label="Test and save results" className="space-y-3">
          {notice && <p className="text-sm text-slate-800">{notice}</p>}
          {test.isSuccess && <ModelTestOutcome result={test.data} />}
        </div>
        {test.isError && <RequestError error={test.error} fallback="The test could not be run." />}
        {save.isError && (
          <RequestError error={save.error} fallback="The setting could not be saved." />
        )}
      </form>
    </div>
  );
}
