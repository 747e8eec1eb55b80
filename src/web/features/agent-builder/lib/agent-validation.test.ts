import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createDefaults } from './agent-form-values';
import {
  firstInvalidField,
  serverFieldErrors,
  tabOfField,
  tabsWithErrors,
  validateAgent,
} from './agent-validation';

const filled = {
  ...createDefaults(),
  name: '  Pricing Coach ',
  description: 'Helps with pricing',
  instruction: 'Be concise.',
  knowledge: 'Value-based pricing beats cost-plus.',
};

describe('validateAgent', () => {
  it("gives the spec's four messages for an empty form, name first", () => {
    const result = validateAgent(createDefaults());
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Agent name is required',
        description: 'Description is required',
        instruction: 'Instructions are required',
        knowledge: 'Knowledge base is required',
      },
    });
    if (!result.ok) expect(firstInvalidField(result.errors)).toBe('name');
  });

  it('treats blank text as missing', () => {
    const result = validateAgent({ ...filled, description: '   \n ' });
    expect(result.ok ? {} : result.errors).toEqual({ description: 'Description is required' });
  });

  it("sends the create screen's defaults, trimmed, with blank domain rows dropped", () => {
    const result = validateAgent({ ...filled, widget_allowed_domains: [' a.com ', '', 'a.com'] });
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        name: 'Pricing Coach',
        status: 'inactive',
        mode: 'PRIVATE',
        tools: [],
        voice_enabled: false,
        languages: ['en'],
        widget_display_name: null,
        widget_allowed_domains: ['a.com'],
      }),
    });
  });

  it('requires a language and points at the Voice tab', () => {
    const result = validateAgent({ ...filled, languages: [] });
    expect(result.ok ? {} : result.errors).toEqual({ languages: 'Choose at least one language' });
    if (!result.ok) {
      expect(firstInvalidField(result.errors)).toBe('languages');
      expect(tabsWithErrors(result.errors)).toEqual(new Set(['voice']));
    }
  });

  it('refuses tools the server does not know', () => {
    const result = validateAgent({ ...filled, tools: ['teleporter'] });
    expect(result.ok ? undefined : result.errors.tools).toMatch(/^Tools are web_scraper/);
    expect(tabOfField('tools')).toBe('tools');
  });
});

describe('serverFieldErrors', () => {
  it('maps body.* paths of a 400 answer to fields, nested paths to their field', () => {
    const error = new ApiError(400, 'validation_failed', 'body.name: too long', {
      issues: [
        { path: 'body.name', message: 'At most 120 characters' },
        { path: 'body.name', message: 'second message' },
        { path: 'body.widget_allowed_domains.2', message: 'Too long' },
        { path: 'body.unknown', message: 'ignored' },
        { nonsense: true },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      name: 'At most 120 characters',
      widget_allowed_domains: 'Too long',
    });
    expect(tabsWithErrors(serverFieldErrors(error))).toEqual(new Set(['information', 'widget']));
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new ApiError(403, 'forbidden', 'Not yours'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
