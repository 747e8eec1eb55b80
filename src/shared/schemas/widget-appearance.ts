import { z } from 'zod';

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
export const ServedWidgetAppearanceSchema = z.object({
  brand_color: z.string(),
  brand_text_color: z.string(),
  launcher: z.enum(LAUNCHER_STYLES),
  launcher_label: z.string(),
  theme: z.enum(WIDGET_THEMES),
  offset_x: z.number().int(),
  offset_y: z.number().int(),
  greeting: z.string(),
  suggestions: z.array(z.string()),
  privacy_url: z.string().nullable(),
  powered_by: z.boolean(),
  avatar_url: z.string().nullable(),
  attachments: z.boolean(),
});
export type ServedWidgetAppearance = z.infer<typeof ServedWidgetAppearanceSchema>;
