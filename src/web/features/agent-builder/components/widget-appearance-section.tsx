import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type {
  SavedWidgetAppearance,
  WidgetLook,
} from '../../../../shared/schemas/widget-appearance';
import { WidgetAppearanceInputSchema } from '../../../../shared/schemas/widget-appearance';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { errorSentence } from '../../../lib/error-sentence';
import {
  saveWidgetAppearance,
  useWidgetAppearance,
  widgetAppearanceQuery,
} from './widget-appearance-api';
import { WidgetAppearanceLook } from './widget-appearance-look';
import { WidgetAppearanceTexts } from './widget-appearance-texts';
import {
  appearanceResolver,
  toAppearance,
  toFormValues,
  type AppearanceFormValues,
} from './widget-appearance-values';
import { WidgetAvatarField } from './widget-avatar-field';
import { WidgetPreview } from './widget-preview';

/**
 * Enter in one of the section's one-line fields saves the appearance: left alone, the browser
 * would submit the agent's own form, which this section sits in.
 */
function useSaveOnEnter() {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = section.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
      if (['radio', 'checkbox', 'file', 'color'].includes(event.target.type)) return;
      event.preventDefault();
      element?.querySelector<HTMLButtonElement>('button[data-save-appearance]')?.click();
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, []);
  return section;
}

interface Shown {
  /** The widget's name and corner as the agent's form has them now. */
  name: string;
  position: WidgetLook['position'];
}

function AppearanceForm({
  agentId,
  saved,
  shown,
}: {
  agentId: string;
  saved: SavedWidgetAppearance;
  shown: Shown;
}) {
  const queryClient = useQueryClient();
  const form = useForm<AppearanceFormValues>({
    defaultValues: toFormValues(saved.appearance),
    resolver: appearanceResolver,
    mode: 'onChange',
  });
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string }>();
  const values = useWatch({ control: form.control }) as AppearanceFormValues;
  const checked = WidgetAppearanceInputSchema.safeParse(toAppearance(values));
  const update = (next: SavedWidgetAppearance) =>
    queryClient.setQueryData(widgetAppearanceQuery(agentId).queryKey, next);
  const section = useSaveOnEnter();
  const save = form.handleSubmit(async (current) => {
    setStatus(undefined);
    try {
      const next = await saveWidgetAppearance(agentId, toAppearance(current));
      update(next);
      form.reset(toFormValues(next.appearance));
      setStatus({
        tone: 'info',
        text: 'Appearance saved: visitors see it on their next page view.',
      });
    } catch (failure) {
      setStatus({
        tone: 'error',
        text: errorSentence(failure, 'The appearance could not be saved.'),
      });
    }
  });
  return (
    <FormProvider {...form}>
      <section ref={section} aria-labelledby="widget-appearance-heading" className="space-y-5">
        <h3 id="widget-appearance-heading" className="text-base font-semibold text-slate-900">
          Appearance
        </h3>
        <WidgetAppearanceLook />
        <WidgetAvatarField
          agentId={agentId}
          avatarUrl={saved.avatar_url}
          onChanged={(avatarUrl) => update({ ...saved, avatar_url: avatarUrl })}
        />
        <WidgetAppearanceTexts poweredByRequired={saved.powered_by_required} />
        <div className="flex flex-wrap items-center gap-3">
          {/* Not a submit button: this section sits inside the agent's own form. */}
          <Button
            data-save-appearance
            onClick={() => void save()}
            disabled={form.formState.isSubmitting}
          >
            Save appearance
          </Button>
        </div>
        <div aria-live="polite">
          {status && <StatusMessage tone={status.tone}>{status.text}</StatusMessage>}
        </div>
        <WidgetPreview
          agentId={agentId}
          appearance={checked.success ? checked.data : undefined}
          {...shown}
        />
      </section>
    </FormProvider>
  );
}

/** The widget's look (issue 33 §1), saved apart from the agent, with the live preview. */
export function WidgetAppearanceSection({ agentId, ...shown }: Shown & { agentId: string | null }) {
  if (!agentId) {
    return (
      <p className="text-sm text-slate-600">
        Save the agent first: then you can set how its widget looks and try it here.
      </p>
    );
  }
  return <LoadedAppearance agentId={agentId} shown={shown} />;
}

function LoadedAppearance({ agentId, shown }: { agentId: string; shown: Shown }) {
  const query = useWidgetAppearance(agentId);
  if (query.isPending) return <StatusMessage>Loading the widget’s appearance…</StatusMessage>;
  if (query.isError)
    return (
      <StatusMessage tone="error">
        {errorSentence(query.error, 'The widget’s appearance could not be loaded.')}
      </StatusMessage>
    );
  return <AppearanceForm agentId={agentId} saved={query.data} shown={shown} />;
}
