import { AGENT_LIMITS } from '../../../../shared/constants';
import type { AgentFormValues } from '../lib/agent-form-values';
import type { AgentFieldErrors } from '../lib/agent-validation';
import type { EditValues } from './builder-form-types';
import { BuilderTextField } from './builder-text-field';
import { ModeSelector } from './mode-selector';
import { ToggleSwitch } from './toggle-switch';

/** Name, status, visibility, description, instructions and knowledge (spec 02 §2). */
export function InformationTab({
  values,
  errors,
  onEdit,
}: {
  values: AgentFormValues;
  errors: AgentFieldErrors;
  onEdit: EditValues;
}) {
  const text = (name: 'name' | 'description' | 'instruction' | 'knowledge') => ({
    id: `agent-${name}`,
    name,
    value: values[name],
    error: errors[name],
    maxLength: AGENT_LIMITS[name],
    required: true,
    onChange: (value: string) => onEdit({ [name]: value }),
  });
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <BuilderTextField label="Agent Name" placeholder="e.g. Pricing Coach" {...text('name')} />
      <div>
        <ToggleSwitch
          id="agent-status"
          label="Active"
          checked={values.status === 'active'}
          onChange={(on) => onEdit({ status: on ? 'active' : 'inactive' })}
          describedBy="agent-status-hint"
        />
        <p id="agent-status-hint" className="mt-1 text-sm text-slate-600">
          Only active agents answer chats and calls. New agents start inactive.
        </p>
        {errors.status && <p className="mt-1 text-sm text-red-700">{errors.status}</p>}
      </div>
      <ModeSelector value={values.mode} onChange={(mode) => onEdit({ mode })} error={errors.mode} />
      <BuilderTextField
        label="Description"
        rows={3}
        hint="What the agent helps with, as people see it in the catalogue."
        {...text('description')}
      />
      <BuilderTextField
        label="Instructions"
        rows={6}
        hint="How the agent behaves: its role, its tone, and what it should and should not do."
        {...text('instruction')}
      />
      <BuilderTextField
        label="Knowledge Base"
        rows={10}
        hint="The facts, notes and answers the agent draws on. Long texts are fine: the most relevant passages are used for each question."
        {...text('knowledge')}
      />
    </div>
  );
}
