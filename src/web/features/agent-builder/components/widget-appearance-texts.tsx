import { useFormContext, useFormState } from 'react-hook-form';
import { fieldClasses, FormField } from '../../../components/ui/form-field';
import type { AppearanceFormValues } from './widget-appearance-values';

function Check({
  name,
  label,
  hint,
  disabled,
}: {
  name: 'show_powered_by' | 'attachments';
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext<AppearanceFormValues>();
  const hintId = `widget-${name}-hint`;
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          {...register(name)}
          disabled={disabled}
          aria-describedby={hintId}
          className="size-4 accent-brand-700"
        />
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** What the panel says: greeting, suggested questions, privacy link and its footer. */
export function WidgetAppearanceTexts({ poweredByRequired }: { poweredByRequired: boolean }) {
  const { register, control } = useFormContext<AppearanceFormValues>();
  const { errors } = useFormState({ control });
  return (
    <div className="space-y-5">
      <FormField
        id="widget-greeting"
        label="Greeting"
        hint="Shown when a visitor opens an empty chat, up to 300 characters."
        error={errors.greeting?.message}
      >
        {(ids) => (
          <textarea
            {...ids}
            {...register('greeting')}
            rows={3}
            maxLength={300}
            className={fieldClasses}
          />
        )}
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Suggested questions</legend>
        <p className="text-sm text-slate-600">
          Up to four, each up to 80 characters. Leave a box empty to skip it.
        </p>
        <div className="mt-2 space-y-2">
          {[0, 1, 2, 3].map((index) => (
            <FormField
              key={index}
              id={`widget-suggestion-${index}`}
              label={`Question ${index + 1}`}
              error={
                errors.suggestions?.[index]?.text?.message ??
                (index === 0 ? errors.suggestions?.message : undefined)
              }
            >
              {(ids) => (
                <input
                  {...ids}
                  {...register(`suggestions.${index}.text`)}
                  maxLength={80}
                  className={fieldClasses}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <FormField
        id="widget-privacy-url"
        label="Privacy policy link"
        hint="Optional: a web address starting with https://, shown in the panel's footer."
        error={errors.privacy_url?.message}
      >
        {(ids) => (
          <input
            {...ids}
            {...register('privacy_url')}
            type="url"
            inputMode="url"
            className={fieldClasses}
          />
        )}
      </FormField>
      <Check
        name="show_powered_by"
        label='Show "Powered by CoachForge"'
        disabled={poweredByRequired}
        hint={
          poweredByRequired
            ? 'The Free plan always shows it; a paid plan lets you hide it.'
            : 'A small line in the panel’s footer.'
        }
      />
      <Check
        name="attachments"
        label="Let visitors attach TXT or PDF files"
        hint="With the same limits as files in the app's chat."
      />
    </div>
  );
}
