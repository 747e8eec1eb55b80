import { useReducer, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { AgentFormValues } from '../lib/agent-form-values';
import { firstInvalidField, tabOfField, type AgentFieldErrors } from '../lib/agent-validation';
import { builderReducer, initBuilder, isDirty } from '../lib/builder-state';
import { panelId, type BuilderTab } from '../lib/builder-tabs';
import { useSubmitAgent } from './use-submit-agent';

/** Focuses a field by its name (the first of a group), else the panel that holds it. */
function focusField(form: HTMLFormElement | null, field: string, tab: BuilderTab) {
  const named = form?.elements.namedItem(field);
  const target = named instanceof RadioNodeList ? named[0] : named;
  if (target instanceof HTMLElement) target.focus();
  else document.getElementById(panelId(tab))?.focus();
}

/** The builder's state: values, errors, tabs, tool setups, saving and its outcome. */
export function useAgentBuilder(
  formRef: RefObject<HTMLFormElement | null>,
  agentId: string | null,
  initial: AgentFormValues,
  configured: string[],
) {
  const [state, dispatch] = useReducer(builderReducer, null, () =>
    initBuilder(initial, configured),
  );
  const [tab, setTab] = useState<BuilderTab>('information');

  function showFirstError(errors: AgentFieldErrors) {
    const field = firstInvalidField(errors);
    if (!field) return;
    const fieldTab = tabOfField(field);
    flushSync(() => setTab(fieldTab));
    focusField(formRef.current, field, fieldTab);
  }

  // Locked from the moment the agent is saved (its pending calendar setup may still be
  // stored), so the page cannot create it a second time before the redirect.
  const submission = useSubmitAgent({ agentId, state, dispatch, onInvalid: showFirstError });

  return { state, dispatch, tab, setTab, dirty: isDirty(state), ...submission };
}
