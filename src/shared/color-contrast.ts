/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for the widget's
 * brand colour: the builder shows the ratio, and the widget writes on the brand colour in the
 * text colour chosen here. A few lines of arithmetic, so no library.
 */
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The AA threshold for normal-size text. */
export const WCAG_AA_RATIO = 4.5;

export const isHexColor = (value: string) => HEX_COLOR.test(value);

/** One sRGB channel (0..255) in linear light. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new RangeError(`${hex} is not a #rrggbb colour`);
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(linear);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * White or black, whichever contrasts more with `background`. One of the two always reaches
 * 4.5:1: their ratios multiply to 21, so the larger is at least √21 ≈ 4.58.
 */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
    ? '#ffffff'
    : '#000000';
}
