// The limit of this machine for the catalogue answer: node:http sending the same bytes.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.BODY_FILE);
http
  .createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
