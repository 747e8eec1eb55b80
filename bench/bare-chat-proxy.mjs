// The limit of this machine for a chat turn: node:http passing the model call through, byte
// for byte, with a keep-alive agent and nothing else (no parsing, no database, no checks).
// Settings: PORT, TARGET (the fake model's origin, e.g. http://127.0.0.1:4000).
// With STATEMENTS_URL (a Postgres URL) it also makes the two round trips a turn needs: a read
// before the model is called and a committed two-row insert before answering, on a table of
// its own. That is the floor under the app's added latency that the database sets here.
import http from 'node:http';
import pg from 'pg';

const target = new URL(process.env.TARGET);
// Idle sockets close before the fake's 5 s keep-alive ends, so none is reused as it closes.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 3_000 });

const pool = process.env.STATEMENTS_URL
  ? new pg.Pool({ connectionString: process.env.STATEMENTS_URL, max: 10 })
  : undefined;
await pool?.query(`create table if not exists bench_floor_turns (
  session int not null, position int not null, content text not null,
  primary key (session, position))`);

/** The same request to the model, on the keep-alive agent; a failed call answers 502. */
function upstream(req, res, onAnswer) {
  const call = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      agent,
    },
    onAnswer,
  );
  call.on('error', () => res.writeHead(502).end());
  return call;
}

const answerHead = (res, answer) =>
  res.writeHead(answer.statusCode ?? 502, {
    'content-type': answer.headers['content-type'] ?? 'application/json',
  });

/** A turn's two statements around passing the model call through; rows keyed by connection. */
async function withStatements(req, res) {
  const session = req.socket.remotePort;
  const asked = [];
  for await (const chunk of req) asked.push(chunk);
  const { rows } = await pool.query({
    name: 'floor_read',
    text: 'select position, content from bench_floor_turns where session = $1 order by position desc limit 10',
    values: [session],
  });
  const position = rows.length > 0 ? rows[0].position + 1 : 0;
  upstream(req, res, async (answer) => {
    const body = [];
    for await (const chunk of answer) body.push(chunk);
    const reply = Buffer.concat(body);
    await pool.query({
      name: 'floor_store',
      text: 'insert into bench_floor_turns values ($1, $2, $3), ($1, $2 + 1, $4)',
      values: [session, position, 'the person’s message', reply.toString()],
    });
    answerHead(res, answer);
    res.end(reply);
  }).end(Buffer.concat(asked));
}

http
  .createServer((req, res) => {
    if (req.url === '/health') return res.writeHead(200).end();
    if (pool) {
      withStatements(req, res).catch(() => res.writeHead(500).end());
      return;
    }
    req.pipe(
      upstream(req, res, (answer) => {
        answerHead(res, answer);
        answer.pipe(res);
      }),
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
