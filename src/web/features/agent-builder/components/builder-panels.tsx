import type { BuilderState } from '../lib/builder-state';
import type { BuilderTab } from '../lib/builder-tabs';
import type { ToolEntry } from '../lib/tool-rules';
import { ApiKeysTab } from './api-keys-tab';
import type { EditValues } from './builder-form-types';
import { BuilderTabPanel } from './builder-tab-list';
import { InformationTab } from './information-tab';
import { ToolsTab } from './tools-tab';
import { VoiceTab } from './voice-tab';
import { WidgetTab } from './widget-tab';

/** The five tab panels; all stay mounted (hidden) so every field is part of the form. */
export function BuilderPanels({
  tab,
  agentId,
  state,
  onEdit,
  onToggleTool,
  onConfigureTool,
}: {
  tab: BuilderTab;
  agentId: string | null;
  state: BuilderState;
  onEdit: EditValues;
  onToggleTool: (tool: ToolEntry) => void;
  onConfigureTool: (tool: ToolEntry) => void;
}) {
  const { values, errors } = state;
  return (
    <>
      <BuilderTabPanel tab="information" selected={tab}>
        <InformationTab values={values} errors={errors} onEdit={onEdit} />
      </BuilderTabPanel>
      <BuilderTabPanel tab="tools" selected={tab}>
        <ToolsTab
          selected={values.tools}
          configured={state.configured}
          error={errors.tools}
          onToggle={onToggleTool}
          onConfigure={onConfigureTool}
        />
      </BuilderTabPanel>
      <BuilderTabPanel tab="voice" selected={tab}>
        <VoiceTab
          voiceEnabled={values.voice_enabled}
          languages={values.languages}
          error={errors.languages}
          onEdit={onEdit}
        />
      </BuilderTabPanel>
      <BuilderTabPanel tab="widget" selected={tab}>
        <WidgetTab agentId={agentId} values={values} errors={errors} onEdit={onEdit} />
      </BuilderTabPanel>
      <BuilderTabPanel tab="api-keys" selected={tab}>
        <ApiKeysTab created={agentId !== null} />
      </BuilderTabPanel>
    </>
  );
}
