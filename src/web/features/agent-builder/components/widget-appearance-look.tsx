import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  contrastRatio,
  isHexColor,
  readableTextColor,
  WCAG_AA_RATIO,
} from '../../../../shared/color-contrast';
import { fieldClasses, FormField } from '../../../components/ui/form-field';
import type { AppearanceFormValues } from './widget-appearance-values';

export const radioRow =
  'flex items-center gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900';

/** The brand colour, with the text colour the widget writes on it and how readable that is. */
function BrandColour() {
  const { register, control, setValue } = useFormContext<AppearanceFormValues>();
  const { errors } = useFormState({ control });
  const colour = useWatch({ control, name: 'brand_color' });
  const text = isHexColor(colour) ? readableTextColor(colour) : undefined;
  const ratio = text ? contrastRatio(colour, text) : undefined;
  return (
    <FormField
      id="widget-brand-color"
      label="Brand colour"
      hint="As #rrggbb. The widget writes on it in white or black, whichever reads better."
      error={errors.brand_color?.message}
    >
      {(ids) => (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-label="Pick the brand colour"
            value={text ? colour.toLowerCase() : '#2563eb'}
            onChange={(event) =>
              setValue('brand_color', event.target.value, {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
            className="h-10 w-14 rounded border border-slate-400 bg-white"
          />
          <input {...ids} {...register('brand_color')} className={`${fieldClasses} max-w-36`} />
          {text && ratio !== undefined && (
            <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
              <span
                aria-hidden
                className="rounded px-2 py-1 font-semibold"
                // A sample in the owner's own colours: values, not markup.
                style={{ background: colour, color: text }}
              >
                Aa
              </span>
              {text === '#ffffff' ? 'White' : 'Black'} text, contrast {ratio.toFixed(2)}:1 —{' '}
              {ratio >= WCAG_AA_RATIO ? 'passes WCAG AA' : 'fails WCAG AA'}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}

function Choice<Name extends 'launcher' | 'theme'>({
  name,
  legend,
  options,
}: {
  name: Name;
  legend: string;
  options: [AppearanceFormValues[Name], string][];
}) {
  const { register } = useFormContext<AppearanceFormValues>();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {options.map(([value, label]) => (
          <label key={value} className={radioRow}>
            <input
              type="radio"
              {...register(name)}
              value={value}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Offset({ name, label }: { name: 'offset_x' | 'offset_y'; label: string }) {
  const { register, control } = useFormContext<AppearanceFormValues>();
  const { errors } = useFormState({ control });
  return (
    <FormField id={`widget-${name}`} label={label} error={errors[name]?.message}>
      {(ids) => (
        <input
          {...ids}
          {...register(name, { valueAsNumber: true })}
          type="number"
          min={0}
          max={200}
          step={1}
          inputMode="numeric"
          className={fieldClasses}
        />
      )}
    </FormField>
  );
}

/** How the launcher looks on the page: colour, shape, label, theme and distance from the corner. */
export function WidgetAppearanceLook() {
  const { register, control } = useFormContext<AppearanceFormValues>();
  const { errors } = useFormState({ control });
  const launcher = useWatch({ control, name: 'launcher' });
  return (
    <div className="space-y-5">
      <BrandColour />
      <Choice
        name="launcher"
        legend="Launcher"
        options={[
          ['icon', 'Round icon'],
          ['pill', 'Pill with a label'],
        ]}
      />
      <FormField
        id="widget-launcher-label"
        label="Launcher label"
        hint={
          launcher === 'pill'
            ? 'Shown on the pill, up to 30 characters.'
            : 'Used by the pill launcher.'
        }
        error={errors.launcher_label?.message}
        required={launcher === 'pill'}
      >
        {(ids) => (
          <input
            {...ids}
            {...register('launcher_label')}
            maxLength={30}
            aria-required={launcher === 'pill' || undefined}
            className={fieldClasses}
          />
        )}
      </FormField>
      <Choice
        name="theme"
        legend="Theme"
        options={[
          ['auto', "Follow the visitor's device"],
          ['light', 'Light'],
          ['dark', 'Dark'],
        ]}
      />
      <div className="grid grid-cols-2 gap-3">
        <Offset name="offset_x" label="Distance from the side (px)" />
        <Offset name="offset_y" label="Distance from the edge (px)" />
      </div>
    </div>
  );
}
