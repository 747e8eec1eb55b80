import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_APPEARANCE } from '../../../../shared/schemas/widget-appearance';
import {
  appearanceResolver,
  toAppearance,
  toFormValues,
  type AppearanceFormValues,
} from './widget-appearance-values';

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<AppearanceFormValues>;

describe('the Widget tab form values', () => {
  it('gives every suggested question a box, and sends only the filled ones', () => {
    const values = toFormValues({ ...DEFAULT_WIDGET_APPEARANCE, suggestions: ['Price?'] });
    expect(values.suggestions).toEqual([
      { text: 'Price?' },
      { text: '' },
      { text: '' },
      { text: '' },
    ]);
    values.suggestions[2] = { text: '  Plans? ' };
    expect(toAppearance(values).suggestions).toEqual(['Price?', 'Plans?']);
  });

  it("checks with the server's own rules and sentences", async () => {
    const pill = { ...toFormValues(DEFAULT_WIDGET_APPEARANCE), launcher: 'pill' as const };
    const refused = await appearanceResolver(pill, undefined, options);
    expect(refused.errors.launcher_label?.message).toBe(
      'A pill launcher needs a label, such as "Ask us".',
    );
    const accepted = await appearanceResolver(
      { ...pill, launcher_label: 'Ask us' },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
  });
});
