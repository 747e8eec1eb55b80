import { useRef, useState } from 'react';
import { inToolOrder, type AgentForm } from '../lib/agent-form-values';
import type { PendingCalendar } from '../lib/calendar-config';
import { withoutTool, withTool } from '../lib/tool-rules';
import { withoutSetup, withSetup, type ToolSetups } from '../lib/tool-setups';

export interface SetupChange {
  /** Saved on the server (edit screen), rather than kept in the form until Create. */
  stored: boolean;
  pending?: PendingCalendar;
}

/**
 * Tool setups beside the form: which tools are configured, a calendar setup waiting for
 * Create, and the form's tools moving with them.
 */
export function useToolSetups(form: AgentForm, configuredAtLoad: readonly string[]) {
  const [setups, setSetups] = useState<ToolSetups>(() => ({
    configured: [...configuredAtLoad],
    pendingCalendar: null,
  }));
  // The tools as the server has them: where Reset goes back to.
  const storedTools = useRef(form.getValues('tools'));

  function moveTool(tool: string, add: boolean, stored: boolean) {
    const move = (tools: readonly string[]) =>
      add ? withTool(tools, tool) : withoutTool(tools, tool);
    const shown = move(form.getValues('tools'));
    if (stored) {
      // The server made this change already: it is no unsaved work, and Reset keeps it.
      storedTools.current = move(storedTools.current);
      form.resetField('tools', { defaultValue: storedTools.current });
    }
    form.setValue('tools', shown, { shouldDirty: true });
    form.clearErrors('tools');
  }

  return {
    ...setups,
    onConfigured(tool: string, { stored, pending }: SetupChange) {
      moveTool(tool, true, stored);
      setSetups((current) => withSetup(current, tool, pending));
    },
    onDisconnected(tool: string, { stored }: SetupChange) {
      moveTool(tool, false, stored);
      setSetups((current) => withoutSetup(current, tool));
    },
    /** The agent was saved with these tools; a pending setup has been handed over. */
    onSaved(tools: readonly string[]) {
      storedTools.current = inToolOrder(tools);
      setSetups((current) => ({ ...current, pendingCalendar: null }));
    },
  };
}
