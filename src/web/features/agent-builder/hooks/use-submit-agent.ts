import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { Agent, AgentInput } from '../../../../shared/schemas/agent';
import { setServerFieldErrors } from '../../../lib/field-errors';
import { saveCalendarConfig } from '../api/save-calendar-config';
import { useSaveAgent } from '../api/save-agent';
import { AGENT_FIELD_NAMES, firstInvalidField, type AgentFieldName } from '../lib/agent-fields';
import { fromAgent, type AgentForm } from '../lib/agent-form-values';
import type { PendingCalendar } from '../lib/calendar-config';
import { MESSAGES, saveFailure, saveFailureDetail } from '../lib/save-messages';
import {
  advanceSubmit,
  canSubmit,
  isSubmitBusy,
  isSubmitLocked,
  type SubmitEvent,
  type SubmitProgress,
} from '../lib/submit-progress';

export type SaveOutcome =
  | { kind: 'saved'; message: string }
  /** Said as the server's sentence for `error` (a refusal), else as `fallback`. */
  | { kind: 'failed'; error: unknown; fallback: string }
  /** The agent was created but its calendar setup was not stored. */
  | { kind: 'partly-saved'; agent: Agent; detail: string | null };

/** Checks the form, saves the agent (then a pending calendar setup) and reports the outcome. */
export function useSubmitAgent({
  agentId,
  form,
  calendarToSave,
  onSaved,
  onInvalid,
}: {
  agentId: string | null;
  form: AgentForm;
  /** The create screen's calendar setup to store once the agent exists, if any. */
  calendarToSave: () => PendingCalendar | null;
  onSaved: (agent: Agent) => void;
  onInvalid: (field: AgentFieldName | undefined) => void;
}) {
  const save = useSaveAgent(agentId);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [progress, setProgress] = useState<SubmitProgress>('editing');
  // Read before React re-renders, so a quick second click or Enter is refused too.
  const progressNow = useRef<SubmitProgress>('editing');

  // An edit after a failed save: the failure no longer describes the form. Only edits of a
  // field (a named change) count, not the reset that follows a save.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) setOutcome((shown) => (shown?.kind === 'failed' ? null : shown));
        },
      }),
    [form],
  );

  function move(event: SubmitEvent) {
    progressNow.current = advanceSubmit(progressNow.current, event);
    setProgress(progressNow.current);
  }

  async function finish(agent: Agent, pending: PendingCalendar | null) {
    move('agent-saved');
    form.reset(fromAgent(agent));
    onSaved(agent);
    if (pending) {
      try {
        await saveCalendarConfig(agent.id, pending.input);
      } catch (error) {
        move('finished');
        setOutcome({ kind: 'partly-saved', agent, detail: saveFailureDetail(error) });
        return;
      }
    }
    move('finished');
    setOutcome({ kind: 'saved', message: agentId ? MESSAGES.updated : MESSAGES.created });
  }

  function send(body: AgentInput) {
    // Two checks may have been under way at once: only the first sends.
    if (!canSubmit(progressNow.current)) return;
    const pending = agentId ? null : calendarToSave();
    move('send');
    save.mutate(body, {
      onSuccess: (agent) => void finish(agent, pending),
      onError: (error) => {
        move('failed');
        const [field] = setServerFieldErrors(error, AGENT_FIELD_NAMES, form.setError);
        if (field) onInvalid(field);
        const reason = field && form.getFieldState(field).error?.message;
        setOutcome({ kind: 'failed', ...saveFailure(error, agentId !== null, reason) });
      },
    });
  }

  function submit(event: BaseSyntheticEvent) {
    event.preventDefault();
    if (!canSubmit(progressNow.current)) return;
    setOutcome(null);
    void form.handleSubmit(send, (errors) => onInvalid(firstInvalidField(errors)))(event);
  }

  return {
    submit,
    saving: isSubmitBusy(progress),
    locked: isSubmitLocked(progress),
    outcome,
  };
}
