import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
});
