import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig: language model', () => {
  it('runs the offline engine when nothing is set', () => {
    expect(loadConfig({}).llm).toMatchObject({ provider: 'offline', timeoutMs: 60_000 });
  });

  it.each([
    [{ LLM_PROVIDER: 'openai' }, 'LLM_API_KEY: required when LLM_PROVIDER=openai'],
    [{ LLM_PROVIDER: 'anthropic' }, 'LLM_API_KEY: required when LLM_PROVIDER=anthropic'],
    [{ LLM_PROVIDER: 'openai-compatible' }, 'LLM_BASE_URL: required'],
    [
      { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' },
      'LLM_MODEL: required',
    ],
    [{ LLM_PROVIDER: 'gemini' }, 'LLM_PROVIDER'],
    [{ LLM_TIMEOUT_MS: '5' }, 'LLM_TIMEOUT_MS'],
  ])('stops start-up with a readable reason (%#)', (env, words) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(words);
  });

  it('accepts a local OpenAI-compatible server without a key', () => {
    const { llm } = loadConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.2',
    });
    expect(llm).toMatchObject({ provider: 'openai-compatible', model: 'llama3.2' });
  });
});

describe('loadConfig: connections', () => {
  it('caps sockets per client unless a proxy does it, and keeps a header timeout of seconds', () => {
    expect(loadConfig({}).http).toEqual({
      maxConnectionsPerClient: 500,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 300_000,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).http.maxConnectionsPerClient).toBe(0);
    const set = { TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_CLIENT: '2000' };
    expect(loadConfig(set).http.maxConnectionsPerClient).toBe(2000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60' })).toThrow('HEADERS_TIMEOUT_MS');
  });
});
