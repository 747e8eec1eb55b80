/**
 * How far Create Agent / Save Changes got: the form is being edited (perhaps after a failed
 * save), the agent request runs, the agent was saved and its pending calendar setup is being
 * stored, or all is done. From `saved` on, the form stays locked: the redirect follows, and a
 * second submit would create the agent twice.
 */
export type SubmitProgress = 'editing' | 'sending' | 'saved' | 'done';

export type SubmitEvent = 'send' | 'agent-saved' | 'failed' | 'finished';

export function advanceSubmit(progress: SubmitProgress, event: SubmitEvent): SubmitProgress {
  switch (event) {
    case 'send':
      return progress === 'editing' ? 'sending' : progress;
    case 'agent-saved':
      return 'saved';
    case 'failed':
      return progress === 'sending' ? 'editing' : progress;
    case 'finished':
      return progress === 'saved' ? 'done' : progress;
  }
}

/** A submit starts only from the form being edited: not while one runs, never after success. */
export const canSubmit = (progress: SubmitProgress) => progress === 'editing';

/** The fields lock once the agent is saved, until the page is left. */
export const isSubmitLocked = (progress: SubmitProgress) =>
  progress === 'saved' || progress === 'done';

/** The button shows Creating… / Saving… until the whole save, calendar setup included, is done. */
export const isSubmitBusy = (progress: SubmitProgress) =>
  progress === 'sending' || progress === 'saved';
