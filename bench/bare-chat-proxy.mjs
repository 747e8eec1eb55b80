// The limit of this machine for a chat turn: node:http passing the model call through, byte
// for byte, with a keep-alive agent and nothing else (no parsing, no database, no checks).
// Settings: PORT, TARGET (the fake model's origin, e.g. http://127.0.0.1:4000).
import http from 'node:http';

const target = new URL(process.env.TARGET);
// Idle sockets close before the fake's 5 s keep-alive ends, so none is reused as it closes.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 3_000 });

http
  .createServer((req, res) => {
    if (req.url === '/health') return res.writeHead(200).end();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          'content-type': answer.headers['content-type'] ?? 'application/json',
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
