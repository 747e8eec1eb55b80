import { useRef, useState } from 'react';
import type { Agent } from '../../../../shared/schemas/agent';
import { saveCalendarConfig } from '../api/save-calendar-config';
import { useSaveAgent } from '../api/save-agent';
import { fromAgent } from '../lib/agent-form-values';
import { serverFieldErrors, validateAgent, type AgentFieldErrors } from '../lib/agent-validation';
import { calendarToSave, type BuilderAction, type BuilderState } from '../lib/builder-state';
import { MESSAGES, saveFailureDetail } from '../lib/save-messages';
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
  | { kind: 'failed'; message: string; detail: string | null }
  /** The agent was created but its calendar setup was not stored. */
  | { kind: 'partly-saved'; agent: Agent; detail: string | null };

/** Checks the form, saves the agent (then a pending calendar setup) and reports the outcome. */
export function useSubmitAgent({
  agentId,
  state,
  dispatch,
  onInvalid,
}: {
  agentId: string | null;
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  onInvalid: (errors: AgentFieldErrors) => void;
}) {
  const save = useSaveAgent(agentId);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [progress, setProgress] = useState<SubmitProgress>('editing');
  // Read by submit() before React re-renders, so a quick second click or Enter is refused too.
  const progressNow = useRef<SubmitProgress>('editing');

  function move(event: SubmitEvent) {
    progressNow.current = advanceSubmit(progressNow.current, event);
    setProgress(progressNow.current);
  }

  async function finish(agent: Agent, pending: BuilderState['pendingCalendar']) {
    move('agent-saved');
    dispatch({ type: 'saved', values: fromAgent(agent) });
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

  function submit() {
    if (!canSubmit(progressNow.current)) return;
    setOutcome(null);
    const checked = validateAgent(state.values);
    if (!checked.ok) {
      dispatch({ type: 'errors', errors: checked.errors });
      onInvalid(checked.errors);
      return;
    }
    const pending = agentId ? null : calendarToSave(state);
    move('send');
    save.mutate(checked.body, {
      onSuccess: (agent) => void finish(agent, pending),
      onError: (error) => {
        move('failed');
        const errors = serverFieldErrors(error);
        dispatch({ type: 'errors', errors });
        if (Object.keys(errors).length > 0) onInvalid(errors);
        const message = agentId ? MESSAGES.updateFailed : MESSAGES.createFailed;
        setOutcome({ kind: 'failed', message, detail: saveFailureDetail(error) });
      },
    });
  }

  return {
    submit,
    saving: isSubmitBusy(progress),
    locked: isSubmitLocked(progress),
    outcome,
    clearOutcome: () => setOutcome(null),
  };
}
