import { TabsContent } from '../../../components/ui/tabs';
import type { ReactNode } from 'react';
import type { BuilderTab } from '../lib/builder-tabs';
import { ApiKeysTab } from './api-keys-tab';
import { InformationTab } from './information-tab';
import { ToolsTab } from './tools-tab';
import { VoiceTab } from './voice-tab';
import { WidgetTab } from './widget-tab';

/**
 * A tab's panel: the form's tabs are hidden, not unmounted, so every field keeps its place and
 * its state. API Keys holds no form fields: it mounts when opened, so its usage is fresh.
 */
function BuilderPanel({ tab, children }: { tab: BuilderTab; children: ReactNode }) {
  return (
    <TabsContent value={tab} keepMounted={tab !== 'api-keys'} className="pt-6">
      {children}
    </TabsContent>
  );
}

/** The five tab panels; the fields read and write the form through its context. */
export function BuilderPanels({
  agentId,
  configured,
  onSetupTool,
}: {
  agentId: string | null;
  /** Tools whose setup exists (on the server, or pending on the create screen). */
  configured: readonly string[];
  onSetupTool: (tool: string) => void;
}) {
  return (
    <>
      <BuilderPanel tab="information">
        <InformationTab />
      </BuilderPanel>
      <BuilderPanel tab="tools">
        <ToolsTab configured={configured} onSetup={onSetupTool} />
      </BuilderPanel>
      <BuilderPanel tab="voice">
        <VoiceTab />
      </BuilderPanel>
      <BuilderPanel tab="widget">
        <WidgetTab agentId={agentId} />
      </BuilderPanel>
      <BuilderPanel tab="api-keys">
        <ApiKeysTab agentId={agentId} />
      </BuilderPanel>
    </>
  );
}
