import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { AGENT_LIMITS } from '../../../../shared/constants';
import { Switch } from '../../../components/ui/switch';
import type { AgentFormValues } from '../lib/agent-form-values';
import { BuilderTextField } from './builder-text-field';
import { ModeSelector } from './mode-selector';

type TextFieldName = 'name' | 'description' | 'instruction' | 'knowledge';

/** Name, status, visibility, description, instructions and knowledge (spec 02 §2). */
export function InformationTab() {
  const { register, control } = useFormContext<AgentFormValues>();
  const { errors } = useFormState({ control });
  const text = (name: TextFieldName) => ({
    id: `agent-${name}`,
    registration: register(name),
    error: errors[name]?.message,
    maxLength: AGENT_LIMITS[name],
    required: true,
  });
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">Fields marked with an asterisk (*) are required.</p>
      <BuilderTextField label="Agent Name" placeholder="e.g. Pricing Coach" {...text('name')} />
      <div>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              id="agent-status"
              label="Active"
              checked={field.value === 'active'}
              onCheckedChange={(on) => field.onChange(on ? 'active' : 'inactive')}
              onBlur={field.onBlur}
              aria-describedby="agent-status-hint"
            />
          )}
        />
        <p id="agent-status-hint" className="mt-1 text-sm text-slate-600">
          Only active agents answer chats and calls. New agents start inactive.
        </p>
        {errors.status && <p className="mt-1 text-sm text-red-700">{errors.status.message}</p>}
      </div>
      <ModeSelector registration={register('mode')} error={errors.mode?.message} />
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
