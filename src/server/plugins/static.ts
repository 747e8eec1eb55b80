import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';
import { isWidgetPath, widgetAssetHeaders } from './widget-assets';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app: hashed assets cached forever, index.html always
 * revalidated, and any unknown non-API GET answered with index.html (history fallback).
 */
export async function registerStatic(app: FastifyInstance, webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false, // set per file below
      setHeaders(res, filePath) {
        const widget = widgetAssetHeaders(webDistDir, filePath);
        if (widget) {
          for (const [name, value] of Object.entries(widget)) res.setHeader(name, value);
          return;
        }
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.extname(pathname);
    if (isWidgetPath(pathname) && request.method === 'GET') {
      return sendError(
        reply,
        404,
        'not_found',
        fs.existsSync(path.join(webDistDir, 'widget.js'))
          ? `No widget file at ${pathname}.`
          : 'The chat widget has not been built. Run `npm run build` (npm start does it for you).',
      );
    }
    if (!wantsPage) {
      // 'route_not_found' tells a client this server lacks the call, unlike 'not_found' for a
      // missing thing behind a call that exists.
      const code = pathname.startsWith('/api') ? 'route_not_found' : 'not_found';
      return sendError(reply, 404, code, `No route for ${request.method} ${pathname}.`);
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built yet. Run `npm run build` (npm start does it for you).',
        );
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
