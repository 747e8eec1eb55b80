import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { AGENT_LIMITS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import type { AgentFormValues } from '../lib/agent-form-values';
import type { AgentFieldErrors } from '../lib/agent-validation';
import type { EditValues } from './builder-form-types';
import { BuilderTextField } from './builder-text-field';
import { DomainRows } from './domain-rows';
import { WidgetEmbed } from './widget-embed';
import { WidgetGuidance } from './widget-guidance';
import { WidgetPositionGroup } from './widget-position-group';
import { WidgetPreview } from './widget-preview';

/** The embeddable widget: its name, corner, allowed sites, embed code and preview. */
export function WidgetTab({
  agentId,
  values,
  errors,
  onEdit,
}: {
  /** The saved agent's id; null on the create screen. */
  agentId: string | null;
  values: AgentFormValues;
  errors: AgentFieldErrors;
  onEdit: EditValues;
}) {
  const [preview, setPreview] = useState(false);
  const shownName = values.widget_display_name.trim() || values.name.trim() || 'your agent';
  return (
    <div className="space-y-6">
      <BuilderTextField
        id="widget-display-name"
        name="widget_display_name"
        label="Agent display name"
        hint="The name visitors see on the widget. Leave empty to use the agent's name."
        value={values.widget_display_name}
        error={errors.widget_display_name}
        maxLength={AGENT_LIMITS.name}
        onChange={(value) => onEdit({ widget_display_name: value })}
      />
      <WidgetPositionGroup
        value={values.widget_position}
        onChange={(position) => onEdit({ widget_position: position })}
      />
      <DomainRows
        rows={values.widget_allowed_domains}
        error={errors.widget_allowed_domains}
        onChange={(rows) => onEdit({ widget_allowed_domains: rows })}
      />
      <WidgetEmbed agentId={agentId} agentName={shownName} position={values.widget_position} />
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={preview}
          onClick={() => setPreview(!preview)}
        >
          {preview ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )}
          {preview ? 'Hide Preview' : 'Show Preview'}
        </Button>
        {preview && <WidgetPreview name={shownName} position={values.widget_position} />}
      </div>
      <WidgetGuidance />
    </div>
  );
}
