import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { AGENT_LIMITS } from '../../../../shared/constants';
import type { AgentFormValues } from '../lib/agent-form-values';
import { BuilderTextField } from './builder-text-field';
import { DomainRows } from './domain-rows';
import { WidgetEmbed } from './widget-embed';
import { WidgetGuidance } from './widget-guidance';
import { WidgetPositionGroup } from './widget-position-group';
import { WidgetAppearanceSection } from './widget-appearance-section';

/** The embeddable widget: its name, corner, allowed sites, embed code, look and live preview. */
export function WidgetTab({
  agentId,
}: {
  /** The saved agent's id; null on the create screen. */ agentId: string | null;
}) {
  const { register, control } = useFormContext<AgentFormValues>();
  const { errors, defaultValues } = useFormState({ control });
  // The form's defaults are the agent as loaded (and as saved): a widget key gets those domains.
  const savedDomains = (defaultValues?.widget_allowed_domains ?? [])
    .map((domain) => domain?.trim() ?? '')
    .filter(Boolean);
  const [name, displayName, position] = useWatch({
    control,
    name: ['name', 'widget_display_name', 'widget_position'],
  });
  const shownName = displayName.trim() || name.trim() || 'your agent';
  return (
    <div className="space-y-6">
      <BuilderTextField
        id="widget-display-name"
        registration={register('widget_display_name')}
        label="Agent display name"
        hint="The name visitors see on the widget. Leave empty to use the agent's name."
        error={errors.widget_display_name?.message}
        maxLength={AGENT_LIMITS.name}
      />
      <WidgetPositionGroup registration={register('widget_position')} />
      <Controller
        control={control}
        name="widget_allowed_domains"
        render={({ field, fieldState }) => (
          <DomainRows
            rows={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
          />
        )}
      />
      <WidgetEmbed
        agentId={agentId}
        agentName={shownName}
        position={position}
        savedDomains={savedDomains}
      />
      <WidgetAppearanceSection agentId={agentId} name={shownName} position={position} />
      <WidgetGuidance />
    </div>
  );
}
