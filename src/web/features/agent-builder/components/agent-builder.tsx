import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAgentBuilder } from '../hooks/use-agent-builder';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import type { AgentFormValues } from '../lib/agent-form-values';
import { tabsWithErrors } from '../lib/agent-fields';
import { MESSAGES, REDIRECT_MS } from '../lib/save-messages';
import { BuilderPanels } from './builder-panels';
import { BuilderTabList } from './builder-tab-list';
import { ConfirmDialog } from './confirm-dialog';
import { FormActions } from './form-actions';
import { SaveFeedback } from './save-feedback';
import { ToolSetupDialog } from './tool-setup-dialog';

/** The agent form of /agents/create (no agentId) and /agents/{id}/edit (spec 02 §2). */
export function AgentBuilder({
  agentId,
  initial,
  configured,
}: {
  agentId: string | null;
  initial: AgentFormValues;
  configured: string[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const builder = useAgentBuilder(formRef, agentId, initial, configured);
  const { form, setups } = builder;
  const navigate = useNavigate();
  const guard = useLeaveGuard(builder.dirty && !builder.locked);
  const [asking, setAsking] = useState<'reset' | null>(null);
  const [setupTool, setSetupTool] = useState<string | null>(null);
  useRedirectAfter(builder.outcome?.kind === 'saved', '/agents', REDIRECT_MS);

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={builder.submit} aria-labelledby="builder-heading">
        <fieldset disabled={builder.locked} className="min-w-0 space-y-6">
          <BuilderTabList
            selected={builder.tab}
            onSelect={builder.setTab}
            withErrors={tabsWithErrors(form.formState.errors)}
          >
            <BuilderPanels
              agentId={agentId}
              configured={setups.configured}
              onSetupTool={setSetupTool}
            />
          </BuilderTabList>
          <SaveFeedback outcome={builder.outcome} />
          <FormActions
            editing={agentId !== null}
            dirty={builder.dirty}
            saving={builder.saving}
            onCancel={() => void navigate('/agents')}
            onReset={() => setAsking('reset')}
          />
        </fieldset>
        <ToolSetupDialog
          tool={setupTool}
          agentId={agentId}
          pending={setups.pendingCalendar?.view ?? null}
          onConfigured={setups.onConfigured}
          onDisconnected={setups.onDisconnected}
          onClose={() => setSetupTool(null)}
        />
        <ConfirmDialog
          open={asking === 'reset'}
          title="Reset changes"
          question={MESSAGES.reset}
          confirmLabel="Reset Changes"
          cancelLabel="Keep Editing"
          onConfirm={() => {
            form.reset();
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
        <ConfirmDialog
          open={guard.asking}
          title="Leave this page?"
          question={MESSAGES.leave}
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={guard.leave}
          onCancel={guard.stay}
        />
      </form>
    </FormProvider>
  );
}
