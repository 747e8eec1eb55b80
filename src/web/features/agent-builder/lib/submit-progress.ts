/**
 * How far Create Agent / Save Changes got: the form is being edited (perhaps after a failed
 * save), the agent request runs, or the agent was saved. Once saved, the form stays locked:
 * a pending calendar setup is still being stored and the redirect follows, so a second submit
 * would create the agent twice.
 */
export type SubmitProgress = 'editing' | 'sending' | 'saved';

export type SubmitEvent = 'send' | 'agent-saved' | 'failed';

export function advanceSubmit(progress: SubmitProgress, event: SubmitEvent): SubmitProgress {
  switch (event) {
    case 'send':
      return progress === 'editing' ? 'sending' : progress;
    case 'agent-saved':
      return 'saved';
    case 'failed':
      return progress === 'sending' ? 'editing' : progress;
  }
}

/** A submit starts only from the form being edited: not while one runs, never after success. */
export const canSubmit = (progress: SubmitProgress) => progress === 'editing';

/** The fields lock once the agent is saved, until the page is left. */
export const isSubmitLocked = (progress: SubmitProgress) => progress === 'saved';

/** The button shows Creating… / Saving… until the whole save, calendar setup included, is done. */
export const isSubmitBusy = (progress: SubmitProgress, outcome: { kind: string } | null) =>
  progress === 'sending' || (progress === 'saved' && outcome === null);
