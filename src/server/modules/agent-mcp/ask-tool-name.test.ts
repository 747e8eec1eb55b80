import { describe, expect, it } from 'vitest';
import { askToolName } from './ask-tool-name';

describe('the ask tool of an agent', () => {
  it('is named after the agent in the letters a function name may hold', () => {
    expect(askToolName('Pricing Coach')).toBe('ask_pricing_coach');
    expect(askToolName('  Crème brûlée — B2B SaaS! ')).toBe('ask_creme_brulee_b2b_saas');
  });

  it('stays within 64 characters and never ends in an underscore', () => {
    const name = askToolName(`${'Growth '.repeat(20)}Coach`);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^ask_[a-z0-9_]*[a-z0-9]$/);
  });

  it('falls back to a generic name when nothing of the name can be kept', () => {
    expect(askToolName('Коуч по продажам')).toBe('ask_coach');
  });
});
