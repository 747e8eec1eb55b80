/**
 * The run this tab is on, kept for the tab's life: a visitor's run is held by its id alone,
 * and a reload or a trip to another page must find it again.
 */
const KEY = 'coachforge.wizard-run';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the ?run= address still holds the run.
    return undefined;
  }
}

export const savedRunId = (): string | null => storage()?.getItem(KEY) ?? null;
export const saveRunId = (id: string) => storage()?.setItem(KEY, id);
export const forgetRunId = () => storage()?.removeItem(KEY);
