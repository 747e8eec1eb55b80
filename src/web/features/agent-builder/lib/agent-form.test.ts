import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../../shared/schemas/agent';
import { ApiError } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/field-errors';
import { AGENT_FIELD_NAMES, firstInvalidField, tabOfField, tabsWithErrors } from './agent-fields';
import { createDefaults, fromAgent, toAgentInput, type AgentFormValues } from './agent-form-values';
import { agentResolver } from './agent-resolver';
import { withoutTool, withTool } from './tool-rules';

const agent: Agent = {
  id: '0b0e7c1e-5c43-4f7b-9a51-7d1b1c2f3a4b',
  name: 'Pricing Coach',
  description: 'Helps with pricing',
  instruction: 'Be concise.',
  knowledge: 'Value-based pricing.',
  icon: '💶',
  owner: 'Pat Founder',
  created_at: '2025-01-05T10:00:00.000Z',
  updated_at: '2025-01-06T10:00:00.000Z',
  read_only: 0,
  status: 'active',
  mode: 'PUBLIC',
  tools: ['youtube_transcript', 'web_scraper'],
  voice_enabled: true,
  languages: ['en', 'pt'],
  primary_language: 'en',
  widget_display_name: null,
  widget_position: 'top-left',
  widget_allowed_domains: [],
  is_owner: true,
};

const filled: AgentFormValues = {
  ...createDefaults(),
  name: '  Pricing Coach ',
  description: 'Helps with pricing',
  instruction: 'Be concise.',
  knowledge: 'Value-based pricing beats cost-plus.',
};

/** Runs the resolver as react-hook-form does on submit. */
const check = (values: AgentFormValues) =>
  agentResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('form values', () => {
  it('loads an agent with one blank domain row and no display name', () => {
    const values = fromAgent(agent);
    expect(values.widget_allowed_domains).toEqual(['']);
    expect(values.widget_display_name).toBe('');
    expect(toAgentInput(values)).toMatchObject({
      icon: '💶',
      widget_display_name: null,
      widget_allowed_domains: [],
    });
  });

  it('keeps tools and languages in one order, so choosing one again changes nothing', () => {
    const values = fromAgent(agent);
    expect(values.languages).toEqual(['pt', 'en']);
    expect(values.tools).toEqual(['web_scraper', 'youtube_transcript']);
    const again = withTool(withoutTool(values.tools, 'web_scraper'), 'web_scraper');
    expect(again).toEqual(values.tools);
  });
});

describe('agentResolver', () => {
  it("gives the spec's four messages for an empty form, name first", async () => {
    const { errors } = await check(createDefaults());
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      name: 'Agent name is required',
      description: 'Description is required',
      instruction: 'Instructions are required',
      knowledge: 'Knowledge base is required',
    });
    expect(firstInvalidField(errors)).toBe('name');
    expect(tabsWithErrors(errors)).toEqual(new Set(['information']));
  });

  it('treats blank text as missing', async () => {
    const { errors } = await check({ ...filled, description: '   \n ' });
    expect(Object.keys(errors)).toEqual(['description']);
  });

  it("sends the create screen's defaults, trimmed, with blank domain rows dropped", async () => {
    const result = await check({ ...filled, widget_allowed_domains: [' a.com ', '', 'a.com'] });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'Pricing Coach',
      status: 'inactive',
      mode: 'PRIVATE',
      tools: [],
      voice_enabled: false,
      languages: ['en'],
      widget_display_name: null,
      widget_allowed_domains: ['a.com'],
    });
  });

  it('requires a language and points at the Voice tab', async () => {
    const { errors } = await check({ ...filled, languages: [] });
    expect(errors.languages?.message).toBe('Choose at least one language');
    expect(firstInvalidField(errors)).toBe('languages');
    expect(tabsWithErrors(errors)).toEqual(new Set(['voice']));
  });

  it('keeps the primary language among the chosen ones, on the Voice tab', async () => {
    const { errors } = await check({ ...filled, languages: ['es'], primary_language: 'en' });
    expect(errors.primary_language?.message).toBe(
      'The primary language must be one of the supported languages',
    );
    expect(tabsWithErrors(errors)).toEqual(new Set(['voice']));
  });

  it("shows an item's error (an unknown tool) at its list", async () => {
    const { errors } = await check({ ...filled, tools: ['web_scraper', 'teleporter'] });
    expect(errors.tools?.message).toMatch(/^Tools are web_scraper/);
    expect(tabOfField('tools')).toBe('tools');
  });
});

describe('server errors', () => {
  it('puts body.* issues of a 400 answer under their fields, in form order', () => {
    const error = new ApiError(400, 'validation_failed', 'body.name: too long', {
      issues: [
        { path: 'body.widget_allowed_domains.2', message: 'Too long' },
        { path: 'body.name', message: 'At most 120 characters' },
        { path: 'body.name', message: 'second message' },
        { path: 'body.unknown', message: 'ignored' },
        { nonsense: true },
      ],
    });
    const set: Record<string, string | undefined> = {};
    const invalid = setServerFieldErrors<AgentFormValues, (typeof AGENT_FIELD_NAMES)[number]>(
      error,
      AGENT_FIELD_NAMES,
      (name, { message }) => (set[name] = message),
    );
    expect(invalid).toEqual(['name', 'widget_allowed_domains']);
    expect(set).toEqual({ name: 'At most 120 characters', widget_allowed_domains: 'Too long' });
  });

  it('sets nothing for other failures', () => {
    const setError = () => expect.fail('no field error expected');
    expect(setServerFieldErrors(new ApiError(403, 'forbidden', 'x'), ['name'], setError)).toEqual(
      [],
    );
    expect(setServerFieldErrors(new Error('offline'), ['name'], setError)).toEqual([]);
  });
});
