import { z } from 'zod';
import { WIDGET_POSITIONS } from '../constants';

/**
 * How the widget looks on a customer's site (issue 33 §1): set in the builder's Widget tab,
 * stored with the agent (agents.widget_appearance) and served to the widget, so a change shows
 * on the next page view without a new snippet.
 */
export const LAUNCHER_STYLES = ['icon', 'pill'] as const;
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export const AVATAR_KINDS = ['agent-icon', 'image'] as const;
export const WIDGET_SUGGESTIONS_MAX = 4;
/** Uploaded avatars: PNG, JPEG or WebP, sniffed from their bytes, at most this size. */
export const WIDGET_AVATAR_MAX_BYTES = 256 * 1024;
export const WIDGET_AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What is stored; every field has a default, so agents made before it look as they did. */
export interface WidgetAppearance {
  brand_color: string;
  launcher: (typeof LAUNCHER_STYLES)[number];
  launcher_label: string;
  theme: (typeof WIDGET_THEMES)[number];
  /** Distance from the corner, in CSS pixels. */
  offset_x: number;
  offset_y: number;
  greeting: string;
  suggestions: string[];
  privacy_url: string;
  /** The owner's choice; the Free plan shows "Powered by CoachForge" whatever it says. */
  show_powered_by: boolean;
  avatar: (typeof AVATAR_KINDS)[number];
  /** Whether visitors may attach TXT/PDF files (the app's limits apply). */
  attachments: boolean;
}

export const DEFAULT_WIDGET_APPEARANCE: WidgetAppearance = {
  brand_color: '#2563eb',
  launcher: 'icon',
  launcher_label: '',
  theme: 'auto',
  offset_x: 20,
  offset_y: 20,
  greeting: '',
  suggestions: [],
  privacy_url: '',
  show_powered_by: true,
  avatar: 'agent-icon',
  attachments: false,
};

/**
 * What the widget is sent: the stored settings resolved for showing. `brand_text_color` is the
 * readable text colour on the brand colour (WCAG AA), `powered_by` whether the line shows
 * (always on Free), `avatar_url` the image to show or null for the agent's icon.
 */
/** The launcher's part of the look, answered alike to the builder, the loader and the panel. */
const launcherLookShape = {
  brand_color: z.string(),
  launcher: z.enum(LAUNCHER_STYLES),
  launcher_label: z.string(),
  theme: z.enum(WIDGET_THEMES),
  offset_x: z.number().int(),
  offset_y: z.number().int(),
};
/** What the open panel shows on an empty conversation, and whether it takes files. */
const panelContentShape = {
  greeting: z.string(),
  suggestions: z.array(z.string()),
  attachments: z.boolean(),
};

export const ServedWidgetAppearanceSchema = z.object({
  ...launcherLookShape,
  ...panelContentShape,
  brand_text_color: z.string(),
  privacy_url: z.string().nullable(),
  powered_by: z.boolean(),
  avatar_url: z.string().nullable(),
});
export type ServedWidgetAppearance = z.infer<typeof ServedWidgetAppearanceSchema>;

const inList = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { message: `${what} must be one of: ${values.join(', ')}.` });

const offset = (what: string) =>
  z
    .number({ message: `The ${what} offset must be a number of pixels.` })
    .int({ message: `The ${what} offset must be a whole number of pixels.` })
    .min(0, { message: `The ${what} offset cannot be negative.` })
    .max(200, { message: `The ${what} offset can be at most 200 pixels.` });

const httpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** What the owner saves from the Widget tab: every field checked with a sentence for them. */
export const WidgetAppearanceInputSchema = z
  .object({
    brand_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'The brand colour must look like #2563eb.' }),
    launcher: inList(LAUNCHER_STYLES, 'The launcher'),
    launcher_label: z
      .string()
      .trim()
      .max(30, { message: "The launcher's label can be at most 30 characters." }),
    theme: inList(WIDGET_THEMES, 'The theme'),
    offset_x: offset('side'),
    offset_y: offset('bottom'),
    greeting: z
      .string()
      .trim()
      .max(300, { message: 'The greeting can be at most 300 characters.' }),
    suggestions: z
      .array(
        z
          .string()
          .trim()
          .min(1, { message: 'A suggested question cannot be empty.' })
          .max(80, { message: 'A suggested question can be at most 80 characters.' }),
      )
      .max(WIDGET_SUGGESTIONS_MAX, {
        message: `At most ${WIDGET_SUGGESTIONS_MAX} suggested questions.`,
      }),
    privacy_url: z
      .string()
      .trim()
      .max(2000, { message: 'The privacy link can be at most 2000 characters.' })
      .refine((value) => value === '' || httpUrl(value), {
        message: 'The privacy link must be a web address starting with http:// or https://.',
      }),
    show_powered_by: z.boolean(),
    avatar: inList(AVATAR_KINDS, 'The avatar'),
    attachments: z.boolean(),
  })
  .superRefine((value, context) => {
    if (value.launcher === 'pill' && value.launcher_label === '') {
      context.addIssue({
        code: 'custom',
        path: ['launcher_label'],
        message: 'A pill launcher needs a label, such as "Ask us".',
      });
    }
  });
export type WidgetAppearanceInput = z.input<typeof WidgetAppearanceInputSchema>;

/** What the builder is answered: the stored settings and how readable the brand colour is. */
export const SavedWidgetAppearanceSchema = z.object({
  appearance: z.object({
    ...launcherLookShape,
    ...panelContentShape,
    privacy_url: z.string(),
    show_powered_by: z.boolean(),
    avatar: z.enum(AVATAR_KINDS),
  }),
  brand_text_color: z.string(),
  /** The contrast of brand_text_color on brand_color (at least 4.5, WCAG AA). */
  contrast_ratio: z.number(),
  /** The uploaded avatar's URL, or null when none is uploaded. */
  avatar_url: z.string().nullable(),
  /** Whether the owner's plan shows "Powered by CoachForge" whatever they choose (Free). */
  powered_by_required: z.boolean(),
});
export type SavedWidgetAppearance = z.infer<typeof SavedWidgetAppearanceSchema>;

/** What the loader needs before the panel opens: the launcher's look, nothing secret. */
export const WidgetLookSchema = z.object({
  name: z.string(),
  position: z.enum(WIDGET_POSITIONS),
  ...launcherLookShape,
  brand_text_color: z.string(),
});
export type WidgetLook = z.infer<typeof WidgetLookSchema>;

/** A preview of unsaved settings in the builder: a widget token counted toward nothing. */
export const WidgetPreviewResponseSchema = z.object({
  /** Stands in for the key in the preview's snippet (`data-key`); short-lived. */
  token: z.string(),
  session_id: z.string(),
  expires_at: z.string(),
  look: WidgetLookSchema,
});
export type WidgetPreviewResponse = z.infer<typeof WidgetPreviewResponseSchema>;
