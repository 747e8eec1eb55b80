import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { AgentInput } from '../../../../shared/schemas/agent';
import { tabOfField, type AgentFieldName } from '../lib/agent-fields';
import type { AgentFormValues } from '../lib/agent-form-values';
import { agentResolver } from '../lib/agent-resolver';
import type { BuilderTab } from '../lib/builder-tabs';
import { calendarToSave } from '../lib/tool-setups';
import { useSubmitAgent } from './use-submit-agent';
import { useToolSetups } from './use-tool-setups';

/** Focuses a field by its name (the first of a group), else the open panel that holds it. */
function focusField(form: HTMLFormElement | null, field: string) {
  const named = form?.elements.namedItem(field);
  const target = named instanceof RadioNodeList ? named[0] : named;
  if (target instanceof HTMLElement) target.focus();
  else form?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus();
}

/** The builder's state: the form, its tabs, tool setups, saving and its outcome. */
export function useAgentBuilder(
  formRef: RefObject<HTMLFormElement | null>,
  agentId: string | null,
  initial: AgentFormValues,
  configured: string[],
) {
  const form = useForm<AgentFormValues, unknown, AgentInput>({
    defaultValues: initial,
    resolver: agentResolver,
    // The first invalid field may sit on a hidden tab: showFirstError opens it first.
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<BuilderTab>('information');
  // A new object per request, so the same field is focused again after another failed save.
  const [focusRequest, setFocusRequest] = useState<{ field: AgentFieldName } | null>(null);
  const setups = useToolSetups(form, configured);

  // After the render that opened the tab and showed the errors (a group may appear with them).
  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest, formRef]);

  function showFirstError(field: AgentFieldName | undefined) {
    if (!field) return;
    setTab(tabOfField(field));
    setFocusRequest({ field });
  }

  const submission = useSubmitAgent({
    agentId,
    form,
    calendarToSave: () => calendarToSave(form.getValues('tools'), setups),
    onSaved: (agent) => setups.onSaved(agent.tools),
    onInvalid: showFirstError,
  });

  // Unsaved work: edited values, or a calendar setup waiting for the agent to be created.
  const dirty = form.formState.isDirty || setups.pendingCalendar !== null;
  return { form, tab, setTab, setups, dirty, ...submission };
}
