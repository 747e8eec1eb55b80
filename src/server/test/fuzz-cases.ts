/** One malformed request: its body, headers and how its URL is filled in. */
export interface FuzzCase {
  name: string;
  body?: string | Buffer;
  headers: Record<string, string>;
  url(path: string, agentId: string): string;
}

/** A small seeded generator (mulberry32): the same route always gets the same cases. */
function seeded(text: string) {
  let seed = [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES = [
  '',
  ' ',
  '\u0000',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE%F0%9F%92%A9',
  'x'.repeat(600),
  '-1',
  '1e309',
  'null',
  '00000000-0000-0000-0000-000000000000',
  '%ZZ',
];

/** Fills `{param}` with an odd value, or with the owner's real agent to reach deeper code. */
function fillPath(path: string, pick: () => number, agentId: string) {
  return path.replace(/\{[^}]+\}/g, (name) =>
    name.includes('id') && pick() < 0.5
      ? agentId
      : ODD_VALUES[Math.floor(pick() * ODD_VALUES.length)]!,
  );
}

const json = { 'content-type': 'application/json' };

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** The bodies every route is fed, each on a path filled in its own way. */
export function fuzzCases(route: string): FuzzCase[] {
  const pick = seeded(route);
  const at =
    (query = '') =>
    (path: string, agentId: string) =>
      `${fillPath(path, pick, agentId)}${query}`;
  return [
    { name: 'broken JSON', body: '{"message": "hi", ', headers: json, url: at() },
    { name: 'array body', body: '[1,2,3]', headers: json, url: at() },
    { name: 'string body', body: '"hello"', headers: json, url: at() },
    { name: 'null body', body: 'null', headers: json, url: at() },
    {
      name: 'wrong types',
      body: JSON.stringify({
        message: 42,
        name: ['x'],
        agent_id: { $ne: null },
        session_id: true,
        answer: { nested: [] },
        price_id: 1e308,
        email: 7,
      }),
      headers: json,
      url: at(),
    },
    {
      name: 'unicode and NUL',
      body: JSON.stringify({
        message: 'hi\u0000\uD800 \u202E🙂',
        name: '\u0000',
        email: 'a\u0000@b.c',
        session_id: 'session_\u0000\u0000',
        answer: '\uFFFF',
      }),
      headers: json,
      url: at('?limit=%00&days=%F0%9F%92%A9&skip=-1&format=%00'),
    },
    { name: 'deeply nested', body: nested(5_000), headers: json, url: at() },
    { name: 'huge body', body: `{"message":"${'x'.repeat(3_000_000)}"}`, headers: json, url: at() },
    { name: 'text/plain', body: 'hello', headers: { 'content-type': 'text/plain' }, url: at() },
    {
      name: 'xml',
      body: '<?xml version="1.0"?><a/>',
      headers: { 'content-type': 'application/xml' },
      url: at('?limit=99999999999999999999&days=abc'),
    },
    {
      name: 'multipart without a boundary',
      body: '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--',
      headers: { 'content-type': 'multipart/form-data' },
      url: at(),
    },
    {
      name: 'oversized multipart',
      body: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n',
        ),
        Buffer.alloc(6 * 1024 * 1024, 97),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      url: at(),
    },
  ];
}
