import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  readableTextColor,
  relativeLuminance,
  WCAG_AA_RATIO,
} from './color-contrast';

describe('colour contrast (WCAG 2.x)', () => {
  it('gives the known luminances and ratios', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#2563eb')).toBeCloseTo(5.17, 2);
    expect(contrastRatio('#2563eb', '#ffffff')).toBeCloseTo(5.17, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks the text colour that reads on the background', () => {
    expect(readableTextColor('#2563eb')).toBe('#ffffff');
    expect(readableTextColor('#facc15')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });

  it('always reaches AA, even on the mid greys where both are closest', () => {
    for (let level = 0; level < 256; level += 1) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, readableTextColor(hex))).toBeGreaterThanOrEqual(WCAG_AA_RATIO);
    }
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('blue')).toThrow(RangeError);
  });
});
