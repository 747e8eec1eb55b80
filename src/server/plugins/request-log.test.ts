import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { RequestLog } from './request-log';

async function appLogging(level: string) {
  const lines: Array<{ level: number; msg: string; status?: number; url?: string }> = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new RequestLog(50),
  });
  app.get('/quick', async () => 'quick');
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 80));
    return 'slow';
  });
  app.get('/broken', async (_request, reply) => {
    let sent = false;
    const body = new Readable({
      read() {
        if (sent) return;
        sent = true;
        this.push('the first half of the answer, ');
        // Later, so the headers and the first half have reached the client.
        setTimeout(() => this.destroy(new Error('the export file could not be read')), 20);
      },
    });
    return reply.type('text/plain').send(body);
  });
  // Work done after the answer went out, as the API keys' usage recording does.
  app.get(
    '/recorded',
    {
      onResponse: async () => {
        throw new Error('the usage could not be recorded');
      },
    },
    async () => 'recorded',
  );
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing for a quick request at info, and names a slow one', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject('/quick');
    expect(lines).toEqual([]);
    await app.inject('/slow');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'slow request', url: '/slow', status: 200 }),
    ]);
  });

  it('writes every request at debug', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/quick?x=1');
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed', url: '/quick?x=1' }),
    ]);
  });

  it('names a request whose work after the answer failed', async () => {
    const { app, lines } = await appLogging('info');
    const res = await app.inject('/recorded');
    expect(res.body).toBe('recorded');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'response failed',
        url: '/recorded',
        err: expect.objectContaining({ message: 'the usage could not be recorded' }),
      }),
    );
  });

  it('names a response whose body broke after its headers were sent', async () => {
    const { app, lines } = await appLogging('info');
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/broken`);
      expect(res.status).toBe(200);
      // The person gets half an answer and a broken connection.
      await expect(res.text()).rejects.toThrow();
      await vi.waitFor(() =>
        expect(lines).toContainEqual(
          expect.objectContaining({
            level: 40,
            msg: 'response failed',
            url: '/broken',
            err: expect.objectContaining({ message: 'the export file could not be read' }),
          }),
        ),
      );
    } finally {
      await app.close();
    }
  });
});
