import { describe, expect, it } from 'vitest';
import { forbiddenHostnameReason, parseToolUrl, urlHostname } from './url-policy';

function refusal(input: string) {
  try {
    parseToolUrl(input);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseToolUrl', () => {
  it('accepts http and https on any port and drops the fragment', () => {
    expect(parseToolUrl('https://example.com/a?b=1#top').href).toBe('https://example.com/a?b=1');
    expect(parseToolUrl('http://example.com:8080/').port).toBe('8080');
  });

  it('adds https:// to a bare host name, as people type it', () => {
    expect(parseToolUrl('example.com/pricing').href).toBe('https://example.com/pricing');
  });

  it.each([
    ['ftp://example.com/file', 'unsupported_scheme'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['gopher://example.com:70/', 'unsupported_scheme'],
    ['https://user:secret@example.com/', 'credentials_in_url'],
    ['https://user@example.com/', 'credentials_in_url'],
    ['not a url', 'invalid_url'],
  ])('refuses %s with %s', (input, code) => {
    expect(refusal(input)).toMatchObject({ name: 'ToolError', code });
  });

  it('normalises IPv4 spellings so they cannot dodge the address checks', () => {
    expect(urlHostname(parseToolUrl('http://2130706433/'))).toBe('127.0.0.1');
    expect(urlHostname(parseToolUrl('http://0x7f.1/'))).toBe('127.0.0.1');
    expect(urlHostname(parseToolUrl('http://[::ffff:127.0.0.1]/'))).toBe('::ffff:7f00:1');
    expect(urlHostname(parseToolUrl('http://localhost./'))).toBe('localhost');
  });
});

describe('forbiddenHostnameReason', () => {
  it.each([
    'localhost',
    'api.localhost',
    'metadata.google.internal',
    'metadata',
    'printer.local',
    'router.home.arpa',
    'intranet',
  ])('refuses %s before any DNS', (name) => {
    expect(forbiddenHostnameReason(name)).toBeDefined();
  });

  it('leaves public names and IP literals to the address checks', () => {
    expect(forbiddenHostnameReason('example.com')).toBeUndefined();
    expect(forbiddenHostnameReason('localhost.example.com')).toBeUndefined();
    expect(forbiddenHostnameReason('::1')).toBeUndefined();
  });
});
