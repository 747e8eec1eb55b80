import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  WIDGET_SUGGESTIONS_MAX,
  WidgetAppearanceInputSchema,
  type WidgetAppearance,
} from '../../../../shared/schemas/widget-appearance';

/** The form keeps a box for every suggested question; empty boxes are not questions. */
export type AppearanceFormValues = Omit<WidgetAppearance, 'suggestions'> & {
  suggestions: { text: string }[];
};

export function toFormValues(appearance: WidgetAppearance): AppearanceFormValues {
  const boxes = Array.from({ length: WIDGET_SUGGESTIONS_MAX }, (_, index) => ({
    text: appearance.suggestions[index] ?? '',
  }));
  return { ...appearance, suggestions: boxes };
}

export function toAppearance(values: AppearanceFormValues): WidgetAppearance {
  const suggestions = values.suggestions.map((box) => box.text.trim()).filter(Boolean);
  return { ...values, suggestions };
}

const checkAppearance = zodResolver(WidgetAppearanceInputSchema);

/** The shared schema checks the settings as they will be sent. */
export const appearanceResolver: Resolver<AppearanceFormValues> = async (
  values,
  context,
  options,
) => {
  const result = await checkAppearance(toAppearance(values), context, {
    ...options,
    names: undefined,
    fields: {},
  });
  return result.errors && Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};
