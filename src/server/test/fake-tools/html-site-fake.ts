import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startFakeToolServer, type FakeToolServer, type ToolRequest } from './fake-tool-server';
import {
  ARTICLE_PAGE,
  LATIN1_PAGE,
  NO_MAIN_PAGE,
  NOT_FOUND_PAGE,
  PLAIN_TEXT,
  PNG_BYTES,
  SECRET_PAGE,
} from './html-pages';

// Far above what loopback socket buffers can hold (tcp_rmem reaches 32 MiB on our machines),
// so a client that stops early provably leaves most of it unsent.
export const HUGE_PAGE_BYTES = 64 * 1024 * 1024;
const HTML = 'text/html; charset=utf-8';

function send(
  res: ServerResponse,
  status: number,
  type: string | undefined,
  body: string | Buffer,
) {
  res.writeHead(status, type ? { 'content-type': type } : {});
  res.end(body);
}

function redirect(res: ServerResponse, location: string, status = 302) {
  res.writeHead(status, { location, 'content-type': HTML });
  res.end(`<a href="${location}">moved</a>`);
}

/** Streams HUGE_PAGE_BYTES of paragraphs; counts how much was written before the client stopped. */
function sendHuge(res: ServerResponse, site: { hugeBytesWritten: number }) {
  res.writeHead(200, { 'content-type': HTML });
  const paragraph = Buffer.from(`<p>${'Lorem ipsum dolor sit amet. '.repeat(36)}</p>\n`);
  const writeMore = () => {
    while (site.hugeBytesWritten < HUGE_PAGE_BYTES && !res.destroyed) {
      site.hugeBytesWritten += paragraph.length;
      if (!res.write(paragraph)) return void res.once('drain', writeMore);
    }
    res.end();
  };
  res.write('<html><head><title>Huge</title></head><body><main>');
  writeMore();
}

export interface HtmlSiteFake extends FakeToolServer {
  hugeBytesWritten: number;
}

/** A small website with the cases the scraper must handle, on a loopback port. */
export async function startHtmlSiteFake(): Promise<HtmlSiteFake> {
  const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, ' '));
  const site = { hugeBytesWritten: 0 };
  let base = '';
  const routes: Record<string, (res: ServerResponse, req: ToolRequest) => void> = {
    '/': (res) => send(res, 200, HTML, ARTICLE_PAGE),
    '/plain-page': (res) => send(res, 200, HTML, NO_MAIN_PAGE),
    '/notes.txt': (res) => send(res, 200, 'text/plain; charset=utf-8', PLAIN_TEXT),
    '/xhtml': (res) => send(res, 200, 'application/xhtml+xml', ARTICLE_PAGE),
    '/no-type': (res) => send(res, 200, undefined, NO_MAIN_PAGE),
    '/latin1': (res) => send(res, 200, 'text/html', LATIN1_PAGE),
    '/gzip': (res) => {
      res.writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' });
      res.end(gzipSync(ARTICLE_PAGE));
    },
    '/gzip-bomb': (res) => {
      res.writeHead(200, { 'content-type': HTML, 'content-encoding': 'gzip' });
      res.end(bomb);
    },
    '/image.png': (res) => send(res, 200, 'image/png', PNG_BYTES),
    '/missing': (res) => send(res, 404, HTML, NOT_FOUND_PAGE),
    '/huge': (res) => sendHuge(res, site),
    '/slow': () => undefined, // Never answers: the client's deadline must end it.
    '/slow-body': (res) => {
      res.writeHead(200, { 'content-type': HTML });
      res.write('<html><body><p>Loading'); // …and the rest never comes.
    },
    '/redirect/3': (res) => redirect(res, '/redirect/2', 301),
    '/redirect/2': (res) => redirect(res, `${base}/redirect/1`, 307),
    '/redirect/1': (res) => redirect(res, '/', 308),
    '/loop': (res) => redirect(res, '/loop'),
    '/to-loopback': (res) => redirect(res, `http://127.0.0.1:${new URL(base).port}/secret`),
    '/to-metadata': (res) => redirect(res, 'http://169.254.169.254/latest/meta-data/'),
    '/to-internal': (res) => redirect(res, `http://internal.example:${new URL(base).port}/secret`),
    '/to-ftp': (res) => redirect(res, 'ftp://example.com/file'),
    '/secret': (res) => send(res, 200, HTML, SECRET_PAGE),
    '/latest/meta-data/': (res) => send(res, 200, 'text/plain', 'iam/security-credentials/'),
    '/echo-host': (res, req) =>
      send(res, 200, HTML, `<title>host</title><p>Host was ${req.headers.host ?? ''}</p>`),
  };
  const server = await startFakeToolServer((req, res) => {
    const route = routes[req.pathname];
    if (route) route(res, req);
    else send(res, 404, HTML, NOT_FOUND_PAGE);
  });
  base = server.url;
  return Object.defineProperty(server, 'hugeBytesWritten', {
    get: () => site.hugeBytesWritten,
  }) as HtmlSiteFake;
}
