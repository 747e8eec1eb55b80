import { describe, expect, it } from 'vitest';
import type { McpServerView } from '../../../../shared/schemas/mcp-servers';
import {
  McpServerFormSchema,
  toCreateInput,
  toServerFormValues,
  toUpdateInput,
  type McpServerFormValues,
} from './mcp-server-form-values';

const stored: McpServerView = {
  id: 'desk',
  name: 'Weather Desk',
  url: 'https://mcp.example.com/mcp',
  transport: 'streamable-http',
  header_names: ['Authorization', 'X-Team'],
  timeout_ms: 15_000,
  enabled: true,
  source: 'console',
  updated_by: 'ops@example.com',
  updated_at: '2026-11-27T02:00:00.000Z',
};

const parse = (values: unknown) => McpServerFormSchema.safeParse(values);
const valid = (values: unknown): McpServerFormValues => McpServerFormSchema.parse(values);

describe('the MCP server form', () => {
  it('starts from a stored server with its headers named and their values empty', () => {
    expect(toServerFormValues(stored)).toMatchObject({
      timeout_seconds: 15,
      headers: [
        { name: 'Authorization', value: '', stored: true },
        { name: 'X-Team', value: '', stored: true },
      ],
    });
  });

  it('keeps a stored header left empty, replaces one typed anew and removes a dropped one', () => {
    const values = valid({
      ...toServerFormValues(stored),
      timeout_seconds: '2.5',
      headers: [
        { name: 'Authorization', value: 'Bearer new', stored: true },
        { name: 'X-Region', value: 'eu', stored: false },
      ],
    });
    expect(toUpdateInput(values, stored)).toEqual({
      name: 'Weather Desk',
      url: 'https://mcp.example.com/mcp',
      transport: 'streamable-http',
      timeout_ms: 2_500,
      headers: { 'X-Team': null, Authorization: 'Bearer new', 'X-Region': 'eu' },
    });
    const untouched = valid(toServerFormValues(stored));
    expect(toUpdateInput(untouched, stored).headers).toEqual({});
  });

  it('sends a new server with its headers as typed', () => {
    const values = valid({
      id: 'desk',
      name: 'Desk',
      url: 'https://mcp.example.com/sse',
      transport: 'sse',
      timeout_seconds: '30',
      headers: [{ name: 'Authorization', value: 'Bearer t', stored: false }],
    });
    expect(toCreateInput(values)).toEqual({
      id: 'desk',
      name: 'Desk',
      url: 'https://mcp.example.com/sse',
      transport: 'sse',
      timeout_ms: 30_000,
      headers: { Authorization: 'Bearer t' },
    });
  });

  it('says what is wrong under the field: a new header needs a value, names are HTTP names', () => {
    const result = parse({
      id: 'no spaces please',
      name: '',
      url: 'ftp://example.com',
      transport: 'streamable-http',
      timeout_seconds: '0',
      headers: [
        { name: 'X-Key', value: '', stored: false },
        { name: 'Bad Name', value: 'v', stored: false },
        { name: 'x-key', value: 'v', stored: false },
        { name: 'Content-Type', value: 'v', stored: false },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'url',
        'timeout_seconds',
        'headers.0.value',
        'headers.1.name',
        'headers.2.name',
        'headers.3.name',
      ]),
    );
  });
});
