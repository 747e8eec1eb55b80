import type { AgentFormValues } from '../lib/agent-form-values';

/** Changes some of the form's values (clearing those fields' errors). */
export type EditValues = (patch: Partial<Omit<AgentFormValues, 'icon'>>) => void;
