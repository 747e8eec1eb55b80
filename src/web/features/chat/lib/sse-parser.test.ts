import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

/** Feeds the chunks one by one and collects every event, as the stream reader does. */
function parse(chunks: string[]): ServerSentEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

const stream =
  'event: delta\ndata: {"text":"Hel"}\n\n' +
  'event: delta\ndata: {"text":"lo"}\n\n' +
  'event: done\ndata: {"response":"Hello","message_index":1,"engine":"offline"}\n\n';

const expected = [
  { event: 'delta', data: '{"text":"Hel"}' },
  { event: 'delta', data: '{"text":"lo"}' },
  { event: 'done', data: '{"response":"Hello","message_index":1,"engine":"offline"}' },
];

describe('createSseParser', () => {
  it('reads whole events in order', () => {
    expect(parse([stream])).toEqual(expected);
  });

  it('gives the same events however the text is cut into chunks', () => {
    for (let size = 1; size <= 7; size++) {
      const chunks = stream.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks)).toEqual(expected);
    }
  });

  it('hands back an event only once its blank line has arrived', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"a"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });

  it('accepts CRLF and CR line ends, also with a CRLF cut between chunks', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    expect(parse([crlf])).toEqual(expected);
    expect(parse(crlf.split(/(?<=\r)/))).toEqual(expected);
    expect(parse([stream.replaceAll('\n', '\r')])).toEqual(expected);
  });

  it('joins multi-line data with line feeds and keeps spaces after the first', () => {
    expect(parse(['data: one\ndata:two\ndata:   three\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo\n  three' },
    ]);
  });

  it('skips comments, unknown fields, events without data and a leading BOM', () => {
    expect(
      parse(['\uFEFF: keep-alive\n\nid: 7\nretry: 10\nevent: ping\n\nevent: a\ndata\n\n']),
    ).toEqual([{ event: 'a', data: '' }]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parse(['event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {}'])).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
    ]);
  });
});
